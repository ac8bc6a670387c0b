"""``explain(trace, stage, i, j=None, *, head=None)``: one cell (or row) of a trace, in parts.

Every part comes from the trace's own stages and ``trace.inputs`` as Python floats, so the
parts add up to the value the learner sees (``Explanation.recombine()``). Stages are read in the
trace's own dtype and only the cells used are widened (a float32 widens to float64 exactly):
widening a whole (n, n) stage to read one row cost 11 ms an edit at 2,048 tokens.
"""

from __future__ import annotations

import operator
from dataclasses import replace

import numpy as np

from core.attention.stages import PER_HEAD_STAGES, ROTATED_SOURCES
from core.attention.trace import Trace
from core.explanations.explanation import (
    CAUSAL,
    CUSTOM,
    ConcatExplanation,
    DotProductExplanation,
    Explanation,
    InputExplanation,
    MaskExplanation,
    OutputExplanation,
    QuotientExplanation,
    RotationExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
)

ROW_REQUEST_STAGES = frozenset({"weights", "z"})  # j may be None: the whole row
_PROJECTIONS = {"q": ("W_Q", "b_Q"), "k": ("W_K", "b_K"), "v": ("W_V", "b_V")}


def explain(trace: Trace, stage: str, i: int, j: int | None = None, *,
            head: int | None = None) -> Explanation:
    """Explain ``trace[stage]`` at row i, column j (j=None: the whole row, weights and z only).

    head: which head (required for per-head stages when the trace has several heads; checked
    but not used for ``x``, ``concat`` and ``output``). ValueError names the valid range of any
    index. With rotary positions ``q_rotated`` and ``k_rotated`` explain too (the turn of a
    pair), and a score is the dot product of the turned q and k.
    """
    if stage not in trace.names:
        raise ValueError(f"unknown stage {stage!r}; stages are {', '.join(trace.names)}")
    head = _checked_head(trace, stage, head)
    rows, cols = trace.head_shape(stage)   # (n, n), (n, d_head) or (n, d_model)
    i = _checked_index(i, "row", rows)
    if j is None:
        if stage not in ROW_REQUEST_STAGES:
            raise ValueError(f"stage {stage!r} needs a column: pass j in "
                             f"0..{cols - 1}")
    else:
        j = _checked_index(j, "column", cols)
    return replace(_BUILDERS[stage](trace, head, i, j), n_heads=trace.n_heads)


def _checked_index(index, what: str, size: int) -> int:
    if isinstance(index, bool):
        raise ValueError(f"{what} must be an integer, got {index!r}")
    try:
        index = operator.index(index)
    except TypeError:
        raise ValueError(f"{what} must be an integer, got {index!r}") from None
    if not 0 <= index < size:
        raise ValueError(f"{what} {index} out of range 0..{size - 1}")
    return index


def _checked_head(trace: Trace, stage: str, head: int | None) -> int | None:
    if head is not None:
        head = _checked_index(head, "head", trace.n_heads)
    if stage not in PER_HEAD_STAGES and stage not in ROTATED_SOURCES:
        return None
    if head is None:
        if trace.n_heads > 1:
            raise ValueError(f"this trace has {trace.n_heads} heads: pass head= in "
                             f"0..{trace.n_heads - 1}")
        return 0
    return head


def _vector(values: np.ndarray) -> tuple[float, ...]:
    return tuple(float(v) for v in values)


def _input(name: str, head: int, trace: Trace) -> np.ndarray | None:
    """One head's slice of a per-head input (W_Q: (d_model, d_head); b_Q: (d_head,))."""
    tensor = trace.inputs.get(name)
    if tensor is None:
        return None
    return tensor.detach().to("cpu").double().numpy()[head]


def _explain_x(trace: Trace, head, i: int, m: int) -> Explanation:
    return InputExplanation("x", None, i, m, float(trace.numpy("x", native=True)[i, m]))


def _explain_projection(stage: str):
    weight_name, bias_name = _PROJECTIONS[stage]

    def build(trace: Trace, head: int, i: int, t: int) -> Explanation:
        w = _input(weight_name, head, trace)                # (d_model, d_head)
        b = _input(bias_name, head, trace)                  # (d_head,) or None
        return DotProductExplanation(
            stage, head, i, t, float(trace.head(stage, head, native=True)[i, t]),
            left_name="x", right_name=weight_name, index_name="m",
            left=_vector(trace.numpy("x", native=True)[i]), right=_vector(w[:, t]),
            bias=None if b is None else float(b[t]),
            bias_name=None if b is None else bias_name)
    return build


