"""The window's side of the document's file: SessionFiles' questions answered by real dialogs,
its title and modified marker shown in the title bar, and a dropped .json file opened.

``attach_session_files(window, files)`` wires one SessionFiles (gui/document/session_files.py,
which holds no widget) to one QMainWindow.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMainWindow

from gui.document.session_files import SessionFiles
from gui.window import file_dialogs


def attach_session_files(window: QMainWindow, files: SessionFiles) -> None:
    """The dialogs, the title, the status bar, Quit's close and the drop of a session file."""
    files.confirm_discard = lambda name: file_dialogs.ask_save_discard_cancel(window, name)
    files.show_error = lambda title, text: file_dialogs.show_error(window, title, text)
    files.choose_open_path = lambda: file_dialogs.choose_open_path(window, files.path)
    files.choose_save_path = lambda suggested: file_dialogs.choose_save_path(window, suggested)
    files.ask_new_text = lambda: file_dialogs.ask_sentence(window)
    files.close_window = window.close
    show = getattr(window, "show_message", None)
    if show is not None:
        files.show_message = show
    files.title_changed.connect(window.setWindowTitle)
    files.modified_changed.connect(window.setWindowModified)
    window.setAcceptDrops(True)
    window.installEventFilter(SessionDropFilter(window, files))
    files.show_title()


class SessionDropFilter(QObject):
    """Accepts a dragged local .json file over the window and opens it (asking first)."""

    def __init__(self, window: QMainWindow, files: SessionFiles) -> None:
        super().__init__(window)
        self._window = window
        self._files = files

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        if watched is self._window and event.type() in (QEvent.Type.DragEnter,
                                                        QEvent.Type.DragMove):
            if dropped_session_path(event.mimeData()) is not None:
                event.acceptProposedAction()
                return True
        if watched is self._window and event.type() == QEvent.Type.Drop:
            path = dropped_session_path(event.mimeData())
            if path is not None:
                event.acceptProposedAction()
                self._files.open_path(path)
                return True
        return super().eventFilter(watched, event)


def dropped_session_path(mime) -> Path | None:
    """The first local .json file among dropped URLs, or None."""
    if mime is None or not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile() and url.toLocalFile().lower().endswith(".json"):
            return Path(url.toLocalFile())
    return None
