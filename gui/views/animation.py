"""Animation frames of a stage, built only from a trace's values (attention is never rerun).

Pure numpy, no Qt. A frame is the stage's (rows, cols) matrix at ``progress`` in [0, 1]:
1.0 gives exactly ``trace.head(stage, head)``; NaN cells are "not revealed yet".
Rows sweep in order: row i of n plays during progress [i/n, (i+1)/n].
"""

from __future__ import annotations

import numpy as np

from core.softmax_internals import softmax_numerators
from core.stages import STAGES
from core.trace import Trace

# Stages whose rows simply appear one after the other.
REVEALED_ROW_BY_ROW = frozenset({"x", "q", "k", "v", "scores", "output"})
INSTANT_ABOVE_N = 512      # bigger matrices jump straight to the result
_SHORT_ABOVE_N = 128


def row_progress(progress: float, n_rows: int) -> np.ndarray:
    """(n_rows,) each row's own progress in [0, 1] while the rows sweep top to bottom."""
    # row i is at 0 before progress i/n, at 1 after (i+1)/n, linear in between.
    return np.clip(progress * n_rows - np.arange(n_rows), 0.0, 1.0)


def ease(t: np.ndarray | float) -> np.ndarray | float:
    """Smoothstep: starts and ends gently; ease(0) == 0, ease(1) == 1."""
    return t * t * (3.0 - 2.0 * t)


def stage_frame(trace: Trace, stage: str, head: int, progress: float) -> np.ndarray:
    """The stage's matrix at ``progress`` (0: blank or the starting values; 1: the result)."""
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}; stages are {', '.join(STAGES)}")
    final = trace.head(stage, head)                              # (rows, cols)
    if progress >= 1.0:
        return np.array(final, dtype=np.float64)
    progress = max(0.0, float(progress))
    rows = row_progress(progress, final.shape[0])[:, None]       # (rows, 1)
    if stage in REVEALED_ROW_BY_ROW:
        return np.where(rows > 0.0, final, np.nan)
    if stage == "scaled":
        scores = trace.head("scores", head)                      # (n, n)
        t = ease(progress)
        return (1.0 - t) * scores + t * final
    if stage == "masked":
        scaled = trace.head("scaled", head)                      # (n, n)
        return np.where(rows > 0.0, final, scaled)
    if stage == "weights":
        exps = softmax_numerators(trace.head("masked", head))    # (n, n)
        t = ease(rows)
        return (1.0 - t) * exps + t * final
    # "z": each row grows from 0 to its weighted sum as the weights' rows sweep.
    return ease(rows) * final


def animation_duration_ms(stage: str, n: int) -> int:
    """How long a stage's animation lasts for n tokens: 600–1500 ms, 0 (instant) when huge."""
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}; stages are {', '.join(STAGES)}")
    if n > INSTANT_ABOVE_N:
        return 0
    if n > _SHORT_ABOVE_N:
        return 600
    if stage == "scaled":
        return 900      # one smooth shrink of every cell at once
    return int(min(1500, 500 + 100 * n))
