"""An axis whose ticks are the matrix's row or column labels, drawn as coloured token chips.

Cell i spans [i, i+1] in view coordinates, so its label sits at i + 0.5. When cells are too
small for every label, every k-th label is shown (k chosen so labels never overlap).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QTransform

from gui.palette import FOREGROUND, text_color_for

_CHIP_PADDING_PX = 3.0
_LABEL_GAP_PX = 6.0


class TokenAxis(pg.AxisItem):
    """A left/right/top/bottom axis labelling cells with strings, optionally colour-chipped."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation, pen=pg.mkPen(FOREGROUND), textPen=pg.mkPen(FOREGROUND))
        self._labels: list[str] = []
        self._colors: list[QColor] | None = None
        self._color_source: tuple | None = None       # the colours as given, to spot no change
        self._extent_cache: tuple[object, float] = (None, 0.0)   # (font and labels, pixels)
        self._pixmap: QPixmap | None = None        # the drawn axis, for repaints that change
        self._pixmap_key: tuple = ()               # nothing in it (an edit's numbers only)
        self.setStyle(tickLength=0, tickTextOffset=int(_LABEL_GAP_PX), autoExpandTextSpace=True,
                      hideOverlappingLabels=True)

    def set_labels(self, labels: Sequence[str], colors: Sequence[QColor] | None = None) -> None:
        """One label per cell; ``colors`` (same length) turns them into coloured chips."""
        if colors is not None and len(colors) != len(labels):
            raise ValueError(f"{len(colors)} label colours for {len(labels)} labels")
        new_labels = [str(label) for label in labels]
        source = None if colors is None else tuple(colors)
        if new_labels == self._labels and source == self._color_source:
            return    # unchanged: keep the drawn picture (it is costly with thousands of labels)
        # (the tuple compare is by identity first: the cached token colours cost nothing)
        self._labels, self._color_source = new_labels, source
        self._colors = None if colors is None else [QColor(color) for color in colors]
        self._presize()
        self.picture = None
        self.update()

    def labels(self) -> list[str]:
        return list(self._labels)

    def label_colors(self) -> list[QColor] | None:
        return None if self._colors is None else list(self._colors)

    # pyqtgraph hooks -------------------------------------------------------------------------

    def tickValues(self, minVal: float, maxVal: float, size: float):  # noqa: N802 (Qt naming)
        count = len(self._labels)
        low, high = sorted((minVal, maxVal))
        if count == 0 or high <= low or size <= 0:
            return []
        pixels_per_cell = size / (high - low)
        step = max(1, math.ceil(self._label_extent_px() / pixels_per_cell))
        first = max(0, math.floor(low))
        first = math.ceil(first / step) * step  # multiples of step: labels stay put when panning
        last = min(count, math.ceil(high))
        return [(float(step), [index + 0.5 for index in range(first, last, step)])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (Qt naming)
        return [self._labels[int(value)] for value in values]

    def paint(self, p: QPainter, opt, widget) -> None:
        """Screen paints blit a cached pixmap of the axis (its chips cost ~0.4 ms to replay at
        every edit); exports, and any transform beyond a shift, draw the vector picture."""
        shift_only = p.transform().type().value <= QTransform.TransformationType.TxTranslate.value
        if self._exportOpts or not shift_only:
            super().paint(p, opt, widget)
            return
        bounds = self.boundingRect()
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        key = (self.picture, bounds, ratio)
        if self.picture is None or self._pixmap_key != key:
            pixmap = QPixmap(max(1, math.ceil(bounds.width() * ratio)),
                             max(1, math.ceil(bounds.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.translate(-bounds.topLeft())
            super().paint(painter, opt, widget)    # makes self.picture if needed, plays it
            painter.end()
            self._pixmap, self._pixmap_key = pixmap, (self.picture, bounds, ratio)
        p.drawPixmap(bounds.topLeft(), self._pixmap)

    def drawPicture(self, p: QPainter, axisSpec, tickSpecs, textSpecs):  # noqa: N802
        pen, start, stop = axisSpec
        p.setPen(pen)
        p.drawLine(start, stop)
        if self.style["tickFont"] is not None:
            p.setFont(self.style["tickFont"])
        p.setClipRect(self.boundingRect().toAlignedRect())
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for rect, flags, text in textSpecs:
            color = self._color_at(rect)
            if color is None:
                p.setPen(self.textPen())
                p.drawText(rect, int(flags), text)
                continue
            chip = self._chip_rect(p, rect, flags, text)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRoundedRect(chip, 3.0, 3.0)
            p.setPen(QPen(text_color_for(color)))
            p.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), text)

    def _updateMaxTextSize(self, x: int) -> None:  # noqa: N802 (pyqtgraph's name)
        # pyqtgraph sizes the axis to the bare text: leave room for the chips' padding too.
        super()._updateMaxTextSize(int(x + 2 * _CHIP_PADDING_PX + 1))

    def setTickFont(self, font: QFont | None) -> None:  # noqa: N802 (pyqtgraph's name)
        super().setTickFont(font)
        self._presize()

    # helpers ---------------------------------------------------------------------------------

    def _presize(self) -> None:
        """Size the axis for its widest label now, not one paint later (no overlap at first)."""
        metrics = QFontMetricsF(self.style["tickFont"] or QFont())
        if self.orientation in ("left", "right"):
            extent = max((metrics.horizontalAdvance(label) for label in self._labels), default=0)
        else:
            extent = metrics.height()
        self.textWidth = self.textHeight = 0     # let the size shrink as well as grow
        self._updateMaxTextSize(int(extent))

    def _label_extent_px(self) -> float:
        """Pixels a label needs along the axis (its height, or its width on top/bottom)."""
        font = self.style["tickFont"] or QFont()
        key = (font.key(), id(self._labels))
        if self._extent_cache[0] != key:
            metrics = QFontMetricsF(font)
            if self.orientation in ("left", "right"):
                extent = metrics.height() + 2 * _CHIP_PADDING_PX
            else:
                widest = max((metrics.horizontalAdvance(label) for label in self._labels),
                             default=0.0)
                extent = widest + 2 * _CHIP_PADDING_PX + _LABEL_GAP_PX
            self._extent_cache = (key, extent)
        return self._extent_cache[1]

    def _color_at(self, rect: QRectF) -> QColor | None:
        """The colour of the label whose text sits in ``rect`` (local coordinates)."""
        if self._colors is None:
            return None
        index = self._index_at(rect.center().y() if self.orientation in ("left", "right")
                               else rect.center().x())
        return self._colors[index] if 0 <= index < len(self._colors) else None

    def _index_at(self, local: float) -> int:
        """Cell index at a local coordinate along the axis (inverts pyqtgraph's tick mapping)."""
        bounds = self.mapRectFromParent(self.geometry())
        low, high = self.range
        if high == low:
            return -1
        if self.orientation in ("left", "right"):
            scale = -bounds.height() / (high - low)
            offset = low * scale - bounds.height()
        else:
            scale = bounds.width() / (high - low)
            offset = low * scale
        return math.floor((local + offset) / scale)

    @staticmethod
    def _chip_rect(p: QPainter, rect: QRectF, flags, text: str) -> QRectF:
        """The text's tight box, padded, aligned like pyqtgraph aligned the text."""
        text_box = p.boundingRect(rect, int(flags), text)
        return text_box.adjusted(-_CHIP_PADDING_PX, -1.0, _CHIP_PADDING_PX, 1.0)
