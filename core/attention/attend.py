"""The one attention core: a head's (or all heads') attention from q, k and v.

Every place in core that computes attention calls ``attend``: the lesson's engine
(core.attention.engine), the pretrained encoder (core.pretrained.bert) and decoders
(core.pretrained.decoder_blocks: SmolLM2's and every GGUF's, with the KV cache) and the
training lab (core.training.attention_model). It computes the lesson's stages under their names:

    q_rotated, k_rotated = q, k turned by position        (rotary positions only)
    scores  = Q Kᵀ                                         (…, h, n, N)
    scaled  = scores / divisor                             (√d_head unless given; 1 = unscaled)
    masked  = scaled, −∞ where the mask hides a key        (core.attention.attention_mask)
    weights = softmax(masked) row by row                   (a row with no key: zeros)
    z       = weights V                                    (…, h, n, d_v)

Shapes: q (…, h, n, d) for all heads or (n, d) for one; k (…, kv, n, d) and v (…, kv, n, d_v)
with kv dividing h: query head i reads key/value head i // (h / kv) (grouped-query attention;
kv = h is plain multi-head, kv = 1 multi-query). ``past`` holds the keys and values of earlier
calls (a KV cache: keys already turned), so N = M + n keys in all, and the n query rows are the
tokens at positions M … N − 1: the turn and the causal and window masks count from there.
Positions added to X (sinusoidal, learned) happen before q and k: nothing to do here.

``hooks={"weights": fn}``: fn(tensor, *, stage) observes a stage (returns None) or replaces it
(returns a tensor of its shape) before the next stage reads it (core.attention.hooks); a call
with no hooks builds no observer and checks nothing per stage.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

import torch

from core.attention.attention_mask import NO_MASK, AttentionMask, allowed_keys, blocked_rows
from core.attention.hooks import Hook, checked_hooks, stage_observer
from core.attention.rotary import ANGLES, LAYOUTS, PAIRS, turn

ATTEND_STAGES = ("q_rotated", "k_rotated", "scores", "scaled", "masked", "weights", "z")


@dataclass(frozen=True)
class Rotary:
    """Rotary positions for one layer: the base of θᵢ = base^(−2i/d), how features pair
    (core.attention.rotary: PAIRS for SmolLM2 and llama.cpp, HALF for Gemma 3), a linear
    scaling of positions (p / scale) and the angles' precision (rotary.ANGLES)."""

    base: float
    layout: str = PAIRS
    scale: float = 1.0
    angles: str = "float64"

    def __post_init__(self) -> None:
        for name in ("base", "scale"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not (
                    math.isfinite(value) and value > 0):
                label = "rope_base" if name == "base" else "the rotary scale"
                raise ValueError(f"{label} must be a positive finite number, got {value!r}")
        if self.layout not in LAYOUTS:
            raise ValueError(f"unknown rotary layout {self.layout!r}: use "
                             f"{' or '.join(LAYOUTS)}")
        if self.angles not in ANGLES:
            raise ValueError(f"unknown angle precision {self.angles!r}: use "
                             f"{' or '.join(ANGLES)}")


class Attended(NamedTuple):
    """What one call computed (per-head tensors carry q's leading axes)."""

    scores: torch.Tensor             # (…, h, n, N)
    scaled: torch.Tensor             # (…, h, n, N)
    masked: torch.Tensor             # (…, h, n, N), −∞ where hidden (``scaled`` when no mask)
    weights: torch.Tensor            # (…, h, n, N), rows sum to 1 (0 for a blocked row)
    z: torch.Tensor                  # (…, h, n, d_v)
    keys: torch.Tensor               # (…, kv, N, d) every key scored, turned: what a cache keeps
    values: torch.Tensor             # (…, kv, N, d_v)
    q_rotated: torch.Tensor | None   # (…, h, n, d), with rotary positions
    k_rotated: torch.Tensor | None   # (…, kv, n, d) this call's keys turned, with rotary
    allowed: torch.Tensor | None     # bool, broadcastable to (…, n, N); None: every key visible
    blocked: torch.Tensor | None     # (…, n) bool: rows that see no key; None: none can


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
           mask: AttentionMask = NO_MASK, rotary: Rotary | None = None,
           divisor: float | None = None,
           past: tuple[torch.Tensor, torch.Tensor] | None = None,
           hooks: Mapping[str, Hook] | None = None) -> Attended:
    """Attention of the query rows q over the keys k (after ``past``'s) with values v.

    divisor: what the scores are divided by (default √d); mask: causal, window, allowed,
    padding (default: every key visible); rotary: turn q and k by position (default: none).
    """
    observe = stage_observer(checked_hooks(hooks, ATTEND_STAGES)) if hooks else None
    group = _group(q, k, v, past)
    n, d = q.shape[-2], q.shape[-1]
    cached = 0 if past is None else past[0].shape[-2]                  # M keys from before
    n_keys = cached + k.shape[-2]                                       # N
    if n > n_keys:
        raise ValueError(f"{n} query rows but only {n_keys} keys: queries are the last tokens")
    divisor = math.sqrt(d) if divisor is None else _checked_divisor(divisor)
    q_rotated = k_rotated = None
    if rotary is not None:
        q = q_rotated = _turn(q, rotary, n_keys - n)                    # (…, h, n, d)
        k = k_rotated = _turn(k, rotary, cached)                        # (…, kv, n, d)
        if observe is not None:
            q = q_rotated = observe("q_rotated", q)
            k = k_rotated = observe("k_rotated", k)
    keys = k if past is None else torch.cat((past[0], k), dim=-2)       # (…, kv, N, d)
    values = v if past is None else torch.cat((past[1], v), dim=-2)     # (…, kv, N, d_v)
    if group > 1:                                  # query head i reads kv head i // group
        k, v = keys.repeat_interleave(group, dim=-3), values.repeat_interleave(group, dim=-3)
    else:
        k, v = keys, values                                             # (…, h, N, ·)
    allowed = allowed_keys(mask, n, n_keys, q.ndim - 2, q.device)       # (…, n, N) or None

    scores = q @ k.transpose(-1, -2)                                    # (…, h, n, N)
    if observe is not None:
        scores = observe("scores", scores)
    scaled = scores / divisor                                           # (…, h, n, N)
    if observe is not None:
        scaled = observe("scaled", scaled)
    masked = scaled if allowed is None else torch.where(allowed, scaled, -math.inf)
    if observe is not None:
        masked = observe("masked", masked)                              # (…, h, n, N)
    weights = torch.softmax(masked, dim=-1)                             # (…, h, n, N)
    blocked = None
    if allowed is not None and mask.can_block_rows:   # a row of −∞ gives NaN: make it zeros
        blocked = blocked_rows(allowed, n)                              # (…, n)
        weights = weights.masked_fill(blocked[..., None], 0.0)
    if observe is not None:
        weights = observe("weights", weights)
    z = weights @ v                                                     # (…, h, n, d_v)
    if observe is not None:
        z = observe("z", z)
    return Attended(scores=scores, scaled=scaled, masked=masked, weights=weights, z=z,
                    keys=keys, values=values, q_rotated=q_rotated, k_rotated=k_rotated,
                    allowed=allowed, blocked=blocked)


