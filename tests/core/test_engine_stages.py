"""Stage names and order, the masked and fully-masked cases, and the read-only trace."""

import math

import numpy as np
import pytest
import torch

from core import STAGES, TRANSFORMER_LENS_HOOKS, run_attention
from core.attention.stages import FORMULAS, MEANINGS, stage_index


def test_stage_names_and_order_are_pinned():
    assert STAGES == ("x", "q", "k", "v", "scores", "scaled", "masked", "weights", "z", "concat",
                      "output")
    for table in (FORMULAS, MEANINGS):
        assert tuple(table) == STAGES
    assert TRANSFORMER_LENS_HOOKS == {"q": "hook_q", "k": "hook_k", "v": "hook_v",
                                      "masked": "hook_attn_scores", "weights": "hook_pattern",
                                      "z": "hook_z", "output": "hook_attn_out"}
    assert stage_index("weights") == 7
    with pytest.raises(ValueError, match="unknown stage 'soft'"):
        stage_index("soft")


def small(n=4, d=3, seed=0):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, d)), rng.normal(size=(d, 2)), rng.normal(size=(d, 2)), \
        rng.normal(size=(d, 2))


def test_trace_is_an_ordered_read_only_mapping():
    trace = run_attention(*small())
    assert tuple(trace) == STAGES and trace.stages == STAGES and len(trace) == 11
    with pytest.raises(TypeError):
        trace["z"] = torch.zeros(1)  # type: ignore[index]
    with pytest.raises(ValueError):
        trace.numpy("z")[0, 0] = 1.0
    assert trace.numpy("scores").shape == (4, 4)
    assert trace.numpy("z").shape == (4, 2)
    with pytest.raises(KeyError, match="unknown stage"):
        trace.numpy("nope")


def test_masked_cells_hold_minus_infinity_and_weights_zero():
    trace = run_attention(*small(n=5), causal=True, dtype="float64")
    masked, weights = trace.numpy("masked"), trace.numpy("weights")
    future = np.triu(np.ones((5, 5), dtype=bool), k=1)
    assert np.isneginf(masked[future]).all() and np.isfinite(masked[~future]).all()
    assert (weights[future] == 0).all()
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, atol=1e-12)


def test_a_row_with_every_key_masked_gives_zeros_and_a_warning():
    mask = np.ones((4, 4), dtype=bool)
    mask[2] = False
    trace = run_attention(*small(), mask=mask)
    weights = trace.numpy("weights")
    assert not np.isnan(weights).any() and not np.isnan(trace.numpy("z")).any()
    assert (weights[2] == 0).all() and (trace.numpy("z")[2] == 0).all()
    assert trace.warnings == ("query row 2 has every key masked; its weights are zero",)


def test_huge_values_stay_finite_thanks_to_the_stable_softmax():
    x, w_q, w_k, w_v = small()
    trace = run_attention(x * 1e3, w_q * 1e3, w_k * 1e3, w_v)
    assert np.isfinite(trace.numpy("weights")).all() and trace.warnings == ()
    np.testing.assert_allclose(trace.numpy("weights").sum(axis=1), 1.0, atol=1e-6)


def test_overflow_is_reported_not_hidden():
    x, w_q, w_k, w_v = small()
    trace = run_attention(x * 1e30, w_q * 1e30, w_k * 1e30, w_v)  # float32 overflows
    assert any("overflowed" in warning for warning in trace.warnings)


def test_scaling_off_divides_by_one():
    on, off = run_attention(*small(), dtype="float64"), run_attention(*small(), scaled=False,
                                                                      dtype="float64")
    assert on.divisor == math.sqrt(2) and off.divisor == 1.0
    np.testing.assert_array_equal(off.numpy("scaled"), off.numpy("scores"))


def test_the_trace_says_whether_scaling_was_on_even_when_d_head_is_one():
    x, w_q, w_k, w_v = small(d=3)
    w_q, w_k, w_v = w_q[:, :1], w_k[:, :1], w_v[:, :1]   # d_head = 1: √d_head = 1 either way
    assert run_attention(x, w_q, w_k, w_v).scaled
    assert not run_attention(x, w_q, w_k, w_v, scaled=False).scaled