def _explain_scores(trace: Trace, head: int, i: int, j: int) -> Explanation:
    q_name, k_name = trace.scored("q"), trace.scored("k")  # the turned ones when rotary
    q = trace.head(q_name, head, native=True)                # (n, d_head)
    k = trace.head(k_name, head, native=True)                # (n, d_head)
    return DotProductExplanation(
        "scores", head, i, j, float(trace.head("scores", head, native=True)[i, j]),
        left_name=q_name, right_name=k_name, index_name="t", left=_vector(q[i]),
        right=_vector(k[j]))


def _explain_rotation(stage: str):
    source = ROTATED_SOURCES[stage]

    def build(trace: Trace, head: int, i: int, t: int) -> Explanation:
        projected = trace.head(source, head, native=True)[i]   # (d_head,)
        even = t - t % 2
        return RotationExplanation(
            stage, head, i, t, float(trace.head(stage, head, native=True)[i, t]),
            source=source,
            first=float(projected[even]), second=float(projected[even + 1]),
            base=float(trace.rope_base), d_head=trace.d_head)
    return build


def _explain_scaled(trace: Trace, head: int, i: int, j: int) -> Explanation:
    return QuotientExplanation(
        "scaled", head, i, j, float(trace.head("scaled", head, native=True)[i, j]),
        score=float(trace.head("scores", head, native=True)[i, j]),
        divisor=float(trace.divisor),
        d_head=trace.d_head, scaling_on=trace.scaled, temperature=trace.temperature)


def _explain_masked(trace: Trace, head: int, i: int, j: int) -> Explanation:
    reason = None
    if not trace.allowed_row(i)[j]:
        reason = CAUSAL if trace.causal and j > i else CUSTOM
    return MaskExplanation(
        "masked", head, i, j, float(trace.head("masked", head, native=True)[i, j]),
        scaled=float(trace.head("scaled", head, native=True)[i, j]), reason=reason)


def _explain_weights(trace: Trace, head: int, i: int, j: int | None) -> Explanation:
    row = trace.head("weights", head, native=True)[i]      # (n,)
    value = float(row[j]) if j is not None else float(np.sum(row, dtype=np.float64))
    return SoftmaxExplanation(
        "weights", head, i, j, value,
        inputs=_vector(trace.head("masked", head, native=True)[i]),
        allowed=tuple(bool(a) for a in trace.allowed_row(i)), weights_row=_vector(row))


def _explain_z(trace: Trace, head: int, i: int, t: int | None) -> Explanation:
    z_row = trace.head("z", head, native=True)[i]          # (d_head,)
    value = float(z_row[t]) if t is not None else float(np.sum(z_row, dtype=np.float64))
    values = trace.head("v", head, native=True)            # (n, d_head)
    return WeightedSumExplanation(
        "z", head, i, t, value, weights=_vector(trace.head("weights", head, native=True)[i]),
        values=tuple(_vector(v) for v in values), z_row=_vector(z_row))


def _explain_concat(trace: Trace, head, i: int, c: int, stage: str = "concat") -> Explanation:
    source_head, feature = divmod(c, trace.d_head)
    return ConcatExplanation(stage, None, i, c, float(trace.numpy(stage, native=True)[i, c]),
                             source_head=source_head, feature=feature,
                             z_value=float(trace.head("z", source_head,
                                                      native=True)[i, feature]),
                             head_off=source_head in trace.heads_off)


def _explain_output(trace: Trace, head, i: int, c: int) -> Explanation:
    w_o = trace.inputs.get("W_O")
    if w_o is None:  # the output is concat itself
        return _explain_concat(trace, head, i, c, stage="output")
    value = float(trace.numpy("output", native=True)[i, c])
    d_head = trace.d_head
    concat = trace.numpy("concat", native=True)[i]   # (h*d_head,): z_h, or 0 when off
    w_o = w_o.detach().to("cpu").double().numpy()           # (h*d_head, d_model)
    heads = tuple(
        DotProductExplanation(
            "output", h, i, c, float(concat[h * d_head:(h + 1) * d_head]
                                     @ w_o[h * d_head:(h + 1) * d_head, c]),
            left_name="z", right_name="W_O", index_name="t",
            left=_vector(concat[h * d_head:(h + 1) * d_head]),
            right=_vector(w_o[h * d_head:(h + 1) * d_head, c]), right_first_row=h * d_head)
        for h in range(trace.n_heads))
    b_o = trace.inputs.get("b_O")
    bias = None if b_o is None else float(b_o.detach().to("cpu").double().numpy()[c])
    return OutputExplanation("output", None, i, c, value, heads=heads, bias=bias,
                             heads_off=trace.heads_off)


_BUILDERS = {
    "x": _explain_x, "q": _explain_projection("q"), "k": _explain_projection("k"),
    "v": _explain_projection("v"), "scores": _explain_scores, "scaled": _explain_scaled,
    "masked": _explain_masked, "weights": _explain_weights, "z": _explain_z,
    "concat": _explain_concat, "output": _explain_output,
    **{name: _explain_rotation(name) for name in ROTATED_SOURCES},
}
