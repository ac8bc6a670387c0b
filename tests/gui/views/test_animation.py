"""Stage animations replay the trace: exact final frames, sensible first frames, rows in order."""

from __future__ import annotations

import time

import numpy as np
import pytest
import torch

from core.attention.softmax_internals import softmax_numerators
from core.attention.stages import STAGES
from core.session.value import Session
from gui.views.animation_frames import (
    REVEALED_ROW_BY_ROW,
    animation_duration_ms,
    frame_caption,
    row_progress,
    stage_frame,
)
from gui.views.frame_player import StageAnimator
from gui.views.heatmap import MatrixHeatmap

PROGRESS_GRID = np.linspace(0.0, 1.0, 41)


@pytest.fixture(scope="module")
def two_head_trace():
    session = Session.from_text("the mole on his face today", d_model=8, d_head=4, n_heads=2,
                                seed=3)
    return session.with_settings(causal=True).run()


def matrix_heatmap(qtbot, trace, stage, head=0) -> MatrixHeatmap:
    view = MatrixHeatmap()
    qtbot.addWidget(view)
    view.resize(500, 400)
    final = trace.head(stage, head)
    rows, cols = final.shape
    view.set_matrix(final, row_labels=[f"t{i}" for i in range(rows)],
                    col_labels=[f"c{j}" for j in range(cols)], row_title="query i (row)",
                    col_title="key j (column)",
                    kind="probability" if stage == "weights" else "signed")
    return view


def test_progress_one_is_exactly_the_trace(two_head_trace):
    for stage in STAGES:
        for head in range(2):
            frame = stage_frame(two_head_trace, stage, head, 1.0)
            assert np.array_equal(frame, two_head_trace.head(stage, head)), stage


def test_progress_zero_is_blank_or_the_starting_values(two_head_trace):
    trace, head = two_head_trace, 1
    for stage in REVEALED_ROW_BY_ROW:
        assert np.isnan(stage_frame(trace, stage, head, 0.0)).all(), stage
    assert np.array_equal(stage_frame(trace, "scaled", head, 0.0), trace.head("scores", head))
    assert np.array_equal(stage_frame(trace, "masked", head, 0.0), trace.head("scaled", head))
    start = stage_frame(trace, "weights", head, 0.0)  # softmax step 1: x − row max
    masked = trace.head("masked", head)
    expected = masked - masked.max(axis=1, keepdims=True)
    assert np.array_equal(start, expected) and (start.max(axis=1) == 0.0).all()


def test_rows_are_revealed_in_order_and_monotonically(two_head_trace):
    trace = two_head_trace
    n = trace.n_tokens
    for stage in REVEALED_ROW_BY_ROW:
        final = trace.head(stage, 0)
        counts = []
        for progress in PROGRESS_GRID:
            frame = stage_frame(trace, stage, 0, progress)
            shown_rows = ~np.isnan(frame).all(axis=1)
            count = int(shown_rows.sum())
            assert shown_rows[:count].all() and not shown_rows[count:].any()   # top rows first
            assert np.array_equal(frame[:count], final[:count])                # exact values
            counts.append(count)
        assert counts == sorted(counts) and counts[0] == 0 and counts[-1] == n, stage
    # masked: −∞ lands on one more row at a time; cells before their turn show "scaled".
    scaled, masked = trace.head("scaled", 0), trace.head("masked", 0)
    rows_with_masked_keys = [i for i in range(n) if not trace.allowed[i].all()]
    landed = []
    for progress in PROGRESS_GRID:
        frame = stage_frame(trace, "masked", 0, progress)
        landed_rows = [i for i in rows_with_masked_keys if np.isneginf(frame[i]).any()]
        assert landed_rows == rows_with_masked_keys[:len(landed_rows)]   # top rows first
        landed.append(len(landed_rows))
        for i in range(n):
            assert np.array_equal(frame[i], masked[i]) or np.array_equal(frame[i], scaled[i])
    assert landed == sorted(landed) and landed[0] == 0
    assert landed[-1] == len(rows_with_masked_keys) == n - 1


def test_the_softmax_plays_its_four_steps_and_each_frame_says_which(two_head_trace):
    trace = two_head_trace
    masked = trace.head("masked", 0)
    weights, exps = trace.head("weights", 0), softmax_numerators(masked)
    shifted = masked - masked.max(axis=1, keepdims=True)        # independent: numpy here
    steps = []
    for progress in PROGRESS_GRID[:-1]:
        frame = stage_frame(trace, "weights", 0, progress)
        caption = frame_caption(trace, "weights", progress)
        step = int(caption.split("step ")[1][0])
        steps.append(step)
        if step == 1:
            assert np.array_equal(frame, shifted) and caption.endswith("(every value ≤ 0)")
        elif step in (2, 3):
            assert np.allclose(frame, np.exp(shifted)) and np.array_equal(frame, exps)
        else:
            assert np.isfinite(frame).all() and frame.min() >= 0.0 and frame.max() <= 1.0
            assert (frame[~trace.allowed] == 0.0).all()       # hidden keys stay exactly 0
        assert ("sum each row" in caption) == (step == 3) and ("divide" in caption) == (step == 4)
    assert steps == sorted(steps) and set(steps) == {1, 2, 3, 4}
    assert np.array_equal(stage_frame(trace, "weights", 0, 1.0), weights)
    assert frame_caption(trace, "weights", 1.0) == ""


