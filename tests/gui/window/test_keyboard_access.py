"""The window without a mouse: Tab stops, the heatmap's cell cursor, Enter pins, Esc unpins,
every menu action reachable by a mnemonic or a shortcut, a lesson opened and an export written
with keys only. Numbers are checked against the session's own run (core), not the views."""

from __future__ import annotations

import csv

import numpy as np
import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from core.attention.stages import STAGES
from gui.export.export_menu import WindowExports
from gui.views.heatmap.cell_cursor import moved
from gui.window.heads_dock import HeadsDock
from gui.window.keyboard_access import (
    KeyboardAccess,
    has_mnemonic,
    plain_text,
    submenu_of,
    submenus,
)
from gui.window.screen_reader import ScreenReaderText, plain
from tests.gui.window_helpers import open_window

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot, monkeypatch):
    return open_window(qtbot, monkeypatch)


def test_cursor_moves_clamp_at_the_edges():
    shape = (3, 4)
    assert moved((0, 0), Qt.Key.Key_Left, False, shape) == (0, 0)
    assert moved((0, 0), Qt.Key.Key_Right, False, shape) == (0, 1)
    assert moved((2, 1), Qt.Key.Key_Down, False, shape) == (2, 1)
    assert moved((1, 2), Qt.Key.Key_End, False, shape) == (1, 3)
    assert moved((1, 2), Qt.Key.Key_Home, False, shape) == (1, 0)
    assert moved((1, 2), Qt.Key.Key_Home, True, shape) == (0, 0)
    assert moved((1, 2), Qt.Key.Key_End, True, shape) == (2, 3)


