"""Concat and heads switched off: the engine against a reference written here in numpy."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core.attention.stages import STAGES
from core.limits import LimitError
from core.session.value import Session


def random_session(rng, *, n=5, d_model=6, d_head=3, n_heads=3, w_o=True, biases=True,
                   causal=False, heads_off=()):
    def normal(*shape):
        return np.round(rng.normal(size=shape), 3)
    return Session(
        tokens=tuple(f"t{i}" for i in range(n)), embeddings=normal(n, d_model),
        w_q=normal(n_heads, d_model, d_head), w_k=normal(n_heads, d_model, d_head),
        w_v=normal(n_heads, d_model, d_head),
        w_o=normal(n_heads * d_head, d_model) if w_o else None,
        b_q=normal(n_heads, d_head) if biases else None,
        b_k=normal(n_heads, d_head) if biases else None,
        b_v=normal(n_heads, d_head) if biases else None,
        b_o=normal(d_model) if (w_o and biases) else None, causal=causal, heads_off=heads_off)


def reference_output(session: Session, heads_off) -> np.ndarray:
    """Multi-head attention written out head by head, the off heads' z replaced by zeros."""
    x = session.x()
    n, blocks = x.shape[0], []
    for h in range(session.n_heads):
        def project(w, b, h=h):
            return x @ w[h] + (0.0 if b is None else b[h])
        q, k, v = project(session.w_q, session.b_q), project(session.w_k, session.b_k), \
            project(session.w_v, session.b_v)
        scores = q @ k.T / np.sqrt(session.d_head)
        if session.causal:
            scores = np.where(np.tril(np.ones((n, n), dtype=bool)), scores, -np.inf)
        e = np.exp(scores - scores.max(axis=1, keepdims=True))
        z = (e / e.sum(axis=1, keepdims=True)) @ v
        blocks.append(np.zeros_like(z) if h in heads_off else z)
    concat = np.concatenate(blocks, axis=1)
    if session.w_o is None:
        return concat
    return concat @ session.w_o + (0.0 if session.b_o is None else session.b_o)


def test_concat_sits_between_z_and_output_and_lays_the_heads_side_by_side():
    assert STAGES[STAGES.index("z") + 1] == "concat" and STAGES[-1] == "output"
    session = random_session(np.random.default_rng(1), n_heads=3, d_head=2)
    trace = session.run(dtype="float64")
    z = trace.numpy("z")                                            # (3, n, 2)
    np.testing.assert_array_equal(trace.numpy("concat"), np.concatenate(list(z), axis=1))
    np.testing.assert_allclose(trace.numpy("output"),
                               trace.numpy("concat") @ session.w_o + session.b_o, atol=1e-12)


def test_with_one_head_concat_is_z_and_without_w_o_the_output_is_z():
    session = Session.from_text("the mole on his face", n_heads=1)
    trace = session.run(dtype="float64")
    np.testing.assert_array_equal(trace.numpy("concat"), trace.numpy("z"))
    np.testing.assert_array_equal(trace.numpy("output"), trace.numpy("z"))
    assert trace.numpy("output").shape == (5, session.d_head)


@pytest.mark.parametrize("heads_off", [(), (0,), (1,), (0, 2), (1, 2), (0, 1, 2)])
@pytest.mark.parametrize("w_o", [True, False])
def test_output_with_heads_off_equals_the_reference(heads_off, w_o):
    rng = np.random.default_rng(7 + len(heads_off))
    session = random_session(rng, w_o=w_o, causal=bool(len(heads_off) % 2),
                             heads_off=heads_off)
    trace = session.run(dtype="float64")
    np.testing.assert_allclose(trace.numpy("output"), reference_output(session, heads_off),
                               atol=1e-10)
    assert trace.heads_off == tuple(sorted(heads_off))
    everything_on = session.with_settings(heads_off=()).run(dtype="float64")
    for stage in STAGES[:STAGES.index("concat")]:  # each head still shows what it computed
        np.testing.assert_array_equal(trace.numpy(stage), everything_on.numpy(stage))


