"""Token identity colours as QColors (gui.palette.token_colors, whatever form it returns)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor

from .palette import token_colors


def as_qcolor(color) -> QColor:
    """A QColor from a QColor, '#rrggbb', (r, g, b[, a]) ints or floats in 0..1."""
    if isinstance(color, QColor):
        return QColor(color)
    if isinstance(color, str):
        return QColor(color)
    parts = [float(c) for c in color]
    if all(c <= 1.0 for c in parts):
        parts = [c * 255 for c in parts]
    return QColor(*[int(round(c)) for c in parts])


@lru_cache(maxsize=64)
def _cached(n: int) -> tuple[QColor, ...]:
    return tuple(as_qcolor(c) for c in token_colors(n))


def token_qcolors(n: int) -> list[QColor]:
    """n identity colours, one per token, the same everywhere a token is shown."""
    return list(_cached(n))


def readable_text_color(background: QColor) -> QColor:
    """Black or white, whichever reads on ``background``."""
    luma = background.red() * 299 + background.green() * 587 + background.blue() * 114
    return QColor(20, 20, 20) if luma >= 140_000 else QColor(255, 255, 255)
