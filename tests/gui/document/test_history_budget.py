"""The undo history stays within its memory budget: old traces first, then the oldest steps.

Through the real window and controller: 30 W^Q edits at 2,048 tokens keep the history under
256 MB and every undo still shows exactly what the engine computes; a tiny budget drops the
oldest steps, says so in the status bar, and keeps the rest of the history working.
"""

from __future__ import annotations

import numpy as np
import psutil
import pytest

from core.session.value import Session
from gui.document.history_budget import DEFAULT_BUDGET_MB, trace_bytes
from tests.gui.window_helpers import assert_views_match_core, open_window, paint_now


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    return open_window(qtbot, monkeypatch)


def _edit(window, value: float) -> None:
    assert window.controller.edit("W_Q", lambda s: s.with_cell("W_Q", 0, 1, 2, value))


def test_thirty_edits_at_2048_tokens_stay_under_the_budget_and_undo_exactly(window, qtbot):
    controller, budget = window.controller, window.controller.history_budget
    start = Session.from_text(" ".join(f"w{i}" for i in range(2048)))
    controller.replace_session(start)
    one_trace = trace_bytes(controller.trace)
    assert one_trace > 48 * 2**20                        # what each step used to keep
    assert budget.budget_bytes == DEFAULT_BUDGET_MB * 2**20
    paint_now(window)
    rss_before = psutil.Process().memory_info().rss
    for step in range(30):
        _edit(window, 0.01 * (step + 1))
        paint_now(window)
        assert budget.usage() <= budget.budget_bytes, step
    qtbot.wait(10)
    assert controller.undo_stack.count() == 30           # sessions are small: no step dropped
    assert budget.usage() <= budget.budget_bytes
    for _ in range(30):                                  # traces dropped are recomputed
        controller.undo_stack.undo()
        assert budget.usage() <= budget.budget_bytes
    assert controller.session == start
    growth_mb = (psutil.Process().memory_info().rss - rss_before) / 2**20
    print(f"RSS growth over 30 edits and 30 undos at 2,048 tokens: {growth_mb:.0f} MB")
    assert growth_mb < DEFAULT_BUDGET_MB + 150, growth_mb   # was ~+1,000 MB: 48 MB per step
    np.testing.assert_array_equal(controller.trace.numpy("weights"),
                                  start.run().numpy("weights"))
    paint_now(window)
    assert_views_match_core(window)
    controller.undo_stack.redo()
    assert controller.session.matrix("W_Q")[1, 2] == 0.01


def test_a_small_budget_drops_the_oldest_steps_and_says_so(window, qtbot):
    controller, budget = window.controller, window.controller.history_budget
    controller.replace_session(Session.from_text("the mole on his face"))
    w_q_bytes = controller.session.w_q.nbytes
    budget.budget_bytes = 4 * w_q_bytes                  # the sessions of about four steps
    for step in range(10):
        _edit(window, 0.1 * (step + 1))
    qtbot.waitUntil(lambda: "undo history shortened" in window.statusBar().currentMessage(),
                    timeout=2000)
    kept = controller.undo_stack.count()
    assert 1 <= kept < 10 and budget.dropped_steps == 10 - kept
    assert budget.usage() <= budget.budget_bytes
    assert window.isWindowModified()                     # the saved state is gone from history
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    oldest_kept = 10 - kept                              # the edit before the first kept step
    assert controller.session.matrix("W_Q")[1, 2] == pytest.approx(0.1 * oldest_kept)
    np.testing.assert_array_equal(controller.trace.numpy("scores"),
                                  controller.session.run().numpy("scores"))
    while controller.undo_stack.canRedo():
        controller.undo_stack.redo()
    assert controller.session.matrix("W_Q")[1, 2] == pytest.approx(1.0)
    _edit(window, 2.0)                                   # the rebuilt stack takes new steps
    assert controller.session.matrix("W_Q")[1, 2] == 2.0


def test_the_saved_mark_survives_a_rebuild(window, qtbot):
    controller, budget = window.controller, window.controller.history_budget
    controller.replace_session(Session.from_text("the mole on his face"))
    budget.budget_bytes = 4 * controller.session.w_q.nbytes
    for step in range(8):
        _edit(window, 0.1 * (step + 1))
    controller.undo_stack.setClean()                     # as a Save does
    _edit(window, 5.0)
    qtbot.waitUntil(lambda: budget.dropped_steps > 0, timeout=2000)
    assert window.isWindowModified()
    controller.undo_stack.undo()
    assert controller.undo_stack.isClean() and not window.isWindowModified()


def test_a_step_merged_away_releases_its_states(window):
    import gc
    import weakref

    controller = window.controller
    key = ("scrub", 1)
    for value in (0.1, 0.2):
        controller.edit("scrub", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v), key)
    middle = weakref.ref(controller.trace)               # the state after 0.2 ...
    controller.edit("scrub", lambda s: s.with_cell("W_Q", 0, 1, 2, 0.3), key)
    assert controller.undo_stack.count() == 1            # ... folded into one step
    gc.collect()
    assert middle() is None                              # and not kept by the step merged away
    controller.undo_stack.undo()
    assert controller.session.matrix("W_Q")[1, 2] != 0.3
