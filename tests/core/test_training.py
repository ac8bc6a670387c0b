"""core.training: gradients against finite differences, repeatability, learning, saturation,
divergence, bounded curves, and the trained session run by the engine."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from core.files.session_io import session_from_json, session_to_json
from core.training.attention_model import forward, loss_and_accuracy
from core.training.config import TrainingConfig, TrainingError
from core.training.curves import DecimatedCurves
from core.training.session_out import trained_session
from core.training.tasks import TASKS, first_copies, targets_for
from core.training.trainer import Trainer, one_thread


def test_loss_gradient_matches_finite_differences():
    trainer = Trainer(TrainingConfig(d_k=2, d_model=4, heads=2, batch=3, seed=5),
                      dtype=torch.float64)
    tokens, targets = trainer.task.batch(torch.Generator().manual_seed(9), 3)
    params = trainer.parameters

    def loss_now() -> torch.Tensor:
        logits = forward(params, tokens, divisor=trainer.config.divisor).logits
        return loss_and_accuracy(logits, targets)[0]

    loss_now().backward()
    eps = 1e-6
    with one_thread():
        check_each_entry(params, loss_now, eps)


def check_each_entry(params, loss_now, eps: float, per_parameter: int = 12) -> None:
    """Central differences at up to ``per_parameter`` seeded entries of every parameter."""
    chosen = torch.Generator().manual_seed(0)
    for name, p in params.items():
        numeric = torch.full_like(p, float("nan"))
        with torch.no_grad():
            flat, grad = p.view(-1), numeric.view(-1)
            for i in torch.randperm(flat.numel(), generator=chosen)[:per_parameter].tolist():
                old = float(flat[i])
                flat[i] = old + eps
                up = float(loss_now())
                flat[i] = old - eps
                down = float(loss_now())
                flat[i] = old
                grad[i] = (up - down) / (2 * eps)
        checked = ~torch.isnan(numeric)
        assert int(checked.sum()) == min(per_parameter, p.numel())
        assert torch.allclose(p.grad[checked], numeric[checked], atol=1e-7, rtol=1e-5), name


def test_a_seeded_run_is_repeatable_bit_for_bit():
    config = TrainingConfig(steps=25, seed=3, heads=2, optimizer="sgd")
    first, second = Trainer(config), Trainer(config)
    first.run(), second.run()
    assert first.records == second.records
    for name in first.parameters:
        assert torch.equal(first.parameters[name], second.parameters[name])
    other = Trainer(TrainingConfig(steps=25, seed=4, heads=2, optimizer="sgd"))
    other.run()
    assert other.records[-1].loss != first.records[-1].loss


def test_previous_token_learns_with_the_defaults_and_the_engine_agrees():
    trainer = Trainer(TrainingConfig())  # the defaults: previous-token, 300 steps, Adam
    trainer.run()
    assert trainer.diverged is None and trainer.steps_done == 300
    assert trainer.evaluate()[1] >= 0.9
    session = session_from_json(session_to_json(trained_session(trainer)))
    weights = session.run(dtype=torch.float64)["weights"].numpy()          # (n, n)
    n = session.n_tokens
    assert list(weights.argmax(-1)[1:]) == list(range(n - 1))              # the previous key
    model = trainer.probe().weights[0, 0].double().numpy()                 # (n, n)
    np.testing.assert_allclose(weights, model, atol=1e-5)


@pytest.mark.parametrize("scaled, tau", [(False, None), (True, 2.5)])
def test_a_saved_session_runs_to_the_model_weights(scaled, tau):
    trainer = Trainer(TrainingConfig(task="same-word", steps=20, heads=3, d_k=4,
                                     scaled=scaled, temperature=tau))
    trainer.run()
    session = trained_session(trainer)
    assert session.divisor == pytest.approx(trainer.config.divisor)
    engine = session.run(dtype=torch.float64)["weights"].numpy()           # (h, n, n)
    np.testing.assert_allclose(engine, trainer.probe().weights[0].double().numpy(), atol=1e-5)


def test_unscaled_at_large_d_k_starts_saturated_with_a_smaller_softmax_gradient():
    starts = {}
    for scaled in (True, False):
        trainer = Trainer(TrainingConfig(d_k=256, steps=1, scaled=scaled))
        # ‖∂a/∂s‖ against the closed form diag(p) − p pᵀ on the same batch (rows seeing ≥ 2 keys)
        tokens, _ = trainer.task.batch(torch.Generator().manual_seed(1), trainer.config.batch)
        with torch.no_grad():
            p = trainer.forward(tokens).weights[:, :, 1:].reshape(-1, 8).double()  # (R, n)
        trainer.run()
        starts[scaled] = trainer.records[0]
    unscaled, scaled = starts[False], starts[True]
    assert unscaled.saturated > scaled.saturated + 0.3
    assert unscaled.softmax_grad < 0.5 * scaled.softmax_grad
    print(f"‖∇W^Q‖ at step 0: scaled {scaled.grad_norm_q:.4f}, unscaled {unscaled.grad_norm_q:.4f}")
    jacobian = torch.diag_embed(p) - p.unsqueeze(2) * p.unsqueeze(1)       # (R, n, n)
    assert float(torch.linalg.matrix_norm(jacobian).mean()) == pytest.approx(
        unscaled.softmax_grad, rel=1e-6)


def test_divergence_stops_and_keeps_finite_weights():
    trainer = Trainer(TrainingConfig(d_k=256, optimizer="sgd", lr=1e4, steps=200))
    trainer.run()
    assert trainer.diverged is not None and "stopped" in trainer.diverged
    assert trainer.steps_done < 200
    assert all(torch.isfinite(p).all() for p in trainer.parameters.values())
    assert trainer.step() is None                       # a stopped run stays stopped
    assert math.isfinite(trainer.records[-1].loss)
    # the weights kept are those of the last step whose loss was finite: a replay of that
    # many steps gives them, and their loss on that step's sentences is the recorded one
    replay = Trainer(TrainingConfig(d_k=256, optimizer="sgd", lr=1e4, steps=200))
    replay.run(trainer.steps_done)
    for name, p in trainer.parameters.items():
        assert torch.equal(p, replay.parameters[name]), name
    assert math.isfinite(trainer.evaluate()[0])


def test_task_targets_against_loops():
    tokens = torch.tensor([[3, 1, 3, 2, 1, 1, 0, 3]])
    assert targets_for("previous-token", tokens).tolist() == [[-1, 3, 1, 3, 2, 1, 1, 0]]
    assert targets_for("first-token", tokens).tolist() == [[-1, 3, 3, 3, 3, 3, 3, 3]]
    assert first_copies(tokens).tolist() == [[0, 1, 0, 3, 1, 1, 6, 0]]
    phrase = torch.tensor([[5, 2, 9, 4, 5, 2, 9, 4]])
    assert targets_for("copy", phrase).tolist() == [[-1, -1, -1, 5, 2, 9, 4, -1]]
    copy = TASKS["copy"]
    drawn, targets = copy.batch(torch.Generator().manual_seed(0), 16)
    assert torch.equal(drawn[:, :4], drawn[:, 4:])                     # said twice
    keys = copy.expected_key(drawn[0])
    scored = targets[0] >= 0
    assert torch.equal(drawn[0][keys[scored]], targets[0][scored])     # the key holds the answer
    for name, task in TASKS.items():   # every task: the expected key's word or position answers
        tokens, targets = task.batch(torch.Generator().manual_seed(1), 4)
        for row, target in zip(tokens, targets, strict=True):
            keys, scored = task.expected_key(row), target >= 0
            answer = keys[scored] if task.predicts == "position" else row[keys[scored]]
            assert torch.equal(answer, target[scored]), name
    for task in TASKS.values():
        assert task.sentence.endswith(")."), task.name
        assert len(task.probe) == task.length


@pytest.mark.parametrize("change, word", [
    ({"task": "sort"}, "unknown task"), ({"lr": 0.0}, "learning rate"),
    ({"lr": float("inf")}, "learning rate"), ({"steps": 10**6}, "steps"),
    ({"d_k": 512}, "d_k"), ({"heads": 9}, "heads"), ({"d_k": 256, "heads": 8}, "budget"),
    ({"optimizer": "rmsprop"}, "optimizer"), ({"temperature": 0.0}, "τ")])
def test_bad_settings_are_refused_by_name(change, word):
    with pytest.raises(TrainingError, match=word):
        Trainer(TrainingConfig(**change))


def test_curves_stay_bounded_and_cover_the_whole_run():
    curves = DecimatedCurves(("loss",), capacity=64)
    for step in range(100_000):
        curves.add(step, loss=float(step))
    steps = curves.steps()
    assert len(steps) <= 65 and steps[0] == 0 and steps[-1] == 99_999
    assert len(set(np.diff(steps[:-1]))) == 1                              # evenly spaced
    np.testing.assert_array_equal(curves.column("loss"), steps.astype(float))
    assert curves.as_csv().splitlines()[0] == "step,loss"
