"""``feeding_cells(explanation)``: which cells of which stages and matrices fed one cell.

The window highlights them. Keys are stage names (``"x"``, ``"q"``, ``"weights"``, ...) and
input names (``"X"``, ``"W_Q"``, ``"b_Q"``, ``"W_O"``, ``"b_O"``, ...). Every cell is a
``(head, row, col)`` triple; head is 0 for things without a head axis (X, x, W_O, b_O,
output), and a bias vector is one row (row 0). Each kind names its own feeders
(``Explanation.feeding_cells``, core/explanations/kinds/).
"""

from __future__ import annotations

from core.explanations.base import Cell, Explanation


def feeding_cells(explanation: Explanation) -> dict[str, list[Cell]]:
    if not isinstance(explanation, Explanation):
        raise TypeError(f"not an explanation: {type(explanation).__name__}")
    return explanation.feeding_cells()
