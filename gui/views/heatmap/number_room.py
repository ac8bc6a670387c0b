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

SQUARE_TOP_AXIS_PX = 60.0   # turned token labels on an n×n stage's top axis (allowance)
OTHER_STAGE_PX = 12.0       # another stage's colour bar labels may be wider (allowance)


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
                shape: tuple[int, int], sample: str, square: bool = True,
                others: tuple = (), own: bool = True) -> NumberRoom:
    """Spare room of a view ``widget_size`` big showing ``shape`` (see module docstring).
    ``others`` [(shape, sample, square)] are the session's other stages: the need is the
    largest, with allowances for what their axes may take beyond this stage's (turned token
    labels when this one is not square, wider colour-bar labels), so a panel sized now leaves
    every stage its numbers. ``own=False``: the ``others`` alone (this stage's axes and margins,
    not its cells)."""
    fixed_w = max(0.0, widget_size[0] - plot_size[0]) + max(0.0, plot_size[0] - box_size[0]
                                                              - extra[0])
    fixed_h = max(0.0, widget_size[1] - plot_size[1]) + max(0.0, plot_size[1] - box_size[1]
                                                              - extra[1])
    cell = number_cell_px(sample, MIN_FONT_PX)
    need = needed_px((fixed_w, fixed_h), shape, cell) if own else (fixed_w, fixed_h)
    for other_shape, other_sample, other_square in others:
        extra_h = SQUARE_TOP_AXIS_PX if other_square and not square else 0.0
        other = needed_px((fixed_w + OTHER_STAGE_PX, fixed_h + extra_h), tuple(other_shape),
                          number_cell_px(other_sample, MIN_FONT_PX))
        need = (max(need[0], other[0]), max(need[1], other[1]))
    return NumberRoom(widget_size[0] - need[0], widget_size[1] - need[1], need)