def test_tab_reaches_chips_matrix_editor_and_the_stage_view_one_stop_each(qtbot, window):
    stops = window.features.get(KeyboardAccess).tab_stops()
    window.token_editor.sentence.setFocus()
    seen = [QApplication.focusWidget()]
    for _ in range(len(stops) - 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == stops
    large = window.stage_panel.large
    assert large.cursor.shown()             # the focus ring is drawn while the view has focus
    qtbot.keyClick(large, Qt.Key.Key_Right)  # arrows stay inside: one tab stop
    assert QApplication.focusWidget() is large


def test_keyboard_only_step_cursor_pin_and_read(qtbot, window):
    large = window.stage_panel.large
    large.setFocus()
    expected = window.controller.session.run()
    for stage in STAGES[1:]:               # Space steps, even while the view has focus
        qtbot.keyClick(large, Qt.Key.Key_Space)
        assert window.stepper.stage == stage
    for _ in range(STAGES.index("output") - STAGES.index("weights")):
        qtbot.keyClick(large, Qt.Key.Key_PageUp)
    assert window.stepper.stage == "weights"
    qtbot.keyClick(large, Qt.Key.Key_Home, CTRL)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(large, key)
    assert large.cursor.cell() == (1, 3) and window.stepper.stage == "weights"
    ring = large.cursor.ring.ring_rect()
    assert (ring.x(), ring.y(), ring.width()) == (3.0, 1.0, 1.0)   # drawn at (row 1, col 3)
    qtbot.keyClick(large, Qt.Key.Key_Return)
    assert window.explanation_link.cell == ("weights", 1, 3, 0)
    weight = float(expected.head("weights", 0)[1, 3])
    assert f"{weight:.2f}" in window.explanation.text()       # the pinned cell's number
    assert (window.features.get(ScreenReaderText).last_announcement
            == plain(window.explanation.text()))
    qtbot.keyClick(large, Qt.Key.Key_Escape)
    assert window.explanation_link.cell is None
    qtbot.keyClick(large, Qt.Key.Key_End, CTRL)
    assert large.cursor.cell() == (4, 4)


def test_transposed_view_moves_the_cursor_across_the_picture(qtbot, window):
    window.stepper.jump("scores")
    large = window.stage_panel.large
    window.stage_panel.set_transposed(True)
    large.setFocus()
    qtbot.keyClick(large, Qt.Key.Key_Home, CTRL)
    qtbot.keyClick(large, Qt.Key.Key_Right)      # one column right in the picture: next query
    assert large.cursor.cell() == (1, 0)
    qtbot.keyClick(large, Qt.Key.Key_Return)
    assert window.explanation_link.cell[:3] == ("scores", 1, 0)


def _walk(menu: QMenu, subs):
    if not shiboken6.isValid(menu):
        return
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield action
        if (sub := submenu_of(action, subs)) is not None:
            yield from _walk(sub, subs)


def test_every_menu_action_has_a_mnemonic_or_a_shortcut_and_f1_lists_the_keys(qtbot, window):
    menus = window.features.get(KeyboardAccess).menus()
    for menu in menus:
        menu.aboutToShow.emit()                 # menus that fill themselves do it now
        title = menu.title()
        missing = [action.text() for action in _walk(menu, submenus(window))
                   if action.isEnabled() and not
                   (has_mnemonic(action.text()) or not action.shortcut().isEmpty())]
        assert not missing, f"{title}: {missing}"
    for menu in menus:     # actions without a shortcut have a letter of their own in a menu
        letters = [a.text().replace("&&", "").split("&")[1][:1].lower()
                   for a in menu.actions() if has_mnemonic(a.text()) and a.shortcut().isEmpty()]
        assert len(letters) == len(set(letters)), menu.title()
    rows = dict((what, keys) for keys, what in window.features.get(KeyboardAccess).shortcut_rows())
    assert rows["File › Quit"] == "Ctrl+Q"
    window.actions.shortcuts.trigger()
    box = window.findChild(QMenu.__mro__[1], "shortcutList")
    assert box is not None and "Stage view: Enter" in box.text()
    assert "File › Quit" in box.text()


def test_a_lesson_and_an_export_with_keys_only(qtbot, window, tmp_path):
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    file_menu = QApplication.activePopupWidget()
    assert plain_text(file_menu.menuAction()) == "File"
    examples = next(a for a in file_menu.actions() if plain_text(a) == "Open Example")
    letter = examples.text().split("&")[1][0]
    examples_menu = submenu_of(examples, submenus(window))
    qtbot.keyClick(file_menu, letter)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is examples_menu)
    lesson = examples_menu.actions()[0]
    qtbot.keyClick(examples_menu, Qt.Key.Key_Return)     # the first lesson is the active one
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    from core.files.examples import load_example
    opened = load_example(lesson.data())
    assert window.controller.session.tokens == opened.tokens
    qtbot.keyClick(window, Qt.Key.Key_E, CTRL)                 # File › Export…
    dialog = window.features.get(WindowExports).dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.folder_edit.setFocus()
    dialog.folder_edit.selectAll()
    qtbot.keyClicks(dialog.folder_edit, str(tmp_path))
    qtbot.keyClick(dialog.folder_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(tmp_path.iterdir()))
    weights = next(p for p in tmp_path.rglob("*weights*.csv"))
    rows = list(csv.reader(weights.read_text(encoding="utf-8").splitlines()))
    numbers = np.array([[float(x) for x in row[1:]] for row in rows[1:]])  # labels around
    np.testing.assert_allclose(numbers, window.controller.session.run().head("weights", 0),
                               atol=1e-4)


def test_a_heads_small_multiple_takes_tab_arrows_and_enter(qtbot):
    from core.files.examples import load_example
    from gui.window.app import build_window

    window = build_window(load_example("three-heads"), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.stepper.jump("weights")
    window.animation.stop()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.features.get(HeadsDock).panel.grid.views()[1].isVisible())
    view = window.features.get(HeadsDock).panel.grid.views()[1]                 # head 2
    view.setFocus()
    assert view.hasFocus() and view.keys.cursor_rect() is not None    # the ring is drawn
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(view, key)
    assert view.keys.cell == (1, 2) and window.stepper.stage == "weights"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.stage_panel.head == 1                          # head 2 shown large
    assert window.explanation_link.cell == ("weights", 1, 2, 1)
    expected = window.controller.session.run().head("weights", 1)[1, 2]
    assert f"{expected:.2f}" in window.explanation.text()


def test_a_zoomed_view_pans_to_keep_the_cursor_in_sight(qtbot, window):
    window.stepper.jump("weights")
    large = window.stage_panel.large
    box = large.plot_item.getViewBox()
    box.setRange(xRange=(0.0, 2.0), yRange=(0.0, 2.0), padding=0.0)   # cells 0..1 shown
    large.setFocus()
    qtbot.keyClick(large, Qt.Key.Key_End, CTRL)                       # cell (4, 4)
    (x0, x1), (y0, y1) = box.viewRange()
    assert x0 <= 4.0 and x1 >= 5.0 - 1e-9 and y0 <= 4.0 and y1 >= 5.0 - 1e-9
