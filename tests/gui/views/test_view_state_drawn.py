"""The window's view state is the one source of the head in focus, the transpose and the shared
colour scales, the stage and the selection: a change made to it is what the stage panel draws
and what the menu actions show, and a change made through a widget lands in it."""

from __future__ import annotations

import numpy as np
import shiboken6

from core.attention.stages import STAGES
from core.files.examples import load_example
from core.session.value import Session
from core.session.view_state import PinnedCell, Selection, ViewState
from gui.window.color_scale_toggle import ColorScaleToggle
from gui.window.explain_features import ExplainFeatures
from gui.window.transpose_toggle import remembered_transposed


def _at(window, stage: str, session: Session | None = None):
    if session is not None:
        window.controller.replace_session(session)
    window.stepper.jump(stage)
    window.animation.stop()
    return window.stage_panel, window.controller.trace


def test_the_head_in_focus_is_the_view_states_drawn_boxed_and_announced_once(window):
    panel, trace = _at(window, "weights", load_example("three-heads"))
    heard: list[int] = []
    panel.head_changed.connect(heard.append)
    window.view_state.update(head=2)
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("weights", 2))
    np.testing.assert_array_equal(panel.tiles["q"].thumbnail.shown_values(), trace.head("q", 2))
    assert panel.head == 2 and panel.head_box.currentIndex() == 2 and heard == [2]
    window.view_state.update(head=2)                    # no change: nothing drawn or said
    panel.head_box.setCurrentIndex(1)                   # the box changes the view state
    assert window.view_state.head == 1 and heard == [2, 1]
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("weights", 1))
    panel.set_head(7)                                   # no such head: ignored
    assert window.view_state.head == 1 and heard == [2, 1]
    panel.head_changed.disconnect(heard.append)


def test_a_trace_with_fewer_heads_moves_the_focus_and_says_so_after_drawing_it(window):
    panel, _trace = _at(window, "scores", load_example("three-heads"))
    window.view_state.update(head=2)
    drawn_when_told: list[tuple[int, np.ndarray]] = []

    def told(head: int) -> None:
        drawn_when_told.append((head, panel.large.shown_values()))

    panel.head_changed.connect(told)
    one_head = Session.from_text("the cat sat down")
    _panel, trace = _at(window, "scores", one_head)
    assert window.view_state.head == 0 and panel.head_box.currentIndex() == 0
    assert [head for head, _ in drawn_when_told] == [0]
    np.testing.assert_array_equal(drawn_when_told[0][1], trace.head("scores", 0))
    panel.head_changed.disconnect(told)


def test_the_transpose_set_in_the_view_state_is_drawn_and_checked_but_not_remembered(window):
    panel, trace = _at(window, "scores")
    action = window.features.get(ExplainFeatures).transpose.action
    remembered = remembered_transposed()
    window.view_state.update(transposed=True)
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("scores", 0).T)
    np.testing.assert_array_equal(panel.tiles["weights"].thumbnail.shown_values(),
                                  trace.head("weights", 0).T)
    assert action.isChecked() and panel.is_transposed()
    assert remembered_transposed() == remembered       # only a choice made with the action
    action.trigger()                                    # the action changes the view state
    assert not window.view_state.transposed
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("scores", 0))


def _bound(*matrices: np.ndarray) -> float:
    """The largest |finite value| over ``matrices``: a signed colour scale's end."""
    return max(float(np.abs(m[np.isfinite(m)]).max()) for m in matrices)


def test_shared_scales_in_the_view_state_set_the_colours_and_the_menu(window):
    panel, trace = _at(window, "scaled")
    action = window.features.get(ColorScaleToggle).action
    shared = _bound(*(trace.head(stage, 0) for stage in ("scores", "scaled", "masked")))
    own = _bound(trace.head("scaled", 0))
    assert own < shared                                 # ÷√d_k: scaled is the smaller
    window.view_state.update(shared_scales=True)
    assert panel.large.levels() == (-shared, shared) and not action.isChecked()
    window.view_state.update(shared_scales=False)
    assert panel.large.levels() == (-own, own) and action.isChecked()
    action.trigger()                                    # per-stage off: shared again
    assert window.view_state.shared_scales
    assert panel.large.levels() == (-shared, shared)


def test_a_stage_and_a_selection_set_in_the_view_state_are_drawn(window, monkeypatch):
    panel, trace = _at(window, "x")
    calls = []
    monkeypatch.setattr(panel.large, "set_highlight", lambda **kw: calls.append(kw))
    window.view_state.go_to(STAGES.index("scores"))     # no stepper call: the state moved
    window.animation.stop()
    assert panel.stage == window.stepper.stage == "scores"
    np.testing.assert_array_equal(panel.large.shown_values(), trace.head("scores", 0))
    dimmed = {stage for stage, tile in panel.tiles.items() if tile.thumbnail.is_dimmed()}
    assert dimmed == set(STAGES[STAGES.index("scores") + 1:])
    window.view_state.select_cell(1, 3)
    assert calls[-1] == {"rows": (1,), "cols": (3,), "cells": ((1, 3),)}   # query row 1,
    window.view_state.update(selection=Selection())                        # key column 3
    assert calls[-1] == {"rows": (), "cols": (), "cells": ()}


def test_a_cell_pinned_in_the_view_state_is_explained_and_a_click_pins_it_there(window):
    _panel, trace = _at(window, "scores")
    link = window.explanation_link
    window.view_state.update(pinned=PinnedCell("scores", 1, 2, 0))
    shown = window.explanation.explanation
    assert (shown.stage, shown.row, shown.col) == ("scores", 1, 2)
    assert shown.value == trace.head("scores", 0)[1, 2] and link.cell == ("scores", 1, 2, 0)
    window.stepper.jump("weights")
    window.stage_panel.large.cell_clicked.emit(2, 0)       # a click pins through the state
    assert window.view_state.pinned == PinnedCell("weights", 2, 0, 0)
    assert window.explanation.explanation.value == trace.head("weights", 0)[2, 0]
    window.view_state.update(pinned=None)                   # unpinned elsewhere: cleared
    assert link.explanation is None and window.explanation.explanation is None
    n = len(window.controller.session.tokens)
    window.view_state.update(pinned=PinnedCell("scores", n, 0, 0))   # no such row
    assert window.view_state.pinned is None and link.explanation is None


def test_presenting_is_told_by_the_view_state(qtbot, window):
    told: list[frozenset[str]] = []
    stop = window.view_state.subscribe(told.append)
    window.actions.presentation.trigger()
    assert window.view_state.presenting and {"presenting"} in told
    window.actions.presentation.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.view_state.presenting
    assert [changed for changed in told if "presenting" in changed] == [{"presenting"}] * 2
    stop()


def test_a_deleted_stage_panel_stops_listening(qapp):
    from gui.views.stage_panel import StagePanel

    state = ViewState()
    panel = StagePanel(state)
    panel.set_trace(Session.from_text("one two").run(), ("one", "two"))
    shiboken6.delete(panel)
    state.update(transposed=True, shared_scales=False)     # would draw on a deleted widget
    assert state.transposed and not state.shared_scales
