"""Presentation mode: only the current stage, large type, clicker keys; leaving restores all."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QToolBar

from gui.classroom.presentation import PresentationMode
from gui.classroom.themes import COUNTER_TEXT, PRESENTATION_FONT_SCALE
from gui.document.session_files import SessionFiles


def _shown(window, widget) -> bool:
    return widget.isVisibleTo(window)


def _docks_and_toolbars(window):
    return [*window.findChildren(QDockWidget), *window.findChildren(QToolBar)]


def test_entering_shows_only_the_current_stage_in_large_type(qtbot, window):
    window.stepper.jump("scaled")
    window.actions.presentation.trigger()
    assert window.features.get(PresentationMode).is_active()
    assert window.isFullScreen()
    assert not any(_shown(window, w) for w in _docks_and_toolbars(window))
    assert not _shown(window, window.stage_panel.strip)
    assert not _shown(window, window.menuBar())
    assert not _shown(window, window.statusBar())
    assert _shown(window, window.stage_panel.large)
    assert _shown(window, window.formula_bar.formula_label)
    assert _shown(window, window.formula_bar.counter_label)
    assert window.formula_bar.counter_label.text() == "6 / 11: scaled"
    assert COUNTER_TEXT in window.formula_bar.counter_label.styleSheet()
    assert (_shown(window, window.features.get(PresentationMode).hint) and "Esc"
            in window.features.get(PresentationMode).hint.text())
    assert window.geometry() == window.screen().geometry()
    assert window.features.get(PresentationMode).font_scale == PRESENTATION_FONT_SCALE >= 1.6
    assert window.stage_panel.large._font_scale == PRESENTATION_FONT_SCALE
    np.testing.assert_array_equal(window.stage_panel.large.shown_values(),
                                  window.controller.trace.head("scaled", 0))


def test_leaving_restores_the_layout_exactly(qtbot, window):
    window.docks["explanation"].hide()            # a layout the user made
    qtbot.wait(10)
    state, geometry = window.saveState(), window.saveGeometry()
    formula_style = window.formula_bar.formula_label.styleSheet()
    shown_before = {w.objectName(): _shown(window, w) for w in _docks_and_toolbars(window)}
    window.features.get(PresentationMode).set_active(True)
    qtbot.wait(10)
    window.features.get(PresentationMode).set_active(False)
    qtbot.wait(10)
    assert not window.features.get(PresentationMode).is_active()
    assert not window.isFullScreen()
    assert bytes(window.saveState().data()) == bytes(state.data())
    assert window.saveGeometry() == geometry
    assert {w.objectName(): _shown(window, w) for w in _docks_and_toolbars(window)} == \
        shown_before
    assert _shown(window, window.docks["tokens"]) and _shown(window, window.docks["matrices"])
    assert not _shown(window, window.docks["explanation"])
    assert _shown(window, window.stage_panel.strip) and _shown(window, window.menuBar())
    assert window.formula_bar.formula_label.styleSheet() == formula_style
    assert window.stage_panel.large._font_scale == 1.0
    assert window.centralWidget().styleSheet() == ""
    assert not _shown(window, window.features.get(PresentationMode).hint)
    assert not window.actions.presentation.isChecked()


def test_a_maximized_window_is_maximized_again(qtbot, window):
    window.showMaximized()
    qtbot.wait(10)
    window.features.get(PresentationMode).set_active(True)
    window.features.get(PresentationMode).set_active(False)
    assert window.isMaximized()
    assert not window.isFullScreen()


def test_keys_enter_step_and_leave(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert (window.features.get(PresentationMode).is_active()
            and window.actions.presentation.isChecked())
    target = window.stage_panel.large.graphics_view()  # on the view Right moves its cell cursor
    for key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
        qtbot.keyClick(target, key)
    assert window.stepper.stage == "v"
    assert window.formula_bar.counter_label.text() == "4 / 11: v"
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.stepper.stage == "q"
    target.setFocus()              # the stage view's own Esc (clear selection) must not win
    qtbot.keyClick(target, Qt.Key.Key_Escape)
    assert not window.features.get(PresentationMode).is_active()
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.features.get(PresentationMode).is_active()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert not window.features.get(PresentationMode).is_active()
    assert _shown(window, window.docks["tokens"])


def test_escape_outside_presentation_does_nothing(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and not window.features.get(PresentationMode).is_active()


def test_closing_while_presenting_saves_the_normal_layout(qtbot, window):
    state = window.saveState()
    window.features.get(PresentationMode).set_active(True)
    saved = []
    window.save_layout = lambda: saved.append((window.saveState(), window.isFullScreen()))
    window.close()
    assert saved == [(state, False)]
    assert not window.features.get(PresentationMode).is_active()


def test_the_description_banner_steps_aside_while_presenting(qtbot, window):
    banner = window.features.get(SessionFiles).banner
    banner.show_text("Lesson", "Its point.")
    assert _shown(window, banner)
    window.features.get(PresentationMode).set_active(True)
    assert not _shown(window, banner)
    window.features.get(PresentationMode).set_active(False)
    assert _shown(window, banner)
