"""One table names the stages everywhere: captions, the counter, GIF frames and JSON exports."""

from __future__ import annotations

import json

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import STAGES, counter_text, stage_caption, stage_number
from core.export.animation_plan import plan_animation
from core.export.bundle import trace_to_json_text
from core.session.value import Session


def test_caption_and_counter_use_the_stage_name_counted_from_1():
    assert [stage_number(stage) for stage in STAGES] == list(range(1, 12))
    assert stage_caption("scores") == "5 scores" and counter_text("z") == "9 / 11: z"
    for stage in STAGES:
        assert stage in stage_caption(stage) and counter_text(stage).endswith(f": {stage}")
    frames = plan_animation(frames_per_stage=1)     # a GIF's captions: the counter's words
    assert [frame.caption for frame in frames] == [counter_text(stage) for stage in STAGES]


def test_json_formulas_follow_the_settings_the_trace_ran_with():
    session = Session.from_text("a b c", scaled=False, causal=True)
    document = json.loads(trace_to_json_text(session.run(), session.tokens))
    settings = StageSettings.of_trace(session.run())
    for stage in STAGES:
        assert document["stages"][stage]["formula"] == formula(stage, settings)
    assert document["stages"]["scaled"]["formula"] == "S   (scaling off: ÷ 1)"
    assert "+ M" in document["stages"]["weights"]["formula"]
