"""A stage of a trace as labelled 2-D matrices: one per head, named for files and views.

Rows are always the tokens (queries). Columns are the tokens (keys) for the square stages
and feature indices (``d0``, ``d1``, …) otherwise. A per-head stage of a several-head trace
gives one matrix per head, named ``scores_h0``, ``scores_h1``, …; every other stage gives one
matrix named after the stage (``weights``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import (
    PER_HEAD_STAGES,
    ROTATED_NAMES,
    ROTATED_SOURCES,
    SQUARE_STAGES,
    STAGES,
)
from core.attention.trace import Trace


@dataclass(frozen=True)
class StageMatrix:
    name: str                   # file stem: "weights" or "weights_h0"
    stage: str                  # "weights"
    head: int | None            # None when the stage has no head axis (or one head)
    values: np.ndarray          # (n, n) or (n, d): read-only float64, -inf where masked
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    row_title: str              # "query" / "token"
    col_title: str              # "key" / "feature"
    kind: str                   # "probability" for weights, else "signed"
    title: str                  # "weights · A = softmax(…)" (" · head 1" when per head)
    float32: bool = False       # computed in float32: text formats write float32's shortest form


def check_stages(stages: Sequence[str] | None) -> tuple[str, ...]:
    """The stages in forward-pass order (all when None); ValueError names the valid ones."""
    if stages is None:
        return STAGES
    unknown = [s for s in stages if s not in STAGES]
    if unknown:
        raise ValueError(f"unknown stage {unknown[0]!r}; stages are {', '.join(STAGES)}")
    return tuple(s for s in STAGES if s in set(stages))


def exported_names(trace: Trace, stages: Sequence[str] | None) -> tuple[str, ...]:
    """The chosen stages in order, each of q and k followed by its turned array (q_rotated,
    k_rotated) when the trace has rotary positions: an export holds what the scores used."""
    return tuple(name for stage in check_stages(stages)
                 for name in (stage, ROTATED_NAMES.get(stage) if trace.rotary else None) if name)


def stage_matrices(trace: Trace, tokens: Sequence[str], stage: str) -> list[StageMatrix]:
    """The stage's matrices, one per head when it has a head axis (q_rotated and k_rotated,
    in a trace with rotary positions, as q and k)."""
    if stage not in trace.names:
        check_stages([stage])
    tokens = tuple(tokens)
    if len(tokens) != trace.n_tokens:
        raise ValueError(f"{len(tokens)} tokens for a trace of {trace.n_tokens}")
    per_head = (stage in PER_HEAD_STAGES or stage in ROTATED_SOURCES) and trace.n_heads > 1
    heads: list[int | None] = list(range(trace.n_heads)) if per_head else [None]
    return [_matrix(trace, tokens, stage, head) for head in heads]


def _matrix(trace: Trace, tokens: tuple[str, ...], stage: str, head: int | None) -> StageMatrix:
    values = trace.head(stage, head or 0)  # (n, n) or (n, d)
    square = stage in SQUARE_STAGES
    col_labels = tokens if square else tuple(f"d{j}" for j in range(values.shape[1]))
    name = stage if head is None else f"{stage}_h{head}"
    title = f"{stage} · {formula(stage, StageSettings.of_trace(trace))}" + (
        "" if head is None else f" · head {head + 1}")  # heads read 1-based; files stay _h0
    return StageMatrix(
        name=name, stage=stage, head=head, values=values, row_labels=tokens,
        col_labels=col_labels, row_title="query" if square else "token",
        col_title="key" if square else "feature",
        kind="probability" if stage == "weights" else "signed", title=title,
        float32=trace.head(stage, head or 0, native=True).dtype == np.float32)
