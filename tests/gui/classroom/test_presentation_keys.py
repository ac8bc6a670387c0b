"""Presentation mode's hint says what its keys do ("← back", "Home / End: first / last"), and
they do it after a click on a cell, when the large view has the focus (its cell cursor took ←,
→, Home and End: ← moved the ring, End went to the row's end); real key events, sent to the
widget that has the focus. The hint is in the window's language. And the matrix editor's ring
goes when a mouse click moves the focus elsewhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.attention.stages import STAGES
from core.session.value import Session
from gui.classroom.presentation import PresentationMode
from gui.editors.matrix_editor.delegate import FOCUS_PEN
from gui.window.app import build_window
from gui.window.language import install_language, remove_translators


def _click_cell(qtbot, window, row: int, col: int) -> None:
    large = window.stage_panel.large
    window.animation.stop()
    QApplication.processEvents()
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     pos=large.cell_center_in_viewport(row, col))
    QApplication.processEvents()


def _ring_pixels(view) -> int:
    """Pixels in the colour of the matrix editor's focus ring (its dashed pen)."""
    image = view.viewport().grab().toImage()
    ring = FOCUS_PEN.color().rgb()
    return sum(image.pixel(x, y) == ring for x in range(image.width())
               for y in range(image.height()))


def _key(qtbot, key) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key)
    QApplication.processEvents()


@pytest.fixture
def presenting(qtbot):
    window = build_window(Session.from_text("the mole on his face"), restore=False,
                          size=(1000, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.features.get(PresentationMode).set_active(True)
    QApplication.processEvents()
    yield window
    window.features.get(PresentationMode).set_active(False)


def test_the_hints_keys_step_after_a_click_on_a_cell(qtbot, presenting):
    window = presenting
    window.stepper.jump("scores")
    _click_cell(qtbot, window, 1, 2)
    large = window.stage_panel.large
    assert QApplication.focusWidget() in (large, large.graphics_view())
    hint = window.features.get(PresentationMode).hint.text()
    assert "←" in hint and "End" in hint
    start = STAGES.index("scores")
    _key(qtbot, Qt.Key.Key_Left)                         # "Page Up / ←: back"
    assert window.stepper.index == start - 1
    _key(qtbot, Qt.Key.Key_Right)                        # "… / →: next"
    assert window.stepper.stage == "scores"
    _key(qtbot, Qt.Key.Key_End)                          # "Home / End: first / last"
    assert window.stepper.index == len(STAGES) - 1
    _key(qtbot, Qt.Key.Key_Home)
    assert window.stepper.index == 0
    window.stepper.jump("scores")
    _click_cell(qtbot, window, 1, 2)
    _key(qtbot, Qt.Key.Key_Down)                          # the cursor keeps Up and Down
    assert large.cursor.cell() == (2, 2) and window.stepper.stage == "scores"


def test_the_hint_is_in_the_windows_language(qtbot):
    install_language("de")
    try:
        window = build_window(Session.from_text("the mole"), restore=False, size=(800, 600))
        qtbot.addWidget(window)
        hint = window.features.get(PresentationMode).hint.text()
        assert "Esc" in hint and "next" not in hint and "back" not in hint, hint
    finally:
        remove_translators()


def test_the_matrix_editors_ring_goes_when_a_click_moves_the_focus(qtbot):
    window = build_window(Session.from_text("the mole on his face"), restore=False,
                          size=(1000, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    view = window.matrix_panel.view
    baseline = _ring_pixels(view)        # a few text pixels may share the ring's colour
    index = view.model().index(1, 1)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    QApplication.processEvents()
    assert QApplication.focusWidget() is view
    assert _ring_pixels(view) > baseline + 20                      # the dashed ring
    window.stepper.jump("scores")
    _click_cell(qtbot, window, 1, 2)                               # a click elsewhere
    assert QApplication.focusWidget() is not view
    QApplication.processEvents()
    assert _ring_pixels(view) <= baseline                          # no ring left behind
