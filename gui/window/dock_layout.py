"""The window's dock layout: the stage view gets the room.

- The left docks (tokens, matrices) reach the bottom edge, so the explanation dock sits under the
  stage view only, and they take about a quarter of the window's width (280 to 370 px).
- The explanation dock is a one-line strip while nothing is explained; pinning a cell grows it to
  its content's height (at most ``MAX_EXPLANATION_SHARE`` of the window), clearing shrinks it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QWidget

LEFT_DOCK_SHARE = 0.26
LEFT_DOCK_PX = (280, 370)
MAX_EXPLANATION_SHARE = 0.45
QWIDGETSIZE_MAX = (1 << 24) - 1


class DockLayout(QObject):
    """Sizes the docks of a MainWindow (gui.window.main_window) for the stage view."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._dock = window.docks["explanation"]
        self._panel = window.explanation
        window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        window.explanation_link.explained.connect(self._explained)
        self._explained(window.explanation_link.explanation)

    def fit_to_window(self) -> None:
        """The default proportions for the window's size (a restored layout replaces them)."""
        window = self._window
        left = round(min(max(window.width() * LEFT_DOCK_SHARE, LEFT_DOCK_PX[0]), LEFT_DOCK_PX[1]))
        window.resizeDocks([window.docks["tokens"]], [left], Qt.Orientation.Horizontal)
        self._explained(window.explanation_link.explanation)

    def is_collapsed(self) -> bool:
        return self._panel.maximumHeight() < QWIDGETSIZE_MAX

    def _explained(self, explanation) -> None:
        if explanation is None:
            self._collapse()
        else:
            self._expand()

    def _collapse(self) -> None:
        panel = self._panel
        panel.setMaximumHeight(strip_height(panel))

    def _expand(self) -> None:
        panel, window = self._panel, self._window
        if not self.is_collapsed() and self._dock.height() >= self._wanted_height():
            return      # already tall enough: keep the height the learner gave it
        panel.setMaximumHeight(QWIDGETSIZE_MAX)
        self._window.resizeDocks([self._dock], [self._wanted_height()], Qt.Orientation.Vertical)
        del window

    def _wanted_height(self) -> int:
        """The dock's height for the pinned explanation: all of it, up to the cap."""
        title = self._dock.sizeHint().height() - self._panel.sizeHint().height()
        content = self._panel.sizeHint().height() + max(0, title)
        return int(min(content, self._window.height() * MAX_EXPLANATION_SHARE))


def strip_height(panel: QWidget) -> int:
    """One line of the panel's hint text and its margins."""
    margins = panel.layout().contentsMargins()
    return panel.fontMetrics().height() + margins.top() + margins.bottom() + 10
