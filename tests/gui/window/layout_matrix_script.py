"""The steps of the layout matrix: one app per screen size steps through token counts, stages
and states with $QKV_LAB_TEST_SCRIPT and prints a layout report for each (a test helper)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from core.attention.stages import STAGES
from tests import forked_app

ROOT = Path(__file__).resolve().parents[3]
WORDS = ("when the little robot finally reached the quiet harbour at night it sat down and "
         "watched old fishing boats drift slowly past the lighthouse under bright stars").split()
COUNTS = (5, 10, 13, 16, 24)
STATES = ("plain", "pinned", "heads", "code", "presentation")


def steps_for(n: int) -> list[dict]:
    """Every stage in every state for an n-token sentence, a tagged report after each."""
    steps: list[dict] = [{"op": "tokens", "tokens": WORDS[:n]}, {"op": "causal", "on": True}]

    def report(state: str, stage: str) -> None:
        steps.append({"op": "stage", "name": stage})
        steps.append({"op": "layout_report", "tag": [n, state, stage]})

    for stage in STAGES:
        report("plain", stage)
    steps.append({"op": "pin", "stage": "scores", "row": 1, "col": 0})
    for stage in STAGES:
        report("pinned", stage)
    steps.append({"op": "clear"})
    for dock in ("heads", "code"):
        steps.append({"op": "show", "dock": dock})
        for stage in ("x", "scores", "masked", "weights", "output"):
            report(dock, stage)
        steps.append({"op": "hide", "dock": dock})
    steps.append({"op": "presentation", "on": True})
    for stage in STAGES:
        report("presentation", stage)
    steps.append({"op": "pin", "stage": "weights", "row": 1, "col": 0})
    report("presentation pinned", "weights")
    steps.append({"op": "presentation", "on": False})
    steps.append({"op": "clear"})
    steps.append({"op": "layout_report", "tag": [n, "after presentation", "weights"]})
    return steps


def screen_config(tmp: Path, size: tuple[int, int]) -> str:
    """The offscreen platform with one screen of ``size`` (Qt's offscreen config file)."""
    path = tmp / f"screen_{size[0]}x{size[1]}.json"
    path.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": size[0],
                                             "height": size[1], "logicalDpi": 96,
                                             "logicalBaseDpi": 96, "dpr": 1}]}))
    return f"offscreen:configfile={path}"


def start_matrix(tmp: Path, size: tuple[int, int], counts=COUNTS, *, example: str | None = None,
                 extra: list[dict] | None = None) -> forked_app.ForkedApp:
    """Open the app at ``size`` on a screen that size and start the steps (one JSON report a
    line on its stdout); ``collect`` reads them. Forked from a process that has imported Qt
    and torch once (tests/forked_app.py)."""
    steps = [s for n in counts for s in steps_for(n)] + (extra or [])
    steps += [{"op": "save_as", "path": str(tmp / f"last_{size[0]}.json")},  # no question
              {"op": "quit"}]
    script = tmp / f"steps_{size[0]}x{size[1]}.json"
    script.write_text(json.dumps(steps))
    env = {**os.environ, "QKV_LAB_TEST_SCRIPT": str(script), "PYTHONPATH": str(ROOT),
           "QT_QPA_PLATFORM": screen_config(tmp, size), "OMP_NUM_THREADS": "1",
           "XDG_CONFIG_HOME": str(tmp / f"config_{size[0]}")}
    command = ["main.py", "open", "--size", f"{size[0]}x{size[1]}", "--no-restore"]
    command += ["--example", example] if example else ["--text", " ".join(WORDS[:5])]
    return forked_app.start(command, env, ROOT)


def collect(process: forked_app.ForkedApp, timeout: int = 300) -> list[dict]:
    """The tagged layout reports a started app printed (its run must have ended well)."""
    out, err = process.communicate(timeout=timeout)
    reports = [json.loads(line) for line in out.splitlines()
               if line.startswith("{") and '"tag"' in line]
    assert process.returncode == 0 and reports, err[-3000:]
    return reports


def run_matrix(tmp: Path, size: tuple[int, int], counts=COUNTS, **options) -> list[dict]:
    return collect(start_matrix(tmp, size, counts, **options))
