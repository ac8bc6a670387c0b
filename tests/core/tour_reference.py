"""An independent attention in numpy for the tour tests: the answers core gives must equal
what this computes from the session's own arrays (never core's engine or core.tours)."""

from __future__ import annotations

import numpy as np

_KEEP = object()


def numpy_stages(session, *, scaled=None, causal=None, arrays=None,
                 temperature=_KEEP, positional=_KEEP) -> dict[str, np.ndarray]:
    """Per-head stages, each (h, n, ...), for ``session`` with optional overrides."""
    temperature = session.temperature if temperature is _KEEP else temperature
    positional = session.positional if positional is _KEEP else positional
    scaled = session.scaled if scaled is None else scaled
    causal = session.causal if causal is None else causal
    arrays = arrays or {}
    x = arrays.get("X", session.embeddings)                     # (n, d_model)
    if positional is True:      # sinusoidal, added to X ("rotary" turns q and k below)
        x = session.x() if session.positional is True else x + _sinusoids(*x.shape)
    w = {name: arrays.get(name, getattr(session, attr))
         for name, attr in (("W_Q", "w_q"), ("W_K", "w_k"), ("W_V", "w_v"))}
    n, heads, d_head = x.shape[0], session.n_heads, session.d_head
    allowed = np.ones((n, n), dtype=bool)
    if causal:
        allowed &= np.tril(np.ones((n, n), dtype=bool))
    if session.mask is not None:
        allowed &= session.mask
    divisor = (np.sqrt(d_head) if temperature is None else temperature) if scaled else 1.0
    out = {name: [] for name in ("q", "k", "v", "scores", "scaled", "masked", "weights", "z")}
    for h in range(heads):
        q, k, v = x @ w["W_Q"][h], x @ w["W_K"][h], x @ w["W_V"][h]     # (n, d_head)
        if positional == "rotary":
            scores = _turned(q, session.rope_base) @ _turned(k, session.rope_base).T
        else:
            scores = q @ k.T                                            # (n, n)
        scaled_scores = scores / divisor
        masked = np.where(allowed, scaled_scores, -np.inf)
        top = np.max(np.where(allowed, masked, -1e300), axis=1, keepdims=True)
        exp = np.where(allowed, np.exp(masked - top), 0.0)
        total = exp.sum(axis=1, keepdims=True)
        weights = np.divide(exp, total, out=np.zeros_like(exp), where=total > 0)
        for name, value in (("q", q), ("k", k), ("v", v), ("scores", scores),
                            ("scaled", scaled_scores), ("masked", masked),
                            ("weights", weights), ("z", weights @ v)):
            out[name].append(value)
    result = {name: np.stack(values) for name, values in out.items()}
    result["x"] = x[None]
    return result


def _sinusoids(n: int, d: int) -> np.ndarray:
    """(n, d) 'Attention Is All You Need' positions: sin on even features, cos on odd."""
    angle = np.arange(n)[:, None] / 10000.0 ** (np.arange(0, d, 2)[None, :] / d)
    out = np.empty((n, d))
    out[:, 0::2], out[:, 1::2] = np.sin(angle), np.cos(angle[:, : d // 2])
    return out


def _turned(x: np.ndarray, base: float) -> np.ndarray:
    """(n, d) rows turned by position: each pair a complex number times e^{i·p·θ}."""
    n, d = x.shape
    theta = base ** (-np.arange(0, d, 2) / d)                            # (d/2,)
    pairs = (x[:, 0::2] + 1j * x[:, 1::2]) * np.exp(1j * np.arange(n)[:, None] * theta)
    out = np.empty(x.shape)
    out[:, 0::2], out[:, 1::2] = pairs.real, pairs.imag
    return out


def numpy_answer(question, session):
    """The answer to a tour question, computed here from the session's arrays."""
    if question.kind == "choice":
        return question.answer
    stages = numpy_stages(session)
    matrix = stages[question.stage][question.head if question.stage != "x" else 0]
    row = matrix[question.row]
    if question.kind == "argmax":
        return int(np.argmax(row))
    if question.kind == "argmin":
        return int(np.argmin(row))
    value = float(row[question.col])
    if question.kind == "value":
        return value
    if question.kind == "sign":
        return "zero" if abs(value) <= 1e-9 else "positive" if value > 0 else "negative"
    change = question.settings_change
    arrays = {}
    if question.cell_change is not None:
        cell = question.cell_change
        array = getattr(session, {"X": "embeddings", "W_Q": "w_q", "W_K": "w_k",
                                  "W_V": "w_v"}[cell.matrix]).copy()
        (array if cell.matrix == "X" else array[cell.head])[cell.row, cell.col] = cell.value
        arrays[cell.matrix] = array
    after_stages = numpy_stages(session, scaled=change.get("scaled"),
                                causal=change.get("causal"), arrays=arrays,
                                temperature=change.get("temperature", _KEEP),
                                positional=change.get("positional", _KEEP))
    after = float(after_stages[question.stage][question.head][question.row, question.col])
    if np.isclose(after, value, rtol=0, atol=1e-9) or after == value:
        return "same"
    return "up" if after > value else "down"
