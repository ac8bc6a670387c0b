"""Switching heads off: which heads' z leave the concatenation, as a per-call engine hook.

A session's ``heads_off`` (0-based head indices) zeroes those heads' blocks of ``concat``
(n, h·d_head) through the engine's ``concat`` hook, so the output is computed by the same code
path as always. Each head's own stages (q … z) stay as computed: a switched-off head still
shows what it would have contributed.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from dataclasses import replace

import numpy as np
import torch

from core.attention.trace import Trace
from core.i18n import translate
from core.limits import LimitError


def checked_heads_off(value, n_heads: int) -> tuple[int, ...]:
    """``value`` as a sorted tuple of distinct head indices in 0..n_heads-1; LimitError if not."""
    if isinstance(value, str | bytes) or not hasattr(value, "__iter__"):
        raise LimitError(translate("Errors", "heads_off must be a list of head indices (0-based), "
                                             "got {value}").format(value=repr(value)))
    heads = []
    for item in value:
        if isinstance(item, bool):
            raise _not_whole(item)
        try:
            head = operator.index(item)
        except TypeError:
            raise _not_whole(item) from None
        if not 0 <= head < n_heads:
            text = translate("Errors", "heads_off: head index {head} is out of range 0..{last} "
                                       "(this session has 1 head)") if n_heads == 1 else \
                translate("Errors", "heads_off: head index {head} is out of range 0..{last} "
                                    "(this session has {heads} heads)")
            raise LimitError(text.format(head=head, last=n_heads - 1, heads=n_heads))
        if head in heads:
            raise LimitError(translate("Errors", "heads_off names head index {head} twice").format(
                head=head))
        heads.append(head)
    return tuple(sorted(heads))


def _not_whole(item) -> LimitError:
    """The message starts with the field, heads_off, in every language (session_io adds
    'settings.' before it)."""
    return LimitError(translate("Errors", "heads_off must hold whole numbers (head indices), got "
                                          "{value}").format(value=repr(item)))


def with_heads_off_hook(hooks: Mapping | None, heads_off: tuple[int, ...],
                        d_head: int) -> Mapping | None:
    """``hooks`` plus a ``concat`` hook that zeroes the blocks of ``heads_off`` (first, so a
    caller's own concat hook sees what the output will use). No heads off: ``hooks`` as given."""
    if not heads_off:
        return hooks
    hooks = dict(hooks or {})
    callers_hook = hooks.get("concat")

    def zero_heads(concat: torch.Tensor, *, stage: str) -> torch.Tensor:
        kept = concat.clone()                                   # (n, h*d_head)
        for head in heads_off:
            kept[:, head * d_head:(head + 1) * d_head] = 0.0
        if callers_hook is None:
            return kept
        replaced = callers_hook(kept, stage=stage)
        return kept if replaced is None else replaced

    hooks["concat"] = zero_heads
    return hooks


def marked_heads_off(trace: Trace, heads_off: tuple[int, ...]) -> Trace:
    """The trace, recording which heads were off (its warnings then say when every head was)."""
    if not heads_off:
        return trace
    return replace(trace, heads_off=heads_off, _cpu_cache={})


def split_d_model(d_model: int, n_heads: int) -> int:
    """d_head = d_model / h, the usual choice; LimitError when h does not divide d_model."""
    if n_heads < 1 or d_model % n_heads:
        raise LimitError(translate("Errors", "d_model {d_model} does not split evenly across "
                                             "{heads} heads: choose a number of heads that "
                                             "divides {d_model}, or set d_head freely").format(
            d_model=d_model, heads=n_heads))
    return d_model // n_heads


def toggled(heads_off: tuple[int, ...], head: int) -> tuple[int, ...]:
    """``heads_off`` with ``head`` switched the other way (off if it was on, on if off)."""
    return tuple(sorted(set(heads_off) ^ {head}))


def output_difference(session, trace: Trace | None = None,
                      every_head: Trace | None = None) -> np.ndarray:
    """(n, d_out) output − the output with every head on: what the switched-off heads added,
    negated. Zeros when no head is off (no second run then). ``every_head``: the trace of the
    session with every head on, when the caller has run it (the window's controller does, on
    the device it runs on); otherwise it is run here, on the trace's device."""
    trace = session.run() if trace is None else trace
    output = trace.numpy("output")
    if not session.heads_off:
        return np.zeros_like(output)
    if every_head is None:
        every_head = session.with_settings(heads_off=()).run(device=trace["x"].device,
                                                             dtype=trace["x"].dtype)
    return output - every_head.numpy("output")
