"""Masked (−∞) cells drawn as grey hatching, never coloured like a number.

The cells are kept as row runs (row, first col, end col) so a causal mask of n rows costs n
rectangles, not n²/2. Coordinates are display coordinates (cell (r, c) spans [c, c+1]×[r, r+1]).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter

from gui.palette import MASKED_FILL, MASKED_HATCH


def masked_runs(masked: np.ndarray) -> np.ndarray:
    """(rows, cols) bool -> (k, 3) int array of runs (row, first col, end col exclusive)."""
    rows, cols = masked.shape
    if rows == 0 or cols == 0 or not masked.any():
        return np.zeros((0, 3), dtype=np.int64)
    padded = np.zeros((rows, cols + 2), dtype=np.int8)   # a False column on either side
    padded[:, 1:-1] = masked
    edges = np.diff(padded, axis=1)                     # (rows, cols + 1): +1 start, -1 end
    start_rows, start_cols = np.nonzero(edges == 1)
    _, end_cols = np.nonzero(edges == -1)               # same row-major order as the starts
    return np.stack([start_rows, start_cols, end_cols], axis=1).astype(np.int64)


class MaskedCellsItem(pg.GraphicsObject):
    """Grey, hatched rectangles over the masked cells."""

    def __init__(self) -> None:
        super().__init__()
        self._shape = (0, 0)
        self._runs = np.zeros((0, 3), dtype=np.int64)   # (k, 3): row, first col, end col
        self.setZValue(10)

    def set_mask(self, masked: np.ndarray) -> None:
        """masked: (rows, cols) bool in display coordinates."""
        if masked.shape != self._shape:
            self.prepareGeometryChange()
            self._shape = masked.shape
        runs = masked_runs(masked)
        if not np.array_equal(runs, self._runs):
            self._runs = runs
            self.update()

    def runs(self) -> np.ndarray:
        return self._runs.copy()

    def cells(self) -> set[tuple[int, int]]:
        """Every masked cell as (row, col), display coordinates."""
        return {(int(row), col) for row, first, end in self._runs for col in range(first, end)}

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        rows, cols = self._shape
        return QRectF(0.0, 0.0, float(cols), float(rows))

    def paint(self, p: QPainter, *args) -> None:
        if len(self._runs) == 0:
            return
        view_box = self.getViewBox()
        visible = view_box.viewRect() if view_box is not None else self.boundingRect()
        runs = self._runs
        in_view = ((runs[:, 0] + 1 > visible.top()) & (runs[:, 0] < visible.bottom())
                   & (runs[:, 2] > visible.left()) & (runs[:, 1] < visible.right()))
        device = p.transform()
        rects = [device.mapRect(QRectF(first, row, end - first, 1.0))
                 for row, first, end in runs[in_view].tolist()]
        p.save()
        p.resetTransform()   # hatching in screen pixels, whatever the zoom
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(MASKED_FILL)
        for rect in rects:
            p.drawRect(rect)
        p.setBrush(QBrush(MASKED_HATCH, Qt.BrushStyle.BDiagPattern))
        for rect in rects:
            p.drawRect(rect)
        p.restore()
