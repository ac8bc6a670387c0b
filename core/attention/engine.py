"""Scaled dot-product attention as a sequence of named, hookable stages.

One call computes every stage of core.attention.stages.STAGES (ARCHITECTURE.md, "The
computation, as stages") in order and returns a :class:`Trace`: the projections x -> q, k, v
and concat -> output here, the attention between them in the one core (core.attention.attend).
Shapes: n tokens, d_model features, h heads of d_head features each.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import torch

from core.attention.attend import ATTEND_STAGES, Rotary, attend
from core.attention.attention_mask import NO_MASK, AttentionMask
from core.attention.hooks import Hook, checked_hooks, stage_observer
from core.attention.stages import ROTATED_NAMES, STAGES
from core.attention.tensors import as_bool_mask, as_tensor, resolve_device, resolve_dtype
from core.attention.trace import Trace
from core.limits import check_compute_budget

_CAUSAL = AttentionMask(causal=True)


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
    allowed = None if mask is None else as_bool_mask(mask, n, device)  # (n, n) bool or None
    temperature = None if divisor is None or not scaled else _checked_divisor(divisor)
    divisor = 1.0 if not scaled else math.sqrt(d_head) if temperature is None else temperature
    observe = _observer(hooks, n_heads)
    rope_base = None if rope_base is None else _checked_rope_base(rope_base, d_head)

    x = observe("x", x)                                            # (n, d_model)
    q = observe("q", _project(x, weights["W_Q"], biases["b_Q"]))   # (h, n, d_head)
    k = observe("k", _project(x, weights["W_K"], biases["b_K"]))   # (h, n, d_head)
    v = observe("v", _project(x, weights["W_V"], biases["b_V"]))   # (h, n, d_head)
    if n_heads == 1:   # one head: the core computes the head's (n, …) matrices themselves
        q, k, v = q[0], k[0], v[0]                                 # (n, d_head) each
    attended = attend(q, k, v, mask=_mask(causal, allowed), divisor=divisor,
                      rotary=None if rope_base is None else Rotary(rope_base),
                      hooks=_core_hooks(hooks))                    # stages (h, n, …)
    z = attended.z                                                 # (h, n, d_head)
    concat = z if n_heads == 1 else z.transpose(0, 1).reshape(n, n_heads * d_head)
    concat = observe("concat", concat)                             # (n, h*d_head)
    output = concat if w_o_t[0] is None else concat @ w_o_t[0]     # (n, d_model)
    if w_o_t[1] is not None:
        output = output + w_o_t[1]
    output = observe("output", output)
    rotated = {} if rope_base is None else {"q_rotated": attended.q_rotated,
                                            "k_rotated": attended.k_rotated}
    blocked = None if attended.blocked is None else attended.blocked.cpu().numpy()  # (n,)

    values = {"x": x, "q": q, "k": k, "v": v, "scores": attended.scores,
              "scaled": attended.scaled, "masked": attended.masked, "weights": attended.weights,
              "z": z, "concat": concat, "output": output, **rotated}
    return Trace(
        _values=values,
        inputs={**weights, **biases, "W_O": w_o_t[0], "b_O": w_o_t[1]},
        _allowed=attended.allowed, n_heads=int(n_heads), d_head=int(d_head), divisor=divisor,
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


def _project(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor | None) -> torch.Tensor:
    # x (n, d_model) @ w (h, d_model, d_head) -> (h, n, d_head)
    projected = x @ w
    return projected if b is None else projected + b[:, None, :]


def _mask(causal: bool, allowed: torch.Tensor | None) -> AttentionMask:
    """The core's mask for a run: the causal one and the user's matrix (True = may attend)."""
    if allowed is None:
        return _CAUSAL if causal else NO_MASK
    return AttentionMask(causal=causal, allowed=allowed)


def _core_hooks(hooks: Mapping[str, Hook]) -> Mapping[str, Hook] | None:
    """The hooks on the stages the attention core computes (None without hooks)."""
    if not hooks:
        return None
    return {name: hook for name, hook in hooks.items() if name in ATTEND_STAGES} or None


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
    return checked_hooks(hooks, (*STAGES, *ROTATED_NAMES.values()))


def _observer(hooks: Mapping[str, Hook], n_heads: int) -> Callable[..., torch.Tensor]:
    """A function that passes a stage the engine computes itself (x, q, k, v, concat, output)
    through its hook, if any (a no-op without hooks); one head's q, k, v show as (n, d_head)."""
    observe = stage_observer(hooks, squeezed=("q", "k", "v") if n_heads == 1 else ())
    return observe if observe is not None else _unchanged


def _unchanged(_stage: str, value: torch.Tensor) -> torch.Tensor:
    return value
