"""File › Export Worksheet…: ``install_worksheet_export(window)`` adds the action (after the
other exports, above Quit) and returns the WorksheetExport that opens the dialog on the
window's current session and reports what it wrote in the status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction


class WorksheetExport(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.folder: Path | None = None   # the last folder written, offered again
        self.dialog = None   # a WorksheetDialog, imported when first asked for
        self.action = QAction("Export &Worksheet…", window)
        self.action.setToolTip("printable worksheets and an answer key (PDF), different "
                               "numbers for every student")
        self.action.triggered.connect(lambda *_: self.open_dialog())

    def open_dialog(self):
        """The dialog on the current session (window-modal; returns at once)."""
        from gui.export.worksheet_dialog import WorksheetDialog

        self.dialog = WorksheetDialog(self.window.controller.session, self.window, self.folder)
        self.dialog.accepted.connect(self._written)
        self.dialog.open()
        return self.dialog

    def _written(self) -> None:
        written = self.dialog.written
        self.folder = written.folder
        self.window.show_message(
            f"wrote a worksheet of {written.variants} variant(s) to {written.folder}: "
            f"worksheet.pdf ({written.student_pages} pages), answer-key.pdf "
            f"({written.key_pages} pages), variant-NN.json")


def install_worksheet_export(window) -> WorksheetExport:
    export = WorksheetExport(window)
    menu, quit_action = window.menu("File"), window.actions.quit
    actions = menu.actions()
    exports = getattr(window, "exports", None)
    after = getattr(exports, "animation_action", None)
    if after in actions and actions.index(after) + 1 < len(actions):
        menu.insertAction(actions[actions.index(after) + 1], export.action)
    elif quit_action in actions:
        menu.insertAction(quit_action, export.action)
    else:
        menu.addAction(export.action)
    return export
