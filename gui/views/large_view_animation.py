"""Plays the current stage's animation in the large view (gui.views.frame_player.StageAnimator).

Animations replay the trace; stopping one always leaves the stage fully shown.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.attention.trace import Trace
from gui.views.stage_panel import StagePanel


class StageAnimation(QObject):
    caption_changed = Signal(str)  # what the animation's current frame shows; "" when done

    def __init__(self, panel: StagePanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self._speed = 1.0
        self._animator = None  # created on first use: importing it is not free

    def _get_animator(self):
        if self._animator is None:
            from gui.views.frame_player import StageAnimator
            self._animator = StageAnimator(self)
            self._animator.set_speed(self._speed)
            self._animator.caption_changed.connect(self.caption_changed)
        return self._animator

    def play(self, trace: Trace, stage: str, head: int) -> None:
        self._get_animator().play(self.panel.large, trace, stage, head)

    def stop(self) -> None:
        """Stop and show the whole stage (not a half-drawn frame)."""
        if self._animator is not None and self._animator.is_running():
            self._animator.stop()
            self.panel.render_current()

    def is_running(self) -> bool:
        return self._animator is not None and self._animator.is_running()

    def set_speed(self, factor: float) -> None:
        self._speed = factor
        if self._animator is not None:
            self._animator.set_speed(factor)
