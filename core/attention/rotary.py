"""Rotary positions (RoPE, Su et al. 2021, "RoFormer"): q and k turned by an angle per position.

The row at position p (p = 0 for the first token) has its features paired as (2i, 2i+1), and
each pair turns by the angle p·θᵢ with θᵢ = base^(−2i/d_head): the RoFormer and llama.cpp
"normal" (interleaved) layout (``PAIRS``). Hugging Face's Llama code, and Gemma 3's weights as
its GGUF stores them, pair feature i with feature i + d_head/2 instead ("rotate half", ``HALF``);
that is the same rotation with the features of W^Q and W^K permuted, so it gives the same
scores with permuted weights (and wrong ones with weights meant for the other layout). Because
a turn by p·θ followed by the transposed turn by r·θ is a turn by (p − r)·θ, the score q̃_p·k̃_r
depends on the two tokens' words and on p − r only, never on where the pair stands.
"""

from __future__ import annotations

import functools
import math

import torch

DEFAULT_ROPE_BASE = 10000.0
PAIRS = "pairs"   # feature 2i turns with 2i + 1 (RoFormer, llama.cpp, SmolLM2's GGUF)
HALF = "half"     # feature i turns with i + d_head/2 (Hugging Face's rotate_half, Gemma 3)
LAYOUTS = (PAIRS, HALF)
# The angles p·θᵢ in float64 (exact to the last float32 bit of cos and sin), or in float32 as
# transformers computes them (θᵢ = 1 / base^(2i/d) and p·θᵢ in float32): what a comparison
# with its numbers on a long text needs, where p·θ₀ in float32 is off by up to 1e-4.
ANGLES = ("float64", "float32")
SHORTEST_TABLE = 64   # turn tables are kept for 64, 128, 256 … positions and sliced


def rotary_frequencies(d_head: int, base: float) -> torch.Tensor:
    """(d_head/2,) float64: θᵢ = base^(−2i/d_head), the turn per position of pair i."""
    pair = torch.arange(0, d_head, 2, dtype=torch.float64)           # (d_head/2,) = 2i
    return torch.pow(torch.tensor(float(base), dtype=torch.float64), -pair / d_head)


def rotary_cos_sin(n: int, d_head: int, base: float, positions: torch.Tensor | None = None,
                   *, scale: float = 1.0, angles: str = "float64"
                   ) -> tuple[torch.Tensor, torch.Tensor]:
    """(n, d_head/2) cos and sin of p·θᵢ/scale for the rows' positions (default 0 … n−1), in
    the ``angles`` precision (ANGLES); ``scale`` > 1 stretches positions (linear RoPE scaling)."""
    if angles == "float32":
        exponent = torch.arange(0, d_head, 2, dtype=torch.int64).float() / d_head
        frequencies = 1.0 / (float(base) ** exponent) / scale                # (d_head/2,) f32
    else:
        frequencies = rotary_frequencies(d_head, base)                       # (d_head/2,) f64
        frequencies = frequencies if scale == 1.0 else frequencies / scale
    if positions is None:
        positions = torch.arange(n)                                          # (n,)
    turned = positions.to(frequencies.dtype)[:, None] * frequencies[None, :]  # (n, d_head/2)
    return turned.cos(), turned.sin()


def rotate_pairs(x: torch.Tensor, base: float, positions: torch.Tensor | None = None
                 ) -> torch.Tensor:
    """x (…, n, d_head) with every row turned pair by pair: row p's pair (2i, 2i+1) by p·θᵢ,
    (a, b) -> (a·cos − b·sin, b·cos + a·sin).

    ``positions`` (n,) are the rows' positions (default 0 … n−1); d_head must be even.
    """
    return _rotate(x, base, PAIRS, positions)


def rotate_half(x: torch.Tensor, base: float, positions: torch.Tensor | None = None
                ) -> torch.Tensor:
    """x (…, n, d_head) turned in the rotate-half layout: feature i pairs with i + d_head/2,
    (a, b) -> (a·cos − b·sin, b·cos + a·sin) by p·θᵢ; ``positions`` as in rotate_pairs."""
    return _rotate(x, base, HALF, positions)


