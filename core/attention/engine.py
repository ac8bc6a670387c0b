"""Scaled dot-product attention as a sequence of named, hookable stages.

One call computes every stage of core.attention.stages.STAGES (ARCHITECTURE.md, "The
computation, as stages") in order and returns a :class:`Trace`.
Shapes: n tokens, d_model features, h heads of d_head features each.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping

import numpy as np
import torch

from core.attention.rotary import rotate_pairs
from core.attention.stages import PER_HEAD_STAGES, ROTATED_NAMES, STAGES
from core.attention.tensors import as_bool_mask, as_tensor, resolve_device, resolve_dtype
from core.attention.trace import Trace
from core.limits import check_compute_budget

Hook = Callable[..., "torch.Tensor | None"]


def run_attention(
    x, w_q, w_k, w_v, *,
    w_o=None, b_q=None, b_k=None, b_v=None, b_o=None,
    causal: bool = False, mask=None, scaled: bool = True, divisor: float | None = None,
    rope_base: float | None = None,
    hooks: Mapping[str, Hook] | None = None,
    device=None, dtype=None,
) -> Trace:
    """Run attention, keeping every stage.

    x: (n, d_model); w_q/w_k/w_v: (d_model, d_head) or (h, d_model, d_head);
    b_*: (d_head,) or (h, d_head); w_o: (h*d_head, d_model); b_o: (d_model,);
    mask: (n, n) bool, True = query i may attend to key j (combined with ``causal``).
    divisor: what ``scaled`` divides the scores by when scaling is on (default √d_head).
    rope_base: rotary positions on (core.attention.rotary): q and k turn after projection and
    biases, the trace keeps them as ``q_rotated``/``k_rotated``, and ``scores`` uses them.
    hooks: stage -> fn(tensor, *, stage) returning None (observe) or a same-shaped replacement.
    """
    device, dtype = resolve_device(device), resolve_dtype(dtype)
    hooks = _checked_hooks(hooks)
    x = as_tensor(x, "x", device, dtype)
    if x.ndim != 2:
        raise ValueError(f"x must be (n, d_model), got shape {tuple(x.shape)}")
    n, d_model = x.shape
    if n == 0:
        raise ValueError("x has no rows: attention needs at least one token")
    weights = {name: _weight(value, name, d_model, device, dtype)
               for name, value in (("W_Q", w_q), ("W_K", w_k), ("W_V", w_v))}
    n_heads, _, d_head = weights["W_Q"].shape
    for name in ("W_K", "W_V"):
        if weights[name].shape != weights["W_Q"].shape:
            raise ValueError(f"{name} has shape {tuple(weights[name].shape)} but W_Q has "
                             f"{tuple(weights['W_Q'].shape)}")
    # refuse before allocating: (h, n, n) stages grow with n², and a file can ask for any n
    check_compute_budget(n, n_heads, d_model, d_head, item_bytes=dtype.itemsize)
    biases = {name: _bias(value, name, n_heads, d_head, device, dtype)
              for name, value in (("b_Q", b_q), ("b_K", b_k), ("b_V", b_v))}
    w_o_t = _output_projection(w_o, b_o, n_heads * d_head, device, dtype)
    allowed = _allowed(n, causal, mask, device)  # (n, n) bool on `device`, None: all allowed
    blocked = _blocked_rows(allowed, mask)       # (n,) bool on the host, None: no row blocked
    temperature = None if divisor is None or not scaled else _checked_divisor(divisor)
    divisor = 1.0 if not scaled else math.sqrt(d_head) if temperature is None else temperature
    observe = _observer(hooks, n_heads)
    rope_base = None if rope_base is None else _checked_rope_base(rope_base, d_head)

    x = observe("x", x)                                            # (n, d_model)
    q = observe("q", _project(x, weights["W_Q"], biases["b_Q"]))   # (h, n, d_head)
    k = observe("k", _project(x, weights["W_K"], biases["b_K"]))   # (h, n, d_head)
    v = observe("v", _project(x, weights["W_V"], biases["b_V"]))   # (h, n, d_head)
    rotated = {}
    if rope_base is not None:
        rotated = {"q_rotated": observe("q_rotated", rotate_pairs(q, rope_base)),  # (h, n, d_head)
                   "k_rotated": observe("k_rotated", rotate_pairs(k, rope_base))}  # (h, n, d_head)
    q_scored, k_scored = rotated.get("q_rotated", q), rotated.get("k_rotated", k)
    scores = observe("scores", q_scored @ k_scored.transpose(-1, -2))  # (h, n, n)
    scaled_scores = observe("scaled", scores / divisor)            # (h, n, n)
    masked = scaled_scores if allowed is None else torch.where(allowed, scaled_scores, -math.inf)
    masked = observe("masked", masked)                             # (h, n, n)
    attn = observe("weights", _softmax_rows(masked, blocked))      # (h, n, n)
    z = observe("z", attn @ v)                                     # (h, n, d_head)
    concat = observe("concat", z.transpose(0, 1).reshape(n, n_heads * d_head))  # (n, h*d_head)
    output = concat if w_o_t[0] is None else concat @ w_o_t[0]     # (n, d_model)
    if w_o_t[1] is not None:
        output = output + w_o_t[1]
    output = observe("output", output)

    values = {"x": x, "q": q, "k": k, "v": v, "scores": scores, "scaled": scaled_scores,
              "masked": masked, "weights": attn, "z": z, "concat": concat, "output": output,
              **rotated}
    if n_heads == 1:
        values = {name: t[0] if _per_head(name) else t for name, t in values.items()}
    return Trace(
        _values=values,
        inputs={**weights, **biases, "W_O": w_o_t[0], "b_O": w_o_t[1]},
        _allowed=allowed, n_heads=int(n_heads), d_head=int(d_head), divisor=divisor,
        scaled=scaled, causal=causal, temperature=temperature, rope_base=rope_base,
        _blocked_rows=() if blocked is None else tuple(int(row) for row in blocked.nonzero()[0]),
        _finite=torch.isfinite(z.sum()),  # 0-d bool on `device`: read when warnings are asked for
    )


def _checked_divisor(divisor) -> float:
    if isinstance(divisor, bool) or not isinstance(divisor, int | float) or not (
            math.isfinite(divisor) and divisor > 0):
        raise ValueError(f"divisor must be a positive finite number, got {divisor!r}")
    return float(divisor)


def _checked_rope_base(base, d_head: int) -> float:
    if isinstance(base, bool) or not isinstance(base, int | float) or not (
            math.isfinite(base) and base > 0):
        raise ValueError(f"rope_base must be a positive finite number, got {base!r}")
    if d_head % 2:
        raise ValueError(f"rotary positions need an even d_head, got {d_head}")
    return float(base)


def _per_head(name: str) -> bool:
    """Whether a trace array carries the head axis (the per-head stages and the rotated q, k)."""
    return name in PER_HEAD_STAGES or name in ROTATED_NAMES.values()


def _project(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor | None) -> torch.Tensor:
    # x (n, d_model) @ w (h, d_model, d_head) -> (h, n, d_head)
    projected = x @ w
    return projected if b is None else projected + b[:, None, :]


def _softmax_rows(masked: torch.Tensor, blocked: np.ndarray | None) -> torch.Tensor:
    """Row-wise softmax (torch subtracts the row max); fully masked rows become zeros, not NaN."""
    weights = torch.softmax(masked, dim=-1)
    if blocked is not None and blocked.any():
        rows = torch.from_numpy(blocked).to(weights.device)[:, None]  # (n, 1)
        weights = weights.masked_fill(rows, 0.0)
    return weights


def _blocked_rows(allowed: torch.Tensor | None, mask) -> np.ndarray | None:
    """(n,) bool on the host: the query rows with every key masked; None when none can be.

    Only a given mask can block a whole row (the causal mask always leaves the diagonal), so a
    run without one reads nothing back; with one, only this (n,) reduction crosses to the host.
    """
    if mask is None or allowed is None:
        return None
    return (~allowed.any(dim=-1)).cpu().numpy()


def _allowed(n: int, causal: bool, mask, device: torch.device) -> torch.Tensor | None:
    allowed = None if mask is None else as_bool_mask(mask, n, device)
    if causal:
        lower = _causal_mask(n, device)
        allowed = lower if allowed is None else allowed & lower
    return allowed


@functools.lru_cache(maxsize=2)
def _causal_mask(n: int, device: torch.device) -> torch.Tensor:
    """(n, n) bool, True on and below the diagonal: built once per size and device, then shared
    by the runs (and traces) that use it; nothing writes to it."""
    return torch.ones(n, n, dtype=torch.bool, device=device).tril()


def _weight(value, name: str, d_model: int, device, dtype) -> torch.Tensor:
    w = as_tensor(value, name, device, dtype)
    if w.ndim == 2:
        w = w.unsqueeze(0)
    if w.ndim != 3 or w.shape[1] != d_model:
        raise ValueError(f"{name} must be (d_model={d_model}, d_head) or "
                         f"(n_heads, {d_model}, d_head), got {tuple(w.shape)}")
    if w.shape[0] == 0 or w.shape[2] == 0:
        raise ValueError(f"{name} has an empty dimension: {tuple(w.shape)}")
    return w


def _bias(value, name: str, n_heads: int, d_head: int, device, dtype) -> torch.Tensor | None:
    if value is None:
        return None
    b = as_tensor(value, name, device, dtype)
    if b.ndim == 1:
        b = b.unsqueeze(0)
    if tuple(b.shape) != (n_heads, d_head):
        raise ValueError(f"{name} must be ({d_head},) or ({n_heads}, {d_head}), "
                         f"got {tuple(b.shape)}")
    return b


def _output_projection(w_o, b_o, d_concat: int, device, dtype):
    if w_o is None:
        if b_o is not None:
            raise ValueError("b_o needs w_o")
        return None, None
    w = as_tensor(w_o, "W_O", device, dtype)
    if w.ndim != 2 or w.shape[0] != d_concat:
        raise ValueError(f"W_O must be (n_heads*d_head={d_concat}, d_model), got {tuple(w.shape)}")
    b = None if b_o is None else as_tensor(b_o, "b_O", device, dtype)
    if b is not None and tuple(b.shape) != (w.shape[1],):
        raise ValueError(f"b_O must be ({w.shape[1]},), got {tuple(b.shape)}")
    return w, b


def _checked_hooks(hooks: Mapping[str, Hook] | None) -> Mapping[str, Hook]:
    if not hooks:
        return {}
    hookable = (*STAGES, *ROTATED_NAMES.values())
    unknown = [name for name in hooks if name not in hookable]
    if unknown:
        raise ValueError(f"unknown hook stage(s) {', '.join(map(repr, unknown))}; "
                         f"stages are {', '.join(hookable)}")
    return dict(hooks)


def _observer(hooks: Mapping[str, Hook], n_heads: int) -> Callable[..., torch.Tensor]:
    """A function that passes a stage through its hook, if any (a no-op without hooks)."""
    if not hooks:
        return lambda _stage, value: value

    def observe(stage: str, value: torch.Tensor) -> torch.Tensor:
        hook = hooks.get(stage)
        if hook is None:
            return value
        squeeze = n_heads == 1 and _per_head(stage)
        shown = value[0] if squeeze else value
        replacement = hook(shown, stage=stage)
        if replacement is None:
            return value
        if not isinstance(replacement, torch.Tensor) or replacement.shape != shown.shape:
            got = tuple(replacement.shape) if isinstance(replacement, torch.Tensor) else type(
                replacement).__name__
            raise ValueError(f"hook for {stage!r} must return None or a tensor of shape "
                             f"{tuple(shown.shape)}, got {got}")
        replacement = replacement.to(device=value.device, dtype=value.dtype)
        return replacement.unsqueeze(0) if squeeze else replacement

    return observe
