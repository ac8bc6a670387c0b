"""Mask presets against masks built cell by cell here, and sessions against PyTorch's SDPA."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from core.masks.presets import (
    PRESETS,
    MaskError,
    default_parameters,
    effective_mask,
    fully_hidden_rows,
    mask_values,
    parse_sizes,
    preset,
    stroke,
    toggle,
)
from core.session.value import Session

SIZES = (1, 2, 5, 9)


def _reference(name: str, n: int, **p) -> np.ndarray:
    """The preset written the slow way: one rule per (query i, key j)."""
    out = np.zeros((n, n), dtype=bool)
    for i in range(n):
        for j in range(n):
            if name == "none":
                out[i, j] = True
            elif name == "causal":
                out[i, j] = j <= i
            elif name == "sliding_window":
                out[i, j] = i - p["window"] + 1 <= j <= i
            elif name == "padding":
                out[i, j] = j < n - p["pad"]
            elif name == "prefix":
                out[i, j] = j <= i or (i < p["prefix"] and j < p["prefix"])
            elif name == "block":
                owner = [b for b, size in enumerate(p["sizes"]) for _ in range(size)]
                out[i, j] = owner[i] == owner[j] and j <= i
    return out


def _cases():
    for n in SIZES:
        yield "none", n, {}
        yield "causal", n, {}
        for window in {1, 2, 3, n, n + 4}:
            yield "sliding_window", n, {"window": window}
        for pad in sorted({0, 1, n - 1} - {n} if n > 1 else {0}):
            yield "padding", n, {"pad": pad}
        for prefix in sorted({0, 1, n // 2, n}):
            yield "prefix", n, {"prefix": prefix}
        for sizes in ([n], [1] * n, [n - 1, 1] if n > 1 else [1], [2, n - 2] if n > 2 else [n]):
            yield "block", n, {"sizes": sizes}


CASES = list(_cases())


@pytest.mark.parametrize(("name", "n", "params"), CASES)
def test_every_preset_equals_a_cell_by_cell_construction(name, n, params):
    mask = preset(name, n, **params)
    assert mask.dtype == bool and mask.shape == (n, n)
    np.testing.assert_array_equal(mask, _reference(name, n, **params))


def test_every_preset_has_a_one_sentence_explanation_and_valid_defaults():
    for name, spec in PRESETS.items():
        assert spec.explanation.endswith(".") and spec.explanation.count(". ") == 0
        for n in SIZES:
            params = default_parameters(name, n)
            assert set(params) == {p.name for p in spec.parameters}
            np.testing.assert_array_equal(preset(name, n, **params), _reference(name, n, **params))


def _sdpa(session: Session, allowed: np.ndarray) -> np.ndarray:
    x = torch.tensor(session.x(), dtype=torch.float64)
    q, k, v = (x @ torch.tensor(w[0], dtype=torch.float64)
               for w in (session.w_q, session.w_k, session.w_v))
    return F.scaled_dot_product_attention(q[None], k[None], v[None],
                                          attn_mask=torch.tensor(allowed))[0].numpy()


@pytest.mark.parametrize(("name", "n", "params"), [c for c in CASES if c[1] in (5, 9)])
def test_a_session_with_each_preset_equals_pytorch_sdpa(name, n, params):
    words = "the mole on his face was a dark little".split()[:n]
    session = Session.from_text(" ".join(words), d_model=6, d_head=3, seed=3)
    session = session.with_settings(mask=preset(name, n, **params))
    trace = session.run(dtype="float64")
    np.testing.assert_array_equal(trace.allowed, preset(name, n, **params))
    np.testing.assert_allclose(trace.numpy("z"), _sdpa(session, session.mask),
                               atol=1e-12, rtol=0)
    assert trace.warnings == ()


def test_causal_toggle_over_a_preset_is_the_and_of_both_and_matches_sdpa():
    session = Session.from_text("one two three four five six", seed=1)
    mask = preset("prefix", 6, prefix=4)
    session = session.with_settings(mask=mask, causal=True)
    expected = mask & np.tril(np.ones((6, 6), dtype=bool))
    trace = session.run(dtype="float64")
    np.testing.assert_array_equal(trace.allowed, expected)
    np.testing.assert_array_equal(effective_mask(mask, True, 6), expected)
    np.testing.assert_array_equal(effective_mask(mask, False, 6), mask)
    np.testing.assert_allclose(trace.numpy("z"), _sdpa(session, expected), atol=1e-12, rtol=0)


def test_a_fully_hidden_row_gives_zero_weights_and_a_warning_other_rows_match_sdpa():
    session = Session.from_text("alpha beta gamma delta", seed=2)
    mask = stroke(None, 4, [(2, j) for j in range(4)], visible=False)
    trace = session.with_settings(mask=mask).run(dtype="float64")
    np.testing.assert_array_equal(fully_hidden_rows(mask), [2])
    assert np.all(trace.numpy("weights")[2] == 0.0) and np.all(trace.numpy("z")[2] == 0.0)
    assert any("query row 2" in w for w in trace.warnings)
    reference = _sdpa(session, mask)
    # PyTorch's answer for that row depends on its version (NaN, or zeros in newer ones)
    rows = [0, 1, 3]
    np.testing.assert_allclose(trace.numpy("z")[rows], reference[rows], atol=1e-12, rtol=0)


def test_mask_values_are_zero_where_visible_and_minus_infinity_where_hidden():
    allowed = preset("sliding_window", 5, window=2)
    values = mask_values(allowed)
    assert np.all(values[allowed] == 0.0) and np.all(np.isneginf(values[~allowed]))


def test_stroke_changes_exactly_the_cells_named():
    before = preset("causal", 4)
    after = stroke(before, 4, [(3, 0), (3, 1), (0, 2)], visible=False)
    changed = {tuple(c) for c in np.argwhere(after != before)}
    assert changed == {(3, 0), (3, 1)}  # (0, 2) was already hidden
    assert not after[0, 2] and before[3, 0]
    with pytest.raises(MaskError, match=r"\(4, 0\)"):
        stroke(before, 4, [(4, 0)], visible=True)


@pytest.mark.parametrize(("name", "params", "named"), [
    ("sliding_window", {"window": 0}, "window"),
    ("sliding_window", {"window": 2.5}, "window"),
    ("padding", {"pad": 5}, "pad"),
    ("padding", {"pad": 9}, "pad"),
    ("padding", {"pad": -1}, "pad"),
    ("prefix", {"prefix": 6}, "prefix"),
    ("block", {"sizes": [2, 2]}, "sizes"),
    ("block", {"sizes": [3, 3]}, "sizes"),
    ("block", {"sizes": [5, 0]}, "sizes"),
    ("block", {"sizes": []}, "sizes"),
    ("block", {"sizes": "2, x"}, "sizes"),
    ("sliding_window", {}, "window"),
    ("causal", {"window": 2}, "window"),
    ("diagonal", {}, "diagonal"),
])
def test_bad_parameters_are_refused_naming_the_parameter_and_the_session_is_unchanged(
        name, params, named):
    session = Session.from_text("a b c d e", seed=4).with_settings(mask=preset("causal", 5))
    before = session.mask.copy()
    with pytest.raises(ValueError, match=named) as refused:
        session = session.with_settings(mask=preset(name, 5, **params))
    assert isinstance(refused.value, MaskError)
    np.testing.assert_array_equal(session.mask, before)


def test_block_sizes_may_be_typed_as_text():
    assert parse_sizes("3, 4 2") == [3, 4, 2]
    np.testing.assert_array_equal(preset("block", 5, sizes="3, 2"),
                                  _reference("block", 5, sizes=[3, 2]))


def test_toggle_flips_one_cell_and_refuses_a_cell_outside():
    once = toggle(None, 3, 2, 0)
    assert {tuple(c) for c in np.argwhere(~once)} == {(2, 0)}
    np.testing.assert_array_equal(toggle(once, 3, 2, 0), np.ones((3, 3), dtype=bool))
    with pytest.raises(MaskError, match=r"\(3, 0\)"):
        toggle(once, 3, 3, 0)