def _turn(x: torch.Tensor, rotary: Rotary, start: int) -> torch.Tensor:
    return turn(x, rotary.base, rotary.layout, start, scale=rotary.scale, angles=rotary.angles)


def _group(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
           past: tuple[torch.Tensor, torch.Tensor] | None) -> int:
    """How many query heads share each key/value head (1 for one head); ValueError on shapes
    that do not fit together."""
    if q.ndim < 2 or k.ndim != q.ndim or v.ndim != q.ndim:
        raise ValueError(f"q, k and v must be (n, d) or (…, heads, n, d) alike, got "
                         f"{tuple(q.shape)}, {tuple(k.shape)}, {tuple(v.shape)}")
    if k.shape[-1] != q.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k {tuple(k.shape)} must have q's d = {q.shape[-1]} and v's rows, "
                         f"v is {tuple(v.shape)}")
    if past is not None and (past[0].shape[:-2] != k.shape[:-2] or
                             past[0].shape[-1] != k.shape[-1] or
                             past[1].shape[:-2] != v.shape[:-2] or
                             past[1].shape[-2] != past[0].shape[-2]):
        raise ValueError(f"cached keys {tuple(past[0].shape)} and values "
                         f"{tuple(past[1].shape)} do not fit k {tuple(k.shape)}")
    if q.ndim == 2:
        return 1
    heads, shared = q.shape[-3], k.shape[-3]
    if shared < 1 or heads % shared or q.shape[:-3] != k.shape[:-3]:
        raise ValueError(f"{heads} query heads cannot share {shared} key/value heads evenly "
                         f"(q {tuple(q.shape)}, k {tuple(k.shape)})")
    return heads // shared


def _checked_divisor(divisor) -> float:
    if isinstance(divisor, bool) or not isinstance(divisor, int | float) or not (
            math.isfinite(divisor) and divisor > 0):
        raise ValueError(f"divisor must be a positive finite number, got {divisor!r}")
    return float(divisor)
