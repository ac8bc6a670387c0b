"""`python main.py train`: a training run (or two, ÷√d_k against ÷1) as a table, JSON and CSV.

    python main.py train --task previous-token --steps 300 --seed 0 [--d-k 8] [--heads 1]
        [--optimizer sgd|adam] [--lr LR] [--tau TAU] [--no-scaling | --compare-scaling]
        [--save SESSION.json] [--csv FILE]

Options arrive as text and are checked here: a bad one gets one line naming it and exit 2.
The table prints as the run goes (about ten lines); the last line is one JSON object.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import sys

from core.cli.scaling_report import OptionError, parse_whole
from core.files.atomic import write_text_atomic
from core.training.config import MAX_STEPS, TrainingConfig, TrainingError
from core.training.measures import StepRecord
from core.training.trainer import Trainer, history

PROGRAM = "qkv-lab train"
TABLE_LINES = 10
MAX_RECORDS = 200   # recorded steps per run in the JSON (evenly spaced, the last one included)
THREADS = 1         # the model is tiny: one thread is fastest here, and leaves a core free


def train_command(args: argparse.Namespace) -> int:
    try:
        config = parse_config(args)
    except (OptionError, TrainingError) as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 2
    import torch

    torch.set_num_threads(THREADS)
    runs = ({"scaled": config.with_scaling(True), "unscaled": config.with_scaling(False)}
            if args.compare_scaling else {"run": config})
    trainers = {name: Trainer(run) for name, run in runs.items()}
    print(header(config, list(trainers)), flush=True)
    shown = max(1, config.steps // TABLE_LINES)
    for step in range(config.steps):
        records = {name: trainer.step() for name, trainer in trainers.items()}
        if step % shown == 0 or step == config.steps - 1:
            print(table_line(step, records), flush=True)
        if all(trainer.finished for trainer in trainers.values()):
            break
    for name, trainer in trainers.items():
        loss, accuracy = trainer.evaluate()
        label = "" if name == "run" else f"{name}: "
        print(f"{label}after {trainer.steps_done} steps, held-out loss {loss:.4f}, accuracy "
              f"{accuracy:.1%}" + (f" — {trainer.diverged}" if trainer.diverged else ""))
    if not write_outputs(args, trainers):
        return 2
    print(json.dumps(summary(config, trainers)))
    return 0


def parse_config(args: argparse.Namespace) -> TrainingConfig:
    steps = parse_whole(args.steps, "--steps", 1, MAX_STEPS)
    lr = None if args.lr is None else parse_float(args.lr, "--lr")
    tau = None if args.tau is None else parse_float(args.tau, "--tau")
    config = TrainingConfig(
        task=args.task.strip(), steps=steps, seed=parse_whole(args.seed, "--seed", 0, 2**63 - 1),
        d_k=parse_whole(args.d_k, "--d-k", 1, 10**9), heads=parse_whole(args.heads, "--heads", 1,
                                                                         10**9),
        optimizer=args.optimizer.strip().lower(), lr=lr, scaled=not args.no_scaling,
        temperature=tau, every=max(1, math.ceil(steps / MAX_RECORDS)))
    try:
        return config.checked()
    except TrainingError as error:
        option = {"learning rate": "--lr", "d_k × heads": "--d-k/--heads", "d_k": "--d-k",
                  "heads": "--heads", "unknown task": "--task",
                  "optimizer": "--optimizer", "divisor τ": "--tau"}
        named = next((o for start, o in option.items() if str(error).startswith(start)), None)
        raise TrainingError(f"{named}: {error}" if named else str(error)) from None


def parse_float(text: str, option: str) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise OptionError(f"{option}: {text.strip()[:20]!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise OptionError(f"{option} must be a positive finite number, got {text.strip()[:20]}")
    return value


def header(config: TrainingConfig, names: list[str]) -> str:
    from core.training.tasks import task_named

    task = task_named(config.task)
    scaled = config.with_scaling(True).divisor
    runs = (f"÷{scaled:.3g} (scaled, left) and ÷1 (unscaled, right)" if len(names) > 1
            else f"÷{config.divisor:.3g}")
    columns = "  ".join(f"{'loss':>8} {'acc':>6} {'sat':>5} {'‖∂a/∂s‖':>8} {'‖∇W^Q‖':>8}"
                        for _ in names)
    return (f"{task.name}: {task.sentence}\n{config.steps} steps, seed {config.seed}, d_k "
            f"{config.d_k}, {config.heads} head(s), {config.optimizer} lr "
            f"{config.learning_rate:g}, batch {config.batch}, scores {runs}\n"
            f"{'step':>6}  {columns}")


def table_line(step: int, records: dict[str, StepRecord | None]) -> str:
    cells = []
    for record in records.values():
        if record is None:
            cells.append(f"{'—':>8} {'':>6} {'':>5} {'':>8} {'':>8}")
        else:
            cells.append(f"{record.loss:8.4f} {record.accuracy:6.1%} {record.saturated:5.2f} "
                         f"{record.softmax_grad:8.4f} {record.grad_norm_q:8.4f}")
    return f"{step:>6}  " + "  ".join(cells)


def run_summary(trainer: Trainer) -> dict:
    loss, accuracy = trainer.evaluate()
    return {**history(trainer.records), "steps_done": trainer.steps_done,
            "divisor": trainer.config.divisor, "held_out_loss": loss,
            "held_out_accuracy": accuracy, "diverged": trainer.diverged}


def summary(config: TrainingConfig, trainers: dict[str, Trainer]) -> dict:
    head = {"task": config.task, "steps": config.steps, "seed": config.seed, "d_k": config.d_k,
            "heads": config.heads, "optimizer": config.optimizer, "lr": config.learning_rate}
    if "run" in trainers:
        return {**head, **run_summary(trainers["run"])}
    return {**head, **{name: run_summary(trainer) for name, trainer in trainers.items()}}


def records_csv(trainers: dict[str, Trainer]) -> str:
    buffer = io.StringIO()
    names = ("step", "loss", "accuracy", "grad_norm", "grad_norm_q", "grad_norm_k",
             "softmax_grad", "saturated")
    buffer.write(",".join(("run", *names)) + "\n")
    for name, trainer in trainers.items():
        for record in trainer.records:
            buffer.write(",".join([name, *(repr(getattr(record, n)) for n in names)]) + "\n")
    return buffer.getvalue()


def write_outputs(args: argparse.Namespace, trainers: dict[str, Trainer]) -> bool:
    """--csv and --save (the first run's model); False after printing one line on failure."""
    from core.files.session_io import save_session
    from core.training.session_out import trained_session

    for option, path, write in (
            ("--csv", args.csv, lambda p: write_text_atomic(p, records_csv(trainers))),
            ("--save", args.save,
             lambda p: save_session(trained_session(next(iter(trainers.values()))), p))):
        if path is None:
            continue
        try:
            written = write(path)
        except OSError as error:
            print(f"{PROGRAM}: error: {option} {path}: {error.strerror or error}",
                  file=sys.stderr)
            return False
        print(f"wrote {written}")
    return True
