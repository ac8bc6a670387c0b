"""A dot product plus an optional bias: q/k/v (x_i · W[:, t] + b[t]) and scores (q_i · k_j)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from core.explanations.base import (
    Cell,
    Explanation,
    Tokens,
    Vector,
    cell_symbol,
    exact_sum,
    joined_terms,
    long_factor,
    long_number,
)
from core.explanations.notation import factor, number, symbol, token_sub
from core.i18n import translate

_LETTERS = {"q_rotated": "q\u0303", "k_rotated": "k\u0303"}


@dataclass(frozen=True)
class DotProductExplanation(Explanation):
    """A dot product plus an optional bias: q/k/v (x_i · W[:, t] + b[t]) and scores (q_i · k_j).

    left, right: the two vectors (same length); products[m] = left[m] * right[m].
    left_name/right_name say what they are (``"x"``/``"W_Q"``, ``"q"``/``"k"``, or with rotary
    positions ``"q_rotated"``/``"k_rotated"``, written q̃/k̃); the summation runs over
    ``index_name`` (``"m"`` over d_model, ``"t"`` over d_head).
    """

    left_name: str
    right_name: str
    index_name: str
    left: Vector
    right: Vector
    bias: float | None = None
    bias_name: str | None = None
    right_first_row: int = 0  # the right vector's first row in its matrix (W^O: head·d_head)

    drawing: ClassVar[str] = "dot_product"

    @cached_property
    def products(self) -> Vector:
        return tuple(a * b for a, b in zip(self.left, self.right, strict=True))

    def recombine(self) -> float:
        return exact_sum(self.products) + (self.bias or 0.0)

    @property
    def is_projection(self) -> bool:
        """q, k or v (x times a weight column), not a score (q times k)."""
        return self.stage in ("q", "k", "v")

    def formula(self) -> str:
        i, j = self.row, self.col
        if self.is_projection:
            bias = f" + {symbol(self.bias_name)}[{j}]" if self.bias_name else ""
            return (f"{cell_symbol(self)} = x{token_sub(i)} · {symbol(self.right_name)}[:, {j}]"
                    f"{bias}")
        q, k = self._score_letters()
        return (f"{q}{token_sub(i)}·{k}{token_sub(j)} = "
                f"Σₜ {q}{token_sub(i)}[t]·{k}{token_sub(j)}[t]")

    def _score_letters(self) -> tuple[str, str]:
        """('q', 'k'), or ('q̃', 'k̃') for a score of the turned vectors (rotary positions)."""
        return tuple(_LETTERS.get(name, name) for name in (self.left_name, self.right_name))

    def short_text(self, tokens: Tokens = None) -> str:
        terms = [f"{factor(a)}·{factor(b)}" for a, b in zip(self.left, self.right, strict=True)]
        bias = "" if self.bias is None else f" + {factor(self.bias)}"
        q, k = self._score_letters()
        name = f"{q}{token_sub(self.row)}·{k}{token_sub(self.col)}" if self.stage == "scores" \
            else cell_symbol(self)
        return f"{name} = {joined_terms(terms)}{bias} = {number(self.value)}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        left, right, k = self.left_name, symbol(self.right_name), self.index_name
        lines = []
        for index, (a, b) in enumerate(zip(self.left, self.right, strict=True)):
            if self.stage == "scores":
                q_letter, k_letter = self._score_letters()
                names = (f"{q_letter}{token_sub(self.row)}[{index}]·"
                         f"{k_letter}{token_sub(self.col)}[{index}]")
            else:
                row = index + self.right_first_row  # W^O: head h's rows start at h·d_head
                names = f"{left}{token_sub(self.row)}[{index}]·{right}[{row}, {self.col}]"
            lines.append(f"{k}={index}: {names} = {long_factor(a)}·{long_factor(b)} = "
                         f"{long_number(a * b)}")
        if self.bias is not None:
            lines.append(f"+ {symbol(self.bias_name or 'b')}[{self.col}] = "
                         f"{long_number(self.bias)}")
        lines.append(translate("Explanations", "sum = {value}").format(
            value=long_number(self.recombine())))
        return lines

    def feeding_cells(self) -> dict[str, list[Cell]]:
        h, i, j = self.head or 0, self.row, self.col
        if self.is_projection:
            cells = {"x": [(0, i, m) for m in range(len(self.left))],
                     self.right_name: [(h, m, j) for m in range(len(self.right))]}
            if self.bias_name is not None:
                cells[self.bias_name] = [(h, 0, j)]
            return cells
        cells = {"q": [(h, i, t) for t in range(len(self.left))],     # a score
                 "k": [(h, j, t) for t in range(len(self.right))]}
        if self.left_name != "q":  # rotary: the turned rows fed it, and they come from q, k
            cells |= {self.left_name: cells["q"], self.right_name: cells["k"]}
        return cells
