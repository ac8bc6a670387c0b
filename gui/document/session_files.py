"""The window's document: New, Open, Save, Save As, the title and the unsaved-changes question.

Every question and message goes through a callable attribute so tests can replace it and never
block on a modal dialog:

- ``confirm_discard(name) -> "save" | "discard" | "cancel"``: unsaved changes, before they go
- ``show_error(title, text)``: a file that cannot be opened or saved
- ``choose_open_path() -> str | None`` and ``choose_save_path(suggested) -> str | None``
- ``ask_new_text() -> str | None``: the sentence for File › New
- ``run_pretrained_dialog() -> Session | None``: File › Open Pretrained Head…; a dialog that
  opens a lesson further on than stage 1 says where with ``start_at(stage)`` before it returns

Until the window wires them (gui/window/session_window.py: the real dialogs, the title, the
drop of a file), the questions answer "cancel" and "nothing chosen", and the title and the
modified marker are only emitted (``title_changed``, ``modified_changed``). This module holds
no widget: it is the document's side of the file, the window shows it.

A failed open or save leaves the session, its undo history and the modified marker as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from core.export.handout import whole_words
from core.files.examples import ExampleInfo
from core.files.session_io import SessionFileError, load_session, save_session
from core.session.value import Session
from gui.document.controller import SessionController
from gui.document.recent_files import RecentFiles

translate = QCoreApplication.translate

UNTITLED = QT_TRANSLATE_NOOP("SessionFiles", "Untitled")   # shown translated
APP_NAME = "QKV Lab"
SAVE, DISCARD, CANCEL = "save", "discard", "cancel"   # confirm_discard's three answers


def window_title(path: Path | None, session_title: str) -> str:
    """'lesson.json · The mole[*] — QKV Lab'; '[*]' is where Qt draws the unsaved marker."""
    name = path.name if path is not None else translate("SessionFiles", UNTITLED)
    if session_title and session_title != name:
        name = f"{name} · {session_title}"
    return f"{name}[*] — {APP_NAME}"


class SessionFiles(QObject):
    """Owns the document's file: path, title, modified marker, open/save and their questions."""

    saved = Signal(object)          # Path: a successful Save / Save As
    opened = Signal(object)         # Session: a different document replaced the old one
    closing = Signal()              # the window is about to close with nothing left to ask
    title_changed = Signal(str)     # 'lesson.json · The mole[*] — QKV Lab' (window_title)
    modified_changed = Signal(bool) # True while there are unsaved changes

    def __init__(self, controller: SessionController, recent: RecentFiles,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.recent = recent
        self._path: Path | None = controller.path
        self._closing_confirmed = False
        self._coming_stage: str | None = None   # where the next document opened starts
        self.opened_stage: str | None = None    # where the document just opened starts (None:
        #                                         stage 1, later stages hidden)
        self.banner = None    # the example description banner, set by install_file_menu
        self.actions = None   # FileActions, set by install_file_menu
        # The questions; the window puts its dialogs here (gui/window/session_window.py).
        self.confirm_discard: Callable[[str], str] = lambda name: CANCEL
        self.show_error: Callable[[str, str], None] = lambda title, text: None
        self.choose_open_path: Callable[[], str | None] = lambda: None
        self.choose_save_path: Callable[[str], str | None] = lambda suggested: None
        self.ask_new_text: Callable[[], str | None] = lambda: None
        self.close_window: Callable[[], None] = lambda: None     # File › Quit, once asked
        self.show_message: Callable[[str], None] = lambda text: None  # the status bar
        # File › Open Pretrained Head… (a classroom dialog): the window's File menu sets it.
        self.run_pretrained_dialog: Callable[[], Session | None] = lambda: None
        # A lesson's title in the window's language (the window's File menu sets it).
        self.shown_title: Callable[[str], str] = lambda title: title
        # The lesson the file holds: a session of another lesson (a tour moved on) is no longer
        # that file's document, and the window becomes untitled (Save asks where).
        self._file_title: str | None = controller.session.title if self._path else None
        controller.path_changed.connect(self._path_changed)
        controller.session_changed.connect(self._session_changed)
        controller.undo_stack.cleanChanged.connect(self._clean_changed)

    # ----- state ----------------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        """The file the document was opened from or last saved to; None when untitled."""
        return self._path

    def is_modified(self) -> bool:
        return not self._controller.undo_stack.isClean()

    # ----- the question -----------------------------------------------------------------------
    def may_discard(self) -> bool:
        """True when the current document may be replaced or closed (asks if it is modified)."""
        if not self.is_modified():
            return True
        choice = self.confirm_discard(self._display_name())
        if choice == SAVE:
            return self.save()
        return choice == DISCARD

    def may_close(self) -> bool:
        """Asks about unsaved changes; True (and ``closing`` emitted) when the window may close."""
        if not self.may_discard():
            return False
        self.closing.emit()
        return True

    def request_close(self) -> bool:
        """File › Quit: the question, then close the window; False when the user cancelled."""
        if not self.may_close():
            return False
        self._closing_confirmed = True
        self.close_window()
        return True

    def allow_close(self, spontaneous: bool) -> bool:
        """closeEvent's answer. A window-manager close asks; Quit (request_close) already did.

        A close from code (tests, shutdown) does not ask, and leaves any recovery copy in place.
        """
        if self._closing_confirmed:
            self._closing_confirmed = False
            return True
        return self.may_close() if spontaneous else True

    # ----- opening ----------------------------------------------------------------------------
    def new_session(self) -> bool:
        if not self.may_discard():
            return False
        text = self.ask_new_text()
        if text is None:
            return False
        try:
            session = Session.from_text(text)
        except ValueError as error:
            self.show_error(translate("SessionFiles", "New session"), translate(
                "SessionFiles", "Cannot start a session from {text}: {error}").format(
                text=repr(text),
                error=error))
            return False
        self._adopt(session, None)
        return True

    def open_dialog(self) -> bool:
        """File › Open…: asks about unsaved changes first, then for a file."""
        if not self.may_discard():
            return False
        chosen = self.choose_open_path()
        return bool(chosen) and self.open_path(chosen, ask=False)

    def open_path(self, path: str | Path, *, ask: bool = True) -> bool:
        """Open a session file; on any problem a message and nothing changes."""
        if ask and not self.may_discard():
            return False
        path = Path(path)
        try:
            session = load_session(path)
        except SessionFileError as error:
            self.show_error(translate("SessionFiles", "Cannot open session"), translate(
                "SessionFiles", "{name} could not be opened.\n\n{error}").format(
                name=path.name,
                error=error))
            if not path.is_file():
                self.recent.remove(path)
            return False
        self._adopt(session, path.resolve())
        self.recent.add(path)
        self.show_status(translate("SessionFiles", "opened {name}").format(name=path.name))
        return True

    def open_example(self, example: ExampleInfo) -> bool:
        """An example opens untitled (Save asks where), so the shipped file is never overwritten."""
        if not self.may_discard():
            return False
        try:
            session = load_session(example.path)
        except SessionFileError as error:
            self.show_error(translate("SessionFiles", "Cannot open example"), str(error))
            return False
        self._adopt(session, None)
        return True

    def open_pretrained(self) -> bool:
        if not self.may_discard():
            return False
        session = self.run_pretrained_dialog()
        stage, self._coming_stage = self._coming_stage, None
        if session is None:
            return False
        self._adopt(session, None, stage)
        return True

    def open_session(self, session: Session) -> bool:
        """A session built in the window (a pretrained layer): opens untitled, asking first,
        at the stage ``start_at`` named (a lesson about a later stage), else at stage 1."""
        stage, self._coming_stage = self._coming_stage, None
        if not self.may_discard():
            return False
        self._adopt(session, None, stage)
        return True

    def start_at(self, stage: str) -> None:
        """The next document opened (``open_session``, ``open_pretrained``) starts at
        ``stage``, the stages before it seen: a lesson that is about that stage (Gemma's
        sliding window: the masked stage, M's band beside it)."""
        self._coming_stage = stage

    def restore(self, session: Session, original_path: Path | None) -> None:
        """Crash recovery: the recovered session, shown as modified (it was never saved)."""
        self._adopt(session, original_path)
        self._controller.undo_stack.resetClean()

    # ----- saving -----------------------------------------------------------------------------
    def save(self) -> bool:
        """File › Save: to the current file, or Save As when untitled."""
        if self._path is None:
            return self.save_as()
        return self.save_to(self._path)

    def save_as(self) -> bool:
        suggested = self._path or Path.home() / f"{self._suggested_stem()}.json"
        chosen = self.choose_save_path(str(suggested))
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Write atomically; on failure a message, the old file untouched, still modified."""
        try:
            save_session(self._controller.session, path)
        except OSError as error:
            self.show_error(translate("SessionFiles", "Cannot save session"), translate(
                "SessionFiles", "{name} was not saved.\n\n{value}").format(
                name=path.name,
                value=f"{error.strerror or error}" + _where(error, path)))
            return False
        self._controller.set_path(path.resolve())  # path_changed sets self._path and the title
        self._controller.undo_stack.setClean()
        self.recent.add(self._path)
        self.show_title()
        self.show_status(translate("SessionFiles", "saved {name}").format(name=self._path.name))
        self.saved.emit(self._path)
        return True

    # ----- internals --------------------------------------------------------------------------
    def _adopt(self, session: Session, path: Path | None, stage: str | None = None) -> None:
        self._controller.replace_session(session, path)  # clears undo history, emits path
        self.opened_stage = stage
        self.opened.emit(session)

    def _path_changed(self, path: Path | None) -> None:
        self._path = path
        self._file_title = None if path is None else self._controller.session.title
        self.show_title()

    def _session_changed(self, session: Session) -> None:
        replacing = self._controller.path != self._path     # Open: path_changed comes next
        if self._path is not None and not replacing and session.title != self._file_title:
            self._controller.set_path(None)      # another lesson: never saved over this file
            return                               # (path_changed showed the title)
        self.show_title()

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    def show_title(self) -> None:
        """Emit the title and the modified marker (also once by the window, when it connects)."""
        self.title_changed.emit(window_title(self._path,
                                             self.shown_title(self._controller.session.title)))
        self.modified_changed.emit(self.is_modified())

    def _display_name(self) -> str:
        return self._path.name if self._path is not None else translate("SessionFiles",
                                                                        UNTITLED)

    def _suggested_stem(self) -> str:
        words = "".join(c if c.isalnum() else "-" for c in self._controller.session.title.lower())
        return whole_words("-".join(part for part in words.split("-") if part)).strip("-") or \
            "session"

    def show_status(self, text: str) -> None:
        self.show_message(text)


def _where(error: OSError, path: Path) -> str:
    """A hint naming the folder when the error message does not already."""
    folder = str(path.parent)
    return "" if folder in str(error) else f"\n(folder: {folder})"
