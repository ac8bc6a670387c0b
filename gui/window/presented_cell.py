"""Presentation mode teaches a cell: a click pins its explanation, shown large beside the stage.

While presenting (gui.classroom.presentation) every dock is hidden; a pinned cell brings the
explanation dock back on the right, in the presentation's large type, as wide as the view's
spare room allows (gui.window.layout_policy; at least PRESENT_MIN_SHARE of the screen, so it
is readable from the back row, at most PRESENT_MAX_SHARE) and hides it again when cleared.
M and the colour bar follow the presentation's type size. Leaving presentation restores the
docks exactly as they were (the presentation's saved state).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from shiboken6 import isValid

PRESENT_MAX_SHARE = 0.36
PRESENT_MIN_SHARE = 0.22
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class PresentedCell(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        window.explanation_link.explained.connect(self._explained)
        window.presentation.active_changed.connect(self._presenting)

    def _presenting(self, active: bool) -> None:
        masks = getattr(self._window, "masks", None)
        scale = self._window.presentation.font_scale
        if masks is not None:
            masks.panel.set_font_scale(scale)
        if active and self._window.explanation_link.explanation is not None:
            QTimer.singleShot(0, self._show)

    def _explained(self, explanation) -> None:
        if not self._window.presentation.is_active():
            return
        if explanation is None:
            self._window.docks["explanation"].hide()
        else:
            QTimer.singleShot(0, self._show)

    def _show(self) -> None:
        window = self._window
        if not isValid(window) or not window.presentation.is_active():
            return
        dock = window.docks["explanation"]
        if window.dockWidgetArea(dock) != RIGHT or dock.isFloating():
            dock.setFloating(False)
            window.addDockWidget(RIGHT, dock)
        dock.show()
        room = window.stage_panel.large.number_room().spare_w + window.masks.side_width()
        width = round(min(window.width() * PRESENT_MAX_SHARE,
                          max(window.width() * PRESENT_MIN_SHARE, room - 8)))
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.raise_()


def install_presented_cell(window) -> PresentedCell:
    return PresentedCell(window)
