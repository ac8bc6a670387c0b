"""``weights`` row i or cell (i, j): a stable softmax, step by step."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from core.explanations.base import (
    SHOWN_TERMS,
    Cell,
    Explanation,
    Tokens,
    Vector,
    exact_sum,
    long_factor,
    long_number,
    softmax_row,
)
from core.explanations.notation import (
    factor,
    key_word,
    number,
    person,
    query_word,
    token_sub,
    token_sub2,
)
from core.i18n import translate


@dataclass(frozen=True)
class SoftmaxExplanation(Explanation):
    """``weights`` row i (col None) or cell (i, j): a stable softmax, step by step.

    inputs: the masked row (-inf for hidden keys); row_max: its max over visible keys;
    exps[j] = exp(inputs[j] - row_max) (0 for hidden keys); row_sum = Σ exps;
    quotients[j] = exps[j] / row_sum (the weights, recomputed). ``weights_row`` is the trace's
    row. A fully masked row has row_max -inf, row_sum 0 and zero weights (``fully_masked``).
    For a cell, value = weights[i, j]; for a whole row, value = Σ_j weights[i, j] (1, or 0
    for a fully masked row).
    """

    inputs: Vector
    allowed: tuple[bool, ...]
    weights_row: Vector

    drawing: ClassVar[str] = "softmax"

    @cached_property
    def fully_masked(self) -> bool:
        return not any(self.allowed)

    @cached_property
    def row_max(self) -> float:
        visible = [x for x, ok in zip(self.inputs, self.allowed, strict=True) if ok]
        return max(visible) if visible else -math.inf

    @cached_property
    def exps(self) -> Vector:
        top = self.row_max
        return tuple(math.exp(x - top) if ok and x != -math.inf else 0.0
                     for x, ok in zip(self.inputs, self.allowed, strict=True))

    @cached_property
    def row_sum(self) -> float:
        return exact_sum(self.exps)

    @cached_property
    def quotients(self) -> Vector:
        total = self.row_sum
        return tuple(e / total if total > 0 else 0.0 for e in self.exps)

    def recombine(self) -> float:
        quotients = self.quotients
        return quotients[self.col] if self.col is not None else exact_sum(quotients)

    def row_width(self) -> int:
        return len(self.weights_row)

    def formula(self) -> str:
        # s: the row softmax is given (the masked stage, S / √d_k + M); X stays the embeddings
        i, j = self.row, self.col
        row = token_sub(i)
        cell = (f"a{token_sub2(i, j)} = e^(s{token_sub2(i, j)} − max) / Σₖ e^(s{row},ₖ − max)"
                if j is not None else f"Σₖ a{row},ₖ")
        return f"{softmax_row(i)}: {cell}"

    def short_text(self, tokens: Tokens = None) -> str:
        return f"{softmax_row(self.row)}: {self._short_steps()}"

    def _short_steps(self) -> str:
        if self.fully_masked:
            return translate("Explanations", "every key is masked, so every weight is 0 (not "
                                             "NaN)")
        j = self.col
        if j is None:
            weights = ", ".join(number(w) for w in self.weights_row[:SHOWN_TERMS])
            more = ", …" if len(self.weights_row) > SHOWN_TERMS else ""
            return translate("Explanations", "max {max}, Σ e^(s−max) = {sum}, weights "
                                             "{weights} (sum {total})").format(
                max=number(self.row_max), sum=number(self.row_sum), weights=weights + more,
                total=number(self.value))
        if not self.allowed[j]:
            return translate("Explanations", "{key} is masked: e^(−∞) = 0, so {a} = 0").format(
                key=key_word(j), a=f"a{token_sub2(self.row, j)}")
        total = number(self.row_sum)  # Σₖ e^(sₖ − max), written as its value: never "Σ = 0"
        return (f"a{token_sub2(self.row, j)} = e^({number(self.inputs[j])} − "
                f"{factor(self.row_max)}) / {total} = {number(self.exps[j])} / {total} = "
                f"{number(self.value)}")

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        if self.fully_masked:
            return [translate("Explanations", "every key is masked for {query}: there is "
                                              "nothing to attend to").format(
                        query=query_word(self.row)),
                    translate("Explanations",
                              "the weights are defined as 0 (a plain softmax would give NaN)")]
        row = token_sub(self.row)
        lines = [translate("Explanations", "{s} = row {row} of the masked stage (S / √d_k + M): "
                                           "softmax's input").format(s=f"s{row}",
                                                                     row=person(self.row)),
                 translate("Explanations", "row max (visible keys) = {value}").format(
                     value=long_number(self.row_max))]
        for key, (s, ok, ex) in enumerate(zip(self.inputs, self.allowed, self.exps,
                                              strict=True)):
            label = key_word(key, tokens)
            if not ok:
                lines.append(f"{label}: " + translate("Explanations", "masked, e^(−∞) = 0"))
            else:
                lines.append(f"{label}: e^(s{token_sub2(self.row, key)} − max) = "
                             f"e^({long_number(s)} − {long_factor(self.row_max)}) = "
                             f"{long_number(ex)}")
        lines.append(f"Σₖ e^(s{row},ₖ − max) = {long_number(self.row_sum)}")
        for key, (ex, w) in enumerate(zip(self.exps, self.quotients, strict=True)):
            lines.append(f"a{token_sub2(self.row, key)} = {long_number(ex)} / "
                         f"{long_number(self.row_sum)} = {long_number(w)}")
        return lines

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"masked": [(self.head or 0, self.row, key) for key in range(len(self.inputs))]}
