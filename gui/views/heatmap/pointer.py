"""Which cell is under the mouse: the viewport's moves and leaves, turned into cell changes.

pyqtgraph's scene.sigMouseMoved drops moves closer than 10 ms apart (mouseRateLimit), which can
leave a stale cell behind; this filter sees every move.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsView

Cell = tuple[int, int]


class PointerTracker(QObject):
    """Calls ``on_change(cell or None, global position or None)`` when the hovered cell changes.

    ``cell_at_scene(scene_pos)`` maps a scene point to a cell (None outside the cells).
    """

    def __init__(self, graphics: QGraphicsView, cell_at_scene: Callable[[QPointF], Cell | None],
                 on_change: Callable[[Cell | None, QPoint | None], None]) -> None:
        super().__init__(graphics)
        self._graphics = graphics
        self._cell_at_scene = cell_at_scene
        self._on_change = on_change
        self._cell: Cell | None = None
        graphics.viewport().installEventFilter(self)

    def cell(self) -> Cell | None:
        return self._cell

    def moved_to(self, viewport_pos: QPoint) -> None:
        cell = self._cell_at_scene(self._graphics.mapToScene(viewport_pos))
        self._change(cell, self._graphics.viewport().mapToGlobal(viewport_pos))

    def left(self) -> None:
        self._change(None, None)

    def _change(self, cell: Cell | None, global_pos: QPoint | None) -> None:
        if cell != self._cell:
            self._cell = cell
            self._on_change(cell, global_pos)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseMove:
            self.moved_to(event.position().toPoint())
        elif event.type() == QEvent.Type.Leave and not _pointer_over(self._graphics.viewport()):
            self.left()   # (a tooltip popping up under the pointer also sends Leave: ignored)
        return False


def _pointer_over(widget) -> bool:
    return widget.rect().contains(widget.mapFromGlobal(QCursor.pos()))
