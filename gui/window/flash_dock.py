"""View › How the GPU Computes It: FlashAttention's tiles and online softmax (gui.views.flash)
in a dock, following the controller's trace and the head in focus.

The dock starts hidden and, shown, is a tab beside the Matrices dock (as the Vectors dock is:
the stage view keeps its room). While it cannot be seen the panel computes nothing; it is made
when first shown and catches up with the latest trace then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from core.session.view_state import ViewState
from gui.document.controller import SessionController
from gui.document.view_following import follow_view

if TYPE_CHECKING:    # the panel's modules load when the dock is first shown
    from gui.views.flash.flash_panel import FlashPanel

translate = QCoreApplication.translate

DOCK_TITLE = QT_TRANSLATE_NOOP("FlashDock", "How the GPU Computes It")


class FlashDock(QObject):
    """Built with what it uses: the controller's trace, the view state's head in focus, the
    View menu and ``place`` (puts the dock where it starts)."""

    def __init__(self, controller: SessionController, view_state: ViewState,
                 view_menu: QMenu, place: Callable[[QDockWidget], None],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._controller, self._view_state = controller, view_state
        self._panel: FlashPanel | None = None
        self.dock = QDockWidget(translate("FlashDock", DOCK_TITLE), parent)
        self.dock.setObjectName("dock_flash")
        place(self.dock)
        self.dock.hide()
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setToolTip(translate("FlashDock", "FlashAttention step by step: "
                                                             "tiles, online softmax, memory"))
        view_menu.addAction(self.toggle_action)
        self.toggle_action.triggered.connect(lambda checked: checked and self.dock.raise_())
        controller.trace_changed.connect(lambda _trace: self.refresh())
        follow_view(view_state, ("head",), self.refresh, self)
        self.dock.visibilityChanged.connect(self._visibility_changed)

    @property
    def panel(self) -> FlashPanel:
        if self._panel is None:
            from gui.views.flash.flash_panel import FlashPanel

            self._panel = FlashPanel()
            self.dock.setWidget(self._panel)
        return self._panel

    def show(self) -> None:
        self.dock.show()
        self.dock.raise_()

    def refresh(self) -> None:
        """Hand the panel the current trace and head (it computes only while seen)."""
        if self._panel is None and not self.dock.isVisible():
            return
        self.panel.show_trace(self._controller.trace, self._view_state.head,
                            self._controller.session.tokens)

    def _visibility_changed(self, visible: bool) -> None:
        if self._panel is None and not visible:
            return
        if visible:
            self.panel.show_trace(self._controller.trace, self._view_state.head,
                            self._controller.session.tokens)
        self.panel.set_active(visible)