def test_row_captions_count_the_rows_shown_and_z_rows_not_computed_are_empty(two_head_trace):
    trace = two_head_trace
    n = trace.n_tokens
    for stage in ("q", "scores", "z", "masked"):
        for progress in PROGRESS_GRID[1:-1]:
            shown = int((row_progress(progress, n) > 0).sum())
            assert frame_caption(trace, stage, progress).startswith(f"{shown} of {n} rows")
    halfway = stage_frame(trace, "z", 0, 0.5)
    assert np.isnan(halfway[-1]).all() and np.array_equal(halfway[0], trace.head("z", 0)[0])
    assert f"√d_k = {trace.divisor:.3g}" in frame_caption(trace, "scaled", 0.5)
    off = Session.from_text("a b c", scaled=False).run()
    assert "scaling is off" in frame_caption(off, "scaled", 0.5)


def test_scaled_shrinks_smoothly(two_head_trace):
    trace = two_head_trace
    scores, scaled = trace.head("scores", 0), trace.head("scaled", 0)
    sizes = [np.abs(stage_frame(trace, "scaled", 0, p)).sum() for p in PROGRESS_GRID]
    assert all(a >= b - 1e-12 for a, b in zip(sizes, sizes[1:], strict=False))
    assert np.isclose(sizes[0], np.abs(scores).sum()) and np.isclose(sizes[-1],
                                                                      np.abs(scaled).sum())


def test_frames_come_from_the_trace_not_a_recomputation():
    session = Session.from_text("a b c", d_model=4, d_head=2, seed=0)
    uniform = torch.full((3, 3), 1.0 / 3.0, dtype=torch.float64)
    trace = session.run(hooks={"weights": lambda t, stage: uniform.to(t.dtype)})
    assert np.allclose(stage_frame(trace, "weights", 0, 1.0), 1.0 / 3.0)
    assert np.allclose(stage_frame(trace, "weights", 0, 0.999)[0], 1.0 / 3.0, atol=1e-3)


def test_durations():
    for stage in STAGES:
        for n in (1, 5, 12, 64, 128):
            assert 600 <= animation_duration_ms(stage, n) <= 1500
        assert animation_duration_ms(stage, 2048) == 0
    with pytest.raises(ValueError):
        animation_duration_ms("nope", 5)
    with pytest.raises(ValueError):
        stage_frame(None, "nope", 0, 0.5)


def test_animator_ends_on_the_exact_values_and_emits_finished(qtbot, two_head_trace):
    trace = two_head_trace
    view = matrix_heatmap(qtbot, trace, "weights", head=1)
    animator = StageAnimator()
    shown_frames = []
    original = view.show_frame
    view.show_frame = lambda values: (shown_frames.append(np.array(values)), original(values))
    with qtbot.waitSignal(animator.finished, timeout=3000) as finished:
        animator.play(view, trace, "weights", 1, duration_ms=200)
        assert animator.is_running()
    assert finished.args == ["weights"]
    assert not animator.is_running()
    assert np.array_equal(view.shown_values(), trace.head("weights", 1))
    assert len(shown_frames) >= 2          # a first frame and the last (a busy machine drops
    # timer ticks, so more frames are not promised in 200 ms); the next line: it did animate
    assert not np.allclose(shown_frames[0], trace.head("weights", 1))


def test_animator_stop_speed_and_instant(qtbot, two_head_trace):
    trace = two_head_trace
    view = matrix_heatmap(qtbot, trace, "q")
    animator = StageAnimator()
    finished = []
    animator.finished.connect(finished.append)
    animator.play(view, trace, "q", 0, duration_ms=10_000)
    assert np.isnan(view.shown_values()).all()                  # the first frame: blank
    animator.stop()
    assert finished == ["q"] and not animator.is_running()
    assert np.array_equal(view.shown_values(), trace.head("q", 0))

    animator.set_speed(50.0)
    assert animator.speed() == 10.0                             # clamped
    animator.set_speed(4.0)
    start = time.perf_counter()
    with qtbot.waitSignal(animator.finished, timeout=3000):
        animator.play(view, trace, "q", 0, duration_ms=800)     # 200 ms at 4x
    assert time.perf_counter() - start < 0.7

    animator.play(view, trace, "q", 0, duration_ms=0)           # instant
    assert finished[-1] == "q" and not animator.is_running()
    # a new play() replaces a running one, which finishes on its final values
    animator.play(view, trace, "q", 0, duration_ms=10_000)
    other = matrix_heatmap(qtbot, trace, "z")
    animator.play(other, trace, "z", 0, duration_ms=10_000)
    assert finished[-1] == "q" and np.array_equal(view.shown_values(), trace.head("q", 0))
    animator.stop()
    assert finished[-1] == "z"


