"""HeadBars: an output number head by head, one signed bar per head (and one for b^O).

Bars grow left (negative) or right (positive) from a shared zero line, coloured with the views'
diverging map; a head switched off is hatched with "off" written on it. The numbers are core's
``head_contributions`` and ``bias``: nothing is computed here.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.explanations import number
from core.explanations.notation import head_label
from core.i18n import translate
from gui.explain.panel.colors import DIM_TEXT, diverging
from gui.palette import MASKED_FILL, MASKED_HATCH


class HeadBars(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: tuple[float, ...] = ()
        self._labels: tuple[str, ...] = ()
        self._off: frozenset[int] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_contributions(self, head_contributions, bias: float | None,
                          heads_off=()) -> None:
        """One bar per head (1-based labels) and, when there is one, a bar for b^O."""
        values = tuple(float(v) for v in head_contributions)
        labels = tuple(head_label(h) for h in range(len(values)))
        if bias is not None:
            values, labels = values + (float(bias),), labels + ("b^O",)
        self._values, self._labels, self._off = values, labels, frozenset(heads_off)
        self.setFixedHeight(self.needed_height())
        self.update()

    # ----- what is shown ------------------------------------------------------------------
    def bar_values(self) -> tuple[float, ...]:
        """The number each bar shows: the heads' contributions, then b^O if any."""
        return self._values

    def bar_labels(self) -> tuple[str, ...]:
        return self._labels

    def _row_height(self) -> float:
        return math.ceil(QFontMetricsF(self.font()).height() * 1.5)

    def needed_height(self) -> int:
        return int(self._row_height() * (len(self._values) + 0.4))

    def sizeHint(self) -> QSize:
        return QSize(320, self.needed_height())

    def bar_rects(self) -> list[QRectF]:
        """Each bar's rectangle: from the zero line to its value, on a shared scale."""
        fm = QFontMetricsF(self.font())
        label_w = max((fm.horizontalAdvance(t) for t in self._labels), default=0) + 10
        value_w = fm.horizontalAdvance("−0.000e+00") + 8
        track = max(20.0, self.width() - label_w - value_w)
        zero = label_w + track / 2
        limit = max((abs(v) for v in self._values), default=0.0) or 1.0
        row_h = self._row_height()
        return [QRectF(min(zero, zero + v / limit * track / 2), row * row_h + row_h * 0.2,
                       abs(v) / limit * track / 2, row_h * 0.6)
                for row, v in enumerate(self._values)]

    # ----- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._values:
            return
        painter = QPainter(self)
        fm = QFontMetricsF(self.font())
        label_w = max(fm.horizontalAdvance(t) for t in self._labels) + 10
        row_h = self._row_height()
        limit = max(abs(v) for v in self._values) or 1.0
        rects = self.bar_rects()
        track = max(20.0, self.width() - label_w - fm.horizontalAdvance("−0.000e+00") - 8)
        zero = label_w + track / 2
        for row, (value, label, bar) in enumerate(zip(self._values, self._labels, rects,
                                                      strict=True)):
            line = QRectF(0, row * row_h, self.width(), row_h)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, line.top(), label_w - 6, row_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            off = row in self._off
            if off:
                painter.fillRect(QRectF(zero - 14, bar.top(), 28, bar.height()),
                                 QBrush(MASKED_FILL))
                painter.fillRect(QRectF(zero - 14, bar.top(), 28, bar.height()),
                                 QBrush(MASKED_HATCH, Qt.BrushStyle.BDiagPattern))
            else:
                painter.fillRect(bar, diverging(value, limit))
            painter.setPen(DIM_TEXT)
            text = translate("Explanations", "off") + ": 0" if off else number(value)
            x = label_w + track + 4
            painter.drawText(QRectF(x, line.top(), self.width() - x, row_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.setPen(QPen(DIM_TEXT, 1))
        painter.drawLine(int(zero), 0, int(zero), int(row_h * len(self._values)))
        painter.end()
