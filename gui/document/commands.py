"""Undo steps: each holds the old and the new Session, never a trace.

Undo and redo hand a session back to the controller, which runs it on its engine (the device
the user chose): a recompute costs well under a millisecond at teaching sizes and tens of
milliseconds at 2,048 tokens, while a kept trace costs ~64 MB there. Sessions are immutable and
share every array an edit leaves alone, so a step costs the few arrays it changed.

Steps with the same merge key (one scrub, one wheel burst on one cell) fold into one step.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Hashable

from PySide6.QtGui import QUndoCommand

from core.session.value import Session

SESSION_EDIT_ID = 0x514B56  # QUndoCommand.id() of every session edit ("QKV")

_scrub_ids = itertools.count(1)


def new_gesture_id() -> int:
    """A fresh id for one scrub or one wheel burst; two gestures never share one."""
    return next(_scrub_ids)


class SessionEditCommand(QUndoCommand):
    """One undo step: switch the controller from ``old`` to ``new`` (and back)."""

    def __init__(self, label: str, old: Session, new: Session,
                 show: Callable[[Session], None], merge_key: Hashable | None = None) -> None:
        super().__init__(label)
        self.old = old
        self.new = new
        self.merge_key = merge_key
        # Weak: a step that held its controller would close a cycle controller → undo stack →
        # step → controller, and Python's collector, clearing the step first, would make the
        # controller's stack delete that step while it is being torn down (a crash).
        self._show = weakref.WeakMethod(show)

    def id(self) -> int:
        return SESSION_EDIT_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SessionEditCommand) or other.merge_key is None:
            return False
        if other.merge_key != self.merge_key:
            return False
        self.new = other.new
        self.setText(other.text() if not self.text() else _merged_label(self.text(),
                                                                         other.text()))
        _release(other)  # Qt deletes it now
        if self.new == self.old:
            self.setObsolete(True)  # toggled and toggled back: no step, the document as it was
            _release(self)  # Qt deletes this one too
        return True

    def redo(self) -> None:
        self._show()(self.new)

    def undo(self) -> None:
        self._show()(self.old)


def _release(command: SessionEditCommand) -> None:
    """Drop what a command Qt deletes holds: PySide keeps the Python side of every command
    pushed for as long as the stack lives, even one merged away (each scrub step, wheel notch
    and arrow nudge), and with it its two sessions: the monkey's memory grew with every gesture."""
    command.old = command.new = None
    command.merge_key = None
    command._show = None


def _merged_label(first: str, last: str) -> str:
    """'edited W^Q[1,2] 0.40 → 0.45' + '… 0.45 → 0.55' reads as '… 0.40 → 0.55'."""
    if " → " in first and " → " in last:
        return first.rsplit(" → ", 1)[0] + " → " + last.rsplit(" → ", 1)[1]
    return last
