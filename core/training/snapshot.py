"""What the "Watch it learn" window shows of a run at one moment, computed here (no Qt).

A snapshot holds the probe sentence's attention pattern, W^Q and W^K of one head, and the
line of words under them, so the window only draws what it is given.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.i18n import translate, whole_number
from core.training.measures import StepRecord
from core.training.trainer import Trainer

NO_BREAK_SPACE, WORD_JOINER = "\u00a0", "\u2060"

CURVE_NAMES = ("loss", "accuracy", "saturated", "softmax_grad", "grad_norm_q")


@dataclass(frozen=True)
class Snapshot:
    step: int                 # steps trained so far
    label: str                # how the run divides its scores: '÷√d_k = 2.83' or '÷1 …'
    tokens: tuple[str, ...]   # the probe sentence
    pattern: np.ndarray       # (n, n) weights of the probe, rows queries, columns keys
    w_q: np.ndarray           # (d_model, d_k) of the head shown
    w_k: np.ndarray           # (d_model, d_k)
    status: str               # one line: step, loss, accuracy, saturation, gradients

    @property
    def weight_levels(self) -> tuple[float, float]:
        """One colour scale for W^Q and W^K: ± their largest |entry| rounded up to a power of
        √2, so the scale stays put while the weights move a little."""
        top = max(float(np.abs(self.w_q).max()), float(np.abs(self.w_k).max()), 1e-6)
        top = float(np.sqrt(2.0) ** np.ceil(np.log(top) / np.log(np.sqrt(2.0))))
        return -top, top


def run_label(scaled: bool, divisor: float) -> str:
    """How a run divides its scores, in a few characters: '÷√d_k = 8' or '÷1 (no scaling)'."""
    return f"÷√d_k = {divisor:.3g}" if scaled else translate("TrainingStatus", "÷1 (no scaling)")


def snapshot(trainer: Trainer, last: StepRecord | None, head: int = 0) -> Snapshot:
    """The run now: its probe pattern and weights of ``head``, and ``last``'s numbers."""
    head = min(max(head, 0), trainer.config.heads - 1)
    weights = trainer.probe().weights[0, head].double().numpy()          # (n, n)
    w_q = trainer.parameters["W_Q"][head].detach().double().numpy()      # (d, k)
    w_k = trainer.parameters["W_K"][head].detach().double().numpy()      # (d, k)
    return Snapshot(step=trainer.steps_done, label=run_label(trainer.config.scaled,
                                                              trainer.config.divisor),
                    tokens=trainer.task.probe, pattern=weights,
                    w_q=w_q, w_k=w_k, status=status_line(trainer, last))


def _unbroken(text: str) -> str:
    """A name and its number kept on one line: no-break spaces, no break after a slash, and
    none between two characters where one is Chinese (a line may break between any two
    ideographs: "饱和行" was cut after "饱和" under X)."""
    text = text.replace(" ", NO_BREAK_SPACE).replace("/", "/" + WORD_JOINER)
    return "".join(c + WORD_JOINER if _ideographic(c) or _ideographic(n) else c
                   for c, n in zip(text, text[1:], strict=False)) + text[-1:]


def _ideographic(char: str) -> bool:
    """CJK ideographs, their punctuation and full-width forms: where lines may break."""
    return "\u3000" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef"


def status_line(trainer: Trainer, last: StepRecord | None) -> str:
    """'÷√d_k = 8: step 486 of 2000 · loss 0.412 · …' in the window's language; a line
    breaks only between its items (a label and its number stay together)."""
    config = trainer.config
    label = _unbroken(run_label(config.scaled, config.divisor))
    if last is None:
        text = translate("TrainingStatus", "step 0 of {steps}, not trained yet").format(
            steps=whole_number(config.steps))     # breaks after its comma (German is longer)
        return f"{label}: " + ", ".join(_unbroken(part) for part in text.split(", "))
    items = [translate("TrainingStatus", "step {done} of {steps}").format(
                 done=whole_number(trainer.steps_done), steps=whole_number(config.steps)),
             translate("TrainingStatus", "loss {loss}").format(loss=f"{last.loss:.3f}"),
             translate("TrainingStatus", "accuracy {share}").format(share=f"{last.accuracy:.0%}"),
             translate("TrainingStatus", "saturated rows {share}").format(
                 share=f"{last.saturated:.0%}"),
             f"‖∂a/∂s‖ {last.softmax_grad:.3f}", f"‖∇W^Q‖ {last.grad_norm_q:.3f}"]
    line = f"{label}: " + " · ".join(_unbroken(item) for item in items)
    if trainer.diverged:
        return f"{line} — {trainer.diverged}"
    if trainer.finished:
        return f"{line} — " + translate("TrainingStatus", "finished")
    return line
