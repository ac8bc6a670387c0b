"""A test-only hook: $QKV_LAB_TEST_SCRIPT names a JSON list of steps run after the window opens.

Steps (applied in order, through the same controller and File-menu code a user drives):

    {"op": "cell", "matrix": "W_Q", "head": 0, "row": 1, "col": 2, "value": 0.5}
    {"op": "tokens", "tokens": ["a", "b"]}
    {"op": "type_sentence", "text": "a b"}   typed into the Tokens dock's field, then Enter
    {"op": "save_as", "path": "/tmp/out.json"}
    {"op": "steady", "count": 16, "interval_ms": 500}   W_Q[0][0, 0] = 1, 2, ... count, one
                          edit per interval (the steps after it wait); prints
                          {"qkv_lab_edit": k} after each
    {"op": "report"}      prints one JSON line: {"qkv_lab_report": {title, modified, path}}
    {"op": "stage", "name": "masked"}                  go to a stage (as a tile click)
    {"op": "pin", "stage": "scores", "row": 2, "col": 1}   go there and click that cell of the
                          large view (a real mouse click on its centre)
    {"op": "banner_more"} click "more…" on the lesson banner
    {"op": "show", "dock": "heads" | "code" | "vectors" | "mask" | "explanation"}
                          the View menu, or Show M
    {"op": "presentation", "on": true}                 View › Presentation on or off
    {"op": "causal", "on": true}                       the toolbar's Causal mask button
    {"op": "hide", "dock": ...}, {"op": "clear"}       hide a dock; clear the pinned cell
    {"op": "screenshot", "path": "/tmp/shot.png"}      the window as painted, to a PNG
    {"op": "layout_report"}   once laid out and painted, prints the layout report as one JSON
                          line (gui.automation.layout_report), with "screen"
    {"op": "tour", "name": "the-lesson", "step": 4}    open a tour at a step (1-based)
    {"op": "tour_answer", "with": "right" | "wrong" | "reveal"}   answer the waiting question
    {"op": "tour_next"}   the tour panel's Continue ▶
    {"op": "scaling_lab"}, {"op": "training"}, {"op": "companion_report", "window": ...}, ...
                          the labs' windows (gui.automation.scripted_companions says how)
    {"op": "tour_step"}, {"op": "tour_report"}         a tour walked, its dock measured
                          (gui.automation.scripted_tour)
    {"op": "surfaces", "language": "de", "names": [...]}   open and check every surface
                          (gui.automation.scripted_surfaces)
    {"op": "await_screen", "width": 1280, "height": 800, "ready": PATH}   wait while a test
                          resizes the screen, then say where every window lies
                          (gui.automation.scripted_screen)
    {"op": "quit"}        File › Quit

Used by tests/gui/document/test_crash_recovery.py to edit a real app in a subprocess and kill it.
A missing or broken script is reported on stderr and ignored.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from gui.automation.scripted_companions import COMPANION_OPS
from gui.automation.scripted_layout import LAYOUT_OPS
from gui.automation.scripted_screen import SCREEN_OPS
from gui.automation.scripted_surfaces import SURFACE_OPS
from gui.automation.scripted_tour import TOUR_OPS

SCRIPT_VARIABLE = "QKV_LAB_TEST_SCRIPT"


def schedule_test_script(window) -> bool:
    """Run $QKV_LAB_TEST_SCRIPT's steps once the event loop starts; False when none is set."""
    name = os.environ.get(SCRIPT_VARIABLE)
    if not name:
        return False
    try:
        steps = json.loads(Path(name).read_text(encoding="utf-8"))
        if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
            raise ValueError("the script must be a JSON list of objects")
    except (OSError, ValueError) as error:
        print(f"qkv-lab: ignoring {SCRIPT_VARIABLE}: {error}", file=sys.stderr)
        return False
    QTimer.singleShot(0, lambda: run_steps(window, steps))
    return True


def run_steps(window, steps: list[dict]) -> None:
    controller, files = window.controller, window.features.named("SessionFiles")
    for index, step in enumerate(steps):
        op = step.get("op")
        if op == "steady":
            _steady_edits(window, int(step.get("count", 10)), int(step.get("interval_ms", 500)),
                          steps[index + 1:])
            return
        if op == "cell":
            controller.edit(f"script: {step['matrix']}", lambda s, st=step: s.with_cell(
                st["matrix"], int(st.get("head", 0)), int(st["row"]), int(st["col"]),
                float(st["value"])))
        elif op == "tokens":
            controller.edit("script: tokens", lambda s, st=step: s.with_tokens(st["tokens"]))
        elif op == "save_as":
            files.save_to(Path(step["path"]))
        elif op == "report":
            report = {"title": window.windowTitle(), "modified": window.isWindowModified(),
                      "path": None if files.path is None else str(files.path)}
            print(json.dumps({"qkv_lab_report": report}), flush=True)
        elif op in LAYOUT_OPS:
            LAYOUT_OPS[op](window, step)
        elif op in COMPANION_OPS:
            COMPANION_OPS[op](window, step)
        elif op in TOUR_OPS:
            TOUR_OPS[op](window, step)
        elif op in SURFACE_OPS:
            SURFACE_OPS[op](window, step)
        elif op in SCREEN_OPS:
            SCREEN_OPS[op](window, step)
        elif op == "quit":
            files.request_close()
        else:
            print(f"qkv-lab: unknown script step {step!r}", file=sys.stderr)


def _steady_edits(window, count: int, interval_ms: int, then: list[dict], done: int = 0) -> None:
    """One W_Q edit now, the next after ``interval_ms``; ``then`` runs after the last."""
    if done >= count:
        run_steps(window, then)
        return
    value = float(done + 1)
    window.controller.edit("script: steady", lambda s: s.with_cell("W_Q", 0, 0, 0, value))
    print(json.dumps({"qkv_lab_edit": done + 1}), flush=True)
    QTimer.singleShot(interval_ms, lambda: _steady_edits(window, count, interval_ms, then,
                                                         done + 1))
