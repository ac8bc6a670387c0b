"""The Heads dock runs no engine: the output with every head on (its difference view) comes
from the controller, once per edit, on the controller's engine."""

from __future__ import annotations

import numpy as np

from core.session.value import Session
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock


class RecordingEngine:
    """Session.run that counts its calls and remembers each session's heads_off."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, ...]] = []
        self._run = Session.run

    def __call__(self, session, **options):
        self.calls.append(session.heads_off)
        return self._run(session, **options)


def test_refreshing_the_heads_dock_runs_no_engine_and_shows_the_difference(qtbot, monkeypatch):
    engine = RecordingEngine()
    session = Session.from_text("the mole on his face", n_heads=3, d_model=12, d_head=4)
    window = build_window(session.with_settings(heads_off=(1,)), restore=False,
                          size=(1280, 800), stage="output")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(Session, "run", lambda s, **options: engine(s, **options))
    heads, controller = window.features.get(HeadsDock), window.controller
    assert heads.dock.isVisible() and window.stepper.stage == "output"

    assert controller.edit("X", lambda s: s.with_cell("X", 0, 0, 1, 0.75))
    assert engine.calls == [(1,), ()]          # the edit; every head on, once (the controller)
    engine.calls.clear()
    for _ in range(4):
        heads.refresh()
    window.stepper.jump("weights")
    window.stepper.jump("output")
    window.animation.stop()
    assert engine.calls == []                  # refreshes and steps run nothing

    edited = controller.session                # an independent difference, by hand
    every_head = Session.run(edited.with_settings(heads_off=()))
    kept = every_head.numpy("concat").copy()   # (n, h·d_head): head 2's block zeroed
    kept[:, 4:8] = 0.0
    output = kept @ edited.w_o + (0 if edited.b_o is None else edited.b_o)   # (n, d_model)
    np.testing.assert_allclose(controller.trace.numpy("output"), output, atol=1e-5)
    np.testing.assert_allclose(heads.panel.difference_view.shown_values(),
                               output - every_head.numpy("output"), atol=1e-5)
