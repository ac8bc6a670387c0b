"""Copy as torch.tensor(...): the matrix being edited, as PyTorch source for the clipboard.

A right click on the matrix editor's table, or on the mask editor's grid (M: 0 or −∞), opens a
menu with that one action; the stage views' menu (gui.export.view_menu) has the same action for
the stage and head shown. The numbers come from the session and its trace (never from the
cells' rounded text), so the text evaluates to them exactly.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from core.codegen import additive_mask_text, torch_tensor_text
from gui.document.controller import SessionController
from gui.editors.matrix_editor import MatrixEditorPanel

translate = QCoreApplication.translate
COPY_TEXT = QT_TRANSLATE_NOOP("TorchCopy", "Copy as torch.tensor(...)")


class MatrixCopyMenu(QObject):
    """The context menus of ``matrix_panel``'s table and of ``mask_grid`` (None: no mask
    editor); ``parent`` owns the menus, ``show_message`` is the status bar."""

    def __init__(self, parent: QWidget, controller: SessionController,
                 matrix_panel: MatrixEditorPanel, mask_grid: QWidget | None,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._controller = controller
        self._matrix_panel = matrix_panel
        self._show_message = show_message
        self.menu: QMenu | None = None  # the menu shown last (tests read it)
        view = matrix_panel.view
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(
            lambda position: self._show(self.build_menu(), view.viewport(), position))
        self.mask_grid = mask_grid
        if self.mask_grid is not None:
            self.mask_grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            self.mask_grid.customContextMenuRequested.connect(
                lambda position: self._show(self.build_mask_menu(), self.mask_grid, position))

    def mask_text(self) -> str:
        """M as shown by the mask editor (the session's mask and causal together)."""
        return additive_mask_text(self._controller.trace.allowed)

    def copy_mask(self) -> None:
        QApplication.clipboard().setText(self.mask_text())
        self._show_message(translate("TorchCopy", "copied M as a torch.tensor to the clipboard"))

    def build_mask_menu(self) -> QMenu:
        menu = QMenu(self._parent)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection("M")
        menu.addAction(translate("TorchCopy", COPY_TEXT), self.copy_mask)
        return menu

    def torch_text(self) -> str:
        panel = self._matrix_panel
        values = self._controller.session.matrix(panel.matrix_name, panel.head)
        return torch_tensor_text(values)

    def copy(self) -> None:
        QApplication.clipboard().setText(self.torch_text())
        self._show_message(translate("TorchCopy", "copied {matrix_name} as a torch.tensor to "
                                                  "the clipboard").format(
            matrix_name=self._matrix_panel.matrix_name))

    def build_menu(self) -> QMenu:
        menu = QMenu(self._parent)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection(self._matrix_panel.matrix_name)
        menu.addAction(translate("TorchCopy", COPY_TEXT), self.copy)
        return menu

    def _show(self, menu: QMenu, widget, position: QPoint) -> None:
        self.menu = menu
        menu.popup(widget.mapToGlobal(position))
