"""How much room a heatmap has beyond what its cells need for 9-pt numbers, in pixels.

The window's layout policy (gui.window.layout_policy) reads this to decide how much a side
panel may take: a positive figure is spare, a negative one is what the view lacks. The view's
non-cell parts (axes, title, colour bar, margins) are measured from its last layout; the cells
are the matrix shape times the smallest cell a number fits in (cell_text's own thresholds:
MIN_FONT_PX, its line height and the widest number the levels allow).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cell_text import MIN_FONT_PX, number_cell_px
from .geometry import MAX_CELL_STRETCH, THIN_CELL_PX, THIN_RATIO

SQUARE_TOP_AXIS_PX = 20.0   # turned token labels on an n×n stage's top axis, at most (allowance)


@dataclass(frozen=True)
class NumberRoom:
    spare_w: float          # width the view could give away and keep its numbers (< 0: lacks)
    spare_h: float
    needed: tuple[float, float]   # the view's size at which numbers appear


def needed_px(fixed: tuple[float, float], shape: tuple[int, int],
              cell: tuple[float, float]) -> tuple[float, float]:
    """The widget size at which ``shape`` (rows, cols) cells are each at least ``cell`` (w, h)
    big, with ``fixed`` (w, h) pixels of axes and margins: a cell's width needs its height to be
    at least width / MAX_CELL_STRETCH too (cells stay square-ish, geometry.py), unless the
    matrix is long and thin (its short side gets THIN_CELL_PX)."""
    rows, cols = shape
    if rows <= 0 or cols <= 0:
        return fixed
    cell_w, cell_h = cell
    thin = max(rows, cols) >= THIN_RATIO * min(rows, cols) and cell_w <= THIN_CELL_PX
    row_px = cell_h if thin else max(cell_h, cell_w / MAX_CELL_STRETCH)
    return (fixed[0] + cols * cell_w, fixed[1] + rows * row_px)


def number_room(*, widget_size: tuple[float, float], plot_size: tuple[float, float],
                box_size: tuple[float, float], extra: tuple[float, float],
                shape: tuple[int, int], sample: str, font_scale: float = 1.0,
                square: bool = True) -> NumberRoom:
    """Spare room of a view ``widget_size`` big showing ``shape`` (see module docstring).
    ``square`` False (an n × d stage) adds the allowance for an n×n stage's turned labels, so
    a panel sized on it leaves the scores their numbers too."""
    fixed_w = max(0.0, widget_size[0] - plot_size[0]) + max(0.0, plot_size[0] - box_size[0]
                                                              - extra[0])
    fixed_h = max(0.0, widget_size[1] - plot_size[1]) + max(0.0, plot_size[1] - box_size[1]
                                                              - extra[1])
    cell = number_cell_px(sample, MIN_FONT_PX)
    need = needed_px((fixed_w, fixed_h), shape, cell)
    if not square:       # the hardest square stage: n × n signed numbers, turned labels
        rows = shape[0]
        square_need = needed_px((fixed_w, fixed_h + SQUARE_TOP_AXIS_PX), (rows, rows),
                                number_cell_px("−00.00", MIN_FONT_PX))
        need = (max(need[0], square_need[0]), max(need[1], square_need[1]))
    return NumberRoom(widget_size[0] - need[0], widget_size[1] - need[1], need)