def test_animator_survives_its_view_changing_or_going_away(qtbot, two_head_trace):
    trace = two_head_trace
    view = matrix_heatmap(qtbot, trace, "q")
    animator = StageAnimator()
    finished = []
    animator.finished.connect(finished.append)
    animator.play(view, trace, "q", 0, duration_ms=10_000)
    scores = trace.head("scores", 0)                  # the window shows another stage meanwhile
    view.set_matrix(scores, row_labels=[str(i) for i in range(6)],
                    col_labels=[str(i) for i in range(6)], row_title="r", col_title="c")
    qtbot.waitUntil(lambda: finished == ["q"], timeout=2000)
    assert np.array_equal(view.shown_values(), scores)         # left alone

    doomed = MatrixHeatmap()
    doomed.set_matrix(trace.head("v", 0), row_labels=[str(i) for i in range(6)],
                      col_labels=[str(j) for j in range(4)], row_title="r", col_title="c")
    animator.play(doomed, trace, "v", 0, duration_ms=10_000)
    doomed.deleteLater()
    qtbot.waitUntil(lambda: finished == ["q", "v"], timeout=2000)
    assert not animator.is_running()


def test_transposed_frames_are_given_in_matrix_coordinates(qtbot, two_head_trace):
    trace = two_head_trace
    view = matrix_heatmap(qtbot, trace, "k")
    view.set_transposed(True)
    frame = stage_frame(trace, "k", 0, 0.5)
    view.show_frame(frame)
    assert np.array_equal(view.shown_values(), frame.T, equal_nan=True)


def test_frame_plus_show_frame_is_well_under_a_frame_at_n64(qtbot):
    session = Session.from_text(" ".join(f"w{i}" for i in range(64)), d_model=16, d_head=8,
                                seed=1).with_settings(causal=True)
    trace = session.run()
    view = matrix_heatmap(qtbot, trace, "weights")
    view.show()
    qtbot.waitExposed(view)
    timings = []
    for progress in np.linspace(0.0, 0.99, 60):
        start = time.perf_counter()
        view.show_frame(stage_frame(trace, "weights", 0, progress))
        view.grab()                                   # really paints (repaint may be skipped)
        timings.append(time.perf_counter() - start)
    median_ms = float(np.median(timings)) * 1000
    print(f"\nframe + show_frame + paint at n=64: median {median_ms:.2f} ms")
    assert median_ms < 16.0


def test_the_window_and_the_gif_caption_every_intermediate_frame(qtbot, monkeypatch):
    from gui.export.image import animation_file
    from tests.gui.window_helpers import open_window

    window = open_window(qtbot, monkeypatch)
    label = window.formula_bar.frame_label
    window.animation.set_speed(0.2)
    window.stepper.jump("weights")
    window.animation.play(window.controller.trace, "weights", 0)
    qtbot.waitUntil(lambda: label.isVisible(), timeout=2000)
    assert label.text().startswith("softmax step ")
    window.animation.stop()
    assert not label.isVisible() and label.text() == ""

    captions = []
    real_picture = animation_file.offscreen_picture

    def recording_picture(size):
        picture = real_picture(size)
        set_text = picture.caption.setText
        picture.caption.setText = lambda text: captions.append(text) or set_text(text)
        return picture

    monkeypatch.setattr(animation_file, "offscreen_picture", recording_picture)
    trace = window.controller.trace
    frames = animation_file.animation_frames(trace, window.controller.session.tokens,
                                             stages=["weights"], size=(360, 300),
                                             frames_per_stage=4)
    assert len(frames) == 4
    shown = captions[-4:]  # one caption per frame, set after the stage's own
    assert [("softmax step" in text) for text in shown] == [True, True, True, False]
    assert "step 2 of 4" in shown[0] and "step 4 of 4" in shown[2]


def test_the_animation_takes_the_row_max_from_core(monkeypatch):
    """The weights animation's first frame (x − max) subtracts core's row max, not its own."""
    import gui.views.animation_frames as frames

    trace = Session.from_text("a b c").run(dtype="float64")
    monkeypatch.setattr(frames, "visible_row_max", lambda m: np.full((m.shape[0], 1), 100.0))
    first = frames.stage_frame(trace, "weights", 0, 0.01)
    np.testing.assert_allclose(first, trace.numpy("masked") - 100.0)
