"""The window through Qt's accessibility API, as a screen reader queries it: every interactive
widget has a plain name, each stage view is a table of n × n (or n × d) named cells whose
numbers are the trace's (computed again here by the session's run), stages are announced."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from core.attention.stages import SQUARE_STAGES, STAGES
from gui.classroom.tour_features import TourFeatures
from gui.window.language import install_language, remove_translators
from gui.window.screen_reader import INTERACTIVE, ScreenReaderText, is_part
from tests.gui.window_helpers import open_window

NAME = QAccessible.Text.Name
CELL = re.compile(r"^(\w+), row (\d+) ‘(.*)’, column (\d+) ‘(.*)’: (.+)$")


@pytest.fixture
def window(qtbot, monkeypatch):
    return open_window(qtbot, monkeypatch)


@pytest.mark.parametrize("code", ["en", "de", "es", "zh_CN"])
def test_every_interactive_widget_has_a_plain_accessible_name(qtbot, monkeypatch, code):
    install_language(code)
    try:
        window = open_window(qtbot, monkeypatch)
        unnamed = _unnamed(window)
    finally:
        remove_translators()
    assert not unnamed


def _unnamed(window) -> list[str]:
    unnamed = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or is_part(widget) or \
                not widget.isVisibleTo(window):
            continue
        name = QAccessible.queryAccessibleInterface(widget).text(NAME)
        class_words = name.replace(" ", "").lower() == type(widget).__name__.lower()
        if not name.strip() or "<" in name or class_words:   # "q spin box" names nothing
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r} {name!r}")
    return unnamed


@pytest.mark.parametrize("masked", [False, True])
def test_each_stage_view_is_a_table_of_the_traces_numbers(window, masked):
    if masked:
        window.actions.causal.trigger()
    trace = window.controller.session.run()
    tokens = window.controller.session.tokens
    large = window.stage_panel.large
    for stage in STAGES:
        window.stepper.jump(stage)
        window.animation.stop()
        window.stage_panel.render_current()
        table = QAccessible.queryAccessibleInterface(large)
        assert table.role() == QAccessible.Role.Table
        values = trace.head(stage, 0)                       # (rows, cols), from core again
        rows, cols = values.shape
        if stage in SQUARE_STAGES:
            assert rows == cols == len(tokens)
        assert table.childCount() == rows * cols
        for index in range(rows * cols):
            cell = table.child(index)
            assert cell.role() == QAccessible.Role.Cell
            match = CELL.match(cell.text(NAME))
            assert match, cell.text(NAME)
            name, row, row_label, col, _col_label, number = match.groups()
            i, j = int(row) - 1, int(col) - 1
            assert (name, i, j) == (stage, *divmod(index, cols))
            assert row_label == tokens[i]
            if np.isneginf(values[i, j]):
                assert number == "hidden, minus infinity"
            else:
                assert abs(float(number) - values[i, j]) <= 0.005 + 1e-3 * abs(values[i, j])
    if masked:
        window.stepper.jump("masked")
        assert "hidden, minus infinity" in QAccessible.queryAccessibleInterface(
            large).child(1).text(NAME)          # row 1 ‘the’ may not see key 2 ‘mole’


def test_weights_cell_reads_like_the_issue_says(window):
    window.stepper.jump("weights")
    table = QAccessible.queryAccessibleInterface(window.stage_panel.large)
    weight = window.controller.session.run().head("weights", 0)[1, 4]
    assert table.child(1 * 5 + 4).text(NAME) == \
        f"weights, row 2 ‘mole’, column 5 ‘face’: {weight:.2f}"


def test_formula_counter_and_stage_changes_are_plain_text_and_announced(window):
    window.stepper.jump("scores")
    bar = window.formula_bar
    assert bar.counter_label.accessibleName() == f"stage {bar.counter_label.text()}"
    assert bar.counter_label.text().startswith("5 / 11: ")
    assert "<" not in bar.formula_label.accessibleName()
    assert "softmax(" in bar.formula_label.accessibleName()
    assert window.features.get(ScreenReaderText).last_announcement.startswith(
        "Stage 5 of 11: scores. ")
    window.stepper.next()
    assert window.features.get(ScreenReaderText).last_announcement.startswith(
        "Stage 6 of 11: scaled. ")


@pytest.mark.parametrize("transposed", [False, True])
def test_each_stage_tile_is_a_table_of_its_stages_numbers(window, transposed):
    window.actions.causal.trigger()
    window.stepper.jump("output")                           # every stage reached
    window.stage_panel.set_transposed(transposed)
    trace = window.controller.session.run()
    tokens = window.controller.session.tokens
    for stage, tile in window.stage_panel.tiles.items():
        table = QAccessible.queryAccessibleInterface(tile.thumbnail)
        assert table.role() == QAccessible.Role.Table and table.text(NAME) == stage
        values = trace.head(stage, 0)                       # (rows, cols), from core again
        turned = transposed and stage in SQUARE_STAGES
        shown = values.T if turned else values              # (keys, queries) when turned
        rows, cols = shown.shape
        assert table.childCount() == rows * cols
        for index in range(rows * cols):
            match = CELL.match(table.child(index).text(NAME))
            assert match, table.child(index).text(NAME)
            name, row, row_label, col, col_label, number = match.groups()
            i, j = int(row) - 1, int(col) - 1
            assert (name, i, j) == (stage, *divmod(index, cols))
            assert row_label == tokens[i]
            if stage in SQUARE_STAGES:
                assert col_label == tokens[j]
            if np.isneginf(shown[i, j]):
                assert number == "hidden, minus infinity"
            else:
                assert abs(float(number) - shown[i, j]) <= 0.005 + 1e-3 * abs(shown[i, j])
        corner = table.child(0).rect()                      # inside the tile, on screen
        box = tile.thumbnail.rect().translated(tile.thumbnail.mapToGlobal(tile.rect().topLeft()))
        assert box.contains(corner.topLeft())


def test_a_tile_the_tour_has_not_revealed_reads_no_number(window):
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=7,
                                                       ask=False)     # a prediction waits
    dimmed = [tile for tile in window.stage_panel.tiles.values() if tile.thumbnail.is_dimmed()]
    assert dimmed
    for tile in dimmed:
        table = QAccessible.queryAccessibleInterface(tile.thumbnail)
        assert table.childCount() == 0 and table.child(0) is None
        assert table.text(NAME) == f"{tile.stage}, not reached yet"


def test_the_controls_used_most_are_named_in_words(window):
    """Names no tooltip gives (screen_reader.known_names), the head box among them."""
    names = {window.token_editor.sentence: "sentence", window.token_editor.chips: "tokens",
             window.matrix_panel.view: "matrix editor", window.matrix_panel.tabs: "matrix",
             window.stage_panel.head_box: "head"}
    assert [widget.accessibleName() for widget in names] == list(names.values())
