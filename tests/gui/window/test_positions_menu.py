"""Lesson › Positions in the real window: off / sinusoidal / rotary and the rotary base, each one
undo step; the q·k scores on screen are the turned vectors' (numpy complex pairs, written here),
and an undo brings the numbers back. One window for the module."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication, QToolButton

from core.session.value import Session
from gui.export.view_menu import StageViewMenus
from gui.window.app import build_window
from gui.window.positions_menu import PositionsMenu

SENTENCE = "the mole on his face"


def turned(x: np.ndarray, base: float) -> np.ndarray:
    """(n, d) rows turned by position: pairs as complex numbers times e^{i·p·θ}."""
    n, d = x.shape
    theta = base ** (-np.arange(0, d, 2) / d)
    pairs = (x[:, 0::2] + 1j * x[:, 1::2]) * np.exp(1j * np.arange(n)[:, None] * theta)
    out = np.empty_like(x)
    out[:, 0::2], out[:, 1::2] = pairs.real, pairs.imag
    return out


@pytest.fixture(scope="module")
def window(qapp):
    win = build_window(Session.from_text(SENTENCE), restore=False, size=(1280, 800))
    win.show()
    QApplication.processEvents()
    yield win
    win.controller.undo_stack.setClean()
    win.close()
    win.deleteLater()
    QApplication.processEvents()


@pytest.fixture
def fresh(window):
    window.controller.replace_session(Session.from_text(SENTENCE))
    window.stepper.jump("scores")
    return window


def shown_scores(window) -> np.ndarray:
    window.stepper.jump("scores")
    return np.asarray(window.stage_panel.large.shown_values(), dtype=np.float64)


def test_choosing_rotary_turns_the_scores_and_undo_brings_them_back(fresh):
    window, positions = fresh, fresh.features.get(PositionsMenu)
    before = shown_scores(window)
    session = window.controller.session
    positions.choices["rotary"].trigger()
    assert window.controller.session.positional == "rotary"
    assert window.controller.undo_stack.count() == 1
    q, k = session.x() @ session.w_q[0], session.x() @ session.w_k[0]   # (n, d_head)
    np.testing.assert_allclose(shown_scores(window), turned(q, 1e4) @ turned(k, 1e4).T,
                               atol=1e-5)
    assert positions.choices["rotary"].isChecked() and positions.base_box.isEnabled()
    assert window.actions.positional.isChecked() and "↻" in window.actions.positional.text()
    window.controller.undo_stack.undo()
    assert window.controller.session.positional is False
    np.testing.assert_array_equal(shown_scores(window), before)
    assert positions.choices[False].isChecked() and not positions.base_box.isEnabled()
    assert not window.actions.positional.isChecked()


def test_each_base_is_one_undo_step_and_the_scores_follow_it(fresh):
    window, positions = fresh, fresh.features.get(PositionsMenu)
    positions.choices["rotary"].trigger()
    positions.base_box.setValue(20.0)
    positions.base_box.setValue(3.0)
    assert window.controller.undo_stack.count() == 3
    session = window.controller.session
    assert session.rope_base == 3.0
    q, k = session.x() @ session.w_q[0], session.x() @ session.w_k[0]
    np.testing.assert_allclose(shown_scores(window), turned(q, 3.0) @ turned(k, 3.0).T,
                               atol=1e-5)
    window.controller.undo_stack.undo()
    assert window.controller.session.rope_base == 20.0 and positions.base_box.value() == 20.0
    np.testing.assert_allclose(shown_scores(window), turned(q, 20.0) @ turned(k, 20.0).T,
                               atol=1e-5)


def test_the_toolbar_toggle_drops_down_the_menu_and_a_click_in_rotary_turns_positions_off(fresh):
    window = fresh
    button = window.toolbar.widgetForAction(window.actions.positional)
    assert isinstance(button,
                      QToolButton) and button.menu() is window.features.get(PositionsMenu).menu
    window.features.get(PositionsMenu).choices["rotary"].trigger()
    window.actions.positional.trigger()
    assert window.controller.session.positional is False
    window.actions.positional.trigger()
    assert window.controller.session.positional is True
    assert window.features.get(PositionsMenu).choices[True].isChecked()


def test_rotary_with_an_odd_d_head_is_refused_in_one_line_and_nothing_changes(fresh):
    window = fresh
    window.controller.replace_session(Session.from_text(SENTENCE, d_head=3))
    messages = []
    window.controller.message.connect(messages.append)
    window.features.get(PositionsMenu).choices["rotary"].trigger()
    assert window.controller.session.positional is False
    assert window.controller.undo_stack.count() == 0
    assert window.features.get(PositionsMenu).choices[False].isChecked()
    assert any("d_head" in message and "\n" not in message for message in messages)


def test_q_after_rotation_shows_the_turned_rows_and_a_click_explains_the_turn(fresh):
    window = fresh
    panel = window.stage_panel
    window.stepper.jump("q")
    assert not panel.rotated_box.isVisibleTo(panel)         # positions off: nothing to toggle
    window.features.get(PositionsMenu).choices["rotary"].trigger()
    window.stepper.jump("q")
    assert panel.rotated_box.isVisibleTo(panel)
    session = window.controller.session
    q = session.x() @ session.w_q[0]                        # (n, d_head), as projected
    np.testing.assert_allclose(panel.large.shown_values(), q, atol=1e-5)
    panel.rotated_box.setChecked(True)
    np.testing.assert_allclose(panel.large.shown_values(), turned(q, 1e4), atol=1e-5)
    assert "rope(Q)" in panel.large.shown_title()
    panel.large.cell_clicked.emit(2, 1)                     # token 3, feature 1 (pair 0)
    explanation = window.explanation_link.explanation
    assert explanation.stage == "q_rotated"
    assert explanation.formula() == "q̃₃[1] = q₃[0]·sin(2·θ₀) + q₃[1]·cos(2·θ₀)"
    assert abs(explanation.value - turned(q, 1e4)[2, 1]) < 1e-5
    window.stepper.jump("v")                                 # v is never turned
    assert not panel.rotated_box.isVisibleTo(panel)
    np.testing.assert_allclose(panel.large.shown_values(), session.x() @ session.w_v[0],
                               atol=1e-5)
    panel.rotated_box.setChecked(False)


def test_the_rotated_view_copies_and_saves_what_it_shows(fresh, tmp_path):
    window = fresh
    window.features.get(PositionsMenu).choices["rotary"].trigger()
    window.stepper.jump("k")
    window.stage_panel.rotated_box.setChecked(True)
    menus = window.features.get(StageViewMenus)
    menus._large_menu(window.stage_panel.large.mapToGlobal(window.stage_panel.large.rect()
                                                           .center()))
    assert "k_rotated" in [action.text() for action in menus.menu.actions()]
    menus.menu.close()
    session = window.controller.session
    k = session.x() @ session.w_k[0]
    rows = [line.split("\t")[1:] for line in menus.table_text("k_rotated").splitlines()[1:]]
    np.testing.assert_allclose(np.array(rows, dtype=float), turned(k, 1e4), atol=1e-5)
    picture = tmp_path / "k_rotated.png"
    assert menus._write_image("k_rotated", picture, 1, None) == picture and picture.stat().st_size
    window.stage_panel.rotated_box.setChecked(False)


def test_with_d_head_two_the_menu_says_why_the_base_changes_nothing(fresh):
    """Issue 42: with d_head 2 a new base changed no number and nothing said why. One pair
    turns by p·base⁰ = p radians for any base (numpy, above): the menu says so under the base
    and in its tooltip, while d_head is 2; from d_head 4 the base turns the second pair."""
    window, positions = fresh, fresh.features.get(PositionsMenu)
    controller = window.controller
    controller.apply("test", controller.session.with_dimensions(d_head=2)
                     .with_settings(positional="rotary"))
    session = controller.session
    q, k = session.x() @ session.w_q[0], session.x() @ session.w_k[0]      # (n, 2)
    np.testing.assert_allclose(turned(q, 10.0) @ turned(k, 10.0).T,        # the reason holds
                               turned(q, 1e4) @ turned(k, 1e4).T, atol=1e-9)
    before = shown_scores(window)
    positions.base_box.setValue(10.0)
    np.testing.assert_allclose(shown_scores(window), before, atol=1e-5)  # nothing changed ...
    assert positions.note_action.isVisible()                                # ... and it says why
    assert "d_head 2" in positions.base_note.text() and "d_head 4" in positions.base_note.text()
    assert positions.base_box.toolTip() == positions.base_note.text()
    controller.apply("test", controller.session.with_dimensions(d_head=4))
    assert not positions.note_action.isVisible()
    assert "pair i turns" in positions.base_box.toolTip()
