"""The mask's sentences follow the session: AND with causal, and rows that see nothing."""

from __future__ import annotations

import numpy as np

from core.masks.presets import preset, stroke
from core.masks.text import combination_note, hidden_row_notes, stroke_label


def test_the_note_names_the_and_only_when_both_a_custom_mask_and_causal_are_on():
    custom = preset("sliding_window", 4, window=2)
    assert "AND" in combination_note(custom, True)
    assert "AND" not in combination_note(custom, False)
    assert "causal" in combination_note(None, True)
    assert "causal" in combination_note(np.ones((4, 4), dtype=bool), True)
    assert "every query sees every key" in combination_note(None, False)


def test_a_row_with_no_visible_key_is_named_and_only_that_row():
    tokens = ("the", "cat", "sat")
    own = stroke(None, 3, [(0, 0)], visible=False)
    notes = hidden_row_notes(own, True, tokens)  # causal leaves row 0 only key 0, now hidden
    assert len(notes) == 1 and "“the” (row 0)" in notes[0] and "zero" in notes[0]
    assert hidden_row_notes(own, False, tokens) == []


def test_stroke_labels_count_keys():
    assert stroke_label(1, False) == "mask: hid 1 key"
    assert stroke_label(3, True) == "mask: showed 3 keys"


def test_a_hidden_cells_long_explanation_says_why_minus_infinity():
    from core.explanations import explain, long_text
    from core.session.value import Session

    session = Session.from_text("a b c", seed=2).with_settings(mask=stroke(None, 3, [(1, 0)],
                                                                            visible=False))
    trace = session.run()
    hidden = long_text(explain(trace, "masked", 1, 0, head=0))
    why = [line for line in hidden.splitlines() if "why −∞" in line]
    assert len(why) == 1 and "exactly 0" in why[0]
    scaled = f"{trace.numpy('scaled')[1, 0]:.6f}"
    assert f"e^({scaled} − c)" in why[0]
    assert "custom mask hides" in hidden
    visible = long_text(explain(trace, "masked", 1, 1, head=0))
    assert "why −∞" not in visible
