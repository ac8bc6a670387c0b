"""Stepping with keys and Play; undo/redo through the window; a scrub is one undo step."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, Qt

from core.attention.stages import STAGES
from tests.gui.window_helpers import assert_views_match_core, drag


def test_keys_step_forward_and_back(qtbot, window):
    # Window-wide keys, from any widget that does not claim them (a focused heatmap takes the
    # arrows, Home and End for its cell cursor: tests/gui/window/test_keyboard_access.py).
    target = window.formula_bar
    target.setFocus()
    assert window.stepper.stage == "x"
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert window.stepper.stage == "q"
    qtbot.keyClick(target, Qt.Key.Key_Space)
    qtbot.keyClick(target, Qt.Key.Key_PageDown)
    assert window.stepper.stage == "v"
    assert window.formula_bar.counter_label.text() == "4 / 11: v"
    assert window.stage_panel.tiles["scores"].thumbnail.is_dimmed()
    assert not window.stage_panel.tiles["v"].thumbnail.is_dimmed()
    qtbot.keyClick(target, Qt.Key.Key_Left)
    qtbot.keyClick(target, Qt.Key.Key_PageUp)
    assert window.stepper.stage == "q"
    qtbot.keyClick(target, Qt.Key.Key_End)
    assert window.stepper.stage == "output"
    assert not any(t.thumbnail.is_dimmed() for t in window.stage_panel.tiles.values())
    qtbot.keyClick(target, Qt.Key.Key_Home)
    assert window.stepper.stage == "x"


def test_typing_keys_stay_in_the_sentence_and_page_down_still_steps(qtbot, window):
    sentence = window.token_editor.sentence
    sentence.setFocus()
    qtbot.keyClicks(sentence, " again")
    qtbot.keyClick(sentence, Qt.Key.Key_Space)
    assert window.stepper.stage == "x" and sentence.text().endswith(" again ")
    qtbot.keyClick(sentence, Qt.Key.Key_PageDown)  # the clicker steps from anywhere
    assert window.stepper.stage == "q"


def test_the_clicker_steps_after_enter_which_gives_the_view_the_keys(qtbot, window):
    sentence = window.token_editor.sentence
    sentence.setFocus()
    qtbot.keyClicks(sentence, " again")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)
    assert window.controller.session.tokens[-1] == "again" and not sentence.hasFocus()
    view = window.stage_panel.large.graphics_view()
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert window.stepper.stage == "k"
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert window.stepper.stage == "q"
    sentence.setFocus()
    qtbot.keyClick(sentence, Qt.Key.Key_Right)  # a text key: it moves the cursor, not the stage
    assert window.stepper.stage == "q"


def test_arrows_move_between_matrix_cells_and_never_edit(qtbot, window):
    start = window.controller.session
    view = window.matrix_panel.view
    view.setFocus()
    view.setCurrentIndex(window.matrix_panel.model.index(0, 1))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 2)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, 2)
    assert window.controller.session == start and window.controller.undo_stack.count() == 0
    assert window.stepper.stage == "x"


def test_play_walks_to_the_last_stage(qtbot, window):
    window.stepper.set_speed(60.0)  # 30 ms a stage
    seen = []
    window.stepper.stage_changed.connect(lambda stage, _animate: seen.append(stage))
    window.actions.play.trigger()
    assert window.stepper.is_playing()
    qtbot.waitUntil(lambda: not window.stepper.is_playing(), timeout=5000)
    assert seen == list(STAGES[1:])
    assert window.stepper.stage == "output"
    assert window.actions.play.text() == "▶ Play"


def test_a_stage_tile_click_jumps_there(qtbot, window):
    qtbot.mouseClick(window.stage_panel.tiles["weights"].thumbnail, Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "weights"
    assert window.stage_panel.large.axis_titles() == ("query i (row)", "key j (column)")


def test_a_scrub_is_one_undo_step_and_undo_restores_exact_numbers(qtbot, window):
    start = window.controller.session
    panel = window.matrix_panel
    panel.select_matrix("W_Q")
    view = panel.view
    center = view.cell_center(1, 2)
    drag(view.viewport(), center, center + QPoint(40, 0), steps=8)
    scrubbed = window.controller.session.matrix("W_Q", 0)[1, 2]
    assert scrubbed == round(start.matrix("W_Q", 0)[1, 2] + 0.40, 4)
    assert window.controller.undo_stack.count() == 1
    assert_views_match_core(window)
    drag(view.viewport(), center, center + QPoint(-20, 0), steps=4)
    assert window.controller.undo_stack.count() == 2  # a second scrub is its own step
    window.controller.undo_stack.undo()
    assert window.controller.session.matrix("W_Q", 0)[1, 2] == scrubbed
    window.controller.undo_stack.undo()
    assert window.controller.session == start
    np.testing.assert_array_equal(panel.model.values, start.matrix("W_Q", 0))
    assert_views_match_core(window)
    window.controller.undo_stack.redo()
    assert window.controller.session.matrix("W_Q", 0)[1, 2] == scrubbed


def test_a_burst_of_nudges_is_one_step(qtbot, window):
    start = window.controller.session
    view = window.matrix_panel.view
    view.setFocus()
    view.setCurrentIndex(window.matrix_panel.model.index(0, 1))
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(view, Qt.Key.Key_Down,
                   Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)
    expected = round(round(round(start.embeddings[0, 1] + 0.1, 4) + 0.1, 4) + 0.1, 4) - 0.01
    assert window.controller.session.embeddings[0, 1] == round(expected, 4)
    assert window.controller.undo_stack.count() == 1
    assert window.stepper.stage == "x"  # Up/Down nudged, they did not step
    window.controller.undo_stack.undo()
    assert window.controller.session == start


def test_undo_menu_names_the_step(window):
    window.actions.causal.trigger()
    assert window.actions.undo.text() == "Undo causal mask on"
    assert window.actions.toolbar_undo.toolTip() == "Undo: causal mask on"
    assert window.actions.toolbar_undo.isEnabled() and not window.actions.toolbar_redo.isEnabled()
    window.actions.toolbar_undo.trigger()
    assert not window.controller.session.causal
    assert window.actions.toolbar_redo.isEnabled()
    assert window.actions.undo.shortcuts()[0].toString() == "Ctrl+Z"
    assert {s.toString() for s in window.actions.redo.shortcuts()} == {"Ctrl+Shift+Z", "Ctrl+Y"}


def test_linked_selection_survives_edits_while_indices_exist(window):
    window.stage_panel.cell_clicked.emit("scores", 3, 1)
    assert window.selection.selection.query == 3 and window.selection.selection.key == 1
    window.stepper.jump("k")
    window.controller.edit("causal", lambda s: s.with_settings(causal=True))
    assert window.selection.selection.key == 1
    window.controller.edit("short", lambda s: s.with_tokens(("a", "b")))
    assert window.selection.selection.is_empty


def test_a_wheel_burst_on_the_current_cell_is_one_step(qtbot, window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    start = window.controller.session
    panel = window.matrix_panel
    panel.select_matrix("W_V")
    view = panel.view
    view.setCurrentIndex(panel.model.index(2, 1))
    center = QPointF(view.cell_center(2, 1))
    for delta in (120, 120, -120, 120):
        event = QWheelEvent(center, QPointF(view.viewport().mapToGlobal(center.toPoint())),
                            QPoint(0, 0), QPoint(0, delta), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(view.viewport(), event)
    assert window.controller.session.matrix("W_V", 0)[2, 1] == \
        round(start.matrix("W_V", 0)[2, 1] + 0.2, 4)
    assert window.controller.undo_stack.count() == 1
    assert_views_match_core(window)
