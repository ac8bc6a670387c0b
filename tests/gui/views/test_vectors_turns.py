"""The Vectors view's "rotary turn" tab draws, for the chosen pair, each token's q and k before
and after its turn where core.vectors.pair_turns puts them; without rotary it says so."""

from __future__ import annotations

import numpy as np
import pytest

from core.session.value import Session
from core.vectors import pair_turns
from gui.document.selection import Selection
from gui.views.vectors_panel import VectorsPanel


@pytest.fixture
def panel(qtbot):
    widget = VectorsPanel()
    qtbot.addWidget(widget)
    widget.resize(520, 560)
    widget.show()
    return widget


def test_the_chosen_pair_is_drawn_before_and_after_its_turn(panel):
    session = Session.from_text("a b c a", d_model=6, d_head=4, n_heads=2).with_settings(
        positional="rotary", rope_base=100.0)
    trace = session.run()
    panel.setCurrentWidget(panel.turns)
    panel.show_trace(trace, session.tokens, "", 1, Selection())
    box = panel.turns.pair_box
    assert [box.itemText(i) for i in range(box.count())] == [
        "pair 0 = features 0, 1", "pair 1 = features 2, 3"]
    box.setCurrentIndex(1)                                   # the learner picks pair 1
    turns = pair_turns(trace, 1, 1)
    drawn = panel.turns.arrows.ends()                        # read back from the plot item
    np.testing.assert_array_equal(drawn, turns.stacked())
    np.testing.assert_array_equal(panel.turns.arrows.starts(), 0.0)
    n = session.n_tokens
    # q after the turn: the before arrow turned by p·θ₁ (θ₁ = 100^(−2/4) = 0.1)
    before = drawn[:n, 0] + 1j * drawn[:n, 1]
    after = drawn[n:2 * n, 0] + 1j * drawn[n:2 * n, 1]
    np.testing.assert_allclose(after, before * np.exp(1j * 0.1 * np.arange(n)), atol=1e-5)
    styles = panel.turns.arrows.styles()
    assert [s.faded for s in styles[:2 * n]] == [True] * n + [False] * n
    assert [s.dashed for s in styles] == [False] * 2 * n + [True] * 2 * n
    assert styles[n + 3].label == "q\u03034 a · p=3"            # token 4 counts from 1
    assert "head 2 of 2" in panel.turns.header.text()
    assert "features 2 and 3" in panel.turns.header.text()


def test_without_rotary_the_tab_says_so_and_draws_nothing(panel):
    session = Session.from_text("a b c", d_model=4, d_head=2)
    panel.setCurrentWidget(panel.turns)
    panel.show_trace(session.run(), session.tokens, "", 0, Selection())
    assert len(panel.turns.arrows.ends()) == 0
    assert not panel.turns.pair_box.isEnabled()
    assert "rotary positions are off" in panel.turns.header.text()
