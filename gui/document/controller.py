"""The one controller: owns the session and the undo stack, runs the engine, tells views.

Data flow: a widget builds a new Session (through Session.with_*), calls ``apply``; the
controller pushes one undo step, runs the engine and emits ``trace_changed``. Every run goes
through the controller's engine (``set_engine``: the device the user chose), including undo and
redo (a step keeps sessions, not traces: commands.py) and the "every head on" output the Heads
dock compares with (``output_difference``, computed at most once per trace).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.attention.trace import Trace
from core.i18n import translate
from core.limits import LimitError
from core.session.heads_off import output_difference
from core.session.lesson import is_lesson, words_for
from core.session.value import Session
from gui.document.commands import SessionEditCommand
from gui.document.engine_thread import on_engine_thread

# Undo steps kept: the oldest goes when one more is pushed. A step keeps the arrays its edit
# changed (a few KB at teaching sizes, X's 1 MB on a sentence edit at 2,048 tokens × 64), so an
# unbounded history grew for as long as the window stayed open.
UNDO_LIMIT = 300


class SessionController(QObject):
    """The document's one owner of state: the Session on screen, its Trace and the undo stack.

    Widgets never change the session themselves: they hand ``apply``/``edit`` a new Session;
    the controller runs it through its engine, pushes one undo step and emits
    ``session_changed`` and ``trace_changed``, which the views render. Nothing else in the
    window runs the engine.
    """

    session_changed = Signal(object)   # Session
    trace_changed = Signal(object)     # Trace
    message = Signal(str)              # one line for the status bar
    path_changed = Signal(object)      # Path | None

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        # set_engine: another device; on a thread of its own: see engine_thread.py
        self._engine: Callable[[Session], Trace] = on_engine_thread(Session.run)
        self._trace = self._engine(session)
        self._difference: tuple[Trace, np.ndarray] | None = None  # (trace, output_difference)
        self._path: Path | None = None
        self._lesson = session if is_lesson(session) else None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)   # only while the stack is empty
        self._ready: Trace | None = None   # the trace apply computed for the step it pushes
        self._said_during: list[str] | None = None  # lines said while apply/replace_session ran

    # ----- reading ------------------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self._session

    @property
    def trace(self) -> Trace:
        return self._trace

    @property
    def path(self) -> Path | None:
        return self._path

    def output_difference(self) -> np.ndarray:
        """(n, d_out) the output on screen − the output with every head on (zeros when no head
        is off). The every-head run goes through the controller's engine, once per trace."""
        if self._difference is None or self._difference[0] is not self._trace:
            every_head = (self._engine(self._session.with_settings(heads_off=()))
                          if self._session.heads_off else None)
            self._difference = (self._trace, output_difference(self._session, self._trace,
                                                               every_head))
        return self._difference[1]

    @property
    def lesson(self) -> Session | None:
        """The lesson this document was opened as (a session with a description), if any."""
        return self._lesson

    # ----- editing ------------------------------------------------------------------------
    def apply(self, label: str, new_session: Session, merge_key: Hashable | None = None) -> bool:
        """Push one undo step to ``new_session``; False (and nothing pushed) if it is the same.

        The lesson's title and description go with its numbers (core.session.lesson.words_for)."""
        new_session = words_for(new_session, self._lesson)
        if new_session == self._session:
            return False
        trace = self._run(new_session)
        if trace is None:
            return False
        command = SessionEditCommand(label, self._session, new_session, self._show, merge_key)
        self._ready = trace
        with self._lines_after():
            self.undo_stack.push(command)  # calls redo() -> _show(new_session): shows ``trace``
            self._ready = None
            top = self.undo_stack.command(self.undo_stack.index() - 1)
            self.message.emit(with_warnings(top.text() if top is not None else label,
                                            self._trace))
        return True

    def say(self, text: str) -> None:
        """A line for the status bar from a view the change reached: now, or after the line
        of the apply or replace_session under way (which would cover it)."""
        if self._said_during is None:
            self.message.emit(text)
        else:
            self._said_during.append(text)

    @contextmanager
    def _lines_after(self) -> Iterator[None]:
        """What ``say`` is told inside waits for the block's own line, then is said."""
        outermost = self._said_during is None
        if outermost:
            self._said_during = []
        try:
            yield
        finally:
            if outermost:
                said, self._said_during = self._said_during or [], None
                for text in said:
                    self.message.emit(text)

    def edit(self, label: str, build: Callable[[Session], Session],
             merge_key: Hashable | None = None) -> bool:
        """Build the new session from the current one; a LimitError/ValueError becomes a message."""
        try:
            new_session = build(self._session)
        except (LimitError, ValueError) as error:
            self.message.emit(translate("Controller", "not changed: {error}").format(error=error))
            return False
        return self.apply(label, new_session, merge_key)

    def replace_session(self, session: Session, path: str | Path | None = None) -> None:
        """New/Open: a different document; clears the undo history."""
        trace = self._run(session)
        if trace is None:
            return
        self.undo_stack.clear()
        self._lesson = session if is_lesson(session) else None
        self._path = None if path is None else Path(path)
        with self._lines_after():
            self._show(session, trace)
            self.undo_stack.setClean()
            self.path_changed.emit(self._path)
            if self._trace.warnings:
                self.message.emit(with_warnings(translate("Controller", "opened"), self._trace))

    def back_to_lesson(self) -> bool:
        """The lesson's own numbers again, as one undoable step."""
        if self._lesson is None:
            return False
        return self.apply(translate("Controller", "back to lesson “{title}”").format(
            title=self._lesson.title), self._lesson)

    def set_path(self, path: str | Path | None) -> None:
        """Save As: the same document under a new name; the undo history stays."""
        self._path = None if path is None else Path(path)
        self.path_changed.emit(self._path)

    def rerun(self) -> None:
        """Run the engine again on the same session (e.g. after a device change)."""
        self._trace = self._engine(self._session)
        self.trace_changed.emit(self._trace)

    def set_engine(self, engine: Callable[[Session], Trace]) -> None:
        """Run sessions with ``engine`` from now (e.g. ComputeChoice.run); call rerun to apply."""
        self._engine = engine

    # ----- internals ----------------------------------------------------------------------
    def _run(self, session: Session) -> Trace | None:
        """The session's trace, or None (and a message) when the engine refuses it."""
        try:
            return self._engine(session)
        except (LimitError, ValueError) as error:
            self.message.emit(translate("Controller", "not changed: {error}").format(error=error))
            return None

    def _show(self, session: Session, trace: Trace | None = None) -> None:
        """Show ``session`` with ``trace``: the one apply has just computed, else a fresh run on
        the controller's engine (undo, redo)."""
        if trace is None:
            trace = self._ready if self._ready is not None else self._engine(session)
            self._ready = None
        self._session, self._trace = session, trace
        self.session_changed.emit(session)
        self.trace_changed.emit(trace)


def with_warnings(text: str, trace: Trace) -> str:
    """The status line, with the trace's first warning (and how many more) appended."""
    if not trace.warnings:
        return text
    more = len(trace.warnings) - 1
    line = f"{text} · " + translate("Controller", "warning: {warning}").format(
        warning=trace.warnings[0])
    return line + (" " + translate("Controller", "(and {more} more)").format(more=more)
                   if more else "")
