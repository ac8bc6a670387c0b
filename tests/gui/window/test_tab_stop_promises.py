"""The learner's guide's keyboard promises, through real key events: Tab goes first to the
sentence, the token chips, the matrix editor and the large stage view (one stop each: the
arrows move inside), every stop of the whole Tab cycle shows that it has the focus and has a
name a person can read, the arrows move between chips (never the stage), and Delete removes
the chip the ring is on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.window_helpers import open_window


def _tab(qtbot) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Tab)
    QApplication.processEvents()


def _window(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _cycle(qtbot, window) -> list:
    window.token_editor.sentence.setFocus()
    QApplication.processEvents()
    stops = [QApplication.focusWidget()]
    for _ in range(80):
        _tab(qtbot)
        if QApplication.focusWidget() is stops[0]:
            return stops
        stops.append(QApplication.focusWidget())
    raise AssertionError("Tab never came back to the sentence")


def test_tab_visits_the_four_main_stops_first_then_every_stop_shows_focus(qtbot, monkeypatch):
    window = _window(qtbot, monkeypatch)
    stops = _cycle(qtbot, window)
    assert stops[:4] == [window.token_editor.sentence, window.token_editor.chips,
                         window.matrix_panel.view, window.stage_panel.large]
    assert len(set(map(id, stops))) == len(stops)              # each stop once
    for widget in stops:                                       # named, not Qt's class name
        name = widget.accessibleName()
        assert name and "qtab" not in name and type(widget).__name__.lower() not in name, widget
    window.token_editor.sentence.setFocus()
    unmarked = []
    for widget in stops:
        assert QApplication.focusWidget() is widget
        focused = widget.grab().toImage()
        _tab(qtbot)                                            # focus moves on, by Tab
        if widget.grab().toImage() == focused:                 # nothing showed the focus
            unmarked.append(widget.accessibleName())
    assert unmarked == []


def test_arrows_move_between_chips_and_delete_removes_the_ringed_chip(qtbot, monkeypatch):
    window = _window(qtbot, monkeypatch)
    chips = window.token_editor.chips
    window.token_editor.sentence.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.token_editor.sentence)
    _tab(qtbot)
    assert QApplication.focusWidget() is chips and chips.currentRow() == 0   # a chip is ringed
    stage = window.stepper.stage
    tokens = window.controller.session.tokens
    qtbot.keyClick(chips, Qt.Key.Key_Right)
    qtbot.keyClick(chips, Qt.Key.Key_Right)
    assert chips.currentRow() == 2 and window.stepper.stage == stage      # not a stage step
    qtbot.keyClick(chips, Qt.Key.Key_End)
    assert chips.currentRow() == len(tokens) - 1 and window.stepper.stage == stage
    qtbot.keyClick(chips, Qt.Key.Key_Home)
    qtbot.keyClick(chips, Qt.Key.Key_Right)
    qtbot.keyClick(chips, Qt.Key.Key_Delete)
    assert window.controller.session.tokens == tokens[:1] + tokens[2:]


def test_the_matrix_editor_rings_a_cell_as_soon_as_tab_reaches_it(qtbot, monkeypatch):
    window = _window(qtbot, monkeypatch)
    view = window.matrix_panel.view
    window.token_editor.chips.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.token_editor.chips)
    before = view.grab().toImage()
    _tab(qtbot)
    assert QApplication.focusWidget() is view and view.currentIndex().isValid()
    assert view.grab().toImage() != before                     # the ring, before any arrow
    _tab(qtbot)
    assert view.grab().toImage() == before                     # and gone when focus moves on


def test_space_or_enter_on_a_tabbed_tile_goes_to_its_stage(qtbot, monkeypatch):
    window = _window(qtbot, monkeypatch)
    tiles = window.stage_panel.strip.tiles
    assert window.stepper.stage == "x"
    for key, stage in ((Qt.Key.Key_Space, "weights"), (Qt.Key.Key_Return, "z"),
                       (Qt.Key.Key_Space, "k")):
        caption = tiles[stage].caption
        caption.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda c=caption: QApplication.focusWidget() is c)
        qtbot.keyClick(caption, key)
        assert window.stepper.stage == stage          # that tile's stage, not the next one


def test_a_tokens_colour_is_its_positions_in_the_chips_and_the_views_after_a_delete(
        qtbot, monkeypatch):
    """The guide's rule: colours belong to positions, the same in every view. After "The" is
    deleted, each chip and the large view's row and column labels agree, position by position."""
    window = _window(qtbot, monkeypatch)
    chips = window.token_editor.chips
    window.token_editor.sentence.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.token_editor.sentence)
    _tab(qtbot)
    qtbot.keyClick(chips, Qt.Key.Key_Delete)             # the ringed first chip
    n = window.controller.session.n_tokens
    window.stepper.jump("scores")
    QApplication.processEvents()
    rows, cols = window.stage_panel.large.axis_label_colors()
    chip_colors = [chips.item(i).background().color().name() for i in range(n)]
    assert [c.name() for c in rows] == chip_colors == [c.name() for c in cols]
    assert len(set(chip_colors)) == n                    # one colour per position
