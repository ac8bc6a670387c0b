"""SessionController: one undo step per edit, exact undo, refusals change nothing."""

from __future__ import annotations

import gc
import weakref

import numpy as np
import pytest

from core.session.value import Session
from gui.document.controller import UNDO_LIMIT, SessionController


@pytest.fixture
def controller(qtbot):
    return SessionController(Session.from_text("the mole on his face"))


def test_apply_pushes_one_step_and_emits_the_new_trace(controller, qtbot):
    start = controller.session
    new = start.with_cell("W_Q", 0, 1, 2, 0.55)
    with qtbot.waitSignal(controller.session_changed), \
            qtbot.waitSignal(controller.trace_changed) as blocker:
        assert controller.apply("edited W^Q[1,2]", new)
    assert controller.session is new
    assert controller.undo_stack.count() == 1
    expected = new.run()
    for stage in expected:
        np.testing.assert_array_equal(controller.trace.numpy(stage), expected.numpy(stage))
    assert blocker.args[0] is controller.trace


def test_undo_everything_returns_to_the_exact_start(controller):
    start = controller.session
    controller.edit("a", lambda s: s.with_cell("X", 0, 0, 0, 1.25))
    controller.edit("b", lambda s: s.with_settings(causal=True))
    controller.edit("c", lambda s: s.with_dimensions(d_head=6))
    controller.edit("d", lambda s: s.with_tokens(("a", "mole")))
    assert controller.undo_stack.count() == 4
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert controller.session == start
    np.testing.assert_array_equal(controller.trace.numpy("weights"),
                                  start.run().numpy("weights"))
    while controller.undo_stack.canRedo():
        controller.undo_stack.redo()
    assert controller.session.tokens == ("a", "mole")
    assert controller.session.d_head == 6 and controller.session.causal


def test_a_refused_edit_changes_nothing_and_says_why(controller, qtbot):
    start = controller.session
    with qtbot.waitSignal(controller.message) as blocker:
        assert not controller.edit("bad", lambda s: s.with_cell("W_Q", 0, 0, 0, float("inf")))
    assert "infinite" in blocker.args[0]
    assert controller.session is start
    assert controller.undo_stack.count() == 0


def test_an_edit_to_the_same_numbers_is_not_a_step(controller):
    assert not controller.apply("same", controller.session.with_settings())
    assert controller.undo_stack.count() == 0


def test_replace_session_clears_the_undo_history(controller, tmp_path):
    controller.edit("a", lambda s: s.with_settings(causal=True))
    other = Session.from_text("a b c")
    controller.replace_session(other, tmp_path / "x.json")
    assert controller.session is other
    assert controller.undo_stack.count() == 0
    assert controller.path == tmp_path / "x.json"
    assert controller.trace.n_tokens == 3


def test_set_path_renames_the_document_and_keeps_its_undo_history(qtbot, tmp_path):
    from core.session.value import Session
    from gui.document.controller import SessionController

    controller = SessionController(Session.from_text("a b"))
    controller.apply("edit", controller.session.with_cell("X", 0, 0, 0, 0.5))
    with qtbot.waitSignal(controller.path_changed) as blocker:
        controller.set_path(tmp_path / "saved.json")
    assert blocker.args == [tmp_path / "saved.json"]
    assert controller.path == tmp_path / "saved.json"
    assert controller.undo_stack.count() == 1


def test_an_edit_runs_the_engine_once_and_undo_and_redo_once_each(qtbot):
    from core.session.value import Session
    from gui.document.controller import SessionController

    controller = SessionController(Session.from_text("a b c"))
    first, runs = controller.session, []
    controller.set_engine(lambda session: runs.append(session) or Session.run(session))
    edited = controller.session.with_cell("W_Q", 0, 0, 0, 0.5)
    controller.apply("edit", edited)
    assert runs == [edited]            # the push shows the trace apply computed: no second run
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert runs == [edited, first, edited]   # a step keeps sessions: each is run again
    assert controller.session.matrix("W_Q")[0, 0] == 0.5


def test_the_undo_history_keeps_the_last_steps_up_to_its_limit_and_frees_the_older(controller):
    assert 100 <= UNDO_LIMIT <= 1000     # a few hundred steps: enough to undo a lesson's worth
    extra = 25
    sessions = [controller.session]
    for step in range(UNDO_LIMIT + extra):
        assert controller.edit("edit", lambda s, v=step: s.with_cell("X", 0, 0, 0, v / 1000))
        sessions.append(controller.session)
    assert controller.undo_stack.count() == UNDO_LIMIT
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert controller.session == sessions[extra]     # as far back as the limit reaches
    assert controller.session.matrix("X", 0)[0, 0] == (extra - 1) / 1000
    dropped = [weakref.ref(session) for session in sessions[1:extra]]
    del sessions
    gc.collect()
    assert [ref() for ref in dropped] == [None] * (extra - 1)


def test_a_line_said_during_a_change_comes_after_the_changes_own_line(controller):
    """A view the change reached (the matrix editor losing a typed cell) says its line after
    the edit's label, which would otherwise cover it; outside a change, at once."""
    said: list[str] = []
    controller.message.connect(said.append)
    controller.session_changed.connect(lambda _: controller.say("a view's line"))
    controller.edit("d_head 4 → 6", lambda s: s.with_dimensions(d_head=6))
    assert said == ["d_head 4 → 6", "a view's line"]
    controller.undo_stack.undo()                # no line of its own: the view's, once
    assert said[2:] == ["a view's line"]
    controller.replace_session(Session.from_text("a cat"))
    assert said[3:] == ["a view's line"]
    controller.session_changed.disconnect()
    controller.say("now")
    assert said[-1] == "now" and len(said) == 5
