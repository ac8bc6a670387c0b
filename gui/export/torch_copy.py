"""Copy as torch.tensor(...): the matrix being edited, as PyTorch source for the clipboard.

A right click on the matrix editor's table opens a menu with that one action; the stage views'
menu (gui.export.view_menu) has the same action for the stage and head shown. The numbers come
from the session (never from the cells' rounded text), so the text evaluates to them exactly.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu

from core.codegen import torch_tensor_text

COPY_TEXT = "Copy as torch.tensor(...)"


class MatrixCopyMenu(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.menu: QMenu | None = None  # the menu shown last (tests read it)
        view = window.matrix_panel.view
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._show_menu)

    def torch_text(self) -> str:
        panel = self.window.matrix_panel
        values = self.window.controller.session.matrix(panel.matrix_name, panel.head)
        return torch_tensor_text(values)

    def copy(self) -> None:
        QApplication.clipboard().setText(self.torch_text())
        self.window.show_message(f"copied {self.window.matrix_panel.matrix_name} as a "
                                 "torch.tensor to the clipboard")

    def build_menu(self) -> QMenu:
        menu = QMenu(self.window)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection(self.window.matrix_panel.matrix_name)
        menu.addAction(COPY_TEXT, self.copy)
        return menu

    def _show_menu(self, position: QPoint) -> None:
        self.menu = self.build_menu()
        self.menu.popup(self.window.matrix_panel.view.viewport().mapToGlobal(position))
