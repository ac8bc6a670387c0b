"""core.vectors.turns: one pair of q and k before and after the rotary turn, against complex
multiplication written here (the pair as x + iy times e^{i·p·θ}), not the engine's code."""

from __future__ import annotations

import numpy as np
import pytest

from core.session.value import Session
from core.vectors import pair_count, pair_turns


@pytest.mark.parametrize("base, heads", [(10000.0, 1), (100.0, 2), (7.5, 1)])
def test_each_pair_is_turned_by_its_position_times_theta(base, heads):
    session = Session.from_text("a b c d e", d_model=8, d_head=6, n_heads=heads).with_settings(
        positional="rotary", rope_base=base)
    trace = session.run()
    assert pair_count(trace) == 3
    x = session.embeddings                                         # (n, d_model), numpy
    for head in range(heads):
        q, k = x @ session.w_q[head], x @ session.w_k[head]        # (n, 6), biases off
        for pair in range(3):
            turns = pair_turns(trace, head, pair)
            theta = base ** (-2 * pair / 6)
            assert turns.theta == pytest.approx(theta, rel=1e-12)
            np.testing.assert_allclose(turns.angles, np.arange(5) * theta, rtol=1e-12)
            turn = np.exp(1j * np.arange(5) * theta)               # (n,)
            for before, after, projected in ((turns.q_before, turns.q_after, q),
                                             (turns.k_before, turns.k_after, k)):
                pairs = projected[:, 2 * pair] + 1j * projected[:, 2 * pair + 1]
                np.testing.assert_allclose(before, projected[:, 2 * pair:2 * pair + 2],
                                           atol=1e-5)
                turned = pairs * turn
                np.testing.assert_allclose(after, np.column_stack([turned.real, turned.imag]),
                                           atol=1e-5)
            assert turns.stacked().shape == (20, 2)


def test_without_rotary_positions_nothing_turns():
    trace = Session.from_text("a b c", d_model=4, d_head=2).run()
    assert pair_count(trace) == 0
    with pytest.raises(ValueError, match="rotary positions are off"):
        pair_turns(trace, 0, 0)
    rotary = Session.from_text("a b c", d_model=4, d_head=2).with_settings(
        positional="rotary").run()
    with pytest.raises(ValueError, match=r"pair 1 out of range 0..0"):
        pair_turns(rotary, 0, 1)
