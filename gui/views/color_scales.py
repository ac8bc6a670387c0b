"""Colour scales a learner can compare: scores, scaled and masked share one by default.

With one scale the ÷√d_k step shows as a colour change (the same score is paler once scaled);
with per-stage scales each stage spans its own ±max (finer detail, no comparison).
"""

from __future__ import annotations

import weakref

from core.attention.trace import Trace
from gui.views.heatmap.levels import level_range

SHARED_SCALE_STAGES = ("scores", "scaled", "masked")   # the n×n stages before softmax


class StageLevels:
    """The colour levels of each stage's large view, cached per trace and head. Whether the
    scale is shared is the caller's to say (the window's view state, ``shared_scales``)."""

    def __init__(self) -> None:
        # (weak reference to the trace, head, levels): an old trace (~100 MB at n = 2048) is
        # never kept alive by the cache
        self._cache: tuple[weakref.ref, int, tuple[float, float]] | None = None

    def levels_for(self, trace: Trace, stage: str, head: int,
                   shared: bool) -> tuple[float, float] | None:
        """(low, high) shared by SHARED_SCALE_STAGES when ``shared``; None: the stage's own."""
        if not shared or stage not in SHARED_SCALE_STAGES:
            return None
        if self._cache is None or self._cache[0]() is not trace or self._cache[1] != head:
            ranges = [level_range(trace.head(name, head, native=True), "signed")
                      for name in SHARED_SCALE_STAGES]
            bound = max(high for _, high in ranges)         # each range is (−m, m)
            self._cache = (weakref.ref(trace), head, (-bound, bound))
        return self._cache[2]
