"""Animation frames of a stage, built only from a trace's values (attention is never rerun).

Pure numpy, no Qt. A frame is the stage's (rows, cols) matrix at ``progress`` in [0, 1]:
1.0 gives exactly ``trace.head(stage, head)``; NaN cells are "not computed yet" (drawn empty).
Rows sweep in order: row i of n plays during progress [i/n, (i+1)/n]. The softmax plays as
its four steps over the whole matrix (subtract the row max, exponentiate, sum, divide), and
``frame_caption`` says what every intermediate frame shows.
"""

from __future__ import annotations

import numpy as np

from core.attention.softmax_internals import softmax_numerators, visible_row_max
from core.attention.stages import STAGES
from core.attention.trace import Trace
from core.i18n import QT_TRANSLATE_NOOP, translate

# Stages whose rows simply appear one after the other.
REVEALED_ROW_BY_ROW = frozenset({"x", "q", "k", "v", "scores", "z", "output"})
SOFTMAX_STEPS = (  # the weights animation: (start of the step's progress, what it does)
    (0.0, QT_TRANSLATE_NOOP("Animation",
                            "softmax step 1 of 4: subtract each row's max (every value ≤ 0)")),
    (0.25, QT_TRANSLATE_NOOP("Animation", "softmax step 2 of 4: exponentiate, e^(x − max) "
                                          "(hidden keys give 0)")),
    (0.5, QT_TRANSLATE_NOOP("Animation",
                            "softmax step 3 of 4: sum each row's exponentials (Σ)")),
    (0.75, QT_TRANSLATE_NOOP("Animation", "softmax step 4 of 4: divide by the row's sum, so "
                                          "each row sums to 1")),
)
_EMBEDDED = QT_TRANSLATE_NOOP("Animation",
                              "{done} of {n} rows embedded; the rest are not computed yet")
_PROJECTED = QT_TRANSLATE_NOOP("Animation",
                               "{done} of {n} rows projected; the rest are not computed yet")
_ROW_WORK = {"x": _EMBEDDED, "q": _PROJECTED, "k": _PROJECTED, "v": _PROJECTED,
             "scores": QT_TRANSLATE_NOOP(
                 "Animation", "{done} of {n} rows scored; the rest are not computed yet"),
             "z": QT_TRANSLATE_NOOP(
                 "Animation", "{done} of {n} rows weighted sums done; the rest are not computed "
                              "yet"),
             "output": QT_TRANSLATE_NOOP(
                 "Animation", "{done} of {n} rows mixed by W^O; the rest are not computed yet")}
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
    if stage == "concat":  # each head's block arrives in turn, left to right
        return _blocks_arriving(final, trace.n_heads, progress)
    # "weights": the softmax's four steps, each over the whole matrix
    masked = trace.head("masked", head)                           # (n, n), −∞ where hidden
    exps = softmax_numerators(masked)                             # (n, n) e^(x − row max)
    if progress < SOFTMAX_STEPS[1][0]:
        with np.errstate(invalid="ignore"):
            shifted = masked - visible_row_max(masked)            # (n, n) ≤ 0
        return np.where(np.isneginf(masked), -np.inf, shifted)
    if progress < SOFTMAX_STEPS[3][0]:
        return np.array(exps, dtype=np.float64)
    t = ease((progress - SOFTMAX_STEPS[3][0]) / (1.0 - SOFTMAX_STEPS[3][0]))
    return (1.0 - t) * exps + t * final


def frame_caption(trace: Trace, stage: str, progress: float) -> str:
    """What a frame at ``progress`` shows, in words; "" for the finished stage."""
    if progress >= 1.0:
        return ""
    n = trace.head_shape(stage)[0]
    done = int(np.count_nonzero(row_progress(max(0.0, progress), n) > 0.0))
    if stage in REVEALED_ROW_BY_ROW:
        return translate("Animation", _ROW_WORK[stage]).format(done=done, n=n)
    if stage == "scaled":
        if not trace.scaled:
            return translate("Animation",
                             "scaling is off: every score is divided by 1, nothing changes")
        share = round(100 * float(ease(max(0.0, progress))))
        return translate("Animation", "dividing every score by √d_k = {divisor}: {share} % of "
                                      "the way").format(divisor=f"{trace.divisor:.3g}",
                                                        share=share)
    if stage == "masked":
        return translate("Animation", "{done} of {n} rows masked: hidden keys become −∞").format(
            done=done, n=n)
    if stage == "concat":
        placed = int(np.count_nonzero(row_progress(max(0.0, progress), trace.n_heads) > 0.0))
        return translate("Animation", "{placed} of {heads} heads' z laid side by side; the rest "
                                      "not yet").format(placed=placed, heads=trace.n_heads)
    return translate("Animation", next(text for start, text in reversed(SOFTMAX_STEPS)
                                       if progress >= start))


def _blocks_arriving(final: np.ndarray, n_heads: int, progress: float) -> np.ndarray:
    """(n, h·d_head) concat with blocks not yet arrived as NaN (not shown), one head at a time."""
    d_head = final.shape[1] // n_heads
    arrived = row_progress(progress, n_heads) > 0.0                # (h,)
    columns = np.repeat(arrived, d_head)[None, :]                  # (1, h·d_head)
    return np.where(columns, final, np.nan)


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
