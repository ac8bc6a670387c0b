"""The view state: its transitions, and that each listener hears of every change once, with the
fields that changed, and of nothing when a value is set to what it already is."""

import numpy as np
import pytest

from core.attention.stages import STAGES
from core.session.view_state import PinnedCell, Selection, ViewState, ViewValues


@pytest.fixture
def heard():
    """A view state and the list of what its one listener was told (each call's fields)."""
    state = ViewState()
    told: list[frozenset[str]] = []
    state.subscribe(told.append)
    return state, told


def test_a_fresh_view_state_starts_at_the_first_stage_with_nothing_chosen():
    state = ViewState()
    assert (state.stage, state.stage_index, state.reached) == ("x", 0, 0)
    assert (state.heads, state.head) == (1, 0)
    assert state.selection == Selection() and state.selection.is_empty
    assert state.pinned is None
    assert (state.transposed, state.shared_scales, state.presenting) == (False, True, False)


def test_a_change_is_told_once_with_its_field_and_an_unchanged_value_is_not_told(heard):
    state, told = heard
    assert state.update(transposed=True) == {"transposed"}
    assert state.transposed and told == [{"transposed"}]
    assert state.update(transposed=True) == frozenset()     # already so: nobody told
    assert state.update(shared_scales=True, head=0) == frozenset()
    assert told == [{"transposed"}]


def test_several_fields_at_once_are_one_notification_naming_only_those_that_changed(heard):
    state, told = heard
    state.update(heads=3, head=2, transposed=False, presenting=True)   # transposed: as was
    assert told == [{"heads", "head", "presenting"}]
    assert (state.head, state.presenting) == (2, True)


def test_a_listener_reads_the_new_values_when_told():
    state = ViewState()
    seen = []
    state.subscribe(lambda changed: seen.append((changed, state.head, state.shared_scales)))
    state.update(heads=4, head=3, shared_scales=False)
    assert seen == [({"heads", "head", "shared_scales"}, 3, False)]


def test_going_to_a_stage_reveals_it_and_going_back_keeps_what_was_seen(heard):
    state, told = heard
    state.go_to(4)
    assert (state.stage, state.reached) == (STAGES[4], 4)
    state.go_to(1)                                  # back: stage 4 stays seen
    assert (state.stage, state.reached) == (STAGES[1], 4)
    state.go_to(6, reveal=False)                    # a tour shows a stage still hidden
    assert (state.stage, state.reached) == (STAGES[6], 4)
    assert told == [{"stage", "reached"}, {"stage"}, {"stage"}]


def test_going_past_either_end_stops_at_it(heard):
    state, told = heard
    state.go_to(len(STAGES) + 5)
    assert (state.stage, state.reached) == (STAGES[-1], len(STAGES) - 1)
    state.go_to(-3)
    assert (state.stage, state.reached) == (STAGES[0], len(STAGES) - 1)
    assert state.go_to(0) == frozenset() and len(told) == 2


def test_restarting_hides_every_later_stage_again(heard):
    state, told = heard
    state.go_to(5)
    state.go_to(2)
    assert state.restart() == {"stage", "reached"}
    assert (state.stage, state.reached) == ("x", 0)
    assert state.restart() == frozenset() and len(told) == 3


def test_a_trace_with_fewer_heads_moves_the_focus_to_its_last_head(heard):
    state, told = heard
    state.fit_heads(4)
    state.update(head=3)
    assert state.fit_heads(2) == {"heads", "head"} and (state.heads, state.head) == (2, 1)
    assert state.fit_heads(4) == {"heads"} and state.head == 1     # head 1 exists: stays
    assert state.fit_heads(4) == frozenset()
    assert state.fit_heads(1) == {"heads", "head"} and state.head == 0
    assert told == [{"heads"}, {"head"}, {"heads", "head"}, {"heads"}, {"heads", "head"}]


