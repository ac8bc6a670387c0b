"""Masked cells look masked at every stage (issue 32): with the causal mask on (the toolbar's
button), the weights stage hatches every key a query may not see and marks it "(0)", where a
key it may see but barely weighs reads a computed "0.00". The hidden keys are counted here
from causality itself (key j after query i), not from the app's mask."""

from __future__ import annotations

from core.number_text import MASKED_SIGN
from gui.views.heatmap.cell_text import HIDDEN_MARK
from tests.gui.layout_helpers import TEN, painted_window, report

N = len(TEN.split())
LATER_KEYS = {(i, j) for i in range(N) for j in range(N) if j > i}    # causal: hidden


def test_the_causal_mask_hides_keys_at_the_weights_stage_unlike_a_computed_zero(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "weights")
    window.actions.causal.trigger()                    # the learner turns the mask on
    window.stepper.jump("weights")
    measured = report(window)
    view = window.stage_panel.large
    assert view.masked_cells() == LATER_KEYS           # hatched, exactly the later keys
    texts = {(i, j): text for i, j, text in view.visible_cell_texts()}
    assert measured["hidden_marks_drawn"] == len(LATER_KEYS) == N * (N - 1) // 2
    assert all(texts[cell] == HIDDEN_MARK for cell in LATER_KEYS)
    seen = [text for cell, text in texts.items() if cell not in LATER_KEYS]
    assert HIDDEN_MARK not in seen and all(text[0].isdigit() for text in seen)
    window.stepper.jump("masked")                      # the stage before: −∞ where hidden
    measured = report(window)
    assert measured["masked_signs_drawn"] == len(LATER_KEYS)
    assert {(i, j) for i, j, text in view.visible_cell_texts() if text == MASKED_SIGN} == \
        LATER_KEYS
    window.actions.causal.trigger()                    # off: no hidden key at weights
    window.stepper.jump("weights")
    assert report(window)["hidden_marks_drawn"] == 0 and not view.masked_cells()
