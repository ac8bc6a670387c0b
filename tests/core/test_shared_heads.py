"""Grouped-query attention read from a trace (core.attention.shared_heads): SmolLM2's layer
session groups its nine query heads as the model's three key/value heads (the model's attn_k
rows, compared here), an edit to one copy of a shared W^K ends that head's sharing, and a
session without shared weights has none."""

from __future__ import annotations

import numpy as np

from core.attention.shared_heads import key_value_groups, shares_key_values
from core.session.value import Session
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder


def test_equal_k_and_v_make_a_group():
    rng = np.random.default_rng(0)
    k, v = rng.normal(size=(4, 3, 2)), rng.normal(size=(4, 3, 2))
    k[2], v[2] = k[0], v[0]
    assert key_value_groups(k, v) == ((0, 2), (1,), (3,))
    k[3] = k[1]                                            # equal k, different v: no group
    assert key_value_groups(k, v) == ((0, 2), (1,), (3,))
    assert not shares_key_values(key_value_groups(k[:2], v[:2]))


def test_a_plain_session_shares_nothing():
    trace = Session.from_text("the cat sat", n_heads=3, d_model=6, d_head=2).run()
    assert not shares_key_values(key_value_groups(trace.numpy("k"), trace.numpy("v")))


@needs_wheel
def test_smollm2_heads_group_as_the_model_says_until_an_edit():
    from core.pretrained.decoder_session import build_decoder_session

    with one_torch_thread():
        model = shipped_decoder()
        session = build_decoder_session("The cat sat on the mat", 0, model=model)
        trace = session.run()
    rows = model.tensor("blk.0.attn_k.weight").view(model.config.n_kv_heads, 64, -1)
    expected = tuple(tuple(h for h in range(9) if h // 3 == kv) for kv in range(3))
    assert not bool((rows[0] == rows[1]).all())              # three different key heads
    assert key_value_groups(trace.numpy("k"), trace.numpy("v")) == expected
    edited = session.with_cell("W_K", 4, 0, 0, float(session.w_k[4, 0, 0]) + 1.0).run()
    assert key_value_groups(edited.numpy("k"), edited.numpy("v")) == \
        ((0, 1, 2), (3, 5), (4,), (6, 7, 8))


def test_one_heads_trace_is_one_group_even_when_two_tokens_have_equal_rows():
    """A one-head trace's k and v are (n, d_head): two tokens with equal rows ("the" twice)
    are no two heads sharing a key/value head (the Heads dock indexed past its one head)."""
    from core.files.examples import load_example
    from core.session.compute_devices import run_session

    session = load_example("mole-face").with_tokens(["the", "mole", "the"])
    trace = run_session(session, "cpu")
    assert trace.n_heads == 1 and trace.numpy("k").ndim == 2
    k, v = trace.numpy("k"), trace.numpy("v")
    assert np.array_equal(k[0], k[2])                  # the same word: the same rows
    assert key_value_groups(k, v) == ((0,),)
    assert not shares_key_values(key_value_groups(k, v))
