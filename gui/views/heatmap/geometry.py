"""Keeping cells square-ish: how much spare room to leave around a matrix in a given space."""

from __future__ import annotations

MAX_CELL_STRETCH = 1.75  # a cell may be at most 1.75x wider than tall (room for "−0.00"),
ROOMY_CELL_PX = 64.0     # but stretches only up to this width (enough for any number), and
BIG_CELL_STRETCH = 1.2   # big cells at most 1.2x: near-square, not wide flat bricks
THIN_RATIO = 4.0         # except in a matrix at least 4 times longer than wide, whose short
THIN_CELL_PX = 48.0      # side may be 48 px: q/k (n × d_head) are neither slivers nor
#                          page-wide flat strips
NUMBER_SLACK_PX = 1.0    # a number's cell a pixel wider than just enough: rounding stays on
#                          the side of drawing it


def spare_room(rows: int, cols: int, width: float, height: float,
               number_cell: tuple[float, float] | None = None) -> tuple[float, float]:
    """(spare width, spare height) in pixels so rows×cols cells in width×height stay square-ish.

    The cell is the largest square that fits; its other side may stretch to 1.75 times that
    (up to 64 px, room for a number; a bigger cell only to 1.2 times), or to THIN_CELL_PX in a
    long thin matrix (a 2048×4 matrix gets four 48-px columns, not 4 × 0.3 px nor four 200-px
    ones), never beyond the room there is. ``number_cell`` (width, height), the smallest cell
    a number is drawn in: a cell tall enough for one may widen to its width (15 rows of
    "−0.00" at 1024×700 got 39.2-px cells where 40.8 were needed, and no number at all).
    """
    if rows <= 0 or cols <= 0 or width <= 0 or height <= 0:
        return (0.0, 0.0)
    col_room, row_room = width / cols, height / rows
    cell = min(col_room, row_room)                    # the largest square cell that fits
    thin = max(rows, cols) >= THIN_RATIO * min(rows, cols)
    for_number = number_cell[0] + NUMBER_SLACK_PX \
        if number_cell is not None and cell >= number_cell[1] else 0.0
    stretched = max(cell * BIG_CELL_STRETCH, min(cell * MAX_CELL_STRETCH, ROOMY_CELL_PX),
                    THIN_CELL_PX if thin else 0.0, min(for_number, ROOMY_CELL_PX))
    cell_w = min(col_room, stretched)
    cell_h = min(row_room, stretched)
    return (width - cols * cell_w, height - rows * cell_h)


def square_margins(viewport, plot_size: tuple[float, float], box_size: tuple[float, float],
                   extra: tuple[float, float], shape: tuple[int, int],
                   number_cell: tuple[float, float] | None = None
                   ) -> tuple[float, float] | None:
    """The plot's new extra margins (width, height) so its cells stay square-ish, or None when
    the ones it has (``extra``) are right within a pixel.

    The room for cells is the viewport's size less what the plot needs besides the cells (axes,
    title, colour bar, fixed margins: measured from the last layout as plot minus view box
    minus the extra margins), so the margins follow the widget when it shrinks and never ask
    for more room than there is.
    """
    extra_w, extra_h = extra
    fixed_w = max(0.0, plot_size[0] - box_size[0] - extra_w)
    fixed_h = max(0.0, plot_size[1] - box_size[1] - extra_h)
    new_w, new_h = spare_room(shape[0], shape[1], viewport.width() - fixed_w,
                              viewport.height() - fixed_h, number_cell)
    if abs(new_w - extra_w) < 1.0 and abs(new_h - extra_h) < 1.0:
        return None
    return (new_w, new_h)
