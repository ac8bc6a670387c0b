"""What a training run is asked for, checked before anything is drawn or trained.

Every refusal is a TrainingError whose message names the setting, so the command line prints
it as one line (exit 2) and the window shows it without touching the session.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from core.i18n import translate
from core.limits import MAX_D_HEAD, MIN_TEMPERATURE
from core.training.tasks import TASKS

MAX_STEPS = 20_000
MAX_HEADS = 8
MAX_BATCH = 1024
MAX_D_MODEL = 128
# d_k × heads: the run's (B, h, n, k) tensors and W^Q/W^K stay small enough to step live
MAX_HEAD_FEATURES = 1024
OPTIMIZERS = ("sgd", "adam")
DEFAULT_LR = {"sgd": 0.5, "adam": 0.02}


class TrainingError(ValueError):
    """A training setting that cannot be used; the message names it."""


@dataclass(frozen=True)
class TrainingConfig:
    task: str = "previous-token"
    steps: int = 300
    seed: int = 0
    d_k: int = 8
    heads: int = 1
    d_model: int = 16
    optimizer: str = "adam"
    lr: float | None = None          # None: DEFAULT_LR of the optimizer
    scaled: bool = True
    temperature: float | None = None  # divisor τ instead of √d_k while scaling is on
    batch: int = 32
    every: int = 1                   # record every this many steps (and the last)

    @property
    def learning_rate(self) -> float:
        return DEFAULT_LR[self.optimizer] if self.lr is None else self.lr

    @property
    def divisor(self) -> float:
        """What the scores are divided by: τ or √d_k with scaling on, 1 with it off."""
        if not self.scaled:
            return 1.0
        return math.sqrt(self.d_k) if self.temperature is None else self.temperature

    def with_scaling(self, scaled: bool) -> TrainingConfig:
        return replace(self, scaled=scaled)

    def checked(self) -> TrainingConfig:
        """This config, or TrainingError naming the first setting out of range."""
        if self.task not in TASKS:
            raise TrainingError(f"unknown task {self.task!r}; tasks are {', '.join(TASKS)}")
        if self.optimizer not in OPTIMIZERS:
            raise TrainingError(f"optimizer must be one of {', '.join(OPTIMIZERS)}, "
                                f"got {self.optimizer!r}")
        for name, value, top in (("steps", self.steps, MAX_STEPS), ("d_k", self.d_k, MAX_D_HEAD),
                                 ("heads", self.heads, MAX_HEADS),
                                 ("d_model", self.d_model, MAX_D_MODEL),
                                 ("batch", self.batch, MAX_BATCH),
                                 ("every", self.every, MAX_STEPS)):
            _whole(name, value, top)
        if self.seed is None or isinstance(self.seed, bool) or not isinstance(self.seed, int) \
                or not 0 <= self.seed < 2 ** 63:
            raise TrainingError(f"seed must be a whole number from 0 to 2^63 - 1, "
                                f"got {self.seed!r}")
        if self.d_k * self.heads > MAX_HEAD_FEATURES:
            raise TrainingError(translate("Training", "d_k × heads = {product} is above the "
                                                      "compute budget of {limit}: use a smaller "
                                                      "d_k or fewer heads").format(
                product=self.d_k * self.heads, limit=MAX_HEAD_FEATURES))
        lr = self.learning_rate
        if isinstance(lr, bool) or not isinstance(lr, int | float) or not math.isfinite(lr) \
                or lr <= 0:
            raise TrainingError(translate("Training", "learning rate must be a positive finite "
                                                      "number, got {value}").format(
                value=repr(lr)))
        tau = self.temperature
        if tau is not None and (isinstance(tau, bool) or not isinstance(tau, int | float)
                                or not math.isfinite(tau) or tau < MIN_TEMPERATURE):
            raise TrainingError(translate("Training", "divisor τ must be a finite number ≥ "
                                                      "{low}, got {value}").format(
                low=f"{MIN_TEMPERATURE:g}", value=repr(tau)))
        return self


def _whole(name: str, value, top: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
        raise TrainingError(translate("Training", "{name} must be a whole number from 1 to {top}, "
                                                  "got {value}").format(name=name, top=top,
                                                                        value=repr(value)))
