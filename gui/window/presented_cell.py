"""Presentation mode teaches a cell: a click pins its explanation, shown large beside the stage.

While presenting (gui.classroom.presentation) every dock is hidden; a pinned cell brings the
explanation dock back on the right, in the presentation's large type, as wide as the view's
spare room allows (gui.window.layout_policy; at least PRESENT_MIN_SHARE of the screen, so it
is readable from the back row, at most PRESENT_MAX_SHARE) and hides it again when cleared.
M and the colour bar follow the presentation's type size. Leaving presentation restores the
docks exactly as they were (the presentation's saved state).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow
from shiboken6 import isValid

from gui.classroom.presentation import PresentationMode
from gui.explain.pinned_explanation import ExplanationLink
from gui.window.mask_features import MaskFeatures

PRESENT_MAX_SHARE = 0.36
PRESENT_MIN_SHARE = 0.22
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class PresentedCell(QObject):
    """``dock_host``: the QMainWindow the explanation ``dock`` docks in; ``masks``: the mask
    features (M's panel takes the type size, its width counts as the view's room)."""

    def __init__(self, dock_host: QMainWindow, dock: QDockWidget, large_view,
                 explanation_link: ExplanationLink, presentation: PresentationMode,
                 masks: MaskFeatures) -> None:
        super().__init__(dock_host)
        self._host, self._dock, self._large = dock_host, dock, large_view
        self._link, self._presentation, self._masks = explanation_link, presentation, masks
        self._show_pending = False   # shown again once the window laid out the change
        explanation_link.explained.connect(self._explained)
        presentation.active_changed.connect(self._presenting)
        dock_host.installEventFilter(self)

    def _presenting(self, active: bool) -> None:
        self._masks.panel.set_font_scale(self._presentation.font_scale)
        if active and self._link.explanation is not None:
            self._show_after_layout()

    def _explained(self, explanation) -> None:
        if not self._presentation.is_active():
            return
        if explanation is None:
            self._dock.hide()
        else:
            self._show_after_layout()

    def _show_after_layout(self) -> None:
        """Shown once the window's layout ran (the large view measured at its presenting size),
        never inside the signal that asked: docking the explanation while a dock tab bar is
        changing its tab (a tour's dock raised) crashed Qt's main-window layout. The window is
        asked for a layout pass, whose request reaches the filter after the layout ran."""
        self._show_pending = True
        QCoreApplication.postEvent(self._host, QEvent(QEvent.Type.LayoutRequest))

    def eventFilter(self, watched, event) -> bool:
        """A layout request reaches the filter after the window's layout ran."""
        if self._show_pending and watched is self._host and \
                event.type() == QEvent.Type.LayoutRequest:
            self._show_pending = False
            self._show()
        return False

    def _show(self) -> None:
        host, dock = self._host, self._dock
        if not isValid(host) or not self._presentation.is_active():
            return
        if host.dockWidgetArea(dock) != RIGHT or dock.isFloating():
            dock.setFloating(False)
            host.addDockWidget(RIGHT, dock)
        dock.show()
        room = self._large.number_room().spare_w + self._masks.side_width()
        width = round(min(host.width() * PRESENT_MAX_SHARE,
                          max(host.width() * PRESENT_MIN_SHARE, room - 8)))
        host.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.raise_()
