"""Masks in the main window: M beside the masked stage, the formula's M, Lesson › Mask,
presets with parameters, causal AND a drawn mask, and the lab following every edit."""

from __future__ import annotations

import numpy as np
import pytest

from core.masks.presets import PRESETS, preset
from gui.window.mask_features import MaskFeatures
from tests.gui.window_helpers import assert_views_match_core, drag

N = 5  # "the mole on his face"


@pytest.fixture
def window(module_window):
    win = module_window.fresh_start()
    win.stepper.jump("masked")
    return win


def _own(window) -> np.ndarray:
    mask = window.controller.session.mask
    return np.ones((N, N), dtype=bool) if mask is None else mask


def _drag_cells(window, start, end) -> None:
    grid = window.features.get(MaskFeatures).panel.grid
    drag(grid, grid.cell_center(*start).toPoint(), grid.cell_center(*end).toPoint(), steps=3)


def test_m_is_shown_beside_the_masked_stage_only(window):
    panel = window.features.get(MaskFeatures).panel
    assert panel.isVisible() and panel.grid.width() > 60
    assert "S / √d_k + M" in window.stage_panel.large.shown_title()
    window.stepper.jump("weights")
    assert not panel.isVisible()


def test_each_stroke_changes_the_crossed_cells_and_every_view_follows(window):
    before = _own(window).copy()
    _drag_cells(window, (4, 0), (4, 3))
    first = _own(window).copy()
    assert {tuple(c) for c in np.argwhere(first != before)} == {(4, 0), (4, 1), (4, 2), (4, 3)}
    assert_views_match_core(window)
    _drag_cells(window, (0, 4), (2, 4))
    second = _own(window).copy()
    assert {tuple(c) for c in np.argwhere(second != first)} == {(0, 4), (1, 4), (2, 4)}
    assert_views_match_core(window)
    assert window.controller.undo_stack.count() == 2
    window.actions.undo.trigger()
    np.testing.assert_array_equal(_own(window), first)
    assert_views_match_core(window)
    window.actions.undo.trigger()
    assert window.controller.session.mask is None


def test_the_causal_toggle_over_a_drawn_mask_gives_the_and_and_says_so(window):
    _drag_cells(window, (3, 0), (3, 1))
    own = _own(window).copy()
    window.actions.causal.trigger()
    assert window.controller.session.causal
    lower = np.tril(np.ones((N, N), dtype=bool))
    np.testing.assert_array_equal(window.controller.trace.allowed, own & lower)
    assert "AND" in window.features.get(MaskFeatures).panel.note.text()
    assert_views_match_core(window)


def test_the_formulas_m_is_a_link_that_shows_m(window):
    window.stepper.jump("x")
    assert not window.features.get(MaskFeatures).panel.isVisible()
    window.formula_bar.formula_label.linkActivated.emit("M")
    assert window.stepper.stage == "masked" and window.features.get(MaskFeatures).panel.isVisible()
    assert 'href="M"' in window.formula_bar.formula_label.text()


def test_lesson_mask_menu_has_every_preset_with_its_explanation(window):
    actions = {a.objectName(): a for a in window.features.get(MaskFeatures).menu.actions()}
    for name, spec in PRESETS.items():
        if name == "causal":  # the toolbar's checkable Causal mask action, not a second switch
            assert window.actions.causal in window.features.get(MaskFeatures).menu.actions()
            continue
        assert actions[f"maskPreset_{name}"].toolTip() == spec.explanation
    assert window.features.get(MaskFeatures).menu.menuAction() in window.menu("Lesson").actions()


def test_presets_apply_as_one_step_and_bad_parameters_leave_the_session(window):
    assert window.features.get(MaskFeatures).apply_preset("sliding_window", window=2)
    np.testing.assert_array_equal(window.controller.session.mask,
                                  preset("sliding_window", N, window=2))
    assert_views_match_core(window)
    session = window.controller.session
    messages = []
    window.controller.message.connect(messages.append)
    for name, params in (("sliding_window", {"window": 0}), ("padding", {"pad": N}),
                         ("block", {"sizes": [2, 2]})):
        assert not window.features.get(MaskFeatures).apply_preset(name, **params)
        assert window.controller.session is session
        assert next(iter(params)) in messages[-1]
    window.features.get(MaskFeatures).ask_preset("causal")
    np.testing.assert_array_equal(window.controller.session.mask, preset("causal", N))
    window.features.get(MaskFeatures).apply_preset("none")
    assert window.controller.session.mask is None
    assert window.controller.undo_stack.count() == 3


def test_the_lab_follows_the_session(window):
    lab = window.features.get(MaskFeatures).show_lab().lab
    assert lab.table.rowCount() == N
    assert lab.table.item(0, 1).text() == "0"      # no mask yet: nothing hidden
    window.features.get(MaskFeatures).apply_preset("padding", pad=2)
    assert lab.table.item(0, 1).text() == "2"
    assert window.controller.undo_stack.undoText() == "mask: Padding"   # as "mask: hid 1 key"
    np.testing.assert_array_equal(lab.comparison.allowed, window.controller.trace.allowed)


def test_in_mask_editing_mode_a_click_on_the_weights_view_toggles_that_key(window):
    window.stepper.jump("weights")
    view = window.stage_panel.large
    view.cell_clicked.emit(2, 1)                  # mode off: a click only explains
    assert window.controller.session.mask is None
    window.features.get(MaskFeatures).set_view_editing(True)
    view.cell_clicked.emit(2, 1)
    assert {tuple(c) for c in np.argwhere(~_own(window))} == {(2, 1)}
    assert window.controller.undo_stack.undoText() == "mask: hid 1 key"
    assert_views_match_core(window)
    window.stepper.jump("masked")
    window.stage_panel.large.cell_clicked.emit(2, 1)
    assert _own(window).all()
    window.stepper.jump("z")
    window.stage_panel.large.cell_clicked.emit(2, 1)   # not an n × n view of the mask
    assert _own(window).all() and window.controller.undo_stack.count() == 2


def test_stepping_onto_the_masked_stage_still_animates(window):
    window.stepper.jump("scaled")
    window.stepper.next()                     # forward: the masked stage animates in
    assert window.stepper.stage == "masked" and window.features.get(MaskFeatures).panel.isVisible()
    assert window.animation.is_running()
    window.animation.stop()
    assert_views_match_core(window)
