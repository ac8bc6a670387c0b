"""Bad inputs a user can give, through the window's real paths: each ends in a clear message
and an unchanged session (Session == compares every number).

Cells go through the matrix editor's QLineEdit, sentences through the token editor's text
field, dimensions through the spin boxes and the controller. Bad files and exports: see
tests/test_bad_files.py.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.limits import MAX_D_HEAD, MAX_TOKENS
from core.session.tokens import split_tokens
from tests.gui.window_helpers import assert_views_match_core, type_in_cell

CELL = "W^Q[1,2]"


def status(window) -> str:
    return window.statusBar().currentMessage()


def type_sentence(qtbot, window, text: str) -> None:
    """Type (or, when long, paste) into the token editor's sentence box, then Enter."""
    sentence = window.token_editor.sentence
    sentence.setFocus()
    sentence.clear()
    if text.isascii() and 0 < len(text) <= 60:
        qtbot.keyClicks(sentence, text)
    else:
        sentence.insert(text)  # a paste (QTest cannot type emoji, and aborts on "")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)


# ----- matrix cells through the real editor --------------------------------------------------
@pytest.mark.parametrize(("text", "reason"), [
    ("abc", f"not changed: {CELL}: 'abc' is not a number"),
    ("", f"not changed: {CELL}: type a number"),
    ("   ", f"not changed: {CELL}: type a number"),
    ("nan", f"not changed: {CELL} is NaN (not a number)"),
    ("inf", f"not changed: {CELL} is infinite"),
    ("-inf", f"not changed: {CELL} is infinite"),
    ("1e400", f"not changed: {CELL} = 1e400 is beyond ±1e+06"),
    ("1e30", f"not changed: {CELL} = 1e+30 is beyond ±1e+06"),
    ("-1000001", f"not changed: {CELL} = -1e+06 is beyond ±1e+06"),
    ("9" * 10_000, f"not changed: {CELL}: 10000 characters is too long for a number"),
    ("0x10", f"not changed: {CELL}: '0x10' is not a number"),
    ("1,5", f"not changed: {CELL}: '1,5' is not a number"),
])
def test_bad_cell_text_is_refused_with_its_reason(qtbot, window, text, reason):
    before = window.controller.session
    type_in_cell(qtbot, window, text)
    assert status(window) == reason
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == 0
    assert window.matrix_panel.model.data(window.matrix_panel.model.index(1, 2)) == \
        f"{before.matrix('W_Q', 0)[1, 2]:.2f}"


def test_a_million_is_accepted_and_every_weight_stays_finite(qtbot, window):
    type_in_cell(qtbot, window, "1e6")
    window.controller.edit("huge X", lambda s: s.with_matrix("X", 0, np.full((5, 8), 1e6)))
    window.controller.edit("huge W_K", lambda s: s.with_matrix("W_K", 0, np.full((8, 4), -1e6)))
    trace = window.controller.session.run()
    assert window.controller.session.matrix("W_Q", 0)[1, 2] == 1e6
    weights = trace.numpy("weights")
    assert np.isfinite(weights).all()
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, rtol=1e-6)
    assert trace.warnings == ()
    assert_views_match_core(window)


def test_a_whole_matrix_of_1e30_is_refused_through_the_controller(window):
    before = window.controller.session
    assert not window.controller.edit("huge", lambda s: s.with_matrix("W_Q", 0,
                                                                       np.full((8, 4), 1e30)))
    assert status(window) == "not changed: w_q holds numbers beyond ±1e+06"
    assert window.controller.session == before


# ----- sentences through the token editor's text field ---------------------------------------
@pytest.mark.parametrize("text", ["", "   \t  ", "\u200b \u200b"])
def test_an_empty_sentence_is_refused(qtbot, window, text):
    before = window.controller.session
    type_sentence(qtbot, window, text)
    assert status(window) == "not changed: there must be at least one token"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens


def test_one_token_is_a_whole_session(qtbot, window):
    type_sentence(qtbot, window, "mole")
    session = window.controller.session
    assert session.tokens == ("mole",)
    assert window.controller.trace.numpy("weights").tolist() == [[1.0]]
    assert window.dimensions_label.text() == "n = 1 token · d_model 8 · d_head 4 · 1 head"
    assert_views_match_core(window)


