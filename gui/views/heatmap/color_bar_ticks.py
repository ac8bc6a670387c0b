"""Colour-bar labels that never overlap: pyqtgraph always draws its top tick level, even on a
bar shorter than those labels; here every level's values are merged and thinned to what fits
(one label per line of text, keeping 0 where it is one of them)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF

_GAP_PX = 2.0


def thinned(values: list[float], size_px: float, line_px: float) -> list[float]:
    """Sorted ``values`` along an axis ``size_px`` long, every k-th so labels ``line_px`` tall
    have a line each; the kept ones include 0 when 0 is among them."""
    values = sorted(set(values))
    if not values or size_px <= 0:
        return []
    room = int(size_px // line_px)
    if room <= 0:
        return []
    if len(values) <= room:
        return values
    step = math.ceil(len(values) / room)
    anchor = values.index(0.0) % step if 0.0 in values else 0
    return [v for i, v in enumerate(values) if i % step == anchor]


def fit_color_bar_ticks(axis: pg.AxisItem) -> None:
    """Make ``axis`` (a ColorBarItem's) drop labels that would overlap."""
    original = axis.tickValues

    def tick_values(min_val: float, max_val: float, size: float):
        levels = original(min_val, max_val, size)
        if not levels:
            return levels
        line = QFontMetricsF(axis.style["tickFont"] or QFont()).height() + _GAP_PX
        merged = [value for _, values in levels for value in values]
        span = abs(max_val - min_val)
        kept = thinned([v for v in merged if min(min_val, max_val) <= v <=
                        max(min_val, max_val)], size, line)
        return [(min(spacing for spacing, _ in levels) if span else 1.0, kept)]

    axis.tickValues = tick_values
