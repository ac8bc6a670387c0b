"""StageAnimator: plays a stage's frames on a MatrixHeatmap at about 60 frames per second.

It replays a trace (gui.views.animation_frames.stage_frame); it never recomputes attention.
Every play() ends in exactly one ``finished(stage)``, with the exact final values shown: when
the time is up, on stop(), or when a new play() replaces it.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from core.attention.trace import Trace
from gui.views.animation_frames import animation_duration_ms, frame_caption, stage_frame
from gui.views.heatmap import MatrixHeatmap

FRAME_INTERVAL_MS = 16
MIN_SPEED, MAX_SPEED = 0.1, 10.0


class StageAnimator(QObject):
    finished = Signal(str)   # the stage whose animation just ended
    caption_changed = Signal(str)  # what the frame on screen shows ("" once finished)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(FRAME_INTERVAL_MS)
        self._timer.timeout.connect(self._advance)
        self._clock = QElapsedTimer()
        self._speed = 1.0
        self._view: MatrixHeatmap | None = None
        self._trace: Trace | None = None
        self._stage = ""
        self._head = 0
        self._duration_ms = 0.0
        self._progress = 0.0
        self._caption = ""

    def play(self, view: MatrixHeatmap, trace: Trace, stage: str, head: int,
             duration_ms: int | None = None) -> None:
        """Animate ``stage`` of ``trace`` on ``view`` (which already shows that stage's matrix).

        duration_ms defaults to animation_duration_ms(stage, n); 0 shows the result at once
        (and emits finished before returning). The speed factor divides the duration.
        """
        if self.is_running():
            self.stop()
        if duration_ms is None:
            duration_ms = animation_duration_ms(stage, trace.n_tokens)
        self._view, self._trace, self._stage, self._head = view, trace, stage, head
        self._duration_ms = float(max(0, duration_ms))
        self._progress = 0.0
        self._caption = ""
        view.destroyed.connect(self._forget_view)
        if self._duration_ms <= 0:
            self._finish()
            return
        view.show_frame(stage_frame(trace, stage, head, 0.0))
        self.caption_changed.emit(frame_caption(trace, stage, 0.0))
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        """End the running animation now, on its exact final values (emits finished)."""
        if self.is_running():
            self._finish()

    def is_running(self) -> bool:
        return self._timer.isActive()

    def set_speed(self, factor: float) -> None:
        """Playback speed (1 = normal, 2 = twice as fast), clamped to 0.1..10; applies at once."""
        self._speed = min(max(float(factor), MIN_SPEED), MAX_SPEED)

    def speed(self) -> float:
        return self._speed

    def progress(self) -> float:
        """Progress of the current animation in [0, 1] (1 when none runs)."""
        return self._progress if self.is_running() else 1.0

    def _advance(self) -> None:
        # Progress advances by elapsed time x speed, so a speed change mid-play is smooth.
        elapsed_ms = self._clock.restart()
        self._progress += elapsed_ms * self._speed / self._duration_ms
        if self._progress >= 1.0 or not self._view_still_fits():
            self._finish()
            return
        self._view.show_frame(stage_frame(self._trace, self._stage, self._head, self._progress))
        caption = frame_caption(self._trace, self._stage, self._progress)
        if caption != self._caption:
            self._caption = caption
            self.caption_changed.emit(caption)

    def _view_still_fits(self) -> bool:
        """False once the view is gone or shows another shape (a new matrix replaced ours)."""
        if self._view is None:
            return False
        return self._view.matrix_shape() == self._trace.head(self._stage, self._head).shape

    def _finish(self) -> None:
        self._timer.stop()
        view, trace, stage = self._view, self._trace, self._stage
        if view is not None:
            view.destroyed.disconnect(self._forget_view)
        if view is not None and self._view_still_fits():
            view.show_frame(stage_frame(trace, stage, self._head, 1.0))
        self._view = self._trace = None
        self._progress = 1.0
        self._caption = ""
        self.caption_changed.emit("")
        self.finished.emit(stage)

    def _forget_view(self) -> None:
        self._view = None
