"""SoftmaxBars: one row per key: its token, e^(s − max), and a bar as long as its weight.

Bars are horizontal so any number of keys fits a narrow dock; a bar spanning the whole track
is a weight of 1. Masked keys are grey and hatched, with e^(−∞) = 0 written on them.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.explanations import SoftmaxExplanation, number
from core.i18n import translate
from gui.explain.panel.colors import DIM_TEXT, EXP_BAR, FOCUS, FOCUS_FILL, WEIGHT_BAR
from gui.palette import MASKED_FILL, MASKED_HATCH

LABEL_SHARE = 0.3   # of the width, the key column at most (unless its floor needs more)


class SoftmaxBars(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._explanation: SoftmaxExplanation | None = None
        self._tokens: tuple[str, ...] = ()
        self._colors: tuple[QColor, ...] = ()
        self._measured: tuple[tuple, tuple[float, float, float]] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_explanation(self, explanation: SoftmaxExplanation, tokens: Sequence[str],
                        colors: Sequence[QColor] = ()) -> None:
        self._explanation, self._tokens, self._colors = explanation, tuple(tokens), tuple(colors)
        self._measured = None
        self.setFixedHeight(self.needed_height())
        self.update()

    # ----- what is shown ------------------------------------------------------------------
    def bar_values(self) -> tuple[float, ...]:
        """The weight each bar shows (the trace's weights row)."""
        return () if self._explanation is None else self._explanation.weights_row

    def key_label(self, key: int) -> str:
        token = self._tokens[key] if key < len(self._tokens) else ""
        return f"{key + 1} {token}".strip()  # tokens counted from 1, as everywhere on screen

    def drawn_key_label(self, key: int) -> str:
        """The key's label as drawn: elided at the right when it is wider than its column (the
        column is at most 30 % of the width), so it never runs over the colour chip; the
        number stays, the pinned cell's heading names the whole word."""
        fm = QFontMetricsF(self.font())
        return fm.elidedText(self.key_label(key), Qt.TextElideMode.ElideRight,
                             self.label_rect(key).width())

    def chip_rect(self, key: int) -> QRectF:
        """The key's identity colour: a small square at the row's left edge."""
        row_h = self._row_height()
        chip = row_h * 0.35
        return QRectF(4, row_h * (key + 1) + row_h / 2 - chip / 2, chip, chip)

    def label_rect(self, key: int) -> QRectF:
        """Where the key's label is drawn: right of the chip, up to the e^(s−max) column."""
        label_w = self._columns()[0]
        row_h = self._row_height()
        left = self.chip_rect(key).right() + 4 if self._colors else 0.0
        return QRectF(left, row_h * (key + 1), max(0.0, label_w - 6 - left), row_h)

    def exp_text(self, key: int) -> str:
        e = self._explanation
        if e is None:
            return ""
        return "0" if not e.allowed[key] else number(e.exps[key])

    # ----- geometry -----------------------------------------------------------------------
    def _row_height(self) -> float:
        return math.ceil(QFontMetricsF(self.font()).height() * 1.6)

    def _columns(self) -> tuple[float, float, float]:
        """(label width, exp column width, track left edge); measured once per font/width."""
        key = (self.font().key(), self.width())
        if self._measured is None or self._measured[0] != key:
            self._measured = (key, self._measure_columns())
        return self._measured[1]

    def _measure_columns(self) -> tuple[float, float, float]:
        fm = QFontMetricsF(self.font())
        n = len(self.bar_values())
        chip = fm.height() * 1.2 if self._colors else 0.0
        widest_label = _widest(fm, [self.key_label(k) for k in range(n)])
        label = min(widest_label + fm.height() * 0.6 + chip,
                    max(self.width() * LABEL_SHARE, self._label_floor(fm)))
        exp = self._exp_width(fm)
        return label, exp, label + exp

    def _label_floor(self, fm: QFontMetricsF) -> float:
        """The key column's least width: its header, or a key's number beside its chip."""
        chip = fm.height() * 1.2 if self._colors else 0.0
        number = fm.horizontalAdvance(f"{len(self.bar_values())} …")   # the chip names the key
        return max(fm.horizontalAdvance(translate("Explanations", "key")) + 6, chip + number)

    def _exp_width(self, fm: QFontMetricsF) -> float:
        exps = [self.exp_text(k) for k in range(len(self.bar_values()))]
        return max(fm.horizontalAdvance("eˣ⁻ᵐᵃˣ"), _widest(fm, exps)) + fm.height() * 0.8

    def _weight_width(self, fm: QFontMetricsF) -> float:
        """The weights' column right of the track: the widest weight as written and a little
        air ("0.00207" is wider than "0.000": it ran past the panel's edge, presenting in
        German at 1024×768)."""
        weights = [number(w) for w in self.bar_values()]
        return max(fm.horizontalAdvance("0.000"), _widest(fm, weights)) + 10

    def minimumSizeHint(self) -> QSize:
        """Room for the key column's floor, e^(s−max), a short bar and its weight: below
        this the header and the weights were cut (Spanish presentation at 1024×768)."""
        fm = QFontMetricsF(self.font())
        weight = self._weight_width(fm)                      # as track_width() leaves it
        bar = fm.horizontalAdvance("00")                     # a bar short, but there
        rest = self._exp_width(fm) + bar + weight
        # the key column (_measure_columns) is its labels' need, or else 30 % of the width
        # but no less than its floor: the least width that leaves ``rest`` beside it
        chip = fm.height() * 1.2 if self._colors else 0.0
        labels = _widest(fm, [self.key_label(k) for k in range(len(self.bar_values()))]) + \
            fm.height() * 0.6 + chip
        least = min(labels + rest, max(self._label_floor(fm) + rest, rest / (1 - LABEL_SHARE)))
        return QSize(math.ceil(least) + 1, self.needed_height())

    def bar_rects(self) -> list[QRectF]:
        """Each key's bar (zero width for a masked key); the full track is ``track_width()``."""
        _, _, left = self._columns()
        row_h, track = self._row_height(), self.track_width()
        return [QRectF(left, row_h * (k + 1) + row_h * 0.18, track * w, row_h * 0.64)
                for k, w in enumerate(self.bar_values())]

    def track_width(self) -> float:
        fm = QFontMetricsF(self.font())
        _, _, left = self._columns()
        return max(10.0, self.width() - left - self._weight_width(fm))

    def needed_height(self) -> int:
        footer = 2.2 if self._explanation is None or all(self._explanation.allowed) else 3.2
        return int(self._row_height() * (len(self.bar_values()) + footer))

    def sizeHint(self) -> QSize:
        return QSize(360, self.needed_height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setFixedHeight(self.needed_height())

    # ----- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        e = self._explanation
        if e is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_w, exp_w, left = self._columns()
        row_h, track = self._row_height(), self.track_width()
        painter.setPen(DIM_TEXT)
        painter.drawText(QRectF(0, 0, label_w - 6, row_h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         translate("Explanations", "key"))
        painter.drawText(QRectF(label_w, 0, exp_w, row_h), Qt.AlignmentFlag.AlignCenter,
                         "eˢ⁻ᵐᵃˣ")
        header = translate("Explanations", "weight = e^(s−max) / Σ")
        fm = QFontMetricsF(self.font())
        if fm.horizontalAdvance(header) > track:
            header = translate("Explanations", "weight")
        if fm.horizontalAdvance(header) <= track:
            painter.drawText(QRectF(left, 0, track, row_h), Qt.AlignmentFlag.AlignCenter, header)
        else:   # a short track (a narrow dock, big type): from the track's start, over the
            room = self.width() - left      # weights' column, cut with "…" at the panel's edge
            painter.drawText(QRectF(left, 0, room, row_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(header, Qt.TextElideMode.ElideRight, room))
        exposed = event.rect()
        for key, bar in enumerate(self.bar_rects()):
            if bar.bottom() + row_h < exposed.top() or bar.top() - row_h > exposed.bottom():
                continue  # thousands of keys: paint only the visible rows
            self._paint_key(painter, key, bar, QRectF(0, bar.top() - row_h * 0.18,
                                                      self.width(), row_h), label_w, exp_w, track)
        y = row_h * (len(self.bar_values()) + 1)
        painter.setPen(QPen(DIM_TEXT, 1.2))
        painter.drawLine(int(label_w), int(y + 2), int(left + track), int(y + 2))
        painter.setPen(self.palette().windowText().color())
        total = "Σ = 0: " + translate("Explanations", "every key is masked") if e.fully_masked \
            else f"Σ = {number(e.row_sum)}"
        if not e.fully_masked:
            total += "   ·   " + translate("Explanations", "row max {value}").format(
                value=number(e.row_max))
        painter.drawText(QRectF(label_w, y + 4, self.width() - label_w, row_h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, total)
        if not all(e.allowed):
            painter.setPen(DIM_TEXT)
            painter.drawText(QRectF(0, y + 4 + row_h, self.width(), row_h),
                             Qt.AlignmentFlag.AlignCenter,
                             translate("Explanations", "hatched: masked key, e^(−∞) = 0"))
        painter.end()

    def _paint_key(self, painter: QPainter, key: int, bar: QRectF, row: QRectF,
                   label_w: float, exp_w: float, track: float) -> None:
        e = self._explanation
        assert e is not None
        if key == e.col:
            painter.fillRect(row, FOCUS_FILL)
        if key < len(self._colors):
            painter.fillRect(self.chip_rect(key), self._colors[key])
        painter.setPen(self.palette().windowText().color())
        label = self.label_rect(key)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.drawn_key_label(key))
        exp_rect = QRectF(label_w, row.top() + 2, exp_w - 6, row.height() - 4)
        track_rect = QRectF(bar.left(), bar.top(), track, bar.height())
        if not e.allowed[key]:
            for rect in (exp_rect, track_rect):
                painter.fillRect(rect, MASKED_FILL)
                painter.fillRect(rect, QBrush(MASKED_HATCH, Qt.BrushStyle.BDiagPattern))
        else:
            painter.fillRect(exp_rect, EXP_BAR)
            painter.fillRect(track_rect, QColor(0, 0, 0, 14))
            painter.fillRect(bar, WEIGHT_BAR)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(exp_rect, Qt.AlignmentFlag.AlignCenter, self.exp_text(key))
        weight_rect = QRectF(bar.right() + 4, row.top(), self.width() - bar.right() - 4,
                             row.height())
        painter.drawText(weight_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         number(e.weights_row[key]))
        if key == e.col:
            painter.setPen(QPen(FOCUS, 2))
            painter.drawRect(row.adjusted(1, 1, -1, -1))


MEASURED_TEXTS = 64  # at thousands of keys only the longest texts are measured


def _widest(fm: QFontMetricsF, texts: list[str]) -> float:
    """The widest text's width; with many texts, of the MEASURED_TEXTS longest (by characters:
    ~2,000 Qt measurements per click cost ~0.1 s, and a column's width is what matters)."""
    if len(texts) > MEASURED_TEXTS:
        texts = heapq.nlargest(MEASURED_TEXTS, texts, key=len)
    return max((fm.horizontalAdvance(text) for text in texts), default=0.0)
