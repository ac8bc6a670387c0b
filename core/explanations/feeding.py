"""``feeding_cells(explanation)``: which cells of which stages and matrices fed one cell.

The window highlights them. Keys are stage names (``"x"``, ``"q"``, ``"weights"``, ...) and
input names (``"X"``, ``"W_Q"``, ``"b_Q"``, ``"W_O"``, ``"b_O"``, ...). Every cell is a
``(head, row, col)`` triple; head is 0 for things without a head axis (X, x, W_O, b_O,
output), and a bias vector is one row (row 0).
"""

from __future__ import annotations

from core.explanations.model import (
    ConcatExplanation,
    DotProductExplanation,
    Explanation,
    InputExplanation,
    MaskExplanation,
    OutputExplanation,
    QuotientExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
)

Cell = tuple[int, int, int]


def feeding_cells(explanation: Explanation) -> dict[str, list[Cell]]:
    e, h, i, j = explanation, explanation.head or 0, explanation.row, explanation.col
    if isinstance(e, InputExplanation):
        return {"X": [(0, i, j)]}
    if isinstance(e, DotProductExplanation) and e.stage in ("q", "k", "v"):
        cells = {"x": [(0, i, m) for m in range(len(e.left))],
                 e.right_name: [(h, m, j) for m in range(len(e.right))]}
        if e.bias_name is not None:
            cells[e.bias_name] = [(h, 0, j)]
        return cells
    if isinstance(e, DotProductExplanation):  # a score
        return {"q": [(h, i, t) for t in range(len(e.left))],
                "k": [(h, j, t) for t in range(len(e.right))]}
    if isinstance(e, QuotientExplanation):
        return {"scores": [(h, i, j)]}
    if isinstance(e, MaskExplanation):
        return {"scaled": [(h, i, j)]}
    if isinstance(e, SoftmaxExplanation):
        return {"masked": [(h, i, key) for key in range(len(e.inputs))]}
    if isinstance(e, WeightedSumExplanation):
        features = range(len(e.z_row)) if j is None else (j,)
        return {"weights": [(h, i, key) for key in range(len(e.weights))],
                "v": [(h, key, t) for key in range(len(e.values)) for t in features]}
    if isinstance(e, OutputExplanation):
        d_head = len(e.heads[0].left)
        on = [p for p in e.heads if p.head not in e.heads_off]  # an off head feeds nothing
        cells = {"z": [(p.head, i, t) for p in on for t in range(d_head)],
                 "W_O": [(0, p.head * d_head + t, j) for p in on for t in range(d_head)]}
        if e.bias is not None:
            cells["b_O"] = [(0, 0, j)]
        return cells
    if isinstance(e, ConcatExplanation):   # concat, or the output without W^O
        return {"z": [(e.source_head, i, e.feature)]}
    raise TypeError(f"not an explanation: {type(explanation).__name__}")
