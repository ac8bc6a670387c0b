"""How token labels fit along an axis: upright, turned, smaller, shortened, or every k-th.

Every token is labelled whenever one line of text fits in a cell: a top axis first turns its
labels (reading upwards) when they are wider than a cell, then shrinks the font down to
MIN_LABEL_PX; labels longer than MAX_LABEL_CHARS are shortened with "…" (the axis tooltip
gives the whole token). Only when even that does not fit is every k-th label drawn, and the
axis title says how many are hidden; a left axis' title, which runs up the side of the cells,
is elided to the axis' length with its count kept whole.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF

translate = QCoreApplication.translate

MIN_LABEL_PX = 10.0         # the smallest label font, in pixels
MAX_LABEL_CHARS = 10        # longer tokens are shortened to this many characters, "…" included
CHIP_PADDING_PX = 3.0       # a chip's room left and right of its text
CHIP_EDGE_PX = 1.0          # and above and below it
LABEL_GAP_PX = 6.0          # air between two upright labels side by side
ELLIPSIS = "…"
_SIDE_TITLE_MARGIN_PX = 12.0  # the text item's margins (4 px a side) and pyqtgraph's trailing space


def shortened(label: str, max_chars: int = MAX_LABEL_CHARS) -> str:
    """``label`` as drawn: itself, or its first max_chars − 1 characters and "…"."""
    return label if len(label) <= max_chars else label[:max_chars - 1] + ELLIPSIS


@dataclass(frozen=True)
class LabelFit:
    """How an axis draws its labels at the current zoom."""

    font_px: float      # the font size the labels are drawn at
    turned: bool        # True: read upwards (a top axis whose labels are wider than a cell)
    step: int           # 1: every label; k: every k-th (the others are hidden and counted)


def choose_fit(pixels_per_cell: float, base_px: float, along: str,
               line_height: Callable[[float], float],
               widest: Callable[[float], float]) -> LabelFit:
    """The fit for cells ``pixels_per_cell`` long on an axis running ``along`` ("x" or "y").

    ``line_height(px)`` and ``widest(px)`` measure one line and the widest shortened label at a
    font of px pixels. Upright labels on an x axis need their width (plus a gap) per cell;
    anything else needs one line (plus the chip's edges) per cell.
    """
    ppc = max(pixels_per_cell, 1e-6)
    if along == "x" and widest(base_px) + 2 * CHIP_PADDING_PX + LABEL_GAP_PX <= ppc:
        return LabelFit(base_px, False, 1)
    turned = along == "x"
    smallest = min(base_px, MIN_LABEL_PX)
    font_px = base_px
    while font_px > smallest and line_height(font_px) + 2 * CHIP_EDGE_PX > ppc:
        font_px = max(smallest, font_px - 1.0)
    need = line_height(font_px) + 2 * CHIP_EDGE_PX
    return LabelFit(font_px, turned, max(1, math.ceil(need / ppc - 1e-9)))


def shown_indices(count: int, low: float, high: float, step: int) -> range:
    """Indices of the labels drawn for cells visible in [low, high] (multiples of step, so
    labels stay put while panning)."""
    first = max(0, math.floor(low))
    first = math.ceil(first / step) * step
    return range(first, min(count, math.ceil(high)), step)


def hidden_note(title: str, hidden: int, total: int, *, short: bool = False) -> str:
    """The axis title, saying how many labels are hidden (and how to see them) when some are;
    ``short`` for a left axis, whose title runs up the side of the cells."""
    if hidden <= 0:
        return title
    if short:   # "d_model (8 of 16 shown)": what the number counts, short enough for a side axis
        return translate("LabelFit", "{title} ({shown} of {total} shown)").format(
            title=title, shown=total - hidden, total=total)
    return f"{title} · " + translate("LabelFit", "{hidden} of {total} labels hidden: Ctrl+wheel "
                                                 "zooms in").format(hidden=hidden, total=total)


def fitted_side_title(text: str, hidden: int, total: int, *, length_px: float, font: QFont,
                      style: dict) -> str:
    """A left axis' title with its note ("query i (row) (8 of 15 shown)") within the axis'
    length ``length_px``: the title's words elided first, so the count stays whole (it was cut
    at both ends, centred). ``font``: the title label's; a "font-size" in px in ``style`` (the
    axis' setLabel style) sets its size."""
    shown = hidden_note(text, hidden, total, short=True)
    room = length_px - _SIDE_TITLE_MARGIN_PX
    if room <= 0:
        return shown
    font = QFont(font)
    size = str(style.get("font-size", ""))
    if size.endswith("px"):
        font.setPixelSize(max(1, round(float(size[:-2]))))
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(shown) <= room:
        return shown
    rest = metrics.horizontalAdvance(shown) - metrics.horizontalAdvance(text)
    title = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room - rest))
    return hidden_note(title, hidden, total, short=True)
