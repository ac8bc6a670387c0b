"""Which frames an exported step-through animation shows, and what each frame's caption says.

Frames go through the stages in order (numbered as in the whole forward pass, like the
window's step counter); each stage gets ``frames_per_stage`` frames at progress
0..1 (the last one at 1, fully shown), so every stage appears at least once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import counter_text
from core.export.stage_matrices import check_stages


@dataclass(frozen=True)
class AnimationFrame:
    stage: str
    progress: float     # 0..1: how far the stage's animation has come
    caption: str        # "4 / 10: scale"
    formula: str        # "S / √d_k"


def plan_animation(stages: Sequence[str] | None = None, frames_per_stage: int = 4,
                   settings: StageSettings | None = None) -> list[AnimationFrame]:
    """The frames in order: for each stage, progress 1/f, 2/f, …, 1 (one frame: just 1)."""
    if not 1 <= frames_per_stage <= 60:
        raise ValueError(f"frames per stage must be 1 to 60, got {frames_per_stage}")
    stages = check_stages(stages)
    frames = []
    for stage in stages:
        caption = counter_text(stage)
        for step in range(1, frames_per_stage + 1):
            frames.append(AnimationFrame(stage=stage, progress=step / frames_per_stage,
                                         caption=caption,
                                         formula=formula(stage, settings or StageSettings())))
    return frames
