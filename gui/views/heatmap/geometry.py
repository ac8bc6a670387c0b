"""Keeping cells square-ish: how much spare room to leave around a matrix in a given space."""

from __future__ import annotations

SQUARE_ENOUGH = 4.0      # matrices longer than 4:1 fill the space (cells would be slivers)
MAX_CELL_STRETCH = 1.5   # otherwise a cell may be at most 1.5x wider than tall, or taller


def spare_room(rows: int, cols: int, width: float, height: float) -> tuple[float, float]:
    """(spare width, spare height) in pixels so rows×cols cells in width×height stay square-ish."""
    if rows <= 0 or cols <= 0 or width <= 0 or height <= 0:
        return (0.0, 0.0)
    if max(rows, cols) / min(rows, cols) > SQUARE_ENOUGH:
        return (0.0, 0.0)
    cell = min(width / cols, height / rows)          # the largest square cell that fits
    cell_w = min(width / cols, cell * MAX_CELL_STRETCH)
    cell_h = min(height / rows, cell * MAX_CELL_STRETCH)
    return (width - cols * cell_w, height - rows * cell_h)
