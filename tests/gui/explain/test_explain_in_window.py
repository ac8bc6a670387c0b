"""Explain any number in the real window: click pins core's explanation, hover shows its
short form, the cells that fed it are outlined in the stage views and the matrix editor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import SQUARE_STAGES, STAGES
from core.explanations import explain
from core.session.value import Session
from gui.explain.feeding_highlight import FeedingHighlight, merged, outline_of
from gui.explain.stage_tooltips import cell_heading, view_tooltip
from gui.window.app import build_window
from gui.window.explain_features import ExplainFeatures
from tests.gui.window_helpers import TEXT


def click_cell(qtbot, window, stage: str, row: int, col: int) -> None:
    """Go to ``stage`` and click matrix cell (row, col) of the large view at its centre."""
    window.stepper.jump(stage)
    window.animation.stop()
    large = window.stage_panel.large
    QApplication.processEvents()
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     pos=large.cell_center_in_viewport(row, col))


def row_rect(row: int, width: int) -> QRectF:
    return QRectF(0, row, width, 1)


def col_rect(col: int, height: int) -> QRectF:
    return QRectF(col, 0, 1, height)


def selected_cells(window) -> set[tuple[int, int]]:
    indexes = window.matrix_panel.view.selectionModel().selectedIndexes()
    return {(index.row(), index.column()) for index in indexes}


@pytest.mark.parametrize(("stage", "row", "col"), [("scores", 1, 3), ("weights", 4, 2),
                                                   ("z", 2, 1), ("masked", 0, 4), ("q", 3, 0)])
def test_a_click_pins_the_explanation_core_gives(qtbot, window, stage, row, col):
    click_cell(qtbot, window, stage, row, col)
    trace = window.controller.trace
    shown = window.explanation.explanation
    assert shown == explain(trace, stage, row, col)
    assert shown.value == trace.head(stage, 0)[row, col]
    assert window.explanation.formula_label.text() == shown.formula_text()
    assert window.features.get(ExplainFeatures).highlight == FeedingHighlight.of(shown)


def test_several_heads_explain_the_head_shown(qtbot, monkeypatch):
    win = build_window(Session.from_text(TEXT, n_heads=3), restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.stage_panel.set_head(2)
    click_cell(qtbot, win, "scores", 3, 1)
    trace = win.controller.trace
    assert win.explanation.explanation == explain(trace, "scores", 3, 1, head=2)
    assert win.explanation.explanation.value == trace.head("scores", 2)[3, 1]
    win.stepper.jump("q")  # head 2's q_3 fed the score; the outline follows the head shown
    assert QRectF(0, 3, trace.d_head, 1) in win.stage_panel.large.outlined_rects()
    win.stage_panel.set_head(0)
    assert QRectF(0, 3, trace.d_head, 1) in win.stage_panel.large.outlined_rects()  # selection
    assert win.features.get(ExplainFeatures).highlight.outline("q", 0, (5,
                                                                        trace.d_head))["rows"] == ()
    click_cell(qtbot, win, "q", 0, 1)          # head 0 now: W^Q of head 0, column 1
    win.matrix_panel.select_matrix("W_Q", 0)
    d_model = win.controller.session.d_model
    assert selected_cells(win) == {(m, 1) for m in range(d_model)}
    win.matrix_panel.select_matrix("W_Q", 1)   # another head's W^Q did not feed it
    assert selected_cells(win) == set()


def test_hovering_a_cell_shows_the_short_explanation_headed_by_token_names(qtbot, window):
    window.stepper.jump("scores")
    window.animation.stop()
    large = window.stage_panel.large
    QApplication.processEvents()
    qtbot.mouseMove(large.graphics_view().viewport(), large.cell_center_in_viewport(1, 4))
    qtbot.waitUntil(lambda: large.tooltip_text() != "", timeout=2000)
    text = large.tooltip_text()
    expected = explain(window.controller.trace, "scores", 1, 4).short_text(
        window.controller.session.tokens)
    assert text.splitlines()[0] == "query 2 “mole” · key 5 “face”"  # from 1
    assert text.splitlines()[1] == expected
    assert expected.startswith("q₂·k₅ = ")  # 0-based (1, 4), read from 1
    # Qt's own tooltip event (after the pointer rests) keeps the same text up.
    viewport, pos = large.graphics_view().viewport(), large.cell_center_in_viewport(1, 4)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos,
                                                viewport.mapToGlobal(pos)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert QToolTip.text() == text


def test_headings_name_tokens_features_and_heads():
    tokens = ("the", "mole")
    # tokens and heads read from 1; a feature keeps the number its axis shows
    assert cell_heading("weights", 0, 1, tokens, 0, 1) == "query 1 “the” · key 2 “mole”"
    assert cell_heading("k", 1, 2, tokens, 1, 2) == \
        "token 2 “mole” (as a key) · feature 2 · head 2 of 2"
    assert cell_heading("output", 1, 0, tokens, 1, 2) == "token 2 “mole” · feature 0"


def test_every_view_names_its_formula_and_axes(window):
    plot = window.stage_panel.large.plot_item
    for stage in ("x", "q", "scores", "weights", "z", "output"):
        window.stepper.jump(stage)
        window.animation.stop()
        tip = plot.titleLabel.toolTip()
        shown = formula(stage, StageSettings.of(window.controller.session))  # what is on
        assert shown in tip and plot.getAxis("left").toolTip() == tip
        if stage in SQUARE_STAGES:
            assert "rows: queries i · columns: keys j" in tip
        assert shown in window.stage_panel.tiles[stage].thumbnail.toolTip()
    assert "rows: keys j · columns: queries i" in view_tooltip("scores", transposed=True)


def test_a_score_outlines_q_i_and_k_j(qtbot, window):
    click_cell(qtbot, window, "scores", 1, 3)
    d_head = window.controller.trace.d_head
    large = window.stage_panel.large
    assert QRectF(3, 1, 1, 1) in large.outlined_rects()
    window.stepper.jump("q")
    assert large.outlined_rects() == [row_rect(1, d_head)]
    window.stepper.jump("k")
    assert large.outlined_rects() == [row_rect(3, d_head)]


def test_q_outlines_x_row_and_the_w_column_in_views_and_editor(qtbot, window):
    window.matrix_panel.select_matrix("X")
    click_cell(qtbot, window, "q", 2, 1)
    d_model, n = window.controller.session.d_model, 5
    assert QRectF(1, 2, 1, 1) in window.stage_panel.large.outlined_rects()   # the cell itself
    assert selected_cells(window) == {(2, m) for m in range(d_model)}        # X row 2
    window.matrix_panel.select_matrix("W_Q")                                 # switch: column 1
    assert selected_cells(window) == {(m, 1) for m in range(d_model)}
    window.matrix_panel.select_matrix("W_K")                                 # not a feeder
    assert selected_cells(window) == set()
    window.stepper.jump("x")
    assert window.stage_panel.large.outlined_rects() == [row_rect(2, d_model)]
    assert n == window.controller.session.n_tokens


def test_a_weight_outlines_its_row_and_z_outlines_weights_and_v(qtbot, window):
    n, d_head = 5, window.controller.trace.d_head
    click_cell(qtbot, window, "weights", 3, 1)
    window.stepper.jump("masked")
    assert row_rect(3, n) in window.stage_panel.large.outlined_rects()
    click_cell(qtbot, window, "z", 2, 1)
    window.stepper.jump("weights")
    assert window.stage_panel.large.outlined_rects() == [row_rect(2, n)]
    window.stepper.jump("v")  # v column 1 fed z₂[1]; row 2 is the selected token
    assert window.stage_panel.large.outlined_rects() == [row_rect(2, d_head), col_rect(1, n)]


def test_escape_on_a_view_clears_selection_explanation_and_outlines(qtbot, window):
    window.matrix_panel.select_matrix("X")
    click_cell(qtbot, window, "q", 2, 1)
    assert window.explanation.explanation is not None and selected_cells(window)
    viewport = window.stage_panel.large.graphics_view()
    viewport.setFocus()
    qtbot.keyClick(viewport, Qt.Key.Key_Escape)
    assert window.selection.selection.is_empty
    assert window.explanation.explanation is None
    assert window.stage_panel.large.outlined_rects() == []
    assert selected_cells(window) == set()


def test_an_edit_re_explains_and_keeps_the_outlines(qtbot, window):
    click_cell(qtbot, window, "scores", 0, 2)
    window.controller.edit("w", lambda s: s.with_cell("W_Q", 0, 0, 0, 0.75))
    trace = window.controller.trace
    assert window.explanation.explanation == explain(trace, "scores", 0, 2)
    assert QRectF(2, 0, 1, 1) in window.stage_panel.large.outlined_rects()


def test_outline_of_whole_rows_columns_and_cells():
    assert outline_of([(1, c) for c in range(3)], (4, 3)) == \
        {"rows": (1,), "cols": (), "cells": ()}
    assert outline_of([(r, 2) for r in range(4)] + [(0, 0)], (4, 3)) == \
        {"rows": (), "cols": (2,), "cells": ((0, 0),)}
    assert outline_of([(r, c) for r in range(2) for c in range(2)], (2, 2)) == \
        {"rows": (0, 1), "cols": (), "cells": ()}
    assert merged({"rows": (1,)}, {"rows": (1, 2), "cells": ((0, 0),)}) == \
        {"rows": (1, 2), "cols": (), "cells": ((0, 0),)}


def test_tiles_outline_the_feeders_too(qtbot, window):
    click_cell(qtbot, window, "scores", 1, 3)
    tiles = window.stage_panel.tiles
    assert tiles["q"].outline.outline()["rows"] == (1,)
    assert tiles["k"].outline.outline()["rows"] == (3,)
    assert tiles["scores"].outline.outline() == {"rows": (1,), "cols": (3,), "cells": ((1, 3),)}
    q_rect = tiles["q"].outline.rects()[0]     # row 1 of 5, across the whole picture
    picture = tiles["q"].thumbnail.rect()
    assert q_rect.height() * 5 <= picture.height() + 1 and q_rect.top() > 0
    assert tiles["weights"].outline.rects() == []          # not reached yet: dimmed, no outline
    window.stage_panel.set_transposed(True)  # (the action would write shared settings)
    assert tiles["scores"].outline.outline() == {"rows": (3,), "cols": (1,), "cells": ((3, 1),)}
    window.stage_panel.set_transposed(False)
    window.selection.clear()
    assert all(tile.outline.rects() == [] for tile in tiles.values())


def test_every_stage_explains_its_cells_with_two_heads(qtbot, monkeypatch):
    session = Session.from_text(TEXT, n_heads=2).with_settings(causal=True)
    win = build_window(session, restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.stage_panel.set_head(1)
    trace = win.controller.trace
    for stage in STAGES:
        row, col = 1, trace.head(stage, 1).shape[1] - 1      # a masked cell for n×n stages
        click_cell(qtbot, win, stage, row, col)
        shown = win.explanation.explanation
        assert shown == explain(trace, stage, row, col, head=1), stage
        assert shown.value == trace.head(stage, 1)[row, col]
        assert QRectF(col, row, 1, 1) in win.stage_panel.large.outlined_rects(), stage


def test_a_whole_row_explanation_outlines_its_row(window):
    trace = window.controller.trace
    highlight = FeedingHighlight.of(explain(trace, "weights", 2))
    assert highlight.outline("weights", 0, (5, 5)) == {"rows": (2,), "cols": (), "cells": ()}
    assert highlight.outline("masked", 0, (5, 5))["rows"] == (2,)
    z_row = FeedingHighlight.of(explain(trace, "z", 1))
    assert z_row.outline("z", 0, (5, trace.d_head))["rows"] == (1,)
    assert z_row.outline("v", 0, (5, trace.d_head))["rows"] == (0, 1, 2, 3, 4)
    assert FeedingHighlight.of(None).is_empty
