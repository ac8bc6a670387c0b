"""Rotary positions seen in the plane of one pair: each token's q and k pair before and after
its turn by p·θᵢ (θᵢ = base^(−2i/d_head), p = the token's position, counted from 0).

A pair (features 2i, 2i+1) is a point of a plane of its own, so nothing is projected: the
arrows are the numbers themselves. "Before" is the projected q (k), "after" the q̃ (k̃) the
scores multiply, both read from the trace; the angles are computed here from the base.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.attention.trace import Trace


@dataclass(frozen=True)
class PairTurns:
    head: int
    pair: int                 # i: features 2i and 2i+1
    base: float
    d_head: int
    theta: float              # θᵢ = base^(−2i/d_head), the turn per position (radians)
    angles: np.ndarray        # (n,) p·θᵢ for p = 0 … n−1
    q_before: np.ndarray      # (n, 2) each token's (q[2i], q[2i+1])
    q_after: np.ndarray       # (n, 2) the same pair of q̃, turned by p·θᵢ
    k_before: np.ndarray      # (n, 2)
    k_after: np.ndarray       # (n, 2)

    @property
    def features(self) -> tuple[int, int]:
        return 2 * self.pair, 2 * self.pair + 1

    def stacked(self) -> np.ndarray:
        """(4n, 2): q before, q after, k before, k after (the order the view draws them)."""
        return np.vstack([self.q_before, self.q_after, self.k_before, self.k_after])


def pair_count(trace: Trace) -> int:
    """How many pairs a head's q has (0 without rotary positions: nothing turns)."""
    return trace.head_shape("q")[1] // 2 if trace.rotary else 0


def pair_turns(trace: Trace, head: int, pair: int) -> PairTurns:
    """Pair ``pair`` of head ``head``'s q and k, before and after the turn; ValueError when the
    trace has no rotary positions or the pair is out of range."""
    count = pair_count(trace)
    if count == 0:
        raise ValueError("rotary positions are off: no pair turns")
    if not 0 <= pair < count:
        raise ValueError(f"pair {pair} out of range 0..{count - 1}")
    d_head = 2 * count
    a, b = 2 * pair, 2 * pair + 2
    theta = float(trace.rope_base) ** (-2.0 * pair / d_head)
    n = trace.head_shape("q")[0]
    angles = np.arange(n, dtype=np.float64) * theta                     # (n,)
    return PairTurns(head, pair, float(trace.rope_base), d_head, theta, angles,
                     trace.head("q", head)[:, a:b], trace.head(trace.scored("q"), head)[:, a:b],
                     trace.head("k", head)[:, a:b], trace.head(trace.scored("k"), head)[:, a:b])
