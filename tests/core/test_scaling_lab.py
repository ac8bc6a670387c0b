"""core.scaling.lab: the lab's sweep, frames and captions, and the session's two weight maps."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from core.scaling.lab import LAB_D_KS, ScalingSweep, session_comparison
from core.scaling.saturation import scaling_table
from core.session.value import Session


@pytest.fixture(scope="module")
def sweep():
    return ScalingSweep(d_ks=(1, 16, 256), tokens=8, samples=400, seed=1)


def test_slider_steps_are_half_octaves_from_1_to_1024():
    assert LAB_D_KS[0] == 1 and LAB_D_KS[-1] == 1024 and 256 in LAB_D_KS and 16 in LAB_D_KS
    ratios = np.diff(np.log2(LAB_D_KS))
    assert (ratios > 0).all() and ratios.max() <= 1.0 + 1e-9


def test_sweep_rows_are_core_scaling_table(sweep):
    table = scaling_table([1, 16, 256], tokens=8, samples=400, seed=1)
    assert [sweep.rows[row.d_k] for row in table] == table
    np.testing.assert_array_equal(sweep.curve("grad_norm")[:, 0],
                                  [row.unscaled.grad_norm for row in table])
    assert sweep.nearest(200) == 256 and sweep.nearest(3) == 1


def test_frame_histograms_and_row_come_from_the_scores(sweep):
    frame = sweep.frame(256)
    scores = sweep.scores[256]                                   # (B, n)
    for histogram, values in ((frame.unscaled_histogram, scores.numpy()),
                              (frame.scaled_histogram, scores.numpy() / 16.0)):
        widths = np.diff(histogram.edges)
        inside = ((values >= histogram.edges[0]) & (values <= histogram.edges[-1])).mean()
        assert (histogram.density * widths).sum() == pytest.approx(inside, rel=1e-12)
        assert histogram.edges[-1] == pytest.approx(4 * values.std(), rel=1e-12)
    expected = torch.softmax(scores[0] / 16.0, -1).numpy()
    np.testing.assert_allclose(frame.scaled_weights, expected, rtol=1e-15)
    assert frame.unscaled_weights.max() > frame.scaled_weights.max()
    with pytest.raises(ValueError, match="not in the sweep"):
        sweep.frame(5)


def test_captions_say_the_numbers(sweep):
    frame = sweep.frame(256)
    u, s = frame.row.unscaled, frame.row.scaled
    spread, bars, saturation, gradient = frame.captions
    assert f"std {u.score_std:.1f}" in spread and f"std {s.score_std:.2f}" in spread
    assert f"{frame.unscaled_weights.max():.2f}" in bars and "d_k = 256" in bars
    assert f"{u.max_weight:.2f}" in saturation and f"{s.entropy:.2f}" in saturation
    assert f"{math.log(8):.2f}" in saturation
    assert f"{u.grad_norm:.3f}" in gradient and f"{s.grad_norm:.3f}" in gradient
    assert f"1/{s.grad_norm / u.grad_norm:.0f}" in gradient


def test_session_comparison_is_scaling_on_and_off():
    session = Session.from_text("the cat sat on the mat", d_head=9).with_settings(
        temperature=0.5)
    scaled, unscaled, divisor = session_comparison(session)
    assert divisor == 3.0
    scores = session.run().numpy("scores")
    reference = torch.softmax(torch.tensor(scores) / 3.0, -1).numpy()
    np.testing.assert_allclose(scaled, reference, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(unscaled, torch.softmax(torch.tensor(scores), -1).numpy(),
                               rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("d_head", [1, 4, 64])
def test_temperature_slider_positions_round_trip_and_mark_root_d_head(d_head):
    from core.scaling.lab import (
        TEMPERATURE_STEPS,
        temperature_at,
        temperature_bounds,
        temperature_position,
    )
    low, high = temperature_bounds(d_head)
    assert temperature_at(0, d_head) == low and temperature_at(TEMPERATURE_STEPS, d_head) == high
    root = temperature_position(math.sqrt(d_head), d_head)
    assert temperature_at(root, d_head) == pytest.approx(math.sqrt(d_head), rel=0.01)
    taus = [temperature_at(p, d_head) for p in range(TEMPERATURE_STEPS + 1)]
    assert all(b >= a for a, b in zip(taus, taus[1:], strict=False))
    assert all(abs(temperature_position(t, d_head) - p) <= 1 for p, t in enumerate(taus))
    assert temperature_position(1e9, d_head) == TEMPERATURE_STEPS
