"""The Vectors view's "rotary turn" tab draws, for the chosen pair, each token's q and k before
and after its turn where core.vectors.pair_turns puts them; without rotary it says so."""

from __future__ import annotations

import dataclasses
import time

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from core.vectors import pair_turns
from gui.document.selection import Selection
from gui.views.vectors_panel import VectorsPanel
from gui.views.vectors_turns import TurnsVectorsView


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


class _LayoutCount(QObject):
    """Counts the layout requests its object receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


@pytest.mark.parametrize("size", [(300, 400), (330, 460), (260, 300), (520, 560), (240, 640)])
def test_an_empty_tab_comes_to_rest(qtbot, size):
    """Without rotary there are no arrows to fit: the plot keeps a unit view and, left alone,
    is laid out a bounded number of times (pyqtgraph's auto-range put it at ±1e-10, whose tick
    labels resized the axis at each paint: a full-suite worker spun there for ever)."""
    view = TurnsVectorsView()
    qtbot.addWidget(view)
    view.draw(None, ("a", "b", "c"))
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    layouts = _LayoutCount()
    view.plot_item.installEventFilter(layouts)
    start = time.monotonic()
    while time.monotonic() - start < 0.5:
        QApplication.processEvents()
    assert layouts.count <= 3
    (x0, x1), (y0, y1) = view.plot_item.getViewBox().viewRange()
    assert min(x1 - x0, y1 - y0) >= 1.0                   # the unit square, not a speck


def test_arrows_of_length_zero_are_shown_in_a_unit_view(qtbot):
    session = Session.from_text("a b c", d_model=4, d_head=2).with_settings(
        positional="rotary")
    view = TurnsVectorsView()
    qtbot.addWidget(view)
    view.resize(300, 400)
    view.show()
    turns = pair_turns(session.run(), 0, 0)
    zero = dataclasses.replace(turns, **{name: np.zeros_like(getattr(turns, name)) for name in
                                         ("q_before", "q_after", "k_before", "k_after")})
    view.draw(zero, session.tokens)
    (x0, x1), (y0, y1) = view.plot_item.getViewBox().viewRange()
    assert min(x1 - x0, y1 - y0) >= 1.0
