"""File › Export Worksheet…: ``install_worksheet_export(parent, controller, show_message,
file_menu, quit_action, after)`` adds the action (after ``after``, the other exports' last
action, or above Quit) and returns the WorksheetExport that opens the dialog on the
controller's current session and reports what it wrote through ``show_message``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from core.i18n import english_plural
from gui.document.controller import SessionController

translate = QCoreApplication.translate


class WorksheetExport(QObject):
    """The worksheet dialog on ``controller``'s session; ``parent`` owns the dialog."""

    def __init__(self, parent: QWidget, controller: SessionController,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._controller = controller
        self._show_message = show_message
        self.folder: Path | None = None   # the last folder written, offered again
        self.dialog = None   # a WorksheetDialog, imported when first asked for
        self.action = QAction(translate("WorksheetMenu", "Export &Worksheet…"), parent)
        self.action.setToolTip(translate("WorksheetMenu", "printable worksheets and an answer "
                                                          "key (PDF), different numbers for "
                                                          "every student"))
        self.action.triggered.connect(lambda *_: self.open_dialog())

    def open_dialog(self):
        """The dialog on the current session (window-modal; returns at once)."""
        from gui.export.worksheet_dialog import WorksheetDialog

        self.dialog = WorksheetDialog(self._controller.session, self._parent, self.folder)
        self.dialog.accepted.connect(self._written)
        self.dialog.open()
        return self.dialog

    def _written(self) -> None:
        written = self.dialog.written
        self.folder = written.folder
        wrote = english_plural(self.tr("wrote a worksheet of %n variant(s) to {folder}", "",
                                       written.variants), written.variants)
        pages = [english_plural(self.tr("%n page(s)", "", count), count)
                 for count in (written.student_pages, written.key_pages)]
        self._show_message(f"{wrote.format(folder=written.folder)}: worksheet.pdf "
                           f"({pages[0]}), answer-key.pdf ({pages[1]}), variant-NN.json")


def install_worksheet_export(parent: QWidget, controller: SessionController,
                             show_message: Callable[[str], None], menu: QMenu,
                             quit_action: QAction | None,
                             after: QAction | None = None) -> WorksheetExport:
    export = WorksheetExport(parent, controller, show_message)
    actions = menu.actions()
    if after in actions and actions.index(after) + 1 < len(actions):
        menu.insertAction(actions[actions.index(after) + 1], export.action)
    elif quit_action in actions:
        menu.insertAction(quit_action, export.action)
    else:
        menu.addAction(export.action)
    return export
