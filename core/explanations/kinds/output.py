"""``output`` (i, c) with W^O: each head's z row times its own rows of W^O, plus b^O[c]."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from core.explanations.base import (
    Cell,
    Explanation,
    Tokens,
    Vector,
    exact_sum,
    joined_terms,
    long_number,
)
from core.explanations.kinds.dot_product import DotProductExplanation
from core.explanations.notation import factor, number, token_sub
from core.i18n import translate


@dataclass(frozen=True)
class OutputExplanation(Explanation):
    """``output`` (i, c) with W^O: Σ_h (concat_h[i, :] · W_O[h*d_head : (h+1)*d_head, c]) + b_O[c].

    heads[h] is that head's contribution as a dot product (left: the head's block of concat row
    i, which is z_h[i, :], or zeros for a head switched off; right: W^O's rows h·d_head …
    h·d_head + d_head − 1 of column c, ``right_first_row`` = h·d_head); bias is b_O[c] or None.
    head_contributions[h] = heads[h].recombine(); heads_off lists the heads switched off.
    """

    heads: tuple[DotProductExplanation, ...]
    bias: float | None = None
    heads_off: tuple[int, ...] = ()

    drawing: ClassVar[str] = "output"

    @cached_property
    def head_contributions(self) -> Vector:
        return tuple(h.recombine() for h in self.heads)

    def recombine(self) -> float:
        return exact_sum(self.head_contributions) + (self.bias or 0.0)

    def formula(self) -> str:
        bias = " + b^O" if self.bias is not None else ""
        rows = translate("Explanations", "rows of head h")
        return f"out{token_sub(self.row)}[{self.col}] = Σₕ zₕ,{token_sub(self.row)} · " \
               f"W^O[{rows}, {self.col}]{bias}"

    def short_text(self, tokens: Tokens = None) -> str:
        off = " (" + translate("Explanations", "off") + ")"
        terms = [f"{self._head_text(h)}{off if h in self.heads_off else ''} {factor(c)}"
                 for h, c in enumerate(self.head_contributions)]
        bias = "" if self.bias is None else f" + b^O {factor(self.bias)}"
        return (f"out{token_sub(self.row)}[{self.col}] = {joined_terms(terms)}{bias} = "
                f"{number(self.value)}")

    def _head_text(self, head: int) -> str:
        """'head 2'; with one head its product 'z₂·W^O' (no other head to tell it from)."""
        return self.head_name(head) or f"z{token_sub(self.row)}·W^O"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        """Per head: its z row times W^O's rows h·d_head … h·d_head + d_head − 1 of column c."""
        lines = []
        for part, contribution in zip(self.heads, self.head_contributions, strict=True):
            first, last = part.right_first_row, part.right_first_row + len(part.right) - 1
            off = " (" + translate("Explanations", "switched off: its z is left out, zeros") + \
                ")" if part.head in self.heads_off else ""
            lines.append(translate("Explanations", "{head}{off}: {z} · W^O rows {first}..{last}, "
                                                   "column {column} = {value}").format(
                head=self._head_text(part.head), off=off, z=f"z{token_sub(self.row)}", first=first,
                last=last, column=self.col, value=long_number(contribution)))
            lines += ["  " + line for line in part.long_lines()[:-1]]
        if self.bias is not None:
            lines.append(f"+ b^O[{self.col}] = {long_number(self.bias)}")
        return lines

    def feeding_cells(self) -> dict[str, list[Cell]]:
        i, j, d_head = self.row, self.col, len(self.heads[0].left)
        on = [p for p in self.heads if p.head not in self.heads_off]  # an off head feeds nothing
        cells = {"z": [(p.head, i, t) for p in on for t in range(d_head)],
                 "W_O": [(0, p.head * d_head + t, j) for p in on for t in range(d_head)]}
        if self.bias is not None:
            cells["b_O"] = [(0, 0, j)]
        return cells
