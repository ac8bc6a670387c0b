"""A stage tile's caption in the width it has: "5 scores", else the lesson's symbol "5 S", else
the symbol alone "S" (never a nameless "5" nor a clipped "5 s…"); the full caption stays the
tooltip's first line and the caption's accessible name.

Qt's tool buttons elide in the middle ("5 …es"), which keeps neither the stage's number nor its
name; a learner reads tiles by number first, so the number stays whole while it fits.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

PADDING_PX = 10   # the button's own margins around its text
# the lesson's own short names of the stages (the formula's letters)
STAGE_SYMBOLS = {"x": "X", "q": "Q", "k": "K", "v": "V", "scores": "S", "scaled": "S/√d_k",
                 "masked": "M", "weights": "A", "z": "Z", "concat": "concat", "output": "O"}


def fitted_caption(full: str, metrics: QFontMetrics, width: int, stage: str = "") -> str:
    """``full`` ("5 scores") as it fits ``width`` pixels: whole, "5 S", or "S"."""
    room = width - PADDING_PX
    if metrics.horizontalAdvance(full) <= room:
        return full
    number, _, _name = full.partition(" ")
    symbol = STAGE_SYMBOLS.get(stage, full)
    short = f"{number} {symbol}"
    return short if metrics.horizontalAdvance(short) <= room else symbol
