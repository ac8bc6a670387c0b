"""Each head's queries and keys in one plane, and how well the plane's dot products match the
trace's scores. Everything is read from a Trace: no engine run here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.attention.trace import Trace
from core.i18n import translate
from core.number_text import number
from core.vectors.plane import Plane, best_plane


@dataclass(frozen=True, eq=False)
class HeadVectors:
    head: int                 # 0-based
    plane: Plane
    q: np.ndarray             # (n, 2): q_i in the plane
    k: np.ndarray             # (n, 2): k_j in the plane
    q_full: np.ndarray        # (n, d_head): the trace's q (q_rotated with rotary positions)
    k_full: np.ndarray        # (n, d_head): the trace's k (k_rotated with rotary positions)
    scores: np.ndarray        # (n, n): the trace's scores q_i · k_j
    plane_scores: np.ndarray  # (n, n): the plane's q'_i · k'_j
    max_error: float          # max |plane_scores − scores| over finite cells (~1e-7 when exact)
    correlation: float | None  # Pearson r of the two score matrices; None when one is constant

    @property
    def exact(self) -> bool:
        return self.plane.exact

    def match_text(self) -> str:
        """How far the plane's dot products are from the true scores, in words."""
        if self.exact:
            return translate("Vectors", "2-D dot products are the scores")
        r = translate("Vectors", "r undefined (constant scores)") if self.correlation is None \
            else f"r = {self.correlation:.3f}"
        return translate("Vectors", "2-D dot products vs scores: {r}, largest error {error}") \
            .format(r=r, error=number(self.max_error, 3))


def head_vectors(trace: Trace, head: int = 0) -> HeadVectors:
    """Head ``head``'s q and k (n, d_head) in the best plane of the stacked [Q; K] (2n, d_head):
    with rotary positions the turned q̃ and k̃, the vectors the scores multiply."""
    q_full = trace.head(trace.scored("q"), head)   # (n, d_head)
    k_full = trace.head(trace.scored("k"), head)   # (n, d_head)
    scores = trace.head("scores", head)       # (n, n)
    plane = best_plane(np.vstack([q_full, k_full]))
    q, k = plane.project(q_full), plane.project(k_full)
    with np.errstate(over="ignore", invalid="ignore"):   # (n, 1) * (1, n) twice: no BLAS
        plane_scores = q[:, :1] * k[:, 0] + q[:, 1:] * k[:, 1]    # (n, n) = q' k'ᵀ
    max_error, correlation = score_match(plane_scores, scores, (q, k))   # exact: rounding only
    return HeadVectors(head, plane, q, k, q_full, k_full, scores, plane_scores,
                       max_error, correlation)


def all_heads(trace: Trace) -> list[HeadVectors]:
    return [head_vectors(trace, head) for head in range(trace.n_heads)]


def score_match(plane_scores: np.ndarray, scores: np.ndarray,
                factors: tuple[np.ndarray, np.ndarray] | None = None) -> tuple[float, float | None]:
    """(max absolute error, Pearson r) over the cells finite in both; r None when undefined.

    ``factors`` (q', k'), each (n, 2), with plane_scores = q' k'ᵀ: the plane's sums then come
    from 2 × 2 matrices, not from the (n, n) cells (at n = 512 the match took 2.3 ms, half of
    the view's numbers). einsum keeps off numpy's BLAS threads (core.vectors.plane.matmul)."""
    a, b = plane_scores.ravel(), scores.ravel()
    with np.errstate(over="ignore", invalid="ignore"):
        sum_b = float(np.sum(b))
        if factors is not None and math.isfinite(sum_b) and np.isfinite(factors[0]).all() \
                and np.isfinite(factors[1]).all():
            q, k = factors
            sum_a = float(q.sum(axis=0) @ k.sum(axis=0))              # Σ_ij q'_i · k'_j
            square_a = float(np.sum(np.einsum("ia,ib->ab", q, q)        # ‖q' k'ᵀ‖²
                                    * np.einsum("ia,ib->ab", k, k)))
            if math.isfinite(sum_a) and math.isfinite(square_a):
                return _match(a, b, sum_a, sum_b, square_a)
        return _cellwise_match(a, b)


def _match(a: np.ndarray, b: np.ndarray, sum_a: float, sum_b: float,
           square_a: float) -> tuple[float, float | None]:
    """The finite case from the plane's sums: four passes over the cells, not ten."""
    difference = a - b
    max_error = float(np.max(np.abs(difference, out=difference)))
    count = float(a.size)
    square_b = float(np.einsum("i,i->", b, b))
    product = float(np.einsum("i,i->", a, b))
    var_a = square_a - sum_a * sum_a / count
    var_b = square_b - sum_b * sum_b / count
    covariance = product - sum_a * sum_b / count
    # Σx² − (Σx)²/N loses ~1e-16 of Σx² to rounding: a variance under 1e-6 of it (a constant
    # matrix, or a large mean with a small spread) is read cell by cell, centred first.
    if var_a <= 1e-6 * square_a or var_b <= 1e-6 * square_b:
        return _cellwise_match(a, b)
    norm = math.sqrt(var_a * var_b)
    if not math.isfinite(norm) or norm == 0.0:
        return _cellwise_match(a, b)
    return max_error, float(np.clip(covariance / norm, -1.0, 1.0))


def _cellwise_match(a: np.ndarray, b: np.ndarray) -> tuple[float, float | None]:
    with np.errstate(over="ignore", invalid="ignore"):
        if not (np.isfinite(np.sum(a)) and np.isfinite(np.sum(b))):   # inf/NaN, or overflow
            finite = np.isfinite(a) & np.isfinite(b)
            if not finite.any():
                return 0.0, None
            a, b = a[finite], b[finite]
        difference = a - b
        max_error = float(np.max(np.abs(difference, out=difference)))
        count = float(a.size)
        mean_a, mean_b = float(np.sum(a)) / count, float(np.sum(b)) / count
        centred_a, centred_b = a - mean_a, b - mean_b
        var_a = float(np.einsum("i,i->", centred_a, centred_a))
        var_b = float(np.einsum("i,i->", centred_b, centred_b))
        covariance = float(np.einsum("i,i->", centred_a, centred_b))
        if var_a <= 1e-24 * count * mean_a ** 2 or var_b <= 1e-24 * count * mean_b ** 2 or \
                var_a == 0.0 or var_b == 0.0:                   # a constant matrix: no r
            return max_error, None
        norm = math.sqrt(var_a * var_b)
        if not math.isfinite(norm) or norm == 0.0:
            return max_error, None
        return max_error, float(np.clip(covariance / norm, -1.0, 1.0))
