"""Drives one training run (or two, ÷√d_k against ÷1) from a QTimer in small step batches.

Each tick trains for at most BUDGET_S seconds and then gives the event loop back, so edits in
the main window are handled between batches and the window never freezes; the views are told
to redraw at most every REDRAW_S. Curves are decimated (core.training.curves), so memory stays
bounded however long it plays. Nothing here computes: core.training does.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from core.training.config import TrainingConfig
from core.training.curves import DecimatedCurves, curves_csv
from core.training.measures import StepRecord
from core.training.snapshot import CURVE_NAMES, Snapshot, snapshot
from core.training.trainer import Trainer

TICK_MS = 15       # between batches: the event loop runs in the gaps
BUDGET_S = 0.005   # training time per tick
REDRAW_S = 0.2     # the views redraw at most this often while playing (5 a second)
HOLD_S = 0.15      # after an edit in the main window, training waits this long: the edit's
                   # repaint (and the next edit of a drag) comes first


class TrainingDriver(QObject):
    """``runs``: name -> Trainer ("scaled" / "unscaled" when comparing, else "run")."""

    advanced = Signal()             # new steps to draw
    playing_changed = Signal(bool)

    def __init__(self, config: TrainingConfig, compare: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._last_redraw = 0.0
        self._held_until = 0.0
        self.reset(config, compare)

    # ----- state ----------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @property
    def finished(self) -> bool:
        return all(trainer.finished for trainer in self.runs.values())

    @property
    def steps_done(self) -> int:
        return max(trainer.steps_done for trainer in self.runs.values())

    def snapshots(self, head: int = 0) -> dict[str, Snapshot]:
        return {name: snapshot(trainer, self.last.get(name), head)
                for name, trainer in self.runs.items()}

    def curves_csv(self) -> str:
        return curves_csv(self.curves)

    # ----- control ---------------------------------------------------------------------------
    def reset(self, config: TrainingConfig | None = None, compare: bool | None = None) -> None:
        """Start again from step 0 (same seed: the same weights and sentences), paused."""
        self.pause()
        self.config = (config or self.config).checked()
        self.compare = self.compare if compare is None else compare
        configs = ({"scaled": self.config.with_scaling(True),
                    "unscaled": self.config.with_scaling(False)} if self.compare
                   else {"run": self.config})
        self.runs = {name: Trainer(c) for name, c in configs.items()}
        self.curves = {name: DecimatedCurves(CURVE_NAMES) for name in self.runs}
        self.last: dict[str, StepRecord] = {}
        self.advanced.emit()

    def play(self) -> None:
        if not self.playing and not self.finished:
            self.timer.start()
            self.playing_changed.emit(True)

    def pause(self) -> None:
        """Stop between two steps; the views are told to show where it stopped."""
        if self.timer.isActive():
            self.timer.stop()
            self.playing_changed.emit(False)
            self.advanced.emit()

    def step_once(self) -> None:
        """One step of every run (paused), then a redraw."""
        self.pause()
        self._train(lambda: False, batch=1)
        self.advanced.emit()

    def hold(self, seconds: float = HOLD_S) -> None:
        """Let the window's own work go first: no training batch for ``seconds``."""
        self._held_until = time.perf_counter() + seconds

    def stop(self) -> None:
        """The window closes: no more ticks."""
        self.pause()

    # ----- internals ----------------------------------------------------------------------------
    def _tick(self) -> None:
        start = time.perf_counter()
        if start < self._held_until:
            return
        self._train(lambda: time.perf_counter() - start >= BUDGET_S)
        now = time.perf_counter()
        if self.finished:
            self.pause()
        if self.finished or now - self._last_redraw >= REDRAW_S:
            self._last_redraw = now
            self.advanced.emit()

    def _train(self, enough, batch: int | None = None) -> None:
        done = 0
        while not self.finished and (batch is None or done < batch):
            for trainer in self.runs.values():
                trainer.step()
            done += 1
            if enough():
                break
        for name, trainer in self.runs.items():
            for record in trainer.take_records():
                self.curves[name].add(record.step, **{n: getattr(record, n)
                                                      for n in CURVE_NAMES})
                self.last[name] = record
