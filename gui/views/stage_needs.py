"""What every stage needs for its numbers: shape and widest number, for the layout policy.

A side panel is sized once (when shown or pinned), not at every step, so that the layout does
not jump between stages; it is sized for the hardest stage of the session, not only the one on
screen (gui.views.heatmap.number_room takes these).
"""

from __future__ import annotations

from core.attention.stages import SQUARE_STAGES, STAGES
from core.attention.trace import Trace
from gui.views.color_scales import StageLevels
from gui.views.heatmap.cell_text import widest_sample
from gui.views.heatmap.levels import level_range


def stage_number_samples(trace: Trace, head: int, levels: StageLevels, shared: bool
                         ) -> list[tuple[tuple[int, int], str, bool]]:
    """[(shape (rows, cols), widest number as drawn, square)] for every stage of ``trace``;
    ``shared``: scores, scaled and masked share one colour scale."""
    return [sample[:3] for sample in stage_samples(trace, head, levels, shared)]


def stage_samples(trace: Trace, head: int, levels: StageLevels, shared: bool
                  ) -> list[tuple[tuple[int, int], str, bool, tuple[float, float]]]:
    """As stage_number_samples, each with its colour levels (low, high) too, in STAGES order."""
    samples = []
    for stage in STAGES:
        values = trace.head(stage, head, native=True)        # (rows, cols)
        kind = "probability" if stage == "weights" else "signed"
        shown = levels.levels_for(trace, stage, head, shared) or level_range(values, kind)
        samples.append((tuple(values.shape), widest_sample(shown), stage in SQUARE_STAGES,
                        tuple(shown)))
    return samples
