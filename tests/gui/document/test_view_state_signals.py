"""The stepper and the linked selection keep their Qt signals, but where the learner is and what
is selected live in the view state: a move made through either is the view state's, and a
change made to the view state by any other part is announced by them."""

from __future__ import annotations

import shiboken6

from core.attention.stages import STAGES
from core.session.view_state import Selection, ViewState
from gui.document.selection import SelectionModel
from gui.document.stepper import Stepper


def test_the_stepper_moves_the_view_state_and_announces_every_move_of_it(qapp):
    state = ViewState()
    stepper = Stepper(state)
    heard: list[tuple[str, bool]] = []
    stepper.stage_changed.connect(lambda stage, animate: heard.append((stage, animate)))
    stepper.next()                                  # forward: the stage animates
    assert (state.stage, state.reached) == (STAGES[1], 1)
    state.go_to(4)                                  # another part moves it
    assert (stepper.stage, stepper.index, stepper.reached) == (STAGES[4], 4, 4)
    stepper.previous()
    assert (state.stage, state.reached) == (STAGES[3], 4)
    stepper.jump(STAGES[6], reveal=False)           # shown, not counted as seen
    assert (state.stage, state.reached) == (STAGES[6], 4)
    assert heard == [(STAGES[1], True), (STAGES[4], False), (STAGES[3], False),
                     (STAGES[6], False)]
    stepper.reset()
    assert (state.stage, state.reached) == (STAGES[0], 0)
    stepper.reset()                                 # already there: announced all the same
    assert heard[-2:] == [(STAGES[0], False), (STAGES[0], False)]
    state.update(head=0, transposed=True)           # fields the stepper does not show
    assert len(heard) == 6


def test_the_selection_is_the_view_states_and_is_announced_once_per_change(qapp):
    state = ViewState()
    model = SelectionModel(state)
    heard: list[Selection] = []
    model.changed.connect(heard.append)
    model.select_cell(1, 2)
    assert state.selection == Selection(1, 2) == model.selection
    state.select_token(3)                           # another part selects a token
    assert model.selection == Selection(3, None)
    model.set(Selection(3, None))                   # the same: nothing announced
    model.clip(3)                                   # token 3 is gone
    assert state.selection.is_empty
    assert heard == [Selection(1, 2), Selection(3, None), Selection()]


def test_a_deleted_stepper_or_selection_stops_listening(qapp):
    state = ViewState()
    stepper, model = Stepper(state), SelectionModel(state)
    shiboken6.delete(stepper)
    shiboken6.delete(model)
    state.go_to(3)                                  # would reach a deleted QObject: raise
    state.select_cell(0, 1)
    assert (state.stage, state.selection) == (STAGES[3], Selection(0, 1))
