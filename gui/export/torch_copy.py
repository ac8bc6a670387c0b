"""Copy as torch.tensor(...): the matrix being edited, as PyTorch source for the clipboard.

A right click on the matrix editor's table, or on the mask editor's grid (M: 0 or −∞), opens a
menu with that one action; the stage views' menu (gui.export.view_menu) has the same action for
the stage and head shown. The numbers come from the session and its trace (never from the
cells' rounded text), so the text evaluates to them exactly.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu

from core.codegen import additive_mask_text, torch_tensor_text

COPY_TEXT = "Copy as torch.tensor(...)"


class MatrixCopyMenu(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.menu: QMenu | None = None  # the menu shown last (tests read it)
        view = window.matrix_panel.view
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(
            lambda position: self._show(self.build_menu(), view.viewport(), position))
        masks = getattr(window, "masks", None)
        self.mask_grid = None if masks is None else masks.panel.grid
        if self.mask_grid is not None:
            self.mask_grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            self.mask_grid.customContextMenuRequested.connect(
                lambda position: self._show(self.build_mask_menu(), self.mask_grid, position))

    def mask_text(self) -> str:
        """M as shown by the mask editor (the session's mask and causal together)."""
        return additive_mask_text(self.window.controller.trace.allowed)

    def copy_mask(self) -> None:
        QApplication.clipboard().setText(self.mask_text())
        self.window.show_message("copied M as a torch.tensor to the clipboard")

    def build_mask_menu(self) -> QMenu:
        menu = QMenu(self.window)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection("M")
        menu.addAction(COPY_TEXT, self.copy_mask)
        return menu

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

    def _show(self, menu: QMenu, widget, position: QPoint) -> None:
        self.menu = menu
        menu.popup(widget.mapToGlobal(position))
