"""The numbers of the rotation exercise (rotary positions): one pair of q or k turned by hand.

Row p's pair (x, y) = (v[2i], v[2i+1]) turns by the angle p·θᵢ, θᵢ = base^(−2i/d_head). By
hand one cannot take a cosine, so the page gives cos and sin of the angle rounded to
``TRIG_DECIMALS`` decimals, and the key works with those printed values: x·c − y·s and
x·s + y·c are exact in the printed numbers (x and y have one decimal), so the terms shown add
up to the result shown; the exact turn differs from it by at most (|x| + |y|)·0.005.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.worksheets.blocks import vec_name
from core.worksheets.context import VariantContext

TRIG_DECIMALS = 2


@dataclass(frozen=True)
class PairTurn:
    vector: str          # "q" or "k"
    row: int             # the token (0-based); its position p is the same number
    pair: int            # i: features 2i and 2i+1
    d_head: int
    base: float
    x: float             # v[2i] before the turn
    y: float             # v[2i+1] before the turn
    theta: float         # θᵢ = base^(−2i/d_head)
    angle: float         # p·θᵢ (radians)
    cos: float           # cos(p·θᵢ) rounded to TRIG_DECIMALS
    sin: float           # sin(p·θᵢ) rounded to TRIG_DECIMALS

    @property
    def position(self) -> int:
        return self.row

    @property
    def features(self) -> tuple[int, int]:
        return 2 * self.pair, 2 * self.pair + 1

    @property
    def turned(self) -> tuple[float, float]:
        """(x·c − y·s, x·s + y·c) with the printed c and s (rounded to 6 places: no float
        dust, the products are exact at three decimals)."""
        return (round(self.x * self.cos - self.y * self.sin, 6),
                round(self.x * self.sin + self.y * self.cos, 6))


def pair_turn(c: VariantContext) -> PairTurn:
    """The turn the rotation exercise asks about, from the variant's unrotated q or k."""
    s, picks = c.session, c.picks
    vector, row, pair = picks.rotate_vector, picks.rotate_row, picks.rotate_pair
    values = c.trace.head(vector, 0)[row]                        # (d_head,) before the turn
    theta = float(s.rope_base) ** (-2 * pair / s.d_head)
    angle = row * theta
    return PairTurn(vector, row, pair, s.d_head, float(s.rope_base),
                    float(values[2 * pair]), float(values[2 * pair + 1]), theta, angle,
                    round(math.cos(angle), TRIG_DECIMALS) + 0.0,
                    round(math.sin(angle), TRIG_DECIMALS) + 0.0)


def turned_name(vector: str, row: int) -> str:
    """'q̃₃': the turned vector of token ``row``, as the window's explanations write it."""
    return vec_name(f"{vector}\u0303", row)
