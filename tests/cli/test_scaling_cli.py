"""`python main.py scaling`: a table, the saturation rows as JSON and CSV; exit 2 on bad options."""

from __future__ import annotations

import csv
import json
import math
import subprocess
from pathlib import Path

import pytest

from core.scaling.saturation import scaling_table
from tests.cli.in_process import run_main

ROOT = Path(__file__).resolve().parents[2]
FIELDS = ["d_k", "score_std_unscaled", "score_std_scaled", "max_weight_unscaled",
          "max_weight_scaled", "entropy_unscaled", "entropy_scaled", "grad_norm_unscaled",
          "grad_norm_scaled"]


def run_scaling(*arguments: str) -> subprocess.CompletedProcess:
    return run_main("scaling", *arguments)


def test_table_then_json_rows_equal_core_and_the_csv(tmp_path):
    target = tmp_path / "scaling.csv"
    result = run_scaling("--d-k", "256,1,16", "--tokens", "8", "--samples", "300",
                         "--seed", "3", "--csv", str(target))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    rows = json.loads(lines[-1])["rows"]
    assert [list(row) for row in rows] == [FIELDS] * 3
    expected = [row.as_dict() for row in scaling_table([1, 16, 256], tokens=8, samples=300,
                                                       seed=3)]
    assert rows == expected
    table = [line.split() for line in lines[:-1] if line.split() and line.split()[0].isdigit()]
    assert [int(line[0]) for line in table] == [1, 16, 256]
    assert float(table[2][1]) == pytest.approx(rows[2]["score_std_unscaled"], abs=5e-4)
    assert float(table[2][-1]) == pytest.approx(
        rows[2]["grad_norm_unscaled"] / rows[2]["grad_norm_scaled"], abs=5e-4)
    with target.open(newline="") as handle:
        written = list(csv.DictReader(handle))
    assert [list(row) for row in written] == [FIELDS] * 3
    for from_csv, from_json in zip(written, rows, strict=True):
        assert all(math.isclose(float(from_csv[f]), from_json[f], rel_tol=1e-15) for f in FIELDS)


@pytest.mark.parametrize("arguments, option", [
    (["--d-k", "1,x"], "--d-k"), (["--tokens", "1"], "--tokens"),
    (["--samples", "lots"], "--samples"), (["--csv", "/nonexistent-folder/rows.csv"], "--csv")])
def test_bad_option_gives_one_line_naming_it_and_exit_2(arguments, option):
    result = run_scaling("--d-k", "4", "--samples", "20", *arguments)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith(f"qkv-lab scaling: error: {option}")
