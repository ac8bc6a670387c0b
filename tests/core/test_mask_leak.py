"""Why −∞: the −c comparison against a softmax computed here with PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core.limits import LimitError
from core.masks.leak import compare_mask_values, session_leak
from core.masks.presets import preset, stroke
from core.session.value import Session


def _torch_weights(scaled: np.ndarray, allowed: np.ndarray, m: float) -> np.ndarray:
    s = torch.tensor(scaled, dtype=torch.float64)
    add = torch.where(torch.tensor(allowed), torch.tensor(0.0, dtype=torch.float64),
                      torch.tensor(m, dtype=torch.float64))
    return torch.softmax(s + add, dim=-1).numpy()


@pytest.mark.parametrize("c", [0.0, 0.5, 2.0, 8.0, 40.0])
@pytest.mark.parametrize("mask_name", ["causal", "sliding_window", "padding"])
def test_leak_for_c_equals_an_independent_softmax(c, mask_name):
    session = Session.from_text("the cat sat on the mat because it", seed=5)
    params = {"sliding_window": {"window": 3}, "padding": {"pad": 2}}.get(mask_name, {})
    session = session.with_settings(mask=preset(mask_name, 8, **params))
    trace = session.run(dtype="float64")
    scaled, allowed = trace.numpy("scaled"), trace.allowed
    result = session_leak(session, c)
    finite = _torch_weights(scaled, allowed, -c)
    np.testing.assert_allclose(result.finite, finite, atol=1e-14)
    leak = np.array([finite[i][~allowed[i]].sum() for i in range(8)])
    np.testing.assert_allclose(result.leak, leak, atol=1e-14)
    zero = _torch_weights(scaled, allowed, 0.0)
    np.testing.assert_allclose(result.zero, zero, atol=1e-14)
    np.testing.assert_allclose(result.leak_without_mask,
                               [zero[i][~allowed[i]].sum() for i in range(8)], atol=1e-14)
    np.testing.assert_allclose(result.infinite, trace.numpy("weights"), atol=1e-14)
    assert np.all(result.infinite[~allowed] == 0.0)  # exactly zero only with −∞
    if c < 40:
        assert result.max_leak > 0.0


def test_leak_shrinks_as_c_grows_and_is_zero_for_rows_that_hide_nothing():
    scaled = np.random.default_rng(0).normal(size=(6, 6))
    allowed = preset("causal", 6)
    leaks = [compare_mask_values(scaled, allowed, c).leak for c in (0.0, 1.0, 3.0, 10.0)]
    assert leaks[0][-1] == 0.0  # the last query sees every key
    for smaller, larger in zip(leaks[1:], leaks[:-1], strict=True):
        assert np.all(smaller[:-1] < larger[:-1])


def test_a_fully_hidden_row_is_zero_with_minus_infinity_but_uniform_with_minus_c():
    scaled = np.arange(16, dtype=np.float64).reshape(4, 4) / 7
    allowed = stroke(None, 4, [(1, j) for j in range(4)], visible=False)
    result = compare_mask_values(scaled, allowed, 5.0)
    np.testing.assert_array_equal(result.hidden_rows, [1])
    assert np.all(result.infinite[1] == 0.0)
    np.testing.assert_allclose(result.finite[1], _torch_weights(scaled, allowed, -5.0)[1])
    assert result.leak[1] == pytest.approx(1.0)
    assert result.max_leak == pytest.approx(max(result.leak[[0, 2, 3]]))


@pytest.mark.parametrize("c", [-1.0, float("nan"), float("inf")])
def test_bad_c_is_refused_naming_c(c):
    with pytest.raises(LimitError, match="c"):
        compare_mask_values(np.zeros((2, 2)), np.ones((2, 2), dtype=bool), c)
