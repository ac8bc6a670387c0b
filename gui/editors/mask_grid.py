"""Geometry and cell states of the mask grid: which cell is where, and how each is drawn.

Kept apart from the widget so the widget only paints and forwards mouse strokes.
Rows are queries, columns keys. States: VISIBLE (M = 0), OWN (hidden by the session's own mask),
CAUSAL (the own mask allows it but the causal toggle hides it: the AND).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

VISIBLE, OWN, CAUSAL = 0, 1, 2


def cell_states(own: np.ndarray, causal: bool) -> np.ndarray:
    """(n, n) int8: VISIBLE, OWN or CAUSAL for each (query, key)."""
    n = own.shape[0]
    states = np.where(own, VISIBLE, OWN).astype(np.int8)
    if causal:
        future = np.triu(np.ones((n, n), dtype=bool), k=1)
        states[future & own] = CAUSAL
    return states


@dataclass(frozen=True)
class GridGeometry:
    left: float    # x of the first column, in widget pixels
    top: float     # y of the first row
    cell: float    # side of one cell
    n: int

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(query, key) under a widget point, or None outside the grid."""
        if self.cell <= 0:
            return None
        col, row = int((x - self.left) // self.cell), int((y - self.top) // self.cell)
        if 0 <= row < self.n and 0 <= col < self.n and x >= self.left and y >= self.top:
            return row, col
        return None

    def cell_rect(self, row: int, col: int) -> tuple[float, float, float, float]:
        return (self.left + col * self.cell, self.top + row * self.cell, self.cell, self.cell)


def fit_grid(width: float, height: float, n: int, label_space: float) -> GridGeometry:
    """Square cells filling the room left after the labels (left and top)."""
    cell = max(0.0, min((width - label_space) / max(n, 1), (height - label_space) / max(n, 1)))
    return GridGeometry(left=label_space, top=label_space, cell=cell, n=n)


def cells_between(start: tuple[int, int], end: tuple[int, int]) -> list[tuple[int, int]]:
    """Every cell on the straight line from ``start`` to ``end`` (both included), in order,
    so a fast drag that skips cells between two mouse events still strokes them all."""
    (r0, c0), (r1, c1) = start, end
    steps = max(abs(r1 - r0), abs(c1 - c0))
    if steps == 0:
        return [start]
    return [(round(r0 + (r1 - r0) * t / steps), round(c0 + (c1 - c0) * t / steps))
            for t in range(steps + 1)]


def state_runs(states: np.ndarray, state: int) -> np.ndarray:
    """(k, 3) runs (row, first col, end col exclusive) of cells in ``state``: one rectangle per
    run, so hatching a causal mask of n rows costs n rectangles, not n²/2."""
    rows, cols = states.shape
    padded = np.zeros((rows, cols + 2), dtype=np.int8)   # a False column on either side
    padded[:, 1:-1] = states == state
    edges = np.diff(padded, axis=1)                      # +1 where a run starts, -1 after it
    start_rows, start_cols = np.nonzero(edges == 1)
    _, end_cols = np.nonzero(edges == -1)
    return np.stack([start_rows, start_cols, end_cols], axis=1).astype(np.int64).reshape(-1, 3)