def test_with_every_head_off_the_output_is_the_bias_and_the_trace_says_so():
    session = random_session(np.random.default_rng(3), heads_off=(0, 1, 2))
    trace = session.run(dtype="float64")
    np.testing.assert_array_equal(trace.numpy("output"), np.tile(session.b_o, (5, 1)))
    assert "every head is switched off: the output is b^O, the output bias" in trace.warnings
    bare = random_session(np.random.default_rng(3), biases=False, heads_off=(0, 1, 2)).run()
    assert not bare.numpy("output").any()
    assert "every head is switched off: the output is all zeros" in bare.warnings
    one = Session.from_text("a b c", n_heads=1).with_settings(heads_off=(0,)).run()
    assert not one.numpy("output").any() and not one.numpy("concat").any()
    partly = random_session(np.random.default_rng(3), heads_off=(1,)).run()
    assert not any("switched off" in w for w in partly.warnings)


def test_heads_off_goes_through_the_per_call_concat_hook_before_the_callers_own():
    session = random_session(np.random.default_rng(4), heads_off=(1,))
    seen = []
    trace = session.run(dtype="float64", hooks={"concat": lambda t, *, stage: seen.append(
        t.clone())})
    assert not seen[0][:, 3:6].any() and seen[0][:, :3].any()      # head 2's block: zeros
    doubled = session.run(dtype="float64", hooks={"concat": lambda t, *, stage: t * 2})
    np.testing.assert_allclose(doubled.numpy("concat"), 2 * trace.numpy("concat"))


@pytest.mark.parametrize("bad, message", [
    ((3,), "head index 3 is out of range 0..2"),
    ((-1,), "head index -1 is out of range 0..2"),
    ((1, 1), "names head index 1 twice"),
    (("1",), "must hold whole numbers"),
    ((1.5,), "must hold whole numbers"),
    ((True,), "must hold whole numbers"),
    ("1", "must be a list of head indices"),
    (1, "must be a list of head indices"),
    (None, "must be a list of head indices"),
])
def test_bad_heads_off_is_refused_with_a_message_and_the_session_is_unchanged(bad, message):
    session = random_session(np.random.default_rng(5))
    before = session.run(dtype="float64").numpy("output").copy()
    with pytest.raises(LimitError, match=message):
        session.with_settings(heads_off=bad)
    assert session.heads_off == ()
    np.testing.assert_array_equal(session.run(dtype="float64").numpy("output"), before)


def test_heads_off_is_normalised_and_part_of_equality():
    session = random_session(np.random.default_rng(6))
    off = session.with_settings(heads_off=[2, np.int64(0)])
    assert off.heads_off == (0, 2) and off != session
    assert off == session.with_settings(heads_off=(0, 2))
    assert off.with_settings(heads_off=()) == session


def test_changing_the_number_of_heads_keeps_only_heads_that_still_exist():
    session = Session.from_text("a b c", n_heads=4, d_model=8, d_head=2).with_settings(
        heads_off=(1, 3))
    assert session.with_dimensions(n_heads=2).heads_off == (1,)


def test_split_d_model_sets_d_head_to_d_model_over_h():
    session = Session.from_text("the mole on his face", d_model=8, d_head=3, n_heads=1)
    split = session.with_split_d_model(4)
    assert (split.n_heads, split.d_head, split.d_model) == (4, 2, 8)
    assert split.w_o.shape == (8, 8)
    with pytest.raises(LimitError, match="d_model 8 does not split evenly across 3 heads"):
        session.with_split_d_model(3)


def test_heads_off_runs_on_any_device_and_dtype():
    session = random_session(np.random.default_rng(8), heads_off=(0,))
    f32 = session.run(dtype="float32")
    assert f32["output"].dtype == torch.float32
    np.testing.assert_allclose(f32.numpy("output"), reference_output(session, (0,)), atol=1e-4)


def test_toggled_and_the_difference_from_every_head_on():
    from core.session.heads_off import output_difference, toggled
    assert toggled((0, 2), 2) == (0,) and toggled((0,), 1) == (0, 1)
    session = random_session(np.random.default_rng(9), heads_off=(1,))
    difference = output_difference(session)
    expected = reference_output(session, (1,)) - reference_output(session, ())
    np.testing.assert_allclose(difference, expected, atol=1e-5)   # float32 engine
    assert not output_difference(session.with_settings(heads_off=())).any()
