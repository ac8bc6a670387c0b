"""Keeping cells square-ish: how much spare room to leave around a matrix in a given space."""

from __future__ import annotations

MAX_CELL_STRETCH = 1.75  # a cell may be at most 1.75x wider than tall (room for "−0.00"),
THIN_RATIO = 4.0         # except in a matrix at least 4 times longer than wide, whose short
THIN_CELL_PX = 48.0      # side may be 48 px: q/k (n × d_head) are neither slivers nor
#                          page-wide flat strips


def spare_room(rows: int, cols: int, width: float, height: float) -> tuple[float, float]:
    """(spare width, spare height) in pixels so rows×cols cells in width×height stay square-ish.

    The cell is the largest square that fits; its other side may stretch to 1.75 times that, or
    to THIN_CELL_PX when that is more (a 2048×4 matrix gets four 48-px columns, not 4 × 0.3 px
    nor four 200-px ones), never beyond the room there is.
    """
    if rows <= 0 or cols <= 0 or width <= 0 or height <= 0:
        return (0.0, 0.0)
    col_room, row_room = width / cols, height / rows
    cell = min(col_room, row_room)                    # the largest square cell that fits
    thin = max(rows, cols) >= THIN_RATIO * min(rows, cols)
    stretched = max(cell * MAX_CELL_STRETCH, THIN_CELL_PX if thin else 0.0)
    cell_w = min(col_room, stretched)
    cell_h = min(row_room, stretched)
    return (width - cols * cell_w, height - rows * cell_h)