def test_only_a_head_the_trace_has_comes_into_focus(heard):
    state, told = heard
    state.fit_heads(3)
    assert state.focus_head(2) == {"head"} and state.head == 2
    for missing in (3, -1, True):               # a click past the grid: nothing happens
        assert state.focus_head(missing) == frozenset()
    with pytest.raises(ValueError, match="head: 3 is no head of 3"):
        state.update(head=3)
    assert state.head == 2 and told == [{"heads"}, {"head"}]


def test_selection_follows_clicks_and_an_edit_drops_what_no_longer_exists(heard):
    state, told = heard
    state.select_cell(2, 1)
    assert (state.selection.query, state.selection.key) == (2, 1)
    assert state.clip_selection(3) == frozenset()           # tokens 0..2: both still there
    state.select_cell(1, 4)
    assert state.clip_selection(3) == {"selection"}         # key 4 is gone, query 1 stays
    assert (state.selection.query, state.selection.key) == (1, None)
    state.select_token(5)
    state.clip_selection(5)                                 # query 5 is gone: nothing left
    assert state.selection.is_empty
    assert state.clear_selection() == frozenset()           # nothing to clear: no news
    state.select_cell(0, 0)
    assert state.clear_selection() == {"selection"} and state.selection == Selection()
    assert told == [{"selection"}] * 7


def test_a_pinned_cell_is_a_field_like_any_other(heard):
    state, told = heard
    cell = PinnedCell("weights", 2, 0, 1)
    state.update(pinned=cell)
    state.update(pinned=PinnedCell("weights", 2, 0, 1))     # an equal value: no news
    state.update(pinned=None)
    assert state.pinned is None and told == [{"pinned"}, {"pinned"}]


def test_unsubscribing_stops_the_news_even_while_others_are_being_told():
    state = ViewState(ViewValues(heads=4))
    first, second = [], []
    stop_first = None

    def once(changed):
        first.append(changed)
        stop_first()                                # leaves while being told

    stop_first = state.subscribe(once)
    stop_second = state.subscribe(second.append)
    state.update(head=1)
    state.update(head=2)
    assert first == [{"head"}] and second == [{"head"}, {"head"}]
    stop_second()
    stop_second()                                   # twice: harmless
    state.update(head=3)
    assert second == [{"head"}, {"head"}]


def test_a_listener_stopped_by_another_while_told_is_told_no_more():
    state = ViewState()
    told: list[str] = []
    stops = {}
    stops["first"] = state.subscribe(lambda changed: (told.append("first"), stops["second"]()))
    stops["second"] = state.subscribe(lambda changed: told.append("second"))
    state.update(transposed=True)
    state.update(transposed=False)
    assert told == ["first", "first"]


def test_a_view_state_cannot_start_from_values_it_could_not_hold():
    with pytest.raises(ValueError, match="head: 2 is no head of 1"):
        ViewState(ViewValues(head=2))
    assert ViewState(ViewValues(heads=3, head=np.int64(2), transposed=1)).values == \
        ViewValues(heads=3, head=2, transposed=True)


@pytest.mark.parametrize("changes, field", [
    ({"stage": "softmax"}, "stage"),
    ({"head": -1}, "head"),
    ({"head": 1}, "head"),                          # one head: head 0 only
    ({"heads": 0}, "heads"),
    ({"head": 1.0}, "head"),
    ({"head": True}, "head"),
    ({"reached": len(STAGES)}, "reached"),
    ({"selection": (1, 2)}, "selection"),
    ({"pinned": ("weights", 1, 2, 0)}, "pinned"),
    ({"zoom": 2}, "zoom"),
    ({"heads": 2, "stage": "nope"}, "stage"),        # one bad field: nothing changes
])
def test_a_value_a_field_cannot_take_is_refused_naming_it_and_changes_nothing(heard, changes,
                                                                           field):
    state, told = heard
    before = state.values
    with pytest.raises(ValueError, match=field):
        state.update(**changes)
    assert state.values == before and told == []


def test_numpys_whole_numbers_are_taken_as_ints():
    state = ViewState()
    state.update(heads=3, head=np.int64(2))
    assert state.head == 2 and type(state.head) is int