def _rotate(x: torch.Tensor, base: float, layout: str, positions: torch.Tensor | None
            ) -> torch.Tensor:
    if positions is None:
        return turn(x, base, layout)
    n, d_head = x.shape[-2], x.shape[-1]
    _check(d_head, base)
    tables = _tables if layout == PAIRS else _half_tables
    cos, signed_sin = tables(*rotary_cos_sin(n, d_head, base, positions), x.device, x.dtype)
    return x * cos + _swapped(x, layout) * signed_sin                     # (…, n, d_head)


def turn(x: torch.Tensor, base: float, layout: str = PAIRS, start: int = 0, *,
         scale: float = 1.0, angles: str = "float64") -> torch.Tensor:
    """x (…, n, d_head) with row r turned by its position start + r, in ``layout``: the turn the
    attention core (core.attention.attend) gives q and k, from tables kept per base."""
    n, d_head = x.shape[-2], x.shape[-1]
    _check(d_head, base)
    cos, signed_sin = turn_tables(start, start + n, d_head, float(base), layout, x.device,
                                  x.dtype, scale=float(scale), angles=angles)  # (n, d_head)
    return x * cos + _swapped(x, layout) * signed_sin                     # (…, n, d_head)


def _swapped(x: torch.Tensor, layout: str) -> torch.Tensor:
    """(…, n, d_head): each feature's partner in its pair, (a, b) -> (b, a)."""
    d_head = x.shape[-1]
    if layout == HALF:
        return x.roll(d_head // 2, -1)
    return x.unflatten(-1, (d_head // 2, 2)).flip(-1).flatten(-2)


def turn_tables(start: int, stop: int, d_head: int, base: float, layout: str,
                device: torch.device, dtype: torch.dtype, *, scale: float = 1.0,
                angles: str = "float64") -> tuple[torch.Tensor, torch.Tensor]:
    """(stop − start, d_head) cos and signed sin for positions start … stop − 1: slices of a
    table kept for a power of two of positions (so a decoder's growing text reuses it)."""
    length = max(SHORTEST_TABLE, 1 << max(stop - 1, 0).bit_length())
    cos, signed_sin = _kept_tables(length, d_head, base, layout, scale, angles, device, dtype)
    if start == 0 and stop == length:
        return cos, signed_sin
    return cos[start:stop], signed_sin[start:stop]


@functools.lru_cache(maxsize=8)
def _kept_tables(length: int, d_head: int, base: float, layout: str, scale: float,
                 angles: str, device: torch.device, dtype: torch.dtype
                 ) -> tuple[torch.Tensor, torch.Tensor]:
    if layout not in LAYOUTS:
        raise ValueError(f"unknown rotary layout {layout!r}: use {' or '.join(LAYOUTS)}")
    if angles not in ANGLES:
        raise ValueError(f"unknown angle precision {angles!r}: use {' or '.join(ANGLES)}")
    both = _tables if layout == PAIRS else _half_tables
    return both(*rotary_cos_sin(length, d_head, base, scale=scale, angles=angles), device,
                dtype)


def _tables(cos: torch.Tensor, sin: torch.Tensor, device, dtype):
    both = cos.repeat_interleave(2, dim=-1)                                  # (n, d_head)
    signed = torch.stack((-sin, sin), dim=-1).flatten(-2)                    # (n, d_head)
    return both.to(device, dtype), signed.to(device, dtype)


def _half_tables(cos: torch.Tensor, sin: torch.Tensor, device, dtype):
    both = torch.cat((cos, cos), dim=-1)                                     # (n, d_head)
    signed = torch.cat((-sin, sin), dim=-1)                                  # (n, d_head)
    return both.to(device, dtype), signed.to(device, dtype)


def _check(d_head: int, base: float) -> None:
    if d_head % 2:
        raise ValueError(f"rotary positions need an even d_head, got {d_head}")
    if not (math.isfinite(base) and base > 0):
        raise ValueError(f"rope_base must be a positive finite number, got {base!r}")
