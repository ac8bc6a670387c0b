"""Masked (−∞) cells drawn as grey hatching, never coloured like a number.

The image already paints masked cells plain grey (levels.MASKED_INDEX); this item adds the
hatching once cells are big enough on screen to see it. Cells are kept as row runs (row, first
col, end col) so a causal mask of n rows costs n rectangles, not n²/2; the runs are found
lazily, only when hatching is drawn. Coordinates are display coordinates.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter

from gui.palette import MASKED_FILL, MASKED_HATCH

MIN_HATCHED_CELL_PX = 4.0


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
        self._values = np.zeros((0, 0))                 # (rows, cols) display values
        self._hidden: np.ndarray | None = None          # (rows, cols) bool, or None
        self._runs: np.ndarray | None = None            # (k, 3) once computed
        self.setZValue(10)

    def set_values(self, values: np.ndarray, hidden: np.ndarray | None = None) -> None:
        """values: (rows, cols) in display coordinates; −∞ cells are the masked ones, and
        ``hidden`` (rows, cols) bool the cells a stage after the mask has because of it."""
        if values.shape != self._values.shape:
            self.prepareGeometryChange()
        self._values = values
        self._hidden = hidden
        self._runs = None
        self.update()

    def _marked(self) -> np.ndarray:
        marked = np.isneginf(self._values)
        return marked if self._hidden is None else marked | self._hidden

    def runs(self) -> np.ndarray:
        if self._runs is None:
            self._runs = masked_runs(self._marked())
        return self._runs

    def cells(self) -> set[tuple[int, int]]:
        """Every masked (or hidden) cell as (row, col), display coordinates."""
        rows, cols = np.nonzero(self._marked())
        return set(zip(rows.tolist(), cols.tolist(), strict=True))

    def boundingRect(self) -> QRectF:
        rows, cols = self._values.shape
        return QRectF(0.0, 0.0, float(cols), float(rows))

    def paint(self, p: QPainter, *args) -> None:
        device = p.transform()
        if min(abs(device.m11()), abs(device.m22())) < MIN_HATCHED_CELL_PX:
            return          # hatching would be invisible: the image's grey is enough
        runs = self.runs()
        if len(runs) == 0:
            return
        view_box = self.getViewBox()
        visible = view_box.viewRect() if view_box is not None else self.boundingRect()
        in_view = ((runs[:, 0] + 1 > visible.top()) & (runs[:, 0] < visible.bottom())
                   & (runs[:, 2] > visible.left()) & (runs[:, 1] < visible.right()))
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
