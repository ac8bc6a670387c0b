"""core.explanations: every explanation's parts add up to the trace's value, and say why."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.attention.engine import run_attention
from core.attention.stages import STAGES
from core.explanations import (
    CAUSAL,
    CUSTOM,
    ConcatExplanation,
    DotProductExplanation,
    MaskExplanation,
    OutputExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
    explain,
    long_text,
)
from core.session.value import Session


def close(a: float, b: float, tol: float = 1e-12) -> bool:
    if math.isinf(a) or math.isinf(b):
        return a == b
    return math.isclose(a, b, rel_tol=tol, abs_tol=tol)


def make_trace(rng: np.random.Generator, *, n=5, d_model=6, d_head=3, n_heads=2, bias=True,
               w_o=True, b_o=True, causal=False, mask=None, scaled=True, dtype="float64",
               scale=1.0):
    def normal(*shape):
        return rng.normal(size=shape) * scale
    return run_attention(
        normal(n, d_model), normal(n_heads, d_model, d_head), normal(n_heads, d_model, d_head),
        normal(n_heads, d_model, d_head),
        w_o=normal(n_heads * d_head, d_model) if w_o else None,
        b_q=normal(n_heads, d_head) if bias else None,
        b_k=normal(n_heads, d_head) if bias else None,
        b_v=normal(n_heads, d_head) if bias else None,
        b_o=normal(d_model) if (w_o and b_o) else None,
        causal=causal, mask=mask, scaled=scaled, dtype=dtype)


def cells(trace, stage: str, head: int):
    rows, cols = trace.head(stage, head).shape
    return [(i, j) for i in range(rows) for j in range(cols)]


def check_every_cell(trace) -> int:
    """recombine() == value for every cell of every stage and head; returns cells checked."""
    checked = 0
    for stage in STAGES:
        for head in range(trace.n_heads):
            matrix = trace.head(stage, head)
            for i, j in cells(trace, stage, head):
                e = explain(trace, stage, i, j, head=head)
                assert e.value == matrix[i, j]
                assert close(e.recombine(), e.value), (stage, head, i, j, e)
                checked += 1
            for i in range(matrix.shape[0]) if stage in ("weights", "z") else ():
                e = explain(trace, stage, i, head=head)
                assert close(e.value, float(np.sum(matrix[i])))
                assert close(e.recombine(), e.value)
    return checked


# ----- the parts add up ---------------------------------------------------------------------
@st.composite
def random_traces(draw):
    n = draw(st.integers(1, 6))
    seed = draw(st.integers(0, 2**32 - 1))
    mask = None
    if draw(st.booleans()):
        mask = np.array(draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n)))
        mask = mask.reshape(n, n)
    return make_trace(
        np.random.default_rng(seed), n=n, d_model=draw(st.integers(1, 6)),
        d_head=draw(st.integers(1, 5)), n_heads=draw(st.integers(1, 3)),
        bias=draw(st.booleans()), w_o=draw(st.booleans()), b_o=draw(st.booleans()),
        causal=draw(st.booleans()), mask=mask, scaled=draw(st.booleans()),
        scale=draw(st.sampled_from([0.1, 1.0, 4.0])))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(random_traces())
def test_every_cell_of_random_traces_recombines_to_its_value(trace):
    assert check_every_cell(trace) > 0


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_a_random_session_cell_recombines(data):
    words = data.draw(st.lists(st.sampled_from(["the", "mole", "on", "his", "face", "."]),
                               min_size=1, max_size=7))
    session = Session.from_text(" ".join(words), d_model=data.draw(st.integers(1, 9)),
                                d_head=data.draw(st.integers(1, 6)),
                                n_heads=data.draw(st.integers(1, 3)),
                                seed=data.draw(st.integers(0, 1000)),
                                causal=data.draw(st.booleans()))
    trace = session.run(dtype=torch.float64)
    stage = data.draw(st.sampled_from(STAGES))
    head = data.draw(st.integers(0, session.n_heads - 1))
    i, j = data.draw(st.sampled_from(cells(trace, stage, head)))
    e = explain(trace, stage, i, j, head=head)
    assert close(e.recombine(), float(trace.head(stage, head)[i, j]))


def test_weights_quotients_equal_the_trace_row_and_sum_to_one():
    trace = make_trace(np.random.default_rng(1), causal=True)
    for i in range(trace.n_tokens):
        e = explain(trace, "weights", i, head=1)
        np.testing.assert_allclose(e.quotients, trace.head("weights", 1)[i], rtol=0, atol=1e-15)
        assert e.value == pytest.approx(1.0, abs=1e-12)
        masked_row = trace.head("masked", 1)[i]
        assert e.row_max == pytest.approx(max(masked_row[: i + 1]), abs=0)
        assert e.exps[i + 1:] == (0.0,) * (trace.n_tokens - i - 1)  # exp(−∞) = 0
        assert e.row_sum == pytest.approx(sum(math.exp(x - e.row_max) for x in masked_row[: i + 1]))


def test_z_row_recombines_feature_by_feature():
    trace = make_trace(np.random.default_rng(2))
    e = explain(trace, "z", 3, head=0)
    assert isinstance(e, WeightedSumExplanation) and e.col is None
    np.testing.assert_allclose(e.recombine_row(), trace.head("z", 0)[3], rtol=0, atol=1e-13)
    contributions = e.contributions(2)
    assert len(contributions) == trace.n_tokens
    assert contributions[4] == e.weights[4] * e.values[4][2]


def test_float32_traces_recombine_to_float32_precision():
    trace = make_trace(np.random.default_rng(3), dtype="float32")
    for stage in STAGES:
        for i, j in cells(trace, stage, 1):
            e = explain(trace, stage, i, j, head=1)
            assert math.isclose(e.recombine(), e.value, rel_tol=1e-4, abs_tol=1e-5)


# ----- what each kind holds ------------------------------------------------------------------
def test_projection_terms_are_x_row_times_w_column_plus_bias():
    trace = make_trace(np.random.default_rng(4), bias=True)
    e = explain(trace, "k", 2, 1, head=1)
    assert isinstance(e, DotProductExplanation)
    np.testing.assert_array_equal(e.left, trace.numpy("x")[2])
    np.testing.assert_array_equal(e.right, trace.inputs["W_K"].numpy()[1][:, 1])
    assert e.bias == trace.inputs["b_K"].numpy()[1, 1] and e.bias_name == "b_K"
    assert e.products[3] == e.left[3] * e.right[3]
    unbiased = explain(make_trace(np.random.default_rng(4), bias=False), "k", 2, 1, head=1)
    assert unbiased.bias is None and close(unbiased.recombine(), unbiased.value)


def test_score_terms_are_q_row_and_k_row():
    trace = make_trace(np.random.default_rng(5))
    e = explain(trace, "scores", 1, 4, head=0)
    np.testing.assert_array_equal(e.left, trace.head("q", 0)[1])
    np.testing.assert_array_equal(e.right, trace.head("k", 0)[4])


def test_scaled_divides_by_root_d_head_or_one():
    on = explain(make_trace(np.random.default_rng(6), d_head=4), "scaled", 0, 1, head=0)
    assert (on.divisor, on.scaling_on) == (2.0, True)
    assert "/ √4" in on.short_text()
    off = explain(make_trace(np.random.default_rng(6), d_head=4, scaled=False), "scaled", 0, 1,
                  head=0)
    assert (off.divisor, off.scaling_on) == (1.0, False)
    assert off.value == off.score and "scaling off" in off.short_text()


def test_masked_reasons_future_custom_and_visible():
    mask = np.ones((4, 4), dtype=bool)
    mask[2, 0] = False   # blocks a past key: the custom mask
    mask[1, 3] = False   # blocks a future key that the causal mask blocks too
    trace = make_trace(np.random.default_rng(7), n=4, causal=True, mask=mask)
    future = explain(trace, "masked", 1, 3, head=0)
    custom = explain(trace, "masked", 2, 0, head=0)
    visible = explain(trace, "masked", 2, 1, head=0)
    assert isinstance(future, MaskExplanation)
    assert (future.reason, future.value, future.recombine()) == (CAUSAL, -math.inf, -math.inf)
    assert (custom.reason, custom.value, custom.recombine()) == (CUSTOM, -math.inf, -math.inf)
    assert visible.reason is None and visible.value == visible.scaled == visible.recombine()
    assert future.short_text() == "−∞: key 4 is after query 2 (causal mask)"  # from 1
    assert "custom mask" in custom.short_text()
    no_causal = make_trace(np.random.default_rng(7), n=4, mask=~np.eye(4, dtype=bool)[::-1])
    assert explain(no_causal, "masked", 0, 3, head=0).reason == CUSTOM  # j > i, yet custom


def test_fully_masked_row_gives_zeros_and_says_why():
    mask = np.ones((3, 3), dtype=bool)
    mask[1] = False
    trace = make_trace(np.random.default_rng(8), n=3, mask=mask)
    row = explain(trace, "weights", 1, head=0)
    assert isinstance(row, SoftmaxExplanation) and row.fully_masked
    assert row.quotients == (0.0, 0.0, 0.0) and row.row_sum == 0.0 and row.value == 0.0
    assert row.row_max == -math.inf and row.recombine() == 0.0
    assert "every key is masked" in row.short_text()
    assert "NaN" in long_text(row)
    cell = explain(trace, "weights", 1, 2, head=0)
    assert cell.value == 0.0 and cell.recombine() == 0.0
    z = explain(trace, "z", 1, 0, head=0)
    assert z.value == 0.0 and z.recombine() == 0.0


def test_output_with_w_o_sums_each_heads_contribution_plus_b_o():
    trace = make_trace(np.random.default_rng(9), n_heads=3, d_head=2, b_o=True)
    e = explain(trace, "output", 4, 5)
    assert isinstance(e, OutputExplanation) and e.head is None
    w_o = trace.inputs["W_O"].numpy()
    for h, part in enumerate(e.heads):
        np.testing.assert_array_equal(part.left, trace.head("z", h)[4])
        np.testing.assert_array_equal(part.right, w_o[2 * h:2 * h + 2, 5])
    assert e.bias == trace.inputs["b_O"].numpy()[5]
    assert close(e.recombine(), e.value)


def test_output_without_w_o_names_the_head_and_feature_of_the_column():
    trace = make_trace(np.random.default_rng(10), n_heads=3, d_head=2, w_o=False)
    e = explain(trace, "output", 1, 5)
    assert isinstance(e, ConcatExplanation)
    assert (e.source_head, e.feature) == (2, 1)
    assert e.z_value == trace.head("z", 2)[1, 1] == e.value
    assert "head 3" in e.short_text() and "no W^O" in e.short_text()  # heads read 1-based


def test_single_head_needs_no_head_argument():
    trace = Session.from_text("the mole on his face").run(dtype="float64")
    assert explain(trace, "scores", 2, 4).head == 0
    assert explain(trace, "scores", 2, 4, head=0).value == trace.numpy("scores")[2, 4]
    assert explain(trace, "x", 2, 4, head=0).head is None


# ----- refusals -----------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "kwargs", "message"), [
    (("scores", 7, 0), {"head": 0}, "row 7 out of range 0..4"),
    (("scores", 0, 5), {"head": 0}, "column 5 out of range 0..4"),
    (("q", 0, 3), {"head": 0}, "column 3 out of range 0..2"),
    (("x", 0, 6), {}, "column 6 out of range 0..5"),
    (("z", -1, 0), {"head": 0}, "row -1 out of range 0..4"),
    (("scores", 0, 0), {"head": 2}, "head 2 out of range 0..1"),
    (("output", 0, 0), {"head": 5}, "head 5 out of range 0..1"),
    (("scores", 0, 0), {}, "pass head= in 0..1"),
    (("scores", 0), {"head": 0}, "needs a column: pass j in 0..4"),
    (("softmax", 0, 0), {"head": 0}, "unknown stage 'softmax'"),
    (("scores", 1.5, 0), {"head": 0}, "row must be an integer"),
])
def test_bad_requests_raise_value_error_naming_the_range(args, kwargs, message):
    trace = make_trace(np.random.default_rng(11))
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(".", r"\.")):
        explain(trace, *args, **kwargs)


# ----- text ---------------------------------------------------------------------------------
def test_score_short_text_shows_four_terms_then_ellipsis_then_total():
    trace = make_trace(np.random.default_rng(12), d_head=6)
    e = explain(trace, "scores", 2, 4, head=0)
    text = e.short_text()
    assert text.startswith("q₃·k₅ = ")  # 0-based (2, 4) is the 3rd query, the 5th key
    assert text.count("·") == 5 and " + … = " in text  # q₃·k₅ and four products
    assert text.endswith(f"= {e.value:.3g}".replace("-", "−"))
    assert "-" not in text  # Unicode minus only


def test_weight_short_text_shows_exp_over_sum():
    # d_model = d_head = 1, identity weights, no scaling: scores[i, j] = x_i * x_j
    trace = run_attention([[1.0], [2.0], [0.0]], [[1.0]], [[1.0]], [[1.0]], scaled=False,
                          dtype="float64")
    e = explain(trace, "weights", 1, 0)  # row 1 of scores is (2, 4, 0)
    assert e.row_max == 4.0
    assert e.row_sum == pytest.approx(1 + math.exp(-2) + math.exp(-4))
    # the sum is written as its value, never as a bare "Σ =" that could read as Σ = 0.117
    assert e.short_text() == "softmax row 2: a₂,₁ = e^(2 − 4) / 1.15 = 0.135 / 1.15 = 0.117"
    assert explain(trace, "scores", 1, 0).short_text() == "q₂·k₁ = 2·1 = 2"
    assert e.formula_text() == "softmax row 2: a₂,₁ = e^(s₂,₁ − max) / Σₖ e^(s₂,ₖ − max) = 0.117"
    assert "e^(x" not in e.formula_text() + e.short_text()  # X is the embeddings, not this


def test_long_text_has_one_line_per_term_and_names_tokens():
    trace = make_trace(np.random.default_rng(14), d_model=6)
    e = explain(trace, "v", 3, 2, head=1)
    lines = long_text(e, ["a", "b", "c", "d", "e"]).splitlines()
    assert sum(line.strip().startswith("m=") for line in lines) == 6
    assert any(line.strip().startswith("+ b^V[2]") for line in lines)
    assert "“d”" in lines[0]
    weights = long_text(explain(trace, "weights", 2, head=0)).splitlines()
    assert sum(line.strip().startswith("a") and " / " in line
               for line in weights) == trace.n_tokens  # every quotient
    assert e.formula_text().endswith(f"{e.value:.3g}".replace("-", "−"))


# ----- feeding cells ------------------------------------------------------------------------
def test_feeding_cells_of_each_kind():
    trace = make_trace(np.random.default_rng(15), n=4, d_model=3, d_head=2, n_heads=2)
    q = explain(trace, "q", 1, 0, head=1).feeding_cells()
    assert q == {"x": [(0, 1, 0), (0, 1, 1), (0, 1, 2)],
                 "W_Q": [(1, 0, 0), (1, 1, 0), (1, 2, 0)], "b_Q": [(1, 0, 0)]}
    score = explain(trace, "scores", 2, 3, head=0).feeding_cells()
    assert score == {"q": [(0, 2, 0), (0, 2, 1)], "k": [(0, 3, 0), (0, 3, 1)]}
    weight = explain(trace, "weights", 2, 1, head=1).feeding_cells()
    assert weight == {"masked": [(1, 2, k) for k in range(4)]}
    z = explain(trace, "z", 3, 1, head=0).feeding_cells()
    assert z == {"weights": [(0, 3, k) for k in range(4)], "v": [(0, k, 1) for k in range(4)]}
    out = explain(trace, "output", 0, 2).feeding_cells()
    assert out["z"] == [(h, 0, t) for h in range(2) for t in range(2)]
    assert out["W_O"] == [(0, r, 2) for r in range(4)] and out["b_O"] == [(0, 0, 2)]
    assert explain(trace, "scaled", 1, 2, head=1).feeding_cells() == {"scores": [(1, 1, 2)]}
    assert explain(trace, "x", 1, 2).feeding_cells() == {"X": [(0, 1, 2)]}


def test_scaled_explanation_knows_scaling_was_off_with_one_feature_per_head():
    from core.session.value import Session

    trace = Session.from_text("a b", d_head=1).with_settings(scaled=False).run(dtype="float64")
    assert explain(trace, "scaled", 0, 1).scaling_on is False
