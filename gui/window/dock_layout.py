"""The window's dock layout: the stage view gets the room.

- The left docks (tokens, matrices) reach the bottom edge and take about a quarter of the width,
  so the explanation dock sits under (or beside) the stage view only.
- While nothing is explained the explanation dock is a one-line strip under the stage view.
  Pinning a cell moves it beside the stage view when the window is wide (the matrix is limited
  by height there, so the width is spare) and grows it under the view otherwise, to its
  content's height, at most ``MAX_EXPLANATION_SHARE`` of the window and never leaving the view
  under MIN_VIEW_PX (it scrolls then). Clearing makes it a strip again.
- A dock the learner floated, closed or moved to another side is left where they put it, and
  the strip is only a strip while no other dock (the code view) shares the bottom row.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QWidget
from shiboken6 import isValid

LEFT_DOCK_SHARE = 0.26
LEFT_DOCK_PX = (280, 370)
MAX_EXPLANATION_SHARE = 0.45
SHARED_ROW_SHARE = 0.3         # the bottom row's height while the code view shares it
MIN_VIEW_PX = 300               # under the view, a pinned explanation leaves it this tall
WIDE_WINDOW_PX = 1200           # from this width a pinned explanation sits beside the view
SIDE_SHARE, SIDE_PX = 0.3, (360, 440)
QWIDGETSIZE_MAX = (1 << 24) - 1
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class DockLayout(QObject):
    """Sizes the docks of a MainWindow (gui.window.main_window) for the stage view."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._dock = window.docks["explanation"]
        self._panel = window.explanation
        window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self._watched: set[int] = set()
        window.explanation_link.explained.connect(self._explained)
        self.refit()

    def fit_to_window(self) -> None:
        """The default proportions for the window's size (a restored layout replaces them)."""
        window = self._window
        left = round(min(max(window.width() * LEFT_DOCK_SHARE, LEFT_DOCK_PX[0]), LEFT_DOCK_PX[1]))
        window.resizeDocks([window.docks["tokens"]], [left], Qt.Orientation.Horizontal)
        self.refit()

    def refit(self) -> None:
        """Place and size the explanation dock for what it shows now (after a restore)."""
        if not isValid(self._window) or not isValid(self._dock):
            return    # (a dock hidden while the window is being destroyed)
        for dock in self._window.findChildren(QDockWidget):
            if dock is not self._dock and id(dock) not in self._watched:
                self._watched.add(id(dock))       # another dock shown or hidden: refit
                dock.visibilityChanged.connect(lambda _visible: self.refit())
        self._explained(self._window.explanation_link.explanation)

    def _managed(self) -> bool:
        dock = self._dock
        return (not dock.isFloating() and not dock.isHidden()
                and self._window.dockWidgetArea(dock) in (BOTTOM, RIGHT))

    def _explained(self, explanation) -> None:
        if explanation is None:
            if self._managed():
                self._move_to(BOTTOM)
            shared = self._bottom_row_shared()
            self._panel.setMaximumHeight(QWIDGETSIZE_MAX if shared else strip_height(self._panel))
            if shared:
                QTimer.singleShot(0, self._grow_shared_row)
            return
        self._panel.setMaximumHeight(QWIDGETSIZE_MAX)
        if self._managed():   # once the lifted height limit has reached the dock's layout
            QTimer.singleShot(0, self._grow)

    def _grow(self) -> None:
        if not isValid(self._window) or not isValid(self._dock):
            return
        if self._window.explanation_link.explanation is None or not self._managed():
            return
        window = self._window
        if window.width() >= WIDE_WINDOW_PX:
            self._move_to(RIGHT)
            side = round(min(max(window.width() * SIDE_SHARE, SIDE_PX[0]), SIDE_PX[1]))
            if abs(self._dock.width() - side) > 40:     # keep a width the learner chose
                window.resizeDocks([self._dock], [side], Qt.Orientation.Horizontal)
        else:
            self._move_to(BOTTOM)
            room = self._dock.height() + window.stage_panel.large.height() - MIN_VIEW_PX
            wanted = min(self._wanted_height(), max(self._dock.height(), room))
            if self._dock.height() < wanted:
                window.resizeDocks([self._dock], [wanted], Qt.Orientation.Vertical)

    def _grow_shared_row(self) -> None:
        """The bottom row the code view shares: SHARED_ROW_SHARE of the window's height."""
        if not isValid(self._window) or not isValid(self._dock):
            return
        if not self._bottom_row_shared() or not self._managed():
            return
        wanted = round(self._window.height() * SHARED_ROW_SHARE)
        if self._dock.height() < wanted - 10:
            self._window.resizeDocks([self._dock], [wanted], Qt.Orientation.Vertical)

    def _bottom_row_shared(self) -> bool:
        """Another docked, visible dock under the stage view (the code view beside it)."""
        window = self._window
        return any(dock is not self._dock and dock.isVisible() and not dock.isFloating()
                   and window.dockWidgetArea(dock) == BOTTOM
                   for dock in window.findChildren(QDockWidget))

    def _move_to(self, area: Qt.DockWidgetArea) -> None:
        if self._window.dockWidgetArea(self._dock) != area:
            self._window.addDockWidget(area, self._dock)

    def _wanted_height(self) -> int:
        """The dock's height for the pinned explanation: all of it, up to the cap."""
        panel = self._panel
        scroll = panel.findChild(QScrollArea)
        body = scroll.widget().sizeHint().height() if scroll is not None else 0
        fixed = panel.sizeHint().height() - (scroll.sizeHint().height() if scroll else 0)
        title = max(0, self._dock.sizeHint().height() - panel.sizeHint().height())
        return int(min(fixed + body + title + 4, self._window.height() * MAX_EXPLANATION_SHARE))


def strip_height(panel: QWidget) -> int:
    """One line of the panel's hint text and its margins."""
    margins = panel.layout().contentsMargins()
    return panel.fontMetrics().height() + margins.top() + margins.bottom() + 10
