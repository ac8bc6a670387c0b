"""Outlines around highlighted rows, columns and cells (display coordinates)."""

from __future__ import annotations

from collections.abc import Iterable

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from gui.palette import HIGHLIGHT, HIGHLIGHT_HALO

_OUTLINE_PX = 2.0
_HALO_PX = 4.5


class HighlightItem(pg.GraphicsObject):
    """Draws a dark outline with a white halo, so it shows on dark and light cells alike."""

    def __init__(self) -> None:
        super().__init__()
        self._shape = (0, 0)
        self._rects: list[QRectF] = []
        self.setZValue(30)

    def set_shape(self, rows: int, cols: int) -> None:
        if (rows, cols) != self._shape:
            self.prepareGeometryChange()
            self._shape = (rows, cols)

    def set_outlines(self, rows: Iterable[int], cols: Iterable[int],
                     cells: Iterable[tuple[int, int]]) -> None:
        n_rows, n_cols = self._shape
        rects = [QRectF(0.0, row, n_cols, 1.0) for row in rows]
        rects += [QRectF(col, 0.0, 1.0, n_rows) for col in cols]
        rects += [QRectF(col, row, 1.0, 1.0) for row, col in cells]
        self._rects = rects
        self.update()

    def outlines(self) -> list[QRectF]:
        return list(self._rects)

    def boundingRect(self) -> QRectF:
        rows, cols = self._shape
        # Margin of half a cell: the outline's pixels stick out a little past the cells.
        return QRectF(-0.5, -0.5, cols + 1.0, rows + 1.0)

    def paint(self, p: QPainter, *args) -> None:
        if not self._rects:
            return
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for color, width in ((HIGHLIGHT_HALO, _HALO_PX), (HIGHLIGHT, _OUTLINE_PX)):
            pen = QPen(color, width)
            pen.setCosmetic(True)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            p.setPen(pen)
            for rect in self._rects:
                p.drawRect(rect)
