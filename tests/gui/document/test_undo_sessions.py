"""Undo keeps sessions, not traces: undo and redo run the engine again and show exactly the
numbers of the state they return to, while the history's memory stays flat at 2,048 tokens.

The numbers are checked against a NumPy forward pass written here, not against the engine.
"""

from __future__ import annotations

import gc
import math
import weakref

import numpy as np
import psutil

from core.session.value import Session
from gui.document.controller import SessionController


def numpy_weights_and_z(session: Session) -> tuple[np.ndarray, np.ndarray]:
    """One head, no mask, no biases: softmax(X W_Q (X W_K)ᵀ / divisor) and its product with V."""
    x = session.x().astype(np.float64)                                 # (n, d_model)
    q, k, v = (x @ w[0].astype(np.float64) for w in (session.w_q, session.w_k, session.w_v))
    logits = q @ k.T / session.divisor                                  # (n, n)
    if session.causal:
        logits = np.where(np.tril(np.ones_like(logits, dtype=bool)), logits, -math.inf)
    weights = np.exp(logits - logits.max(axis=1, keepdims=True))
    weights /= weights.sum(axis=1, keepdims=True)
    return weights, weights @ v                                         # (n, n), (n, d_head)


def _assert_shows(controller: SessionController, expected: tuple[np.ndarray, np.ndarray]):
    np.testing.assert_allclose(controller.trace.numpy("weights"), expected[0], atol=1e-6)
    np.testing.assert_allclose(controller.trace.numpy("z"), expected[1], atol=1e-6)


def test_undo_and_redo_show_the_numbers_of_each_state(qtbot):
    controller = SessionController(Session.from_text("the mole on his face"))
    edits = [("W_Q", lambda s: s.with_cell("W_Q", 0, 1, 2, 3.0)),
             ("causal", lambda s: s.with_settings(causal=True)),
             ("X", lambda s: s.with_cell("X", 0, 2, 0, -2.5))]
    states = [numpy_weights_and_z(controller.session)]
    for label, build in edits:
        assert controller.edit(label, build)
        states.append(numpy_weights_and_z(controller.session))
        _assert_shows(controller, states[-1])
    assert not np.allclose(states[0][0], states[-1][0])                # the edits changed them
    for expected in reversed(states[:-1]):
        controller.undo_stack.undo()
        _assert_shows(controller, expected)
    assert controller.session.matrix("W_Q")[1, 2] != 3.0
    for expected in states[1:]:
        controller.undo_stack.redo()
        _assert_shows(controller, expected)
    assert controller.session.causal and controller.session.matrix("X")[2, 0] == -2.5


def test_a_step_keeps_no_trace(qtbot):
    controller = SessionController(Session.from_text("the mole on his face"))
    shown = []
    for value in (0.1, 0.2, 0.3):
        shown.append(weakref.ref(controller.trace))
        controller.edit("W_Q", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v))
    gc.collect()
    assert [ref() for ref in shown] == [None, None, None]
    controller.undo_stack.undo()
    assert controller.session.matrix("W_Q")[1, 2] == 0.2


def test_a_scrub_merged_into_one_step_keeps_no_trace_either(qtbot):
    controller = SessionController(Session.from_text("the mole on his face"))
    start, middle = controller.session, []
    for value in (0.1, 0.2, 0.3):
        controller.edit("scrub", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v), ("scrub", 1))
        middle.append(weakref.ref(controller.trace))
    assert controller.undo_stack.count() == 1
    gc.collect()
    assert [ref() for ref in middle[:-1]] == [None, None]
    controller.undo_stack.undo()
    assert controller.session == start


def test_twenty_edits_at_2048_tokens_keep_memory_bounded(qtbot):
    """A trace at 2,048 tokens is ~64 MB: a history that kept one per step would grow by 1.3 GB
    here; sessions share every array an edit leaves alone. The engine's arena settles at a few
    n × n tensors (16 MB each) beyond the two traces alive during an edit, hence the margin."""
    controller = SessionController(Session.from_text(" ".join(f"w{i}" for i in range(2048))))
    for value in (0.5, 0.6, 0.7, 0.8):                  # the engine's arena grows to hold two
        controller.edit("W_Q", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v))
    gc.collect()
    rss_before = psutil.Process().memory_info().rss
    for step in range(20):
        controller.edit("W_Q", lambda s, v=0.01 * (step + 1): s.with_cell("W_Q", 0, 1, 2, v))
    gc.collect()
    growth_mb = (psutil.Process().memory_info().rss - rss_before) / 2**20
    print(f"RSS growth over 20 edits at 2,048 tokens: {growth_mb:.1f} MB")
    assert growth_mb < 128, growth_mb                                  # under two traces
    assert controller.undo_stack.count() == 24
    controller.undo_stack.undo()
    assert controller.session.matrix("W_Q")[1, 2] == 0.19
