"""Per-call hooks: observe, replace, fail loudly, leave nothing behind."""

import numpy as np
import pytest
import torch

from core import STAGES, run_attention


def inputs(n_heads=1):
    rng = np.random.default_rng(5)
    shape = (4, 3) if n_heads == 1 else (n_heads, 4, 3)
    return rng.normal(size=(5, 4)), rng.normal(size=shape), rng.normal(size=shape), \
        rng.normal(size=shape)


@pytest.mark.parametrize("n_heads", [1, 2])
def test_an_observer_sees_every_stage_once_in_order(n_heads):
    seen = []

    def observe(tensor, *, stage):
        seen.append((stage, tuple(tensor.shape)))

    trace = run_attention(*inputs(n_heads), hooks={name: observe for name in STAGES})
    assert [stage for stage, _ in seen] == list(STAGES)
    assert all(shape == tuple(trace[stage].shape) for stage, shape in seen)


def test_replacing_scaled_changes_weights_and_z_and_nothing_upstream():
    plain = run_attention(*inputs(), dtype="float64")
    flat = run_attention(*inputs(), dtype="float64",
                         hooks={"scaled": lambda t, *, stage: torch.zeros_like(t)})
    for stage in ("x", "q", "k", "v", "scores"):
        np.testing.assert_array_equal(flat.numpy(stage), plain.numpy(stage))
    np.testing.assert_array_equal(flat.numpy("scaled"), 0)
    np.testing.assert_allclose(flat.numpy("weights"), 1 / 5, atol=1e-15)  # uniform rows
    np.testing.assert_allclose(flat.numpy("z"), plain.numpy("v").mean(axis=0)[None].repeat(5, 0),
                               atol=1e-12)
    assert not np.array_equal(flat.numpy("z"), plain.numpy("z"))


def test_unknown_stage_and_wrong_shape_are_value_errors():
    with pytest.raises(ValueError, match="unknown hook stage.*'soft'.*stages are x, q"):
        run_attention(*inputs(), hooks={"soft": lambda t, *, stage: None})
    with pytest.raises(ValueError, match=r"hook for 'q' must return None or a tensor of shape "
                                         r"\(5, 3\), got \(2, 2\)"):
        run_attention(*inputs(), hooks={"q": lambda t, *, stage: torch.zeros(2, 2)})
    with pytest.raises(ValueError, match="got list"):
        run_attention(*inputs(), hooks={"q": lambda t, *, stage: [1.0]})


def test_a_raising_hook_propagates_and_leaves_no_state():
    def boom(tensor, *, stage):
        raise RuntimeError("hook failed")

    with pytest.raises(RuntimeError, match="hook failed"):
        run_attention(*inputs(), hooks={"weights": boom})
    again = run_attention(*inputs(), dtype="float64")
    reference = run_attention(*inputs(), dtype="float64", hooks={})
    np.testing.assert_array_equal(again.numpy("z"), reference.numpy("z"))


def test_hooks_do_not_outlive_the_call():
    calls = []
    run_attention(*inputs(), hooks={"z": lambda t, *, stage: calls.append(stage)})
    run_attention(*inputs())
    assert calls == ["z"]
