"""``z`` cell (i, t) or row i: z_i = Σ_j weights[i, j] · v_j."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import (
    SHOWN_TERMS,
    Cell,
    Explanation,
    Tokens,
    Vector,
    exact_sum,
    joined_terms,
    long_factor,
    long_number,
)
from core.explanations.notation import (
    factor,
    feature_word,
    key_word,
    number,
    token_sub,
    token_sub2,
)


@dataclass(frozen=True)
class WeightedSumExplanation(Explanation):
    """``z`` cell (i, t) or row i: z_i = Σ_j weights[i, j] · v_j.

    weights: row i of the attention weights (n,); values: every value row v_j (n rows of
    d_head); z_row: the trace's z_i. For a cell, value = z[i, t]; for a whole row,
    value = Σ_t z[i, t].
    """

    weights: Vector
    values: tuple[Vector, ...]
    z_row: Vector

    drawing: ClassVar[str] = "weighted_sum"

    def contributions(self, t: int) -> Vector:
        """weights[j] · values[j][t] for every key j."""
        return tuple(w * v[t] for w, v in zip(self.weights, self.values, strict=True))

    def contribution_rows(self) -> tuple[Vector, ...]:
        """(n, d_head): row j is weights[j] · v_j, value row j scaled by its weight."""
        pairs = zip(self.weights, self.values, strict=True)
        return tuple(tuple(w * x for x in v) for w, v in pairs)

    def recombine_row(self) -> Vector:
        return tuple(exact_sum(self.contributions(t)) for t in range(len(self.z_row)))

    def recombine(self) -> float:
        if self.col is not None:
            return exact_sum(self.contributions(self.col))
        return exact_sum(self.recombine_row())

    def row_width(self) -> int:
        return len(self.z_row)

    def formula(self) -> str:
        i, feature = self.row, "" if self.col is None else f"[{self.col}]"
        return f"z{token_sub(i)}{feature} = Σₖ a{token_sub(i)},ₖ · vₖ{feature}"

    def short_text(self, tokens: Tokens = None) -> str:
        i, j = self.row, self.col
        if j is None:
            terms = [f"{factor(w)}·v{token_sub(k)}" for k, w in enumerate(self.weights)]
            row = ", ".join(number(z) for z in self.z_row[:SHOWN_TERMS])
            more = ", …" if len(self.z_row) > SHOWN_TERMS else ""
            return f"z{token_sub(i)} = {joined_terms(terms)} = [{row}{more}]"
        terms = [f"{factor(w)}·{factor(v[j])}"
                 for w, v in zip(self.weights, self.values, strict=True)]
        return f"z{token_sub(i)}[{j}] = {joined_terms(terms)} = {number(self.value)}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        features = range(len(self.z_row)) if self.col is None else (self.col,)
        lines = []
        for t in features:
            if self.col is None:
                lines.append(f"{feature_word(t)}:")
            for key, (w, v) in enumerate(zip(self.weights, self.values, strict=True)):
                lines.append(f"{key_word(key, tokens)}: "
                             f"a{token_sub2(self.row, key)}·v{token_sub(key)}[{t}] = "
                             f"{long_factor(w)}·{long_factor(v[t])} = "
                             f"{long_number(w * v[t])}")
            lines.append(f"z{token_sub(self.row)}[{t}] = {long_number(self.z_row[t])}")
        return lines

    def feeding_cells(self) -> dict[str, list[Cell]]:
        h, i = self.head or 0, self.row
        features = range(len(self.z_row)) if self.col is None else (self.col,)
        return {"weights": [(h, i, key) for key in range(len(self.weights))],
                "v": [(h, key, t) for key in range(len(self.values)) for t in features]}
