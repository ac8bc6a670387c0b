"""A window left alone does no layout, and an edit that changes no need lays nothing out.

Layouts start from explicit triggers (a resize, a new sentence, a stage, a dock shown or
hidden, the language: gui/window/refit_triggers.py), never from a paint: a paint that moved a
dock painted again, and such loops ran for ever (the Vectors tab's 144 layout passes a second,
issue 41). Counted on the central widget, as Qt's own LayoutRequest and Resize events: the
window is shown, given 0.5 s to settle, then watched for 1.5 s more; then a cell is set to the
value it has, and nudged by a thousandth (a new trace: the views repaint, nothing needs other
room)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDeadlineTimer, QEvent, QEventLoop, QObject
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.window.app import build_window

SETTLE_MS, IDLE_MS = 500, 1500
# M (or its strip) beside the masked stage, the causal mask's −∞ and 15 chips in the Tokens dock:
# the layout's pieces that watch the view are all in play
TEXT = "the quiet harbour lights came on one by one as the old boats drifted home"


class LayoutRequests(QObject):
    """Counts the layout passes of ``target``: the LayoutRequest events it receives (Qt posts
    one when a child's size hint changes or a child is shown or hidden) and its resizes (its
    layout runs for the new size: a dock moved beside it)."""

    def __init__(self, target) -> None:
        super().__init__()
        self.target, self.seen = target, []

    def eventFilter(self, watched, event) -> bool:
        if watched is self.target and event.type() in (QEvent.Type.LayoutRequest,
                                                       QEvent.Type.Resize):
            self.seen.append(event.type().name)
        return False


@pytest.fixture(scope="module")
def shown_window(qapp):
    window = build_window(Session.from_text(TEXT, causal=True), restore=False,
                          size=(1280, 800), stage="masked")
    window.show()
    yield window
    window.close()
    window.dispose()


def _watched(window, ms: int, action=None) -> list[str]:
    """The central widget's layout passes while ``action`` runs and ``ms`` after."""
    requests = LayoutRequests(window.centralWidget())
    QApplication.instance().installEventFilter(requests)
    try:
        if action is not None:
            action()
        _wait(ms)
    finally:
        QApplication.instance().removeEventFilter(requests)
    return requests.seen


def _wait(ms: int) -> None:
    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def test_a_window_left_alone_does_no_layout_after_it_settled(shown_window):
    _wait(SETTLE_MS)
    assert shown_window.stage_panel.stage == "masked"
    assert _watched(shown_window, IDLE_MS) == []


def test_an_edit_that_changes_no_need_lays_nothing_out(shown_window):
    """The same value again (the controller keeps the session: no trace), then a nudge of a
    thousandth (a new trace: every view repaints its numbers, none needs other room)."""
    window = shown_window
    _wait(SETTLE_MS)
    controller = window.controller
    value = float(controller.session.matrix("W_Q", 0)[1, 1])
    traces, painted = [], []
    controller.trace_changed.connect(traces.append)
    window.stage_panel.large.numbers_painted.connect(painted.append)
    try:
        same = _watched(window, SETTLE_MS, lambda: controller.edit(
            "same value", lambda s: s.with_cell("W_Q", 0, 1, 1, value)))
        assert traces == []
        nudged = _watched(window, SETTLE_MS, lambda: controller.edit(
            "nudge", lambda s: s.with_cell("W_Q", 0, 1, 1, value + 1e-3)))
    finally:
        controller.trace_changed.disconnect(traces.append)
        window.stage_panel.large.numbers_painted.disconnect(painted.append)
    assert len(traces) == 1 and painted and all(painted)    # repainted, with its numbers
    assert float(controller.session.matrix("W_Q", 0)[1, 1]) == pytest.approx(value + 1e-3)
    assert (same, nudged) == ([], [])


def test_a_window_with_a_pinned_cell_and_the_heads_dock_settles_and_stays(shown_window):
    """A pinned cell and the Heads dock are placed once (computed from every stage's need,
    gui/window/placement.py), then nothing moves."""
    from gui.automation.scripted_layout import LAYOUT_OPS
    from gui.window.dock_layout import DockLayout
    from gui.window.heads_dock import HeadsDock

    window = shown_window
    window.controller.edit("short", lambda s: s.with_tokens(TEXT.split()[:6]))  # room beside
    LAYOUT_OPS["pin"](window, {"stage": "scores", "row": 1, "col": 0})
    LAYOUT_OPS["show"](window, {"dock": "heads"})
    _wait(SETTLE_MS)
    layout = window.features.get(DockLayout)
    assert window.explanation_link.cell[:3] == ("scores", 1, 0)
    assert layout.placement.where in ("right", "bottom")        # beside or under the view,
    assert id(window.features.get(HeadsDock).dock) not in layout.tabbed   # not made tabs
    assert _watched(window, IDLE_MS) == []
