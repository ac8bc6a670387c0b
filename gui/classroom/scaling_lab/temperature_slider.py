"""A log-scale slider for the divisor τ with √d_k marked on its groove.

Positions come from core.scaling.lab (temperature_at / temperature_position); this widget only
draws and reports them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

from core.scaling.lab import TEMPERATURE_STEPS

from .plots import SCALED


class TemperatureSlider(QSlider):
    """Horizontal slider 0..TEMPERATURE_STEPS; ``set_mark(position, text)`` draws a labelled
    triangle under the groove at that position (√d_k)."""

    MARK_ROOM = 22  # pixels under the groove for the mark and its text

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setRange(0, TEMPERATURE_STEPS)
        self.setPageStep(TEMPERATURE_STEPS // 20)
        self.setMinimumHeight(self.sizeHint().height() + self.MARK_ROOM)
        self._mark: tuple[int, str] | None = None

    def set_mark(self, position: int, text: str) -> None:
        self._mark = (position, text)
        self.update()

    def mark(self) -> tuple[int, str] | None:
        return self._mark

    def mark_x(self) -> int:
        """The mark's x in widget pixels (where the handle's centre is at that position)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = self.width() - handle.width()
        position = self._mark[0] if self._mark else 0
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), position, span)
        return offset + handle.width() // 2

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._mark is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x, bottom = self.mark_x(), self.height() - 2
        top = bottom - self.MARK_ROOM + 4
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SCALED)
        painter.drawPolygon(QPolygonF([QPointF(x, top), QPointF(x - 5, top + 7),
                                       QPointF(x + 5, top + 7)]))
        painter.setPen(SCALED)
        metrics = painter.fontMetrics()
        text = self._mark[1]
        left = min(max(x + 8, 0), self.width() - metrics.horizontalAdvance(text))
        painter.drawText(left, bottom - metrics.descent(), text)  # room for the "_" of d_k
        painter.end()
