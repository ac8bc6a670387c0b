"""Colours of the explanation panel: the project's diverging map (ColorBrewer RdBu, blue below
zero, red above), a viridis tone for weights, grey for masked cells, readable text on both.

Kept here so the panel stands alone; it uses the same stops as gui/palette.py.
"""

from __future__ import annotations

import math

from PySide6.QtGui import QColor

_RDBU_REVERSED = (
    "#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
    "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f",
)
WEIGHT_BAR = QColor("#31688e")      # viridis 0.35: a weight's bar
EXP_BAR = QColor("#b4dde0")         # a light tone behind exp values
MASKED_FILL = QColor("#d9d9d9")
MASKED_HATCH = QColor("#8c8c8c")
RULE = QColor("#606060")
DIM_TEXT = QColor("#6b6b6b")
DARK_TEXT = QColor("#111111")
LIGHT_TEXT = QColor("#ffffff")
FOCUS = QColor("#101010")
FOCUS_FILL = QColor(255, 224, 138, 110)  # the formula bar's highlight yellow, translucent


def diverging(value: float, limit: float) -> QColor:
    """RdBu colour of ``value`` on the symmetric range [-limit, limit] (white at 0)."""
    if not math.isfinite(value):
        return QColor(MASKED_FILL)
    position = 0.5 if limit <= 0 else 0.5 + 0.5 * max(-1.0, min(1.0, value / limit))
    scaled = position * (len(_RDBU_REVERSED) - 1)
    low = int(math.floor(scaled))
    high = min(low + 1, len(_RDBU_REVERSED) - 1)
    fraction = scaled - low
    a, b = QColor(_RDBU_REVERSED[low]), QColor(_RDBU_REVERSED[high])
    return QColor(*(round(ca + (cb - ca) * fraction) for ca, cb in
                    zip(a.getRgb()[:3], b.getRgb()[:3], strict=True)))


def faded(color: QColor, strength: float) -> QColor:
    """``color`` blended towards white: strength 1 keeps it, 0 gives white."""
    strength = max(0.0, min(1.0, strength))
    return QColor(*(round(255 + (c - 255) * strength) for c in color.getRgb()[:3]))


def text_on(color: QColor) -> QColor:
    """Dark or white text, whichever reads better on ``color`` (WCAG luminance)."""
    def linear(channel: int) -> float:
        c = channel / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in color.getRgb()[:3])
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor(DARK_TEXT if (luminance + 0.05) / 0.0555 >= 1.05 / (luminance + 0.05)
                  else LIGHT_TEXT)
