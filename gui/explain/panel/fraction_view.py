"""FractionView: a fraction drawn large (numerator over a bar over denominator, '= result'),
with a small note under each part; used for the scaled score."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.explain.panel.colors import DIM_TEXT

BIG = 1.9  # the fraction's font size relative to the panel's


class FractionView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.numerator = self.denominator = self.result = ""
        self.numerator_note = self.denominator_note = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_fraction(self, numerator: str, denominator: str, result: str, *,
                     numerator_note: str = "", denominator_note: str = "") -> None:
        self.numerator, self.denominator, self.result = numerator, denominator, result
        self.numerator_note, self.denominator_note = numerator_note, denominator_note
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setFixedHeight(self.sizeHint().height())

    def _big_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * BIG)
        return font

    def sizeHint(self) -> QSize:
        big, small = QFontMetricsF(self._big_font()), QFontMetricsF(self.font())
        return QSize(300, int(big.height() * 2.4 + small.height() * 2.4))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        big_font = self._big_font()
        big, small = QFontMetricsF(big_font), QFontMetricsF(self.font())
        width = max(big.horizontalAdvance(self.numerator), big.horizontalAdvance(self.denominator))
        result = f"= {self.result}"
        total = width + big.height() * 0.8 + big.horizontalAdvance(result)
        left = max(4.0, (self.width() - total) / 2)
        top = small.height() * 1.2
        centre = Qt.AlignmentFlag.AlignCenter
        painter.setPen(DIM_TEXT)
        painter.drawText(QRectF(0, 0, self.width(), small.height() * 1.2), centre,
                         self.numerator_note)
        painter.setFont(big_font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(left, top, width, big.height()), centre, self.numerator)
        bar_y = top + big.height() * 1.1
        painter.setPen(QPen(self.palette().windowText().color(), max(1.5, big.height() / 16)))
        painter.drawLine(int(left), int(bar_y), int(left + width), int(bar_y))
        painter.drawText(QRectF(left, bar_y + big.height() * 0.1, width, big.height()), centre,
                         self.denominator)
        painter.drawText(QRectF(left + width + big.height() * 0.4, bar_y - big.height() / 2,
                                big.horizontalAdvance(result) + 8, big.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, result)
        painter.setFont(self.font())
        painter.setPen(DIM_TEXT)
        painter.drawText(QRectF(0, bar_y + big.height() * 1.15, self.width(),
                                small.height() * 1.2), centre, self.denominator_note)
        painter.end()
