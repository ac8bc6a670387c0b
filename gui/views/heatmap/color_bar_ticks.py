"""Colour-bar labels that never overlap: pyqtgraph always draws its top tick level, even on a
bar shorter than those labels. Here the coarsest levels are kept while their labels fit with a
little air (a finer level is added only if all of it fits), and a top level that does not fit
is thinned (one label per line of text, keeping 0 where it is one of them)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF

_GAP_PX = 2.0
_AIR = 1.6            # a label per this many lines of text, at most, when adding finer levels


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


def _wanted_width(axis: pg.AxisItem, strings: list[str]) -> int:
    """The axis's width for its widest label (with its ticks and offsets)."""
    metrics = QFontMetricsF(axis.style["tickFont"] or QFont())
    return math.ceil(max(metrics.horizontalAdvance(s) for s in strings) + 2
                     + max(0, axis.style["tickLength"]) + axis.style["tickTextOffset"][0] + 4)


def _widen_for(axis: pg.AxisItem, strings: list[str]) -> None:
    """Make the axis wide enough for its widest label: pyqtgraph skips a label that does not
    fit inside the axis, and the negative ones ("−1.5") are the widest (they went missing)."""
    if not strings:
        return
    wanted = _wanted_width(axis, strings)
    if abs(wanted - axis.width()) > 2:      # (and narrower again after presentation)
        axis.setWidth(wanted)


def label_width(axis: pg.AxisItem, levels: tuple[float, float], size: float) -> float:
    """The width ``axis`` (fitted by fit_color_bar_ticks) takes for a bar ``size`` px long over
    ``levels``, measured from its labels' text without painting (it is sized as it paints)."""
    chosen = getattr(axis, "chosen_ticks", None)
    low, high = sorted(levels)
    if chosen is None or not (math.isfinite(low) and math.isfinite(high)) or low == high:
        return float(axis.width())
    font = axis.style["tickFont"] or QFont()
    key = (low, high, round(size), font.key())
    widths = axis.__dict__.setdefault("label_widths", {})   # (pyqtgraph's ticks cost 1 ms)
    if key not in widths:
        spacing, kept = chosen(low, high, size)
        strings = axis.tickStrings(kept, 1.0, spacing) if kept else []
        if len(widths) > 64:
            widths.clear()
        widths[key] = float(_wanted_width(axis, strings)) if strings else None
    return widths[key] if widths[key] is not None else float(axis.width())


def fit_color_bar_ticks(axis: pg.AxisItem) -> None:
    """Make ``axis`` (a ColorBarItem's) drop labels that would overlap."""
    original = axis.tickValues

    def chosen_ticks(min_val: float, max_val: float, size: float) -> tuple[float, list[float]]:
        """(spacing, values) of the labels drawn on a bar ``size`` px long."""
        levels = original(min_val, max_val, size)
        if not levels:
            return 0.0, []
        line = QFontMetricsF(axis.style["tickFont"] or QFont()).height() + _GAP_PX
        low, high = sorted((min_val, max_val))
        room = int(size // (line * _AIR))
        kept: list[float] = []
        spacing = levels[0][0]
        for level_spacing, values in levels:       # coarse to fine
            candidate = sorted(set(kept) | {v for v in values if low <= v <= high})
            if len(candidate) > room:
                break
            kept, spacing = candidate, level_spacing
        if not kept:
            kept = thinned([v for v in levels[0][1] if low <= v <= high], size, line)
        return spacing, kept

    def tick_values(min_val: float, max_val: float, size: float):
        spacing, kept = chosen_ticks(min_val, max_val, size)
        if not kept and not spacing:
            return original(min_val, max_val, size)
        _widen_for(axis, axis.tickStrings(kept, 1.0, spacing))
        return [(spacing, kept)]

    axis.chosen_ticks = chosen_ticks
    axis.tickValues = tick_values
    # pyqtgraph's own fill limits (at most 20 % of the bar in text past 6 labels) then dropped
    # labels from one end: the masked stage's bar read 0 … 2.0 with −2.0 … −0.5 gone. The
    # levels kept above fit already, so every one of them is drawn.
    axis.setStyle(textFillLimits=[(0, 0.95)])
