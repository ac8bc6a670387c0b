"""`python main.py heads`: the ranking table in a terminal, and exit 2 for a missing word."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.cli.in_process import run_main

ROOT = Path(__file__).resolve().parents[2]


def run_heads(*arguments: str) -> subprocess.CompletedProcess:
    return run_main("heads", *arguments)


def table_rows(output: str) -> list[list[str]]:
    return [line.split() for line in output.splitlines() if line[:4].strip().isdigit()]


def test_top_five_heads_sorted_by_difference():
    result = run_heads("the mole on his face", "a mole of carbon dioxide", "--token", "mole",
                       "--top", "5")
    assert result.returncode == 0, result.stderr
    assert "MiniLM's 72 heads" in result.stdout and "(showing 5, " in result.stdout
    assert "total variation distance" in result.stdout
    rows = table_rows(result.stdout)
    assert [row[0] for row in rows] == ["1", "2", "3", "4", "5"]
    differences = [float(row[3]) for row in rows]
    assert differences == sorted(differences, reverse=True)
    assert all(1 <= int(row[1]) <= 6 and 1 <= int(row[2]) <= 12 for row in rows)  # from 1
    assert len({(row[1], row[2]) for row in rows}) == 5


def test_absent_token_exits_2_with_a_clear_message():
    result = run_heads("the mole on his face", "a mole of carbon dioxide", "--token", "badger")
    assert result.returncode == 2
    assert "the word 'badger'" in result.stderr and "is not in sentence A" in result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr

