"""Rotary positions (RoPE, Su et al. 2021, "RoFormer"): q and k turned by an angle per position.

The row at position p (p = 0 for the first token) has its features paired as (2i, 2i+1), and
each pair turns by the angle p·θᵢ with θᵢ = base^(−2i/d_head): the RoFormer and llama.cpp
"normal" (interleaved) layout. Hugging Face's Llama code pairs feature i with feature
i + d_head/2 instead ("rotate half"); that is the same rotation with the features of W^Q and
W^K permuted, so it gives the same scores with permuted weights. Because a turn by p·θ followed
by the transposed turn by r·θ is a turn by (p − r)·θ, the score q̃_p·k̃_r depends on the two
tokens' words and on p − r only, never on where the pair stands.
"""

from __future__ import annotations

import functools
import math

import torch

DEFAULT_ROPE_BASE = 10000.0


def rotary_frequencies(d_head: int, base: float) -> torch.Tensor:
    """(d_head/2,) float64: θᵢ = base^(−2i/d_head), the turn per position of pair i."""
    pair = torch.arange(0, d_head, 2, dtype=torch.float64)           # (d_head/2,) = 2i
    return torch.pow(torch.tensor(float(base), dtype=torch.float64), -pair / d_head)


def rotary_cos_sin(n: int, d_head: int, base: float, positions: torch.Tensor | None = None
                   ) -> tuple[torch.Tensor, torch.Tensor]:
    """(n, d_head/2) float64 cos and sin of p·θᵢ for the rows' positions (default 0 … n−1)."""
    if positions is None:
        positions = torch.arange(n, dtype=torch.float64)                    # (n,)
    angles = positions.to(torch.float64)[:, None] * rotary_frequencies(d_head, base)[None, :]
    return angles.cos(), angles.sin()                                       # (n, d_head/2) each


@functools.lru_cache(maxsize=4)
def _turn_tables(n: int, d_head: int, base: float, device: torch.device,
                 dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """(n, d_head) tables of positions 0 … n−1 on ``device`` in ``dtype``: cos of each pair's
    angle on both its features, and sin signed (−sin, +sin); computed once in float64 on the
    host per size, then shared by the runs (read-only)."""
    return _tables(*rotary_cos_sin(n, d_head, base), device, dtype)


def _tables(cos: torch.Tensor, sin: torch.Tensor, device, dtype):
    both = cos.repeat_interleave(2, dim=-1)                                  # (n, d_head)
    signed = torch.stack((-sin, sin), dim=-1).flatten(-2)                    # (n, d_head)
    return both.to(device, dtype), signed.to(device, dtype)


def rotate_pairs(x: torch.Tensor, base: float, positions: torch.Tensor | None = None
                 ) -> torch.Tensor:
    """x (…, n, d_head) with every row turned pair by pair: row p's pair (2i, 2i+1) by p·θᵢ,
    (a, b) -> (a·cos − b·sin, b·cos + a·sin).

    ``positions`` (n,) are the rows' positions (default 0 … n−1); d_head must be even.
    """
    n, d_head = x.shape[-2], x.shape[-1]
    if d_head % 2:
        raise ValueError(f"rotary positions need an even d_head, got {d_head}")
    if not (math.isfinite(base) and base > 0):
        raise ValueError(f"rope_base must be a positive finite number, got {base!r}")
    if positions is None:
        cos, signed_sin = _turn_tables(n, d_head, float(base), x.device, x.dtype)
    else:
        cos, signed_sin = _tables(*rotary_cos_sin(n, d_head, base, positions), x.device,
                                  x.dtype)
    swapped = x.unflatten(-1, (d_head // 2, 2)).flip(-1).flatten(-2)     # (…, n, d_head): b, a
    return x * cos + swapped * signed_sin                                 # (…, n, d_head)
