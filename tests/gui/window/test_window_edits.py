"""Edits through the widgets: after each one, every stage view shows what core computes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.window_helpers import assert_views_match_core, open_window, type_in_cell


def test_the_window_starts_matching_core(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)       # a new one, not the module's: it is the subject
    assert_views_match_core(window)
    assert window.dimensions_label.text() == "n = 5 tokens · d_model 8 · d_head 4 · 1 head"


def test_typing_a_sentence_rebuilds_x_and_every_stage(qtbot, window):
    sentence = window.token_editor.sentence
    sentence.setFocus()
    sentence.clear()
    qtbot.keyClicks(sentence, "the mole on his big face")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)
    session = window.controller.session
    assert session.tokens == ("the", "mole", "on", "his", "big", "face")
    assert window.token_editor.chips.texts() == session.tokens
    assert window.controller.undo_stack.count() == 1
    assert_views_match_core(window)


def test_adding_and_removing_a_token_chip(qtbot, window):
    window.token_editor.add_token()
    assert window.controller.session.tokens[-1] == "new"
    window.token_editor.chips.setCurrentRow(0)
    window.token_editor.remove_selected()
    assert window.controller.session.tokens == ("mole", "on", "his", "face", "new")
    assert_views_match_core(window)


def test_editing_a_w_q_cell_through_its_editor(qtbot, window):
    old = window.controller.session.matrix("W_Q", 0)[1, 2]
    type_in_cell(qtbot, window, "0.55", "W_Q", 1, 2)
    assert window.controller.session.matrix("W_Q", 0)[1, 2] == 0.55
    assert window.statusBar().currentMessage() == f"edited W^Q[1,2] {old:.2f} → 0.55"
    assert window.matrix_panel.model.data(window.matrix_panel.model.index(1, 2)) == "0.55"
    assert_views_match_core(window)


@pytest.mark.parametrize("text", ["abc", "nan", "inf", "", "1e9"])
def test_bad_cell_text_is_refused_and_nothing_changes(qtbot, window, text):
    before = window.controller.session
    type_in_cell(qtbot, window, text, "W_Q", 1, 2)
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == 0
    assert window.statusBar().currentMessage().startswith("not changed: W^Q[1,2]")
    assert window.matrix_panel.view.cell_delegate.flash_cell == (1, 2)


def test_toggling_the_mask_and_the_scaling(window):
    window.actions.causal.trigger()
    assert window.controller.session.causal
    assert_views_match_core(window)
    window.actions.scaled.trigger()
    assert not window.controller.session.scaled
    formula = window.formula_bar.formula_label.text()
    assert "√d" not in formula and "/ 1" not in formula and "+ M" in formula  # on stage x
    window.stepper.jump("scaled")
    assert window.formula_bar.formula_label.text().count("/ 1") == 1  # what the stage does
    assert "√d" not in window.stage_panel.large.shown_title()
    assert_views_match_core(window)
    assert window.controller.undo_stack.count() == 2
    window.controller.undo_stack.undo()
    assert window.actions.scaled.isChecked()


def test_presets_and_dimensions_are_undo_steps(window):
    start = window.controller.session
    panel = window.matrix_panel
    panel.select_matrix("W_K")
    panel.buttons["Identity"].click()
    assert (window.controller.session.matrix("W_K", 0) == panel.model.values).all()
    panel.buttons["Zero"].click()
    assert not window.controller.session.matrix("W_K", 0).any()
    panel.buttons["Randomize"].click()
    panel.buttons["Reset"].click()
    assert (window.controller.session.matrix("W_K", 0) == start.matrix("W_K", 0)).all()
    panel.spins["d_head"].setValue(3)
    assert window.controller.session.d_head == 3
    panel.spins["n_heads"].setValue(2)
    assert window.controller.session.n_heads == 2
    assert [panel.tabs.tabText(i) for i in range(panel.tabs.count())] == \
        ["X", "W^Q", "W^K", "W^V", "W^O"]
    window.stage_panel.set_head(1)
    assert_views_match_core(window)
    assert window.controller.undo_stack.count() == 6
    while window.controller.undo_stack.canUndo():
        window.controller.undo_stack.undo()
    assert window.controller.session == start
    assert_views_match_core(window)


def test_the_status_line_names_an_edited_cell_as_the_editor_labels_it(qtbot, window):
    """X's rows are tokens counted from 1 ('2 mole' beside the row), columns features from 0;
    with several heads a W^Q edit names its head."""
    from PySide6.QtCore import Qt as QtKeys

    type_in_cell(qtbot, window, "0.25", "X", 1, 0)
    model = window.matrix_panel.model
    row_header = model.headerData(1, QtKeys.Orientation.Vertical)
    number, token = row_header.split(" ", 1)                 # '2 mole'
    column = model.headerData(0, QtKeys.Orientation.Horizontal)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"edited X row {number} “{token}”, column {column} "), message
    from core.session.value import Session

    window.controller.replace_session(Session.from_text("the mole on his face", n_heads=2))
    panel = window.matrix_panel
    panel.select_matrix("W_Q")
    panel.head_box.setCurrentIndex(1)
    assert panel.head == 1                                   # the editor shows head 2
    panel.request_cell(0, 0, 0.5, None)
    assert window.statusBar().currentMessage().startswith("edited W^Q[0,0] of head 2 "), \
        window.statusBar().currentMessage()
