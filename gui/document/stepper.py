"""Stepping through the stages: where the learner is, how far they have got, and Play.

Where the learner is and how far they have got are the window's view state's
(core/session/view_state.py: ``stage``, ``reached``); the stepper moves it, plays it and
announces each move as ``stage_changed``, whoever made it. Stepping never recomputes: views
replay the controller's current trace.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from core.attention.stages import STAGES, stage_index
from core.session.view_state import ViewState
from gui.document.view_following import follow_view

BASE_STEP_MS = 1800  # one stage per this many ms at speed 1×


class Stepper(QObject):
    stage_changed = Signal(str, bool)  # stage name, animate (True when stepping forward)
    playing_changed = Signal(bool)

    def __init__(self, view_state: ViewState | None = None,
                 parent: QObject | None = None) -> None:
        """``view_state``: the window's (one of its own when None)."""
        super().__init__(parent)
        self._view = view_state if view_state is not None else ViewState()
        self._animate = False   # the move being made steps forward (its views animate)
        self._speed = 1.0
        follow_view(self._view, ("stage", "reached"), self._moved, self)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._advance_while_playing)

    # ----- reading ------------------------------------------------------------------------
    @property
    def stage(self) -> str:
        return self._view.stage

    @property
    def index(self) -> int:
        return self._view.stage_index

    @property
    def reached(self) -> int:
        """Stages after this one are dimmed (not yet seen)."""
        return self._view.reached

    @property
    def speed(self) -> float:
        return self._speed

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def step_interval_ms(self) -> int:
        return max(50, round(BASE_STEP_MS / self._speed))

    # ----- moving -------------------------------------------------------------------------
    def next(self) -> None:
        self.go_to(self.index + 1, animate=True)

    def previous(self) -> None:
        self.go_to(self.index - 1, animate=False)

    def first(self) -> None:
        self.go_to(0, animate=False)

    def last(self) -> None:
        """Jump to the end: every stage counts as seen."""
        self.go_to(len(STAGES) - 1, animate=False)

    def jump(self, stage: str, *, reveal: bool = True) -> None:
        """Go straight to a stage (a tile click, --stage); reveal marks it and earlier as seen."""
        self.go_to(stage_index(stage), animate=False, reveal=reveal)

    def reset(self) -> None:
        """Back to the start with every later stage hidden again."""
        self.pause()
        if not self._view.restart():     # there already: announced all the same
            self.stage_changed.emit(self.stage, False)

    def go_to(self, index: int, *, animate: bool, reveal: bool = True) -> None:
        index = max(0, min(len(STAGES) - 1, index))
        if index == self.index:
            return
        self._animate = animate
        try:
            self._view.go_to(index, reveal=reveal)
        finally:
            self._animate = False

    def _moved(self) -> None:
        """The view state's stage or reach changed (here or by another part): announce it."""
        self.stage_changed.emit(self.stage, self._animate)

    # ----- playing ------------------------------------------------------------------------
    def set_speed(self, factor: float) -> None:
        self._speed = max(0.1, float(factor))
        if self._timer.isActive():
            self._timer.setInterval(self.step_interval_ms())

    def play(self) -> None:
        if self.index >= len(STAGES) - 1:
            self.reset()  # Play at the end starts over
        self._timer.start(self.step_interval_ms())
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playing_changed.emit(False)

    def toggle_play(self) -> None:
        self.pause() if self.is_playing() else self.play()

    def _advance_while_playing(self) -> None:
        self.next()
        if self.index >= len(STAGES) - 1:
            self.pause()
