"""Properties that hold for every input (hypothesis)."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from core import run_attention

finite = st.floats(-3, 3, allow_nan=False, allow_infinity=False, width=64)


@st.composite
def attention_inputs(draw):
    n = draw(st.integers(1, 7))
    d_model = draw(st.integers(1, 5))
    d_head = draw(st.integers(1, 4))
    x = draw(arrays(np.float64, (n, d_model), elements=finite))
    weights = [draw(arrays(np.float64, (d_model, d_head), elements=finite)) for _ in range(3)]
    return x, *weights


@settings(max_examples=60, deadline=None)
@given(attention_inputs(), st.booleans(), st.booleans())
def test_weight_rows_sum_to_one_and_masked_cells_are_zero(inputs, causal, scaled):
    trace = run_attention(*inputs, causal=causal, scaled=scaled, dtype="float64")
    weights = trace.numpy("weights")
    np.testing.assert_allclose(weights.sum(axis=-1), 1.0, atol=1e-12)
    assert (weights[~trace.allowed] == 0).all()
    assert (weights >= 0).all()


@settings(max_examples=60, deadline=None)
@given(attention_inputs(), st.randoms(use_true_random=False))
def test_permuting_tokens_permutes_outputs(inputs, random):
    x, w_q, w_k, w_v = inputs
    order = list(range(x.shape[0]))
    random.shuffle(order)
    plain = run_attention(x, w_q, w_k, w_v, dtype="float64")
    permuted = run_attention(x[order], w_q, w_k, w_v, dtype="float64")
    np.testing.assert_allclose(permuted.numpy("z"), plain.numpy("z")[order], atol=1e-12)
    np.testing.assert_allclose(permuted.numpy("weights"),
                               plain.numpy("weights")[np.ix_(order, order)], atol=1e-12)


@settings(max_examples=60, deadline=None)
@given(attention_inputs())
def test_the_scale_divides_scores_and_leaves_q_and_k_alone(inputs):
    scaled = run_attention(*inputs, dtype="float64")
    unscaled = run_attention(*inputs, scaled=False, dtype="float64")
    d_head = inputs[1].shape[1]
    for stage in ("q", "k", "scores"):
        np.testing.assert_array_equal(scaled.numpy(stage), unscaled.numpy(stage))
    np.testing.assert_allclose(scaled.numpy("scaled"), unscaled.numpy("scaled") / np.sqrt(d_head),
                               rtol=1e-12, atol=1e-15)
