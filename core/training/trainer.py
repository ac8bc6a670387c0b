"""A seeded training run: one optimizer step at a time, each recorded, divergence caught.

The same config (seed included) gives the same numbers bit for bit: the initial weights come
from one generator (seed), the sentences from another (seed + 1), drawn in the same order.
A step whose loss or new weights are not finite stops the run: the weights stay those of the
last finite step and ``diverged`` says what happened.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

import torch

from core.training.attention_model import (
    Forward,
    Shape,
    causal_allowed,
    forward,
    init_parameters,
    loss_and_accuracy,
)
from core.training.config import TrainingConfig
from core.training.measures import (
    StepRecord,
    gradient_norm,
    saturated_share,
    softmax_gradient,
    visible_rows,
)
from core.training.tasks import Task, task_named

EVALUATION_SENTENCES = 512


class Trainer:
    """One run of ``config``: ``step()`` trains once; ``records`` hold what was recorded."""

    def __init__(self, config: TrainingConfig, dtype: torch.dtype = torch.float32) -> None:
        self.config = config.checked()
        self.task: Task = task_named(config.task)
        self.dtype = dtype
        self.shape = Shape(words=self.task.vocabulary_size, classes=len(self.task.classes),
                           length=self.task.length, d_model=config.d_model,
                           d_head=config.d_k, n_heads=config.heads)
        self.parameters = init_parameters(self.shape, torch.Generator().manual_seed(config.seed),
                                          dtype)
        self._data = torch.Generator().manual_seed(config.seed + 1)
        self.optimizer = _optimizer(config, list(self.parameters.values()))
        self.allowed = causal_allowed(self.task.length)          # (n, n)
        self.steps_done = 0
        self.records: list[StepRecord] = []
        self.diverged: str | None = None
        self._last_finite: tuple[int, dict[str, torch.Tensor]] | None = None  # step, weights

    @property
    def finished(self) -> bool:
        return self.diverged is not None or self.steps_done >= self.config.steps

    def step(self) -> StepRecord | None:
        """Train one step (unless finished); the step's record when it is a recorded one."""
        if self.finished:
            return None
        with one_thread():
            return self._step()

    def _step(self) -> StepRecord | None:
        step = self.steps_done
        tokens, targets = self.task.batch(self._data, self.config.batch)   # (B, n), (B, n)
        self.optimizer.zero_grad(set_to_none=True)
        result = self.forward(tokens)
        loss, accuracy = loss_and_accuracy(result.logits, targets)
        value = float(loss.detach())
        if not math.isfinite(value):
            # these weights are finite but give no finite loss: go back to the last ones that did
            kept = self._restore()
            return self._stop(f"step {step}: the loss is {value} (not finite; learning rate "
                              f"{self.config.learning_rate:g} too large?); training stopped, "
                              f"the weights are those of step {kept}, the last finite loss")
        loss.backward()
        recorded = step % self.config.every == 0 or step == self.config.steps - 1
        record = self._record(step, loss, accuracy, result) if recorded else None
        self._last_finite = (step, {name: p.detach().clone()
                                    for name, p in self.parameters.items()})
        self.optimizer.step()
        bad = [name for name, p in self.parameters.items() if not torch.isfinite(p).all()]
        if bad:
            kept = self._restore()
            self._stop(f"step {step}: {', '.join(bad)} became infinite or NaN (learning rate "
                       f"{self.config.learning_rate:g} too large?); training stopped, the "
                       f"weights are those of step {kept}")
        else:
            self.steps_done += 1
        return record

    def _restore(self) -> int:
        """Back to the weights of the last step whose loss was finite; that step's number."""
        if self._last_finite is None:
            return self.steps_done  # step 0's loss was not finite: nothing better to keep
        step, weights = self._last_finite
        with torch.no_grad():
            for name, p in self.parameters.items():
                p.copy_(weights[name])
        self.steps_done = step
        return step

    def run(self, steps: int | None = None) -> list[StepRecord]:
        """Train ``steps`` more steps (default: to the end); the records made."""
        made = []
        for _ in range(self.config.steps if steps is None else steps):
            if self.finished:
                break
            record = self.step()
            if record is not None:
                made.append(record)
        return made

    def take_records(self) -> list[StepRecord]:
        """The records made since the last call, handed over and forgotten here (a run that
        goes on for ever keeps no growing list; the window keeps decimated curves instead)."""
        taken, self.records = self.records, []
        return taken

    def forward(self, tokens: torch.Tensor) -> Forward:
        return forward(self.parameters, tokens, divisor=self.config.divisor)

    def probe(self) -> Forward:
        """The forward of the task's probe sentence (batch of one), without gradients."""
        with torch.no_grad(), one_thread():
            return self.forward(self.task.probe_ids().unsqueeze(0))

    def evaluate(self, sentences: int = EVALUATION_SENTENCES) -> tuple[float, float]:
        """(loss, accuracy) on fresh held-out sentences (their own seed: seed + 2)."""
        generator = torch.Generator().manual_seed(self.config.seed + 2)
        tokens, targets = self.task.batch(generator, sentences)
        with torch.no_grad(), one_thread():
            loss, accuracy = loss_and_accuracy(self.forward(tokens).logits, targets)
        return float(loss), float(accuracy)

    # ----- internals ------------------------------------------------------------------------
    def _record(self, step: int, loss, accuracy, result: Forward) -> StepRecord:
        scores, weights = visible_rows(result.scaled.detach(), result.weights.detach(),
                                       self.allowed)                 # (R, n) each
        g_q = gradient_norm(self.parameters["W_Q"].grad)
        g_k = gradient_norm(self.parameters["W_K"].grad)
        record = StepRecord(step=step, loss=float(loss.detach()), accuracy=float(accuracy),
                            grad_norm=math.hypot(g_q, g_k), grad_norm_q=g_q, grad_norm_k=g_k,
                            softmax_grad=softmax_gradient(scores),
                            saturated=saturated_share(weights))
        self.records.append(record)
        return record

    def _stop(self, message: str) -> None:
        self.diverged = message
        return None


@contextmanager
def one_thread() -> Iterator[None]:
    """Torch on one thread for the duration: the model is tiny, and a second thread competing
    for a busy core made a step 30 times slower here (the setting is restored after)."""
    before = torch.get_num_threads()
    if before != 1:
        torch.set_num_threads(1)
    try:
        yield
    finally:
        if before != 1:
            torch.set_num_threads(before)


def _optimizer(config: TrainingConfig, parameters: list[torch.Tensor]) -> torch.optim.Optimizer:
    if config.optimizer == "sgd":
        return torch.optim.SGD(parameters, lr=config.learning_rate)
    return torch.optim.Adam(parameters, lr=config.learning_rate)


def history(records: list[StepRecord]) -> dict[str, list[float]]:
    """The records as columns: step, loss, accuracy, grad_norm, …, saturated."""
    names = ("step", "loss", "accuracy", "grad_norm", "grad_norm_q", "grad_norm_k",
             "softmax_grad", "saturated")
    return {name: [getattr(r, name) for r in records] for name in names}
