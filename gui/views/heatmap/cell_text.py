"""Numbers drawn on heatmap cells: one GraphicsObject paints every visible cell's text.

Text appears only when a cell is big enough on screen to read it; the layout is recomputed at
every paint, so resizing or zooming brings the numbers in or out. Coordinates here are display
coordinates (cell (r, c) spans x in [c, c+1], y in [r, r+1]).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen, QTransform

from core.number_text import MASKED_SIGN, format_cell_value
from gui.palette import DARK_TEXT, LIGHT_TEXT, MASKED_FILL, MASKED_TEXT, prefers_dark_text

BASE_FONT_PX = 13.0
MIN_FONT_PX = 12.0           # 9 pt at 96 dpi: smaller numbers are not drawn (too hard to read)
_CELL_AIR_PX = 6.0           # a number's line plus this much air must fit in the cell's height
_MAX_TEXT_CELLS = 6000       # never lay out more texts than this in one paint
_SAMPLE_TEXT = "−00.00"     # the width a number must fit in before the levels are known
HIDDEN_MARK = "(0)"         # a weight the mask made 0: not a computed 0.00 (no wider than it)
MARKS = (MASKED_SIGN, HIDDEN_MARK)


@dataclass(frozen=True)
class TextLayout:
    """Which cells get text at the current zoom, and how big the text is."""

    font_px: float
    rows: range
    cols: range


class CellTextItem(pg.GraphicsObject):
    """Paints each visible cell's number, in a colour readable on that cell's colour.

    ``painted`` says after every paint on screen whether it drew the numbers (for the tests
    and the layout report: the window's layout is computed, gui.window.placement, and nothing
    moves on a paint)."""

    painted = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self._values = np.zeros((0, 0))             # (rows, cols) display values
        self._hidden: np.ndarray | None = None       # (rows, cols) bool: hidden by the mask
        self._lut = np.zeros((1, 3), dtype=np.uint8)  # (k, 3) colour table of the image
        self._dark_on = np.ones(1, dtype=bool)        # (k,) dark text reads better on entry
        self._levels = (0.0, 1.0)
        self._font_scale = 1.0
        self._sample = _SAMPLE_TEXT     # the widest text the levels allow, digits as 0
        self._drawn: tuple[float, list] = (0.0, [])   # (font px, [(row, col, text)]) on screen
        self.setZValue(20)

    # inputs ----------------------------------------------------------------------------------

    def set_values(self, values: np.ndarray, hidden: np.ndarray | None = None) -> None:
        """values: (rows, cols) as displayed; NaN draws nothing, −∞ draws "−∞", and a cell
        ``hidden`` (rows, cols) bool by the mask draws HIDDEN_MARK."""
        if values.shape != self._values.shape:
            self.prepareGeometryChange()
        self._values = values
        self._hidden = hidden
        self.update()

    def set_coloring(self, lut: np.ndarray, levels: tuple[float, float]) -> None:
        """The image's colour table (k, 3) and level range, to pick a readable text colour."""
        self._lut = np.asarray(lut)[:, :3]
        self._dark_on = prefers_dark_text(self._lut)
        self._levels = levels
        self._sample = widest_sample(levels)
        self.update()

    def values(self) -> np.ndarray:
        """(rows, cols) the values as displayed (NaN: blank)."""
        return self._values

    @property
    def sample(self) -> str:
        """The widest text the current levels allow (digits as 0)."""
        return self._sample

    def set_font_scale(self, factor: float) -> None:
        self._font_scale = factor
        self.update()

    # layout ----------------------------------------------------------------------------------

    def layout(self, device: QTransform, view_rect: QRectF) -> TextLayout | None:
        """The texts to draw for a device transform and a visible rectangle (None: no text)."""
        rows, cols = self._values.shape
        if rows == 0 or cols == 0 or not self.isVisible():
            return None
        cell_w, cell_h = abs(device.m11()), abs(device.m22())
        digits = _sample_width_per_px(self._sample)
        font_px = min(BASE_FONT_PX * self._font_scale * 1.3,
                      (cell_h - _CELL_AIR_PX) / _line_height_per_px(), (cell_w - 4.0) / digits)
        if font_px < MIN_FONT_PX:
            return None
        row_range = range(max(0, math.floor(view_rect.top())),
                          min(rows, math.ceil(view_rect.bottom())))
        col_range = range(max(0, math.floor(view_rect.left())),
                          min(cols, math.ceil(view_rect.right())))
        if len(row_range) * len(col_range) > _MAX_TEXT_CELLS:
            return None
        return TextLayout(font_px, row_range, col_range)

    def texts(self, layout: TextLayout | None) -> list[tuple[int, int, str]]:
        """[(row, col, text)] for the laid-out cells (display coordinates), blanks left out."""
        if layout is None:
            return []
        first_row, first_col = layout.rows.start, layout.cols.start
        block = self._values[first_row:layout.rows.stop, first_col:layout.cols.stop].tolist()
        texts = [(first_row + r, first_col + c, text)
                 for r, values in enumerate(block)
                 for c, value in enumerate(values)
                 if (text := format_cell_value(value))]
        if self._hidden is None:
            return texts
        hidden = self._hidden
        return [(row, col, HIDDEN_MARK if hidden[row, col] else text) for row, col, text in texts]

    def current_layout(self) -> TextLayout | None:
        """The layout for the item's current place on screen (None when not in a view)."""
        view_box, screen = self.getViewBox(), self._screen_transform()
        if view_box is None or screen is None:
            return None
        return self.layout(screen, view_box.viewRect())

    def _screen_transform(self) -> QTransform | None:
        """Item -> viewport pixels of the widget showing it (None when not shown in one)."""
        view_widget = self.getViewWidget()
        return None if view_widget is None else self.deviceTransform(
            view_widget.viewportTransform())

    # drawing ---------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        rows, cols = self._values.shape
        return QRectF(0.0, 0.0, float(cols), float(rows))

    def paint(self, p: QPainter, *args) -> None:
        view_box = self.getViewBox()
        if view_box is None:
            return
        device = p.transform()
        # Lay out as on screen; an exporter drawing bigger (or smaller) scales the text along.
        layout = self.current_layout() or self.layout(device, view_box.viewRect())
        cells = self.texts(layout)
        on_screen = self._screen_transform() or device
        export_ratio = abs(device.m22()) / abs(on_screen.m22()) if on_screen.m22() else 1.0
        if abs(export_ratio - 1.0) < 1e-6:
            self._drawn = (layout.font_px if cells else 0.0, cells)
            self.painted.emit(bool(cells))
        if not cells:
            return
        p.save()
        p.resetTransform()
        p.setFont(_font(layout.font_px * export_ratio))
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        pens = {True: QPen(DARK_TEXT), False: QPen(LIGHT_TEXT), None: QPen(MASKED_TEXT)}
        dark = self.dark_text(layout)                     # (rows, cols) of the layout
        align = int(Qt.AlignmentFlag.AlignCenter)
        first_row, first_col = layout.rows.start, layout.cols.start
        dark_rows = dark.tolist()                         # plain bools: cheap per cell
        # The view only scales and shifts (axis-aligned): cell (r, c) starts at x0 + c·sx,
        # y0 + r·sy (a negative scale flips the axis: the cell then starts one step earlier).
        step_x, step_y = device.m11(), device.m22()
        x0 = device.dx() + min(0.0, step_x)
        y0 = device.dy() + min(0.0, step_y)
        cell_w, cell_h = abs(step_x), abs(step_y)
        pen_key = object()                                # the pen set last (none yet)
        for row, col, text in cells:
            cell = QRectF(x0 + col * step_x, y0 + row * step_y, cell_w, cell_h)
            if text in MARKS:   # a plain patch under "−∞" keeps it clear of the hatching
                box = p.boundingRect(cell, align, text).adjusted(-3.0, -1.0, 3.0, 1.0)
                p.fillRect(box, MASKED_FILL)
                key = None
            else:
                key = dark_rows[row - first_row][col - first_col]
            if key is not pen_key:
                p.setPen(pens[key])
                pen_key = key
            p.drawText(cell, align, text)
        p.restore()

    def drawn(self) -> tuple[float, list[tuple[int, int, str]]]:
        """(font px, [(row, col, text)]) of the last paint on screen (display coordinates)."""
        return self._drawn

    def dark_text(self, layout: TextLayout) -> np.ndarray:
        """(rows, cols) bool for the laid-out cells: True where dark text reads better."""
        block = self._values[layout.rows.start:layout.rows.stop,
                             layout.cols.start:layout.cols.stop]
        low, high = self._levels
        with np.errstate(invalid="ignore"):
            fraction = (block - low) / (high - low) if high > low else np.full(block.shape, 0.5)
        fraction = np.clip(np.nan_to_num(fraction, nan=0.5), 0.0, 1.0)
        index = np.rint(fraction * (len(self._lut) - 1)).astype(np.intp)
        return self._dark_on[index]


