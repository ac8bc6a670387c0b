"""Undo commands: merging gestures into one step, keeping two gestures apart."""

from __future__ import annotations

import gc
import weakref

from core.session.value import Session
from gui.document.commands import new_gesture_id
from gui.document.controller import SessionController


def _scrub(controller: SessionController, gesture: int, values) -> None:
    for value in values:
        old = controller.session.matrix("W_Q", 0)[1, 2]
        controller.edit(f"edited W^Q[1,2] {old:.2f} → {value:.2f}",
                        lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v),
                        merge_key=("cell", "W_Q", 0, 1, 2, gesture))


def test_one_gesture_is_one_step_with_a_label_from_first_to_last(qtbot):
    controller = SessionController(Session.from_text("the mole on his face"))
    start = controller.session
    first = start.matrix("W_Q", 0)[1, 2]
    _scrub(controller, new_gesture_id(), (0.1, 0.2, 0.3, 0.45))
    assert controller.undo_stack.count() == 1
    assert controller.undo_stack.undoText() == f"edited W^Q[1,2] {first:.2f} → 0.45"
    assert controller.session.matrix("W_Q", 0)[1, 2] == 0.45
    controller.undo_stack.undo()
    assert controller.session == start
    controller.undo_stack.redo()
    assert controller.session.matrix("W_Q", 0)[1, 2] == 0.45


def test_two_gestures_are_two_steps(qtbot):
    controller = SessionController(Session.from_text("the mole on his face"))
    _scrub(controller, new_gesture_id(), (0.1, 0.2))
    _scrub(controller, new_gesture_id(), (0.3, 0.4))
    assert controller.undo_stack.count() == 2
    controller.undo_stack.undo()
    assert controller.session.matrix("W_Q", 0)[1, 2] == 0.2


def test_unkeyed_edits_never_merge(qtbot):
    controller = SessionController(Session.from_text("the mole"))
    controller.edit("a", lambda s: s.with_cell("X", 0, 0, 0, 0.5))
    controller.edit("b", lambda s: s.with_cell("X", 0, 0, 0, 0.6))
    assert controller.undo_stack.count() == 2


def test_a_step_merged_into_the_one_before_lets_its_sessions_go(qtbot):
    """Qt deletes a merged command, but PySide keeps its Python side alive (a scrub left every
    intermediate session behind: the monkey's Python objects grew by ~250 sessions and ~180
    commands per 1,000 actions). The sessions between the gesture's first and last are freed."""
    import gc
    import weakref

    controller = SessionController(Session.from_text("the mole on his face"))
    gesture = new_gesture_id()
    _scrub(controller, gesture, (0.1,))
    between = []
    for value in (0.2, 0.3, 0.4):
        _scrub(controller, gesture, (value,))
        between.append(weakref.ref(controller.session))
    _scrub(controller, gesture, (0.45,))
    gc.collect()
    assert controller.undo_stack.count() == 1
    assert [ref() is None for ref in between] == [True, True, True]
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert controller.session.matrix("W_Q", 0)[1, 2] == 0.45


def test_a_merged_gesture_keeps_no_session_between_its_first_and_last(qtbot):
    """PySide keeps every command pushed for the stack's life, merged away or not: the sessions
    in between must still be freed (the monkey's memory grew with every scrub step)."""
    controller = SessionController(Session.from_text("the mole on his face"))
    gesture, between = new_gesture_id(), []
    for value in (0.1, 0.2, 0.3, 0.4, 0.5):
        controller.edit("scrub", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v),
                        merge_key=("cell", gesture))
        between.append(weakref.ref(controller.session))
    toggle = new_gesture_id()    # toggled and toggled back: an obsolete step, freed as well
    for _ in range(2):
        controller.edit("toggle", lambda s: s.with_settings(causal=not s.causal),
                        merge_key=("causal", toggle))
        between.append(weakref.ref(controller.session))
    gc.collect()
    assert controller.undo_stack.count() == 1
    assert [ref() is None for ref in between] == [True] * 4 + [False, True, False]
