"""A trained model as an ordinary session on the task's probe sentence.

The session holds what the engine runs: the probe's embedding rows E[probe], W^Q, W^K, W^V
per head, W^O, positions on, the causal mask, and the run's scaling (÷√d_k, ÷τ or ÷1). The
read-out W^U is the model's, not attention's: the description says what it was trained for.
"""

from __future__ import annotations

import numpy as np

from core.session.value import Session
from core.training.trainer import Trainer


def trained_session(trainer: Trainer) -> Session:
    """The trainer's current weights as a Session (float64 copies) on the probe sentence."""
    config, task = trainer.config, trainer.task
    p = {name: value.detach().double().numpy().copy() for name, value in trainer.parameters.items()}
    probe = task.probe_ids().numpy()
    scaling = ("scores ÷ 1 (scaling off)" if not config.scaled else
               f"scores ÷ √d_k = {config.divisor:.3g}" if config.temperature is None else
               f"scores ÷ τ = {config.divisor:.3g}")
    description = (
        f"Trained by QKV Lab for {trainer.steps_done} steps on the {task.name} task "
        f"(seed {config.seed}, {config.optimizer} at learning rate {config.learning_rate:g}, "
        f"{scaling}). {task.sentence} The read-out to the {len(task.classes)} classes is not "
        f"part of the session.")
    return Session(
        tokens=tuple(task.probe), embeddings=np.ascontiguousarray(p["E"][probe]),  # (n, d)
        w_q=p["W_Q"], w_k=p["W_K"], w_v=p["W_V"],                                   # (h, d, k)
        w_o=p["W_O"],                                                               # (h·k, d)
        causal=True, positional=True, scaled=config.scaled, temperature=(
            config.temperature if config.scaled else None),
        seed=config.seed, title=f"trained: {task.name}, step {trainer.steps_done}",
        description=description)
