"""Colours of the explanation panel: the project's diverging map and text colours from
gui/palette.py, plus the panel's own tones (bars, rules, focus)."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor

from gui.palette import MASKED_FILL, diverging_map

WEIGHT_BAR = QColor("#31688e")      # viridis 0.35: a weight's bar
EXP_BAR = QColor("#b4dde0")         # a light tone behind exp values
RULE = QColor("#606060")
DIM_TEXT = QColor("#6b6b6b")
FOCUS = QColor("#101010")
FOCUS_FILL = QColor(255, 224, 138, 110)  # the formula bar's highlight yellow, translucent


def diverging(value: float, limit: float) -> QColor:
    """The views' RdBu colour of ``value`` on the symmetric range [-limit, limit]."""
    if not math.isfinite(value):
        return QColor(MASKED_FILL)
    position = 0.5 if limit <= 0 else 0.5 + 0.5 * max(-1.0, min(1.0, value / limit))
    return diverging_map().mapToQColor(position)


def faded(color: QColor, strength: float) -> QColor:
    """``color`` blended towards white: strength 1 keeps it, 0 gives white."""
    strength = max(0.0, min(1.0, strength))
    return QColor(*(round(255 + (c - 255) * strength) for c in color.getRgb()[:3]))
