"""MiniLM in the Heads dock's one ranking (gui.classroom.model_heads_ranking): a sortable table
of core's word ranking (core.pretrained.heads_report), scored off the UI thread; a row opens that
layer with all heads in the grid, the chosen head in focus, through the model protocol."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from core.pretrained import ALL_HEADS, build_session, load_model
from core.pretrained.heads_report import rank_heads
from core.session.value import Session
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock

FACE, CHEMISTRY = "the mole on his face", "a mole of carbon dioxide"


@pytest.fixture(scope="module")
def model():
    return load_model()


def _ranking(win, qtbot):
    """The dock's ranking on MiniLM, ranked (on the worker) for the panel's sentences."""
    dock = win.features.get(HeadsDock)
    dock.show_ranking("minilm")
    ranking = dock.ranking
    assert ranking.encoder_chosen() and ranking.word_edit.isVisibleTo(ranking)
    assert ranking.form.labelForField(ranking.text_edit).text() == "Sentence A:"
    qtbot.mouseClick(ranking.rank_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not ranking.busy(), timeout=30000)
    return ranking


def test_the_ranking_table_sorts_and_a_row_opens_all_heads_with_that_head_in_focus(qtbot,
                                                                                  model):
    win = build_window(Session.from_text(FACE), restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    ranking = _ranking(win, qtbot)
    expected = rank_heads(FACE, CHEMISTRY, "mole", model)
    table = ranking.table
    assert table.rowCount() == len(expected) == 72 and table.columnCount() == 6
    assert "MiniLM: 72 heads" in ranking.status.text()
    assert "total variation distance" in ranking.status.text()
    assert table.item(0, 4).text().startswith(expected[0].top_a.token)
    for row in (0, 1, 71):
        shown = [table.item(row, column).data(Qt.ItemDataRole.DisplayRole) for column in range(4)]
        assert shown == [row + 1, expected[row].layer + 1, expected[row].head + 1,  # from 1
                         round(expected[row].difference, 3)]
    table.sortItems(2, Qt.SortOrder.AscendingOrder)           # by head, numerically
    heads = [table.item(row, 2).data(Qt.ItemDataRole.DisplayRole) for row in range(72)]
    assert heads == sorted(heads) and heads[0] == 1 and heads[-1] == 12
    chosen = ranking.row_at(5).detail
    assert chosen == expected[table.item(5, 0).data(Qt.ItemDataRole.DisplayRole) - 1]
    shown = Qt.ItemDataRole.DisplayRole
    assert (chosen.layer + 1, chosen.head + 1) == (table.item(5, 1).data(shown),
                                                   table.item(5, 2).data(shown))  # from 1
    ranking.choose(5)
    session = win.controller.session
    assert session.n_heads == 12 and session.title.startswith(f"MiniLM layer {chosen.layer + 1} ")
    assert session == build_session(FACE, chosen.layer, ALL_HEADS, model)
    assert win.stage_panel.head == chosen.head and win.features.get(HeadsDock).dock.isVisible()
    assert win.stepper.stage == "x"          # a ranked head opens at stage 1 (decoder-gui)
    win.stepper.jump("weights")              # its head stays in focus on a per-head stage
    focused = [v for v in win.features.get(HeadsDock).panel.grid.views() if v.is_focused()]
    assert [v.title() for v in focused] == [f"head {chosen.head + 1}"]
    np.testing.assert_array_equal(win.stage_panel.large.shown_values(),
                                  win.controller.trace.head("weights", chosen.head))


def test_a_word_missing_from_a_sentence_is_said_in_the_panel(qtbot, model):
    win = build_window(Session.from_text(FACE), restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    dock = win.features.get(HeadsDock)
    dock.show_ranking("minilm")
    dock.ranking.word_edit.setText("badger")
    ranking = _ranking(win, qtbot)
    assert ranking.table.rowCount() == 0
    assert "the word 'badger'" in ranking.status.text()


def test_the_lesson_menu_shows_the_ranking_even_with_one_head(qtbot):
    win = build_window(Session.from_text(FACE), restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert not win.features.get(HeadsDock).dock.isVisible()
    assert win.features.get(HeadsDock).rank_action in win.menu("Lesson").actions()
    win.features.get(HeadsDock).rank_action.trigger()
    heads = win.features.get(HeadsDock)
    assert heads.dock.isVisible() and heads.tabs.currentWidget() is heads.ranking_tab
    assert heads.ranking.model_box.currentData() == "minilm"
    assert heads.ranking.word_edit.hasFocus() or not win.isActiveWindow()
