"""The Tour dock and where it sits: built on the right of its host and hidden, a tab over
Matrices (or right of the stage) while a tour is open, raised when a step's panel covers it,
a third of the window in presentation mode; its × leaves the tour (``closed``).

gui.classroom.tour_features runs the tour and says when the dock moves; this module only
places it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

DOCK_WIDTH = 340        # at most, and at most DOCK_SHARE of the window: the stage comes first
DOCK_SHARE = 0.27       # (presentation, or no Matrices dock to be a tab over)


class TourDock(QDockWidget):
    """The Tour dock; its × (a close, not a hide by presentation mode) leaves the tour."""

    closed = Signal()

    def __init__(self, title: str, host: QMainWindow, panel: QWidget) -> None:
        """``panel`` in a dock on the right of ``host``, hidden until a tour places it."""
        super().__init__(title, host)
        self.setObjectName("dock_tour")
        self.setWidget(panel)
        host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def place(self, host: QMainWindow, matrices: QDockWidget | None, presenting: bool) -> None:
        """A tab over Matrices in the left column, raised, for every step of the tour: the
        steps change the sentence, the stage and the panels, and the dock keeps its place and
        width through them (beside the stage it moved whenever a step's sentence needed the
        view's room: 7 times in the lesson's 24 steps at 1366×768, at 340 and 345 px). The
        stage keeps its width for its numbers. Presentation, or no Matrices dock: right of
        the stage."""
        if matrices is not None and matrices.isVisible() and not presenting:
            host.tabifyDockWidget(matrices, self)
            self.show()
        else:
            host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
            self.show()
            host.resizeDocks([self], [min(DOCK_WIDTH, int(host.width() * DOCK_SHARE))],
                             Qt.Orientation.Horizontal)
        self.raise_()

    def keep_in_sight(self) -> None:
        """The step's text and its buttons stay in sight: a panel a step opened as another tab
        in the left column (the Heads dock, at 1024 px) is one click away on its tab."""
        if self.isVisible() and self.visibleRegion().isEmpty():
            self.raise_()

    def present(self, host: QMainWindow) -> None:
        """Presentation hides the docks: the tour's text stays, a third of the window wide."""
        self.show()
        host.resizeDocks([self], [host.width() // 3], Qt.Orientation.Horizontal)