def test_five_thousand_tokens_pasted_are_refused_quickly(qtbot, window):
    before = window.controller.session
    start = time.perf_counter()
    type_sentence(qtbot, window, " ".join(f"w{i}" for i in range(5000)))
    elapsed = time.perf_counter() - start
    assert status(window) == f"not changed: a session needs 1 to {MAX_TOKENS} tokens, got 5000"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens
    assert elapsed < 3.0, f"refusing 5,000 tokens took {elapsed:.2f} s"


@pytest.mark.parametrize(("text", "tokens"), [
    ("😀 loves 👍🏽 👨\u200d👩\u200d👧", ("😀", "loves", "👍🏽", "👨\u200d👩\u200d👧")),
    ("שלום עולם!", ("שלום", "עולם", "!")),
    ("e\u0301te\u0301 na\u0308ive", ("e\u0301te\u0301", "na\u0308ive")),
    ("हिन्दी नमस्ते", ("हिन्दी", "नमस्ते")),
    ("(yes) no", ("(", "yes", ")", "no")),
])
def test_unusual_scripts_become_whole_tokens(qtbot, window, text, tokens):
    assert split_tokens(text) == tokens  # combining marks and joined emoji stay attached
    type_sentence(qtbot, window, text)
    assert window.controller.session.tokens == tokens
    assert window.token_editor.chips.texts() == tokens
    assert_views_match_core(window)


def test_a_chip_edited_to_zero_width_space_is_refused(window):
    before = window.controller.session
    window.token_editor.chips.item(1).setText("\u200b")
    assert status(window) == "not changed: token 1 is empty or not text (nothing visible in it)"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens


def test_a_token_longer_than_200_characters_is_refused(qtbot, window):
    before = window.controller.session
    type_sentence(qtbot, window, "short " + "x" * 201)
    assert status(window) == "not changed: token 1 is 201 characters (limit 200)"
    assert window.controller.session == before


# ----- dimensions ----------------------------------------------------------------------------
def test_spin_boxes_cannot_leave_the_limits(qtbot, window):
    spin = window.matrix_panel.spins["d_head"]
    assert (spin.minimum(), spin.maximum()) == (1, MAX_D_HEAD)
    before = window.controller.session
    spin.lineEdit().setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "0")  # the validator keeps "0" from becoming a value
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    window.matrix_panel.setFocus()
    QApplication.processEvents()
    assert window.controller.session == before
    assert spin.value() == 4


@pytest.mark.parametrize(("value", "reason"), [
    (0, f"d_head must be between 1 and {MAX_D_HEAD}, got 0"),
    (MAX_D_HEAD + 1, f"d_head must be between 1 and {MAX_D_HEAD}, got {MAX_D_HEAD + 1}"),
])
def test_d_head_beyond_the_limits_is_refused_by_the_controller(window, value, reason):
    before = window.controller.session
    window.matrix_panel.request_dimension("d_head", value)
    assert status(window) == f"not changed: {reason}"
    assert window.controller.session == before
    assert window.matrix_panel.spins["d_head"].value() == 4


# ----- a mask that hides every key from one query --------------------------------------------
def test_a_mask_blocking_a_whole_row_gives_zeros_and_a_warning(window):
    mask = np.ones((5, 5), dtype=bool)
    mask[2, :] = False
    window.controller.edit("custom mask", lambda s: s.with_settings(mask=mask))
    assert status(window) == ("custom mask · warning: query row 2 has every key masked; "
                              "its weights are zero")
    window.stepper.jump("weights")
    window.animation.stop()
    shown = window.stage_panel.large.shown_values()
    assert shown[2].tolist() == [0.0] * 5
    np.testing.assert_allclose(np.delete(shown, 2, axis=0).sum(axis=1), 1.0, rtol=1e-6)
    trace = window.controller.trace
    for stage in ("weights", "z", "output"):
        assert not np.isnan(trace.numpy(stage)).any(), stage
    assert trace.numpy("z")[2].tolist() == [0.0] * 4
    assert_views_match_core(window)
