"""What an explanation holds: small frozen dataclasses whose parts add up to the cell's value.

Every explanation has ``stage``, ``head`` (None for ``x`` and ``output``, which have no head
axis), ``row`` (the query / token i), ``col`` (None for a whole-row request), ``value`` (the
trace's number) and ``recombine()``, which recomputes ``value`` from the parts alone.
Numbers are plain Python floats (float64); vectors are tuples of floats. Derived parts
(products, exps, ...) are computed once, on first use.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

Vector = tuple[float, ...]


def _exact_sum(values) -> float:
    """A correctly rounded sum (math.fsum) that keeps -inf/inf instead of raising."""
    values = list(values)
    if any(math.isinf(v) or math.isnan(v) for v in values):
        return float(sum(values))
    return math.fsum(values)


@dataclass(frozen=True)
class Explanation:
    stage: str
    head: int | None
    row: int
    col: int | None
    value: float

    def recombine(self) -> float:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@dataclass(frozen=True)
class InputExplanation(Explanation):
    """``x`` (i, m): token i's input feature m, a number the learner set (no parts)."""

    def recombine(self) -> float:
        return self.value


@dataclass(frozen=True)
class DotProductExplanation(Explanation):
    """A dot product plus an optional bias: q/k/v (x_i · W[:, t] + b[t]) and scores (q_i · k_j).

    left, right: the two vectors (same length); products[m] = left[m] * right[m].
    left_name/right_name say what they are (``"x"``/``"W_Q"`` or ``"q"``/``"k"``); the
    summation runs over ``index_name`` (``"m"`` over d_model, ``"t"`` over d_head).
    """

    left_name: str
    right_name: str
    index_name: str
    left: Vector
    right: Vector
    bias: float | None = None
    bias_name: str | None = None
    right_first_row: int = 0  # the right vector's first row in its matrix (W^O: head·d_head)

    @cached_property
    def products(self) -> Vector:
        return tuple(a * b for a, b in zip(self.left, self.right, strict=True))

    def recombine(self) -> float:
        return _exact_sum(self.products) + (self.bias or 0.0)


@dataclass(frozen=True)
class QuotientExplanation(Explanation):
    """``scaled`` (i, j) = score / divisor (√d_head, or 1 with scaling off)."""

    score: float
    divisor: float
    d_head: int
    scaling_on: bool
    temperature: float | None = None  # a divisor τ chosen instead of √d_head

    @property
    def divisor_name(self) -> str:
        """How the divisor is written: √d_head, τ, or 1 with scaling off."""
        if not self.scaling_on:
            return "1"
        return f"√{self.d_head}" if self.temperature is None else "τ"

    def recombine(self) -> float:
        return self.score / self.divisor


# Why a masked cell is -inf (or None when the key is visible).
CAUSAL = "causal"
CUSTOM = "custom"


@dataclass(frozen=True)
class MaskExplanation(Explanation):
    """``masked`` (i, j): the scaled score when key j is visible, else -inf and ``reason``.

    reason: None (visible), ``"causal"`` (key j comes after query i under the causal mask) or
    ``"custom"`` (the session's own mask blocks it).
    """

    scaled: float
    reason: str | None

    @property
    def blocked(self) -> bool:
        return self.reason is not None

    def recombine(self) -> float:
        return -math.inf if self.blocked else self.scaled


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
        return _exact_sum(self.exps)

    @cached_property
    def quotients(self) -> Vector:
        total = self.row_sum
        return tuple(e / total if total > 0 else 0.0 for e in self.exps)

    def recombine(self) -> float:
        quotients = self.quotients
        return quotients[self.col] if self.col is not None else _exact_sum(quotients)


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

    def contributions(self, t: int) -> Vector:
        """weights[j] · values[j][t] for every key j."""
        return tuple(w * v[t] for w, v in zip(self.weights, self.values, strict=True))

    def contribution_rows(self) -> tuple[Vector, ...]:
        """(n, d_head): row j is weights[j] · v_j, value row j scaled by its weight."""
        pairs = zip(self.weights, self.values, strict=True)
        return tuple(tuple(w * x for x in v) for w, v in pairs)

    def recombine_row(self) -> Vector:
        return tuple(_exact_sum(self.contributions(t)) for t in range(len(self.z_row)))

    def recombine(self) -> float:
        if self.col is not None:
            return _exact_sum(self.contributions(self.col))
        return _exact_sum(self.recombine_row())


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

    @cached_property
    def head_contributions(self) -> Vector:
        return tuple(h.recombine() for h in self.heads)

    def recombine(self) -> float:
        return _exact_sum(self.head_contributions) + (self.bias or 0.0)


@dataclass(frozen=True)
class ConcatExplanation(Explanation):
    """``concat`` (i, c), or ``output`` (i, c) without W^O (the output is concat itself): column c
    is z of head ``source_head`` at feature ``feature`` (c = source_head * d_head + feature),
    or 0 when that head is switched off (``head_off``; ``z_value`` is still the head's z).

    head_contributions: one number per head (``n_heads`` of them), the value at source_head and
    0 elsewhere, so that Σ head_contributions = value as for :class:`OutputExplanation`.
    """

    source_head: int
    feature: int
    z_value: float
    n_heads: int = 1
    head_off: bool = False

    @property
    def bias(self) -> None:
        """No b^O without W^O (so every output explanation has a ``bias``)."""
        return None

    @cached_property
    def head_contributions(self) -> Vector:
        share = 0.0 if self.head_off else self.z_value
        return tuple(share if h == self.source_head else 0.0 for h in range(self.n_heads))

    def recombine(self) -> float:
        return 0.0 if self.head_off else self.z_value