def number_cell_px(sample: str, font_px: float = MIN_FONT_PX) -> tuple[float, float]:
    """The smallest cell (width, height) in which ``sample`` is drawn at ``font_px``: the
    inverse of ``CellTextItem.layout``'s fit."""
    return (font_px * _sample_width_per_px(sample) + 4.0,
            font_px * _line_height_per_px() + _CELL_AIR_PX)


def widest_sample(levels: tuple[float, float]) -> str:
    """The widest cell text a matrix within ``levels`` can have, its digits written as 0."""
    low, high = levels
    if not (math.isfinite(low) and math.isfinite(high)):
        return _SAMPLE_TEXT
    widest = -max(abs(low), abs(high)) if low < 0 else max(abs(low), abs(high))
    return "".join("0" if ch.isdigit() else ch for ch in format_cell_value(widest))


@cache
def _line_height_per_px() -> float:
    """Height of a line of text at a 1 px font (measured at 100 px for precision)."""
    return QFontMetricsF(_font(100.0)).height() / 100.0


@cache
def _sample_width_per_px(sample: str) -> float:
    """Width of ``sample`` at a 1 px font (measured at 100 px for precision)."""
    return QFontMetricsF(_font(100.0)).horizontalAdvance(sample) / 100.0


def _font(pixel_size: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    return font
