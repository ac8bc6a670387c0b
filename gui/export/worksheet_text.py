"""Text on a worksheet page: the fonts, the ^Q / ^{…} superscripts, measuring and wrapping.

Units are PDF points: the PDF writer and the preview image both paint at 72 dpi (a preview is
zoomed by the painter's transform), and metrics are measured on the device that paints, so a
page lays out the same on paper and on screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

FAMILY = "DejaVu Sans"   # has ₀…₉, √, −, ∞, Σ, ⱼ, ₜ; Qt embeds the glyphs it uses
SIZES = {"title": 13.0, "heading": 11.0, "body": 9.5, "note": 8.5, "working": 8.5,
         "answer": 9.5, "label": 7.5, "cell": 9.0, "name": 10.0}
BOLD = {"title", "heading", "answer", "name"}
ITALIC = {"note"}
INK = QColor(20, 20, 20)
GREY = QColor(110, 110, 110)
SUPERSCRIPT_SCALE = 0.72
_SUPERSCRIPT = re.compile(r"\^(\{[^}]*\}|.)")


def color(style: str) -> QColor:
    return GREY if style in ("note", "label") else INK


@dataclass(frozen=True)
class Run:
    text: str
    raised: bool = False


def runs(text: str) -> list[Run]:
    """'W^Q = e^{x − max}' -> [W][Q↑][ = e][x − max↑]."""
    pieces, last = [], 0
    for match in _SUPERSCRIPT.finditer(text):
        if match.start() > last:
            pieces.append(Run(text[last:match.start()]))
        raised = match.group(1)
        pieces.append(Run(raised[1:-1] if raised.startswith("{") else raised, True))
        last = match.end()
    if last < len(text):
        pieces.append(Run(text[last:]))
    return pieces


class TextStyle:
    """One style's fonts and metrics (normal and raised)."""

    def __init__(self, style: str, device) -> None:
        self.style = style
        self.font = _sized(style, 1.0)
        self.small = _sized(style, SUPERSCRIPT_SCALE)
        self.metrics = QFontMetricsF(self.font, device)
        self.small_metrics = QFontMetricsF(self.small, device)
        self.color = color(style)
        self._widths: dict[str, float] = {}   # a page is measured twice: plan, then paint

    @property
    def line_height(self) -> float:
        return self.metrics.height() * 1.12

    def width(self, text: str) -> float:
        known = self._widths.get(text)
        if known is None:
            known = self._widths[text] = self._measure(text)
        return known

    def fit(self, text: str, cap: float) -> str:
        """``text``, elided with … when it is wider than ``cap`` (a long token's label)."""
        if self.width(text) <= cap:
            return text
        return self.metrics.elidedText(text, Qt.TextElideMode.ElideRight, cap)

    def _measure(self, text: str) -> float:
        return sum((self.small_metrics if run.raised else self.metrics).horizontalAdvance(
            run.text) for run in runs(text))

    def draw(self, painter: QPainter, x: float, baseline: float, text: str) -> float:
        """Paint ``text`` with its baseline at ``baseline``; the width it took."""
        painter.setPen(self.color)
        start = x
        for run in runs(text):
            if run.raised:
                painter.setFont(self.small)
                painter.drawText(QPointF(x, baseline - self.metrics.ascent() * 0.38), run.text)
                x += self.small_metrics.horizontalAdvance(run.text)
            else:
                painter.setFont(self.font)
                painter.drawText(QPointF(x, baseline), run.text)
                x += self.metrics.horizontalAdvance(run.text)
        return x - start

    def wrap(self, text: str, width: float) -> list[str]:
        """Lines of at most ``width`` (a word longer than that gets a line of its own)."""
        lines, current = [], ""
        for word in text.split(" "):
            trial = word if not current else f"{current} {word}"
            if current and self.width(trial) > width:
                lines.append(current)
                current = word
            else:
                current = trial
        return lines + [current] if current else lines


def _sized(style: str, scale: float) -> QFont:
    """The style's font; devices paint at 72 dpi, so a point is one unit of the page."""
    chosen = QFont(FAMILY)
    chosen.setPointSizeF(SIZES[style] * scale)
    chosen.setBold(style in BOLD)
    chosen.setItalic(style in ITALIC)
    chosen.setKerning(False)
    chosen.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    for ligatures in ("liga", "clig"):   # "five", not "ﬁve": the text stays searchable
        chosen.setFeature(QFont.Tag(ligatures), 0)
    return chosen
