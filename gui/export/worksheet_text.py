"""Text on a worksheet page: the fonts, the ^Q / ^{…} superscripts, measuring and wrapping.

Units are PDF points: the PDF writer and the preview image both paint at 72 dpi (a preview is
zoomed by the painter's transform), and metrics are measured on the device that paints, so a
page lays out the same on paper and on screen.

Lines break at spaces, never inside a ^{…} superscript, and, since Chinese puts no spaces
between words, between any two characters of a run of CJK text (not before a closing mark such
as ，。）, nor after an opening one such as （“). Glyphs the font lacks (CJK) come from the
system's fallback font, which the metrics measure too.
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
# CJK radicals, punctuation, kana, ideographs (and extension A), compatibility ideographs and
# full-width forms: text that may break between any two characters.
_CJK = re.compile(r"[\u2e80-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
                  r"\uf900-\ufaff\uff00-\uffef]")
_NO_BREAK_BEFORE = set("，。、；：？！）】」』》〉”’…,.;:!?)]")
_NO_BREAK_AFTER = set("（【「『《〈“‘([")


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
        """Lines of at most ``width`` (a word longer than that gets a line of its own); a run of
        CJK text breaks between characters where it has to."""
        lines, current = [], ""
        for piece, spaced in pieces(text):
            trial = current + (" " if spaced and current else "") + piece
            if current and self.width(trial) > width:
                lines.append(current)
                current = piece
            else:
                current = trial
        return lines + [current] if current else lines


def words(text: str) -> list[str]:
    """``text.split(" ")``, except that a ^{…} superscript stays whole (e^{x − max})."""
    found, current, depth = [], [], 0
    for index, char in enumerate(text):
        if char == " " and depth == 0:
            found.append("".join(current))
            current = []
            continue
        if char == "{" and index and text[index - 1] == "^":
            depth += 1
        elif char == "}" and depth:
            depth -= 1
        current.append(char)
    return [*found, "".join(current)]


def pieces(text: str) -> list[tuple[str, bool]]:
    """What a line may break between: (piece, whether a space comes before it). A word is one
    piece; a word with CJK in it is a piece per CJK character (a closing mark stays with the
    character before it, an opening one with the one after) and per run of other text."""
    found: list[tuple[str, bool]] = []
    for word in words(text):
        if not _CJK.search(word):
            found.append((word, True))
            continue
        for number, part in enumerate(_cjk_parts(word)):
            found.append((part, number == 0))
    return found


def _cjk_parts(word: str) -> list[str]:
    parts: list[str] = []
    glue = False                     # the next character joins the last part
    for run in _atoms(word):
        if parts and (glue or run in _NO_BREAK_BEFORE or not (
                _CJK.match(run) or _CJK.match(parts[-1][-1]))):
            parts[-1] += run
        else:
            parts.append(run)
        glue = run[-1] in _NO_BREAK_AFTER
    return parts


def _atoms(word: str) -> list[str]:
    """Each CJK character alone; other text in runs (a ^{…} group never split)."""
    atoms, run, index = [], "", 0
    while index < len(word):
        char = word[index]
        if char == "^" and word[index + 1:index + 2] == "{" and "}" in word[index:]:
            end = word.index("}", index) + 1
            run += word[index:end]
            index = end
            continue
        if _CJK.match(char) or char in _NO_BREAK_BEFORE or char in _NO_BREAK_AFTER:
            if run:
                atoms.append(run)
                run = ""
            atoms.append(char)
        else:
            run += char
        index += 1
    return atoms + [run] if run else atoms


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
