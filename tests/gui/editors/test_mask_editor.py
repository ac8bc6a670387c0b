"""The mask editor: strokes change exactly the cells crossed, one undo step each, and the
engine's trace follows; causal over a drawn mask is the AND; the lab's numbers are core's."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from core.files.session_io import load_session, save_session
from core.masks.presets import preset
from core.session.value import Session
from gui.classroom.mask_lab import MaskLab
from gui.document.controller import SessionController
from gui.editors.mask_editor_panel import MaskEditBinding, MaskEditorPanel
from gui.editors.mask_grid import CAUSAL, OWN, VISIBLE, cells_between
from gui.editors.mask_preset_dialog import MaskPresetDialog

WORDS = "the cat sat on the mat"


@pytest.fixture
def editor(qtbot):
    controller = SessionController(Session.from_text(WORDS, seed=3))
    panel = MaskEditorPanel()
    MaskEditBinding(controller, panel)
    qtbot.addWidget(panel)
    panel.resize(420, 480)
    panel.show()
    qtbot.waitExposed(panel)
    return controller, panel


def _point(panel, row, col) -> QPoint:
    return panel.grid.cell_center(row, col).toPoint()


def _stroke(panel, cells) -> None:
    grid = panel.grid
    QTest.mousePress(grid, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _point(panel, *cells[0]))
    for cell in cells[1:]:
        QTest.mouseMove(grid, _point(panel, *cell))
    QTest.mouseRelease(grid, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       _point(panel, *cells[-1]))


def _own(controller) -> np.ndarray:
    n = controller.session.n_tokens
    mask = controller.session.mask
    return np.ones((n, n), dtype=bool) if mask is None else mask


def _trace_matches_a_fresh_run(controller) -> None:
    fresh = controller.session.run()
    for stage in fresh:  # every stage of core.STAGES, whatever the list holds
        np.testing.assert_array_equal(controller.trace.numpy(stage), fresh.numpy(stage))


def test_a_drag_changes_exactly_the_cells_crossed_and_is_one_undo_step(editor):
    controller, panel = editor
    before = _own(controller).copy()
    _stroke(panel, [(1, 0), (1, 3)])   # one row, the move skips cells 1 and 2
    after = _own(controller)
    changed = {tuple(c) for c in np.argwhere(after != before)}
    assert changed == {(1, 0), (1, 1), (1, 2), (1, 3)}
    assert not after[1, :4].any()
    assert controller.undo_stack.count() == 1
    assert controller.undo_stack.undoText() == "mask: hid 4 keys"
    _trace_matches_a_fresh_run(controller)
    assert np.all(controller.trace.numpy("weights")[1, :4] == 0.0)
    controller.undo_stack.undo()
    assert controller.session.mask is None
    _trace_matches_a_fresh_run(controller)


def test_a_stroke_starting_on_a_hidden_cell_shows_keys_and_two_strokes_are_two_steps(editor):
    controller, panel = editor
    _stroke(panel, [(2, 2), (4, 4)])          # hides the diagonal 2..4
    hidden = _own(controller).copy()
    _stroke(panel, [(3, 3), (3, 5)])          # starts on a hidden cell: shows (3,3)..(3,5)
    after = _own(controller)
    assert {tuple(c) for c in np.argwhere(after != hidden)} == {(3, 3)}
    assert after[3, 3:].all() and not after[2, 2] and not after[4, 4]
    assert controller.undo_stack.count() == 2
    controller.undo_stack.undo()
    np.testing.assert_array_equal(_own(controller), hidden)
    assert np.array_equal(panel.grid.states() == OWN, ~hidden)


def test_causal_over_a_drawn_mask_is_the_and_and_the_panel_says_so(editor):
    controller, panel = editor
    _stroke(panel, [(5, 0), (5, 2)])
    controller.edit("causal on", lambda s: s.with_settings(causal=True))
    own = _own(controller)
    lower = np.tril(np.ones((6, 6), dtype=bool))
    np.testing.assert_array_equal(controller.trace.allowed, own & lower)
    states = panel.grid.states()
    assert np.array_equal(states == VISIBLE, own & lower)
    assert np.array_equal(states == CAUSAL, own & ~lower)
    assert "AND" in panel.note.text()


def test_a_row_with_no_visible_key_is_explained_under_the_grid(editor):
    controller, panel = editor
    controller.edit("causal on", lambda s: s.with_settings(causal=True))
    assert panel.warning.isHidden()
    _stroke(panel, [(0, 0)])   # causal leaves "the" only itself; now hidden too
    assert not panel.warning.isHidden()
    assert "“the” (row 0) sees no key" in panel.warning.text()
    assert any("query row 0" in w for w in controller.trace.warnings)


def test_save_and_reopen_keep_the_drawn_mask(editor, tmp_path):
    controller, panel = editor
    _stroke(panel, [(0, 5), (3, 5)])
    path = save_session(controller.session, tmp_path / "masked.qkv.json")
    reopened = load_session(path)
    np.testing.assert_array_equal(reopened.mask, controller.session.mask)
    assert reopened == controller.session


def test_cells_between_fills_every_cell_of_a_fast_diagonal_drag():
    assert cells_between((0, 0), (3, 3)) == [(0, 0), (1, 1), (2, 2), (3, 3)]
    assert cells_between((2, 5), (2, 1)) == [(2, 5), (2, 4), (2, 3), (2, 2), (2, 1)]


def test_the_preset_dialog_builds_the_preset_and_keeps_a_bad_parameter_with_its_message(qtbot):
    dialog = MaskPresetDialog("block", 6)
    qtbot.addWidget(dialog)
    dialog.fields["sizes"].setText("2, 3")
    dialog.accept()
    assert dialog.mask is None and "sizes" in dialog.error.text()
    dialog.fields["sizes"].setText("2, 4")
    dialog.accept()
    np.testing.assert_array_equal(dialog.mask, preset("block", 6, sizes=[2, 4]))
    window = MaskPresetDialog("sliding_window", 6)
    qtbot.addWidget(window)
    window.fields["window"].setValue(2)
    window.accept()
    np.testing.assert_array_equal(window.mask, preset("sliding_window", 6, window=2))


def test_the_lab_table_shows_the_leak_of_an_independent_softmax(qtbot):
    session = Session.from_text(WORDS, seed=3).with_settings(causal=True)
    trace = session.run(dtype="float64")
    lab = MaskLab()
    qtbot.addWidget(lab)
    lab.set_trace(trace, session.tokens)
    lab.set_c(3.0)
    scaled = torch.tensor(trace.numpy("scaled"))
    hidden = ~torch.tensor(trace.allowed)
    finite = torch.softmax(scaled - 3.0 * hidden, dim=-1)
    for row in range(6):
        expected = float(finite[row][hidden[row]].sum())
        assert float(lab.table.item(row, 3).text()) == pytest.approx(expected, rel=1e-3)
        assert lab.table.item(row, 4).text().startswith("0")
    assert lab.c_label.text() == "c = 3"
