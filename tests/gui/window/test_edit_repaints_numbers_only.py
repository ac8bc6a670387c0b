"""A number edit on a long sentence repaints the views of numbers, not the window around them.

At 300 tokens the large view has no room for its numbers, so every paint reports "no numbers".
Nothing may lay the whole window out again on such a paint (the numbers' watch once did: that
pass repainted the main window on every edit and cost the edit at 512 tokens about a tenth of
its time, benchmarks/ui.py, 2026-12-04; the layout is computed now, gui/window/placement.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.window.app import build_window

N = 300


class _Events(QObject):
    """Counts the main window's own paints and layout requests."""

    def __init__(self, target) -> None:
        super().__init__()
        self.target, self.seen = target, []

    def eventFilter(self, watched, event) -> bool:
        if watched is self.target and event.type() in (QEvent.Type.Paint,
                                                       QEvent.Type.LayoutRequest):
            self.seen.append(event.type().name)
        return False


def _settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def test_an_edit_with_no_panel_in_the_way_leaves_the_window_frame_alone(qtbot):
    window = build_window(Session.from_text(" ".join(f"w{i}" for i in range(N))),
                          restore=False, size=(1280, 800), stage="weights")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.animation.stop()
    qtbot.wait(500)                        # the start's timers have fired
    drawn = []
    window.stage_panel.large.numbers_painted.connect(drawn.append)
    controller = window.controller
    controller.edit("nudge", lambda s: s.with_cell("W_Q", 0, 1, 1, 0.3))   # Undo's label set
    _settle()
    assert drawn and not any(drawn)          # painted, with no numbers: the watch's case

    events = _Events(window)
    QApplication.instance().installEventFilter(events)
    try:
        for value in (0.4, 0.5, 0.6, 0.7, 0.8, 0.9):
            controller.edit("nudge", lambda s, v=value: s.with_cell("W_Q", 0, 1, 1, v))
            _settle()
    finally:
        QApplication.instance().removeEventFilter(events)
    assert controller.session.matrix("W_Q", 0)[1, 1] == 0.9      # the edits happened
    assert events.seen == []
