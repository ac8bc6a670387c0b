"""Controls always answer: toolbar and menu actions act whatever has focus; a focused field keeps
only the keys it needs; Page Up/Down step from anywhere; Enter in the sentence box gives focus back.

Each test walks the user's route: type, press Enter or click into a field, then click the real
toolbar button (a QToolButton) and read the step counter the window shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

from core.attention.stages import STAGES
from gui.code.code_dock import CodeDock

SENTENCE = "my small dog found an old red ball under the green garden bench"  # 13 words


def toolbar_button(window, action) -> QToolButton:
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton) and button.isVisible()
    return button


def counter(window) -> str:
    return window.formula_bar.counter_label.text()


def test_type_a_sentence_press_enter_click_next(qtbot, window):
    sentence = window.token_editor.sentence
    qtbot.mouseClick(sentence, Qt.MouseButton.LeftButton)
    sentence.selectAll()
    qtbot.keyClicks(sentence, SENTENCE)
    assert sentence.text() == SENTENCE  # Space typed spaces into the sentence, no step
    assert window.stepper.stage == "x" and counter(window).startswith("1 / 11")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)
    assert window.controller.session.tokens == tuple(SENTENCE.split())
    # Enter handed the keys back to the view
    # (the view is one tab stop: its graphics pass their focus on to it, the cell cursor's home)
    assert QApplication.focusWidget() is window.stage_panel.large
    qtbot.mouseClick(toolbar_button(window, window.actions.next), Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "q"
    assert counter(window).startswith(f"2 / {len(STAGES)}")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # Space steps from the view
    assert window.stepper.stage == "k"


def test_toolbar_next_steps_with_the_cursor_still_in_the_sentence(qtbot, window):
    sentence = window.token_editor.sentence
    sentence.setFocus()
    qtbot.keyClicks(sentence, " again")  # typed, not applied: the field keeps its keys
    assert sentence.hasFocus()
    qtbot.mouseClick(toolbar_button(window, window.actions.next), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(toolbar_button(window, window.actions.next), Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "k" and counter(window).startswith("3 / 11")
    qtbot.mouseClick(toolbar_button(window, window.actions.previous), Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "q"
    qtbot.keyClick(sentence, Qt.Key.Key_Right)   # a text key: the cursor moves, not the stage
    qtbot.keyClick(sentence, Qt.Key.Key_Space)
    qtbot.keyClick(sentence, Qt.Key.Key_End)
    assert window.stepper.stage == "q" and sentence.text().endswith("again ")


def test_toolbar_next_steps_from_an_open_matrix_cell_editor(qtbot, window):
    panel = window.matrix_panel
    panel.select_matrix("W_Q")
    index = panel.model.index(1, 2)
    panel.view.setCurrentIndex(index)
    panel.view.edit(index)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    qtbot.keyClick(editor, Qt.Key.Key_Left)  # the editor's own key
    assert window.stepper.stage == "x"
    qtbot.mouseClick(toolbar_button(window, window.actions.next), Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "q" and counter(window).startswith("2 / 11")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_PageDown)
    assert window.stepper.stage == "k"


def test_toolbar_play_and_menu_last_act_from_a_spin_box(qtbot, window):
    spin = window.matrix_panel.spins["d_head"]
    qtbot.mouseClick(spin, Qt.MouseButton.LeftButton)
    spin.setFocus()
    assert QApplication.focusWidget() is spin
    start = window.controller.session
    qtbot.mouseClick(toolbar_button(window, window.actions.next), Qt.MouseButton.LeftButton)
    assert window.stepper.stage == "q"
    qtbot.keyClick(spin, Qt.Key.Key_PageDown)   # the clicker: steps, does not change d_head
    assert window.stepper.stage == "k"
    assert window.controller.session.d_head == start.d_head
    qtbot.keyClick(spin, Qt.Key.Key_PageUp)
    assert window.stepper.stage == "q"
    window.actions.last.trigger()               # Lesson › Last stage, chosen from the menu
    assert window.stepper.stage == "output" and counter(window).startswith("11 / 11")
    qtbot.mouseClick(toolbar_button(window, window.actions.play), Qt.MouseButton.LeftButton)
    assert window.stepper.is_playing()          # Play at the end starts over
    assert window.stepper.stage == "x"
    window.stepper.pause()


def test_page_down_steps_with_focus_in_the_sentence_box_even_mid_typing(qtbot, window):
    sentence = window.token_editor.sentence
    sentence.setFocus()
    qtbot.keyClicks(sentence, " more")
    qtbot.keyClick(sentence, Qt.Key.Key_PageDown)
    qtbot.keyClick(sentence, Qt.Key.Key_PageDown)
    assert window.stepper.stage == "k" and sentence.hasFocus()
    assert sentence.text().endswith(" more")  # the typing is kept, not applied
    qtbot.keyClick(sentence, Qt.Key.Key_PageUp)
    assert window.stepper.stage == "q"


def test_page_down_steps_from_the_code_view(qtbot, window):
    window.features.get(CodeDock).dock.show()
    window.features.get(CodeDock).refresh()
    text = window.features.get(CodeDock).view
    text.setFocus()
    qtbot.keyClick(text, Qt.Key.Key_PageDown)
    assert window.stepper.stage == "q"
