"""The window's side of the document's file: SessionFiles' questions answered by real dialogs,
its title and modified marker shown in the title bar, and a dropped .json file opened.

``attach_session_files(frame, files, show_message)`` wires one SessionFiles
(gui/document/session_files.py, which holds no widget) to one QMainWindow frame.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMainWindow

from gui.document.session_files import SessionFiles
from gui.window import file_dialogs


def attach_session_files(frame: QMainWindow, files: SessionFiles,
                         show_message: Callable[[str], None] | None = None) -> None:
    """The dialogs, the title, the status bar, Quit's close and the drop of a session file."""
    files.confirm_discard = lambda name: file_dialogs.ask_save_discard_cancel(frame, name)
    files.show_error = lambda title, text: file_dialogs.show_error(frame, title, text)
    files.choose_open_path = lambda: file_dialogs.choose_open_path(frame, files.path)
    files.choose_save_path = lambda suggested: file_dialogs.choose_save_path(frame, suggested)
    files.ask_new_text = lambda: file_dialogs.ask_sentence(frame)
    files.close_window = frame.close
    if show_message is not None:
        files.show_message = show_message
    files.title_changed.connect(frame.setWindowTitle)
    files.modified_changed.connect(frame.setWindowModified)
    frame.setAcceptDrops(True)
    frame.installEventFilter(SessionDropFilter(frame, files))
    files.show_title()


class SessionDropFilter(QObject):
    """Accepts a dragged local .json file over the window and opens it (asking first)."""

    def __init__(self, frame: QMainWindow, files: SessionFiles) -> None:
        super().__init__(frame)
        self._frame = frame
        self._files = files

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._frame and event.type() in (QEvent.Type.DragEnter,
                                                        QEvent.Type.DragMove):
            if dropped_session_path(event.mimeData()) is not None:
                event.acceptProposedAction()
                return True
        if watched is self._frame and event.type() == QEvent.Type.Drop:
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
