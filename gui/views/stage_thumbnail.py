"""A stage's small picture for the tile strip: its matrix as coloured pixels, no text.

Much cheaper than a full heatmap (one QImage per trace), so the strip costs little per edit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from gui.palette import MASKED_FILL, color_map_for
from gui.views.heatmap.accessible_table import ThumbnailTable, install_accessible_table
from gui.views.heatmap.levels import level_range

_LUT_POINTS = 256
MAX_THUMBNAIL_CELLS = 128
_LUTS: dict[str, np.ndarray] = {}
_DIM_OVERLAY = QColor(255, 255, 255, 200)


def _lut(kind: str) -> np.ndarray:
    """(257,) uint32 0xffRRGGBB: the colour map's 256 colours, then the masked grey."""
    if kind not in _LUTS:
        rgb = color_map_for(kind).getLookupTable(0.0, 1.0, _LUT_POINTS, alpha=False)
        rgb = np.vstack([np.asarray(rgb, dtype=np.uint32), MASKED_FILL.getRgb()[:3]])
        _LUTS[kind] = (0xFF000000 | rgb[:, 0] << 16 | rgb[:, 1] << 8 | rgb[:, 2]).astype(np.uint32)
    return _LUTS[kind]


def picture_cells(values: np.ndarray) -> np.ndarray:
    """The cells a thumbnail draws: every k-th row and column, at most 128 a side (a view)."""
    step = max(1, -(-max(values.shape) // MAX_THUMBNAIL_CELLS))
    return values[::step, ::step]  # (rows/step, cols/step)


def matrix_image(values: np.ndarray, kind: str,
                 levels: tuple[float, float] | None = None) -> QImage:
    """(rows, cols) -> an RGB32 image (the raster painter's own format: drawn without a
    conversion), one pixel per cell (every k-th cell of a big matrix, as a tile is at most
    ~150 px wide); −∞ / NaN cells grey (masked). ``levels``: a shared colour range."""
    values = picture_cells(values)  # (rows/step, cols/step)
    low, high = level_range(values, kind) if levels is None else levels  # of the cells shown
    finite = np.isfinite(values)
    unit = np.clip((np.where(finite, values, low) - low) / (high - low), 0.0, 1.0)
    index = np.rint(unit * (_LUT_POINTS - 1)).astype(np.intp)  # (rows, cols) 0..255
    index[~finite] = _LUT_POINTS                                # the masked grey
    pixels = np.ascontiguousarray(_lut(kind)[index])             # (rows, cols) uint32
    rows, cols = values.shape
    return QImage(pixels.data, cols, rows, 4 * cols, QImage.Format.Format_RGB32).copy()


class StageThumbnail(QWidget):
    """The tile's picture; a screen reader hears it as a read-only table of named cells
    (gui.views.heatmap.accessible_table.ThumbnailTable), labelled by ``set_label_source``."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._labels: Callable[[], tuple[Sequence[str], Sequence[str]]] | None = None
        self._values = np.zeros((0, 0))
        self._image = QImage()
        self._drawn: tuple = ((0, 0), "", np.zeros((0, 0)))   # (shape, kind, cells drawn)
        self._dimmed = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # It fills its whole rect itself, so an update repaints only it, not the tile behind.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        install_accessible_table(StageThumbnail, ThumbnailTable)

    def set_matrix(self, values: np.ndarray, kind: str,
                   levels: tuple[float, float] | None = None) -> None:
        """(rows, cols) values; a read-only array (a trace's) is kept as is, never copied.
        ``levels`` shares a colour range with other stages (default: the matrix's own)."""
        if values.flags.writeable:
            values = values.copy()
            values.setflags(write=False)
        kind_key = (kind, levels)
        drawn = (values.shape, kind_key, picture_cells(values).copy())   # a copy: not the trace
        old_shape, old_kind, old_cells = self._drawn
        self._values = values
        if (old_shape, old_kind) == drawn[:2] and np.array_equal(old_cells, drawn[2],
                                                                 equal_nan=True):
            return   # the same picture (an edit that left this stage alone): no repaint
        self._drawn = drawn
        self._image = matrix_image(values, kind, levels) if values.size else QImage()
        self.update()

    def shown_values(self) -> np.ndarray:
        """The matrix shown (read-only; its every step-th cell is drawn when it is big)."""
        return self._values

    def matrix_shape(self) -> tuple[int, int]:
        """(rows, cols) of the matrix shown."""
        return self._values.shape

    def set_label_source(self, labels: Callable[[], tuple[Sequence[str], Sequence[str]]]) -> None:
        """``labels()`` -> (row labels, column labels) as drawn: asked only when a screen
        reader reads a cell, so an edit costs the strip nothing for them."""
        self._labels = labels

    def shown_labels(self) -> tuple[list[str], list[str]]:
        """(row labels, column labels) of the matrix shown: the source's, else the indices."""
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        if self._labels is not None:
            row_labels, col_labels = self._labels()
            if len(row_labels) == rows and len(col_labels) == cols:
                return list(row_labels), list(col_labels)
        return [str(i) for i in range(rows)], [str(j) for j in range(cols)]

    def picture_rect(self) -> QRectF:
        """Where the cells are painted: the picture scaled to fit, centred."""
        if self._image.isNull():
            return QRectF()
        rows, cols = self._image.height(), self._image.width()
        scale = min(self.width() / cols, self.height() / rows)
        width, height = cols * scale, rows * scale
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def is_dimmed(self) -> bool:
        return self._dimmed

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().color(self.backgroundRole()))
        if self._image.isNull():
            return
        target = self.picture_rect()
        painter.drawImage(target, self._image)
        if self._dimmed:
            painter.fillRect(target, _DIM_OVERLAY)
            painter.setPen(QColor(90, 90, 90))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "?")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
