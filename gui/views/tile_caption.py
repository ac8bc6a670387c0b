"""A stage tile's caption in the width it has: "5 scores", else "5 sco…", else "5".

Qt's tool buttons elide in the middle ("5 …es"), which keeps neither the stage's number nor its
name; a learner reads tiles by number first, so the number always stays whole.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

PADDING_PX = 10   # the button's own margins around its text


def fitted_caption(full: str, metrics: QFontMetrics, width: int) -> str:
    """``full`` ("5 scores") as it fits ``width`` pixels: whole, elided on the right, or the
    number alone."""
    room = width - PADDING_PX
    if metrics.horizontalAdvance(full) <= room:
        return full
    number, _, name = full.partition(" ")
    shortened = metrics.elidedText(full, Qt.TextElideMode.ElideRight, room)
    keeps_a_letter = len(shortened.rstrip("…")) > len(number) + 1
    return shortened if name and keeps_a_letter else number
