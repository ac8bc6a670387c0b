"""The "Transpose n×n views" toggle: the picture turns, clicks keep meaning query/key."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.attention.stages import SQUARE_STAGES, STAGES
from core.explanations import explain
from core.session.value import Session
from gui.views.transposed_drawing import transposed_titles
from gui.window.app import build_window
from gui.window.explain_features import ExplainFeatures
from gui.window.transpose_toggle import remembered_transposed
from tests.gui.window_helpers import TEXT


def test_ctrl_t_transposes_the_square_views_and_their_tiles(qtbot, window):
    trace, panel = window.controller.trace, window.stage_panel
    window.stepper.jump("weights")
    window.animation.stop()
    assert window.features.get(ExplainFeatures).transpose.action in window.menu("View").actions()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert (window.features.get(ExplainFeatures).transpose.action.isChecked()
            and panel.is_transposed())
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("weights", 0).T)
    assert panel.large.axis_titles() == ("key j (row)", "query i (column)")
    assert panel.large.plot_item.titleLabel.text.startswith("transposed, keys as rows · weights")
    assert "rows: keys j · columns: queries i" in panel.large.plot_item.titleLabel.toolTip()
    for stage in STAGES:
        expected = trace.head(stage, 0)
        expected = expected.T if stage in SQUARE_STAGES else expected
        np.testing.assert_array_equal(panel.tiles[stage].thumbnail.shown_values(), expected)
    window.stepper.jump("q")  # not n×n: drawn as it is
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("q", 0))
    assert panel.large.axis_titles() == ("token i (row)", "feature t (column)")
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert not panel.is_transposed()
    window.stepper.jump("scores")
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("scores", 0))


def test_labels_swap_with_distinct_tokens(qtbot, window):
    window.controller.edit("tokens", lambda s: s.with_tokens(("a", "b", "c")))
    window.features.get(ExplainFeatures).transpose.action.setChecked(True)
    window.stepper.jump("scores")
    window.animation.stop()
    large = window.stage_panel.large
    assert large.shown_labels() == (["a", "b", "c"], ["a", "b", "c"])
    assert large.shown_values().shape == (3, 3)
    np.testing.assert_array_equal(large.shown_values(),
                                  window.controller.trace.head("scores", 0).T)


def test_a_click_on_the_transposed_view_explains_query_c_key_r(qtbot, window):
    window.features.get(ExplainFeatures).transpose.action.trigger()
    window.stepper.jump("scores")
    window.animation.stop()
    large = window.stage_panel.large
    QApplication.processEvents()
    shown_row, shown_col = 4, 1  # displayed row 4 (key 4), displayed column 1 (query 1)
    pos = large.cell_center_in_viewport(shown_col, shown_row)   # matrix (query 1, key 4)
    assert pos.y() > large.cell_center_in_viewport(1, 0).y()    # lower down: a key row
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton, pos=pos)
    shown = window.explanation.explanation
    assert (shown.row, shown.col) == (1, 4)
    assert shown == explain(window.controller.trace, "scores", 1, 4)
    assert large.shown_values()[shown_row, shown_col] == shown.value
    sel = window.selection.selection
    assert (sel.query, sel.key) == (1, 4)


def test_the_choice_is_remembered(qtbot, window, monkeypatch):
    window.features.get(ExplainFeatures).transpose.action.setChecked(True)
    assert remembered_transposed()
    again = build_window(Session.from_text(TEXT), restore=True, size=(1280, 800))
    qtbot.addWidget(again)
    assert (again.features.get(ExplainFeatures).transpose.action.isChecked()
            and again.stage_panel.is_transposed())
    again.features.get(ExplainFeatures).transpose.action.setChecked(False)
    assert not remembered_transposed()
    fresh = build_window(Session.from_text(TEXT), restore=True, size=(1280, 800))
    qtbot.addWidget(fresh)
    assert not fresh.stage_panel.is_transposed()


def test_transposed_titles_say_rows_and_columns_as_drawn():
    assert transposed_titles("query i (row)", "key j (column)", "scores") == \
        ("query i (column)", "key j (row)", "transposed, keys as rows · scores")
