"""Attention written out by hand for the tests: a float64 loop, and rotary as complex numbers.

Which keys a query row may see is decided key by key (causal, sliding window, padding, a custom
matrix); rotary positions turn q and k as complex numbers (pair (a, b) is a + ib, multiplied
by e^{i p θ}); each row's softmax runs over the visible keys only, and a row with none is zeros.
Nothing here calls core.
"""

from __future__ import annotations

import math

import numpy as np

PAIRS, HALF = "pairs", "half"


def turned_reference(x: np.ndarray, base: float, positions: np.ndarray,
                     layout: str) -> np.ndarray:
    """x (…, n, d) with row r turned by positions[r]: pairs as complex numbers times e^{ipθ}."""
    d = x.shape[-1]
    half = d // 2
    theta = base ** (-2.0 * np.arange(half) / d)                            # (d/2,)
    first, second = ((x[..., 0::2], x[..., 1::2]) if layout == PAIRS
                     else (x[..., :half], x[..., half:]))
    turned = (first + 1j * second) * np.exp(1j * positions[:, None] * theta)
    out = np.empty_like(x)
    if layout == PAIRS:
        out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    else:
        out[..., :half], out[..., half:] = turned.real, turned.imag
    return out


def visible(p: int, j: int, i: int, *, causal, window, allowed, padding) -> bool:
    """Whether the query at position p (row i) may see key j."""
    return ((not causal or j <= p) and (window is None or j > p - window)
            and (allowed is None or bool(allowed[i, j]))
            and (padding is None or bool(padding[j])))


def reference(q, k, v, *, causal=False, window=None, allowed=None, padding=None,
              rotary=None, divisor=None):
    """q (H, n, d), k (KV, N, d), v (KV, N, d_v) float64, the queries the last n tokens ->
    weights (H, n, N), z (H, n, d_v), blocked rows."""
    heads, n, d = q.shape
    shared, n_keys = k.shape[0], k.shape[1]
    first = n_keys - n
    if rotary is not None:
        q = turned_reference(q, rotary.base, np.arange(first, n_keys, dtype=float), rotary.layout)
        k = turned_reference(k, rotary.base, np.arange(n_keys, dtype=float), rotary.layout)
    divisor = math.sqrt(d) if divisor is None else divisor
    weights = np.zeros((heads, n, n_keys))
    z = np.zeros((heads, n, v.shape[-1]))
    blocked = set()
    for h in range(heads):
        g = h // (heads // shared)
        for i in range(n):
            seen = [j for j in range(n_keys) if visible(first + i, j, i, causal=causal,
                                                        window=window, allowed=allowed,
                                                        padding=padding)]
            if not seen:
                blocked.add(i)
                continue
            scores = {j: sum(q[h, i, f] * k[g, j, f] for f in range(d)) / divisor for j in seen}
            top = max(scores.values())
            exps = {j: math.exp(s - top) for j, s in scores.items()}
            total = sum(exps.values())
            for j in seen:
                weights[h, i, j] = exps[j] / total
                z[h, i] += weights[h, i, j] * v[g, j]
    return weights, z, sorted(blocked)
