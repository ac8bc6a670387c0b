"""`python main.py train`: a table as it goes, one JSON line last, CSV and a saved session;
one line and exit 2 for every bad option."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

import main
from core.files.session_io import load_session
from core.training.config import TrainingConfig
from core.training.trainer import Trainer
from tests.cli.in_process import run_main

ROOT = Path(__file__).resolve().parents[2]


def test_compare_scaling_prints_both_runs_and_saves_the_scaled_one(tmp_path):
    saved, table = tmp_path / "trained.json", tmp_path / "runs.csv"
    result = run_main("train", "--task", "first-token", "--steps", "20", "--seed", "2",
                      "--d-k", "64", "--compare-scaling", "--save", str(saved),
                      "--csv", str(table))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    report = json.loads(lines[-1])
    assert report["task"] == "first-token" and report["steps"] == 20
    for name, scaled in (("scaled", True), ("unscaled", False)):
        expected = Trainer(TrainingConfig(task="first-token", steps=20, seed=2, d_k=64,
                                          scaled=scaled))
        expected.run()
        run = report[name]
        assert run["loss"] == [r.loss for r in expected.records]
        assert run["accuracy"] == [r.accuracy for r in expected.records]
        assert run["saturated"] == [r.saturated for r in expected.records]
        assert run["grad_norm"] == [r.grad_norm for r in expected.records]
    assert report["unscaled"]["saturated"][0] > report["scaled"]["saturated"][0]
    assert sum(1 for line in lines if line.split() and line.split()[0].isdigit()) >= 10
    rows = list(csv.DictReader(table.open()))
    assert len(rows) == 40 and {row["run"] for row in rows} == {"scaled", "unscaled"}
    assert float(rows[0]["loss"]) == report["scaled"]["loss"][0]
    session = load_session(saved)
    assert session.scaled and session.causal and session.positional
    assert session.tokens == ("a", "dog", "ran", "to", "the", "big", "red", "sun")


@pytest.mark.parametrize("arguments, named", [
    (["--task", "sort"], "--task: unknown task 'sort'; tasks are previous-token"),
    (["--lr", "0"], "--lr must be a positive"), (["--lr", "inf"], "--lr must be a positive"),
    (["--lr", "nan"], "--lr must be a positive"), (["--steps", "20001"], "--steps must be"),
    (["--steps", "0"], "--steps must be"), (["--d-k", "257"], "--d-k: d_k must be"),
    (["--heads", "9"], "--heads: heads must be"),
    (["--d-k", "256", "--heads", "8"], "compute budget"), (["--optimizer", "lbfgs"], "sgd, adam"),
    (["--seed", "x"], "--seed: 'x' is not a whole number")])
def test_bad_options_get_one_line_and_exit_2(arguments, named, capsys, tmp_path):
    saved = tmp_path / "never.json"
    assert main.main(["train", *arguments, "--save", str(saved)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and named in captured.err
    assert not saved.exists()


def test_an_unwritable_csv_is_one_line_and_exit_2(tmp_path, capsys):
    folder = tmp_path / "no-such-folder" / "runs.csv"
    assert main.main(["train", "--steps", "3", "--csv", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("qkv-lab train: error: --csv")
    assert not folder.parent.exists()


def test_tau_divides_the_scores_and_no_scaling_divides_by_one(capsys):
    for arguments, divisor in ((["--tau", "2.5"], 2.5), (["--no-scaling"], 1.0), ([], 8 ** 0.5)):
        assert main.main(["train", "--steps", "2", *arguments]) == 0
        report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert report["divisor"] == pytest.approx(divisor) and len(report["loss"]) == 2
