"""The window's promise, swept in real X windows (issue 32): Xvfb screens of 1024×768, 1280×800,
1366×768 and 1920×1080, the app (QT_QPA_PLATFORM=xcb) at its DEFAULT geometry on each (no
--size), the causal mask on, stepped by $QKV_LAB_TEST_SCRIPT through 5/10/12/15/18/24 tokens ×
every kind of stage (SWEPT_STAGES) × nothing pinned / a cell pinned here / a cell pinned at x
then stepped here / the Heads dock shown (on 1024×768 also a cell pinned, then the Code dock
shown), plus presentation on and back with a pinned cell and
two hand resizes. One app per screen, the four side by side, and German and Chinese at
1280×800 (15 tokens). At every state, read back from what the window drew (the layout report):

- the window's frame lies inside its screen's available room;
- every token labels its row and (n×n) its column, or the axis counts the ones it hides;
- pinning or showing a panel never costs numbers the view draws without it (the same sentence,
  stage and window with nothing pinned and no dock shown: drawn at >= 9 pt there, drawn here);
- the view draws its numbers whenever the left column could give what they lack, down to its
  widgets' minimum or its least preferred width (LEFT_DOCK_PX), whichever is less;
- no text is cut or drawn over another (gui.window.clipped_text), unless cut with "…" and said
  whole in its tooltip and accessible name;
- every tile has a name (no "…", no bare number) drawn within its caption, and the tiles never
  scroll;
- leaving presentation gives back the docks of before, to the pixel.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from core.attention.stages import SQUARE_STAGES
from gui.window.dock_layout import LEFT_DOCK_PX
from tests import forked_app
from tests.gui.real_x import start_xvfb

ROOT = Path(__file__).resolve().parents[3]
SCREENS = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)]
COUNTS = (5, 10, 12, 15, 18, 24)
# held-out sentences: in no other test and no lesson
WORDS = ("every winter my uncle carried warm bread across the frozen village square while "
         "children chased their long blue shadows toward the old stone bridge").split()
# every stage of its own shape and kind: k and v are q's shape, scaled is scores' kind, output
# x's shape (n × d_model), concat z itself with one head
SWEPT_STAGES = ("x", "q", "scores", "masked", "weights", "z")
PINNED_HERE = ("scores", "weights")
STEPPED_TO = ("scores", "weights")
NUMBERS_PT = 9.0
# presentation draws large; M unfolded by the learner (Lesson › Mask, the strip's click) is their
# choice over the numbers (the strip's tooltip says so); the window's own M is in "plain"
CHOSEN_OVER_NUMBERS = ("presentation", "mask")
SHOWN_DOCKS = (("code", "scores"), ("vectors", "q"), ("mask", "masked"))   # each shown alone
STEPPED_SCREEN, STEPPED_DOWN_TO = (1024, 768), (640, 440)
LESSON = "mole-face"           # an example opened from the Lesson menu (its banner)
OTHER_LANGUAGES = ("de", "zh_CN")         # other words, other label widths: one screen
OTHER_LANGUAGES_SCREEN, OTHER_LANGUAGE_COUNTS = (1280, 800), (15,)

pytestmark = pytest.mark.xvfb


def steps_for(n: int, screen: tuple[int, int]) -> list[dict]:
    steps: list[dict] = [{"op": "tokens", "tokens": WORDS[:n]}, {"op": "causal", "on": True}]

    def report(state: str, stage: str) -> None:
        steps.append({"op": "layout_report", "tag": [n, state, stage]})

    for stage in SWEPT_STAGES:
        steps.append({"op": "stage", "name": stage})
        report("plain", stage)
    for stage in PINNED_HERE:
        steps.append({"op": "pin", "stage": stage, "row": 1, "col": 0})
        report("pinned here", stage)
        steps.append({"op": "clear"})
    steps.append({"op": "pin", "stage": "x", "row": 1, "col": 0})
    for stage in STEPPED_TO:
        steps.append({"op": "stage", "name": stage})
        report("pinned at x", stage)
    steps.append({"op": "clear"})
    steps.append({"op": "show", "dock": "heads"})
    steps.append({"op": "stage", "name": "scores"})
    report("heads", "scores")
    steps.append({"op": "hide", "dock": "heads"})
    for dock, stage in SHOWN_DOCKS:
        steps.append({"op": "stage", "name": stage})
        steps.append({"op": "show", "dock": dock})
        report(dock, stage)
        if dock != "mask":                  # M: part of the masked stage, not a dock
            steps.append({"op": "hide", "dock": dock})
    if screen == STEPPED_SCREEN:     # pinned, then the Code dock: both may become tabs in the
        steps.append({"op": "pin", "stage": "scores", "row": 1, "col": 0})   # left column,
        steps.append({"op": "show", "dock": "code"})        # which the tiles must not pay for
        report("pinned then code", "scores")
        steps.append({"op": "hide", "dock": "code"})
        steps.append({"op": "clear"})
    if n == 12:
        steps.append({"op": "pin", "stage": "scores", "row": 2, "col": 1})
        report("before presentation", "scores")
        steps.append({"op": "presentation", "on": True})
        report("presentation", "scores")
        steps.append({"op": "presentation", "on": False})
        report("after presentation", "scores")
        steps.append({"op": "clear"})
    if n == COUNTS[-1] and screen == STEPPED_SCREEN:   # resized by hand, 64 px at a time
        width, height = screen[0] - 40, screen[1] - 40
        while width - 64 >= STEPPED_DOWN_TO[0] and height - 64 >= STEPPED_DOWN_TO[1]:
            width, height = width - 64, height - 64
            steps.append({"op": "resize", "width": width, "height": height})
            for stage in ("x", "scores"):
                steps.append({"op": "stage", "name": stage})
                report(f"resized {width}x{height} plain", stage)
            steps.append({"op": "pin", "stage": "scores", "row": 1, "col": 0})
            report(f"resized {width}x{height} pinned here", "scores")
            steps.append({"op": "clear"})
    if n == COUNTS[-1]:          # last: a hand resize or two, kept to the end
        for width, height in ((screen[0] - 104, screen[1] - 80),
                              (screen[0] - 168, screen[1] - 120)):
            steps.append({"op": "resize", "width": width, "height": height})
            steps.append({"op": "stage", "name": "scores"})
            report(f"resized {width}x{height} plain", "scores")
            steps.append({"op": "pin", "stage": "scores", "row": 1, "col": 0})
            report(f"resized {width}x{height} pinned here", "scores")
            steps.append({"op": "clear"})
    return steps


def lesson_steps(saved: Path) -> list[dict]:
    """A lesson opened from its menu (the sentence saved first: no question), its banner
    expanded; then a tour (the Tour dock)."""
    steps: list[dict] = [{"op": "save_as", "path": str(saved)},
                         {"op": "lesson", "name": LESSON}, {"op": "banner_more"}]
    for stage in ("x", "scores", "weights"):
        steps.append({"op": "stage", "name": stage})
        steps.append({"op": "layout_report", "tag": [None, "banner", stage]})
    steps += [{"op": "tour", "name": "the-lesson"}, {"op": "stage", "name": "scores"},
              {"op": "layout_report", "tag": [None, "tour", "scores"]},
              {"op": "hide", "dock": "tour"}]
    return steps


def _start_app(tmp: Path, screen: tuple[int, int], display: str, language: str = "en",
               counts: tuple[int, ...] = COUNTS) -> forked_app.ForkedApp:
    """The app on ``display``, forked from a process that has imported Qt and torch once
    (tests/forked_app.py), stepped through the sweep."""
    name = f"{screen[0]}x{screen[1]}_{language}"
    steps = [s for n in counts for s in steps_for(n, screen)]
    steps += lesson_steps(tmp / f"before_lesson_{name}.json")
    steps += [{"op": "save_as", "path": str(tmp / f"last_{name}.json")}, {"op": "quit"}]
    script = tmp / f"sweep_{name}.json"
    script.write_text(json.dumps(steps))
    env = {**os.environ, "QKV_LAB_TEST_SCRIPT": str(script), "PYTHONPATH": str(ROOT),
           "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "OMP_NUM_THREADS": "1",
           "XDG_CONFIG_HOME": str(tmp / f"config_{name}")}
    return forked_app.start(["main.py", "open", "--no-restore", "--language", language,
                             "--text", " ".join(WORDS[:5])], env, ROOT)


@pytest.fixture(scope="module")
def sweep(tmp_path_factory) -> dict[tuple[tuple[int, int], str], list[dict]]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not on PATH (apt-get install xvfb; .ci/system-deps installs it)")
    tmp = tmp_path_factory.mktemp("layout_sweep")
    servers, apps = [], {}
    started = time.monotonic()
    try:
        for screen in SCREENS:
            server, display = start_xvfb(screen)
            servers.append(server)
            apps[(screen, "en")] = _start_app(tmp, screen, display)
            if screen == OTHER_LANGUAGES_SCREEN:
                for language in OTHER_LANGUAGES:
                    apps[(screen, language)] = _start_app(tmp, screen, display, language,
                                                          OTHER_LANGUAGE_COUNTS)
        reports = {}
        for key, app in apps.items():
            out, err = app.communicate(timeout=240)
            reports[key] = [json.loads(line) for line in out.splitlines()
                            if line.startswith("{") and '"tag"' in line]
            assert app.returncode == 0 and reports[key], err[-3000:]
    finally:
        for app in apps.values():
            if app.poll() is None:
                app.kill()
        for server in servers:
            server.terminate()
            server.wait(timeout=10)
    print(f"\nlayout sweep: {sum(map(len, reports.values()))} states in "
          f"{time.monotonic() - started:.1f} s")
    return reports


def numbers_drawn(report: dict) -> bool:
    return report["cell_numbers_shown"] and report["cell_font_pt"] >= NUMBERS_PT


def violations(screen: tuple[int, int], reports: list[dict]) -> list[str]:
    found = []
    plain = {(r["tag"][0], r["tag"][2], tuple(r["window"])): r for r in reports
             if r["tag"][1] == "plain" or r["tag"][1].endswith(" plain")}
    before = {}
    for report in reports:
        n, state, stage = report["tag"]
        n = report["n_tokens"] if n is None else n     # a lesson's or a tour's own sentence
        where = f"{screen[0]}x{screen[1]} window {report['window']}, {n} tokens, {state}, {stage}"
        x, y, width, height = report["frame_px"]
        sx, sy, s_width, s_height = report["screen_px"]
        if x < sx or y < sy or x + width > sx + s_width or y + height > sy + s_height:
            found.append(f"{where}: the window {report['frame_px']} leaves its screen "
                         f"{report['screen_px']}")
        if report["stage"] != stage or report["n_tokens"] != n:
            found.append(f"{where}: the window shows {report['stage']} with "
                         f"{report['n_tokens']} tokens")
        if report["row_labels_shown"] + report["row_labels_hidden"] != n:
            found.append(f"{where}: {report['row_labels_shown']} row labels drawn, "
                         f"{report['row_labels_hidden']} counted hidden")
        if stage in SQUARE_STAGES and report["col_labels_shown"] + \
                report["col_labels_hidden"] != n:
            found.append(f"{where}: {report['col_labels_shown']} column labels drawn, "
                         f"{report['col_labels_hidden']} counted hidden")
        bare = plain.get((n, stage, tuple(report["window"])))
        if state not in CHOSEN_OVER_NUMBERS and bare is not None and numbers_drawn(bare) and \
                not numbers_drawn(report):
            found.append(f"{where}: no numbers, though the view draws them with nothing pinned "
                         f"(explanation {report['explanation_place']}, docks "
                         f"{report['docks_px']})")
        if state != "presentation":
            wide = report["window"][0] >= 1024     # narrower: the tiles may scroll
            if report["tiles_scroll"] and wide:
                found.append(f"{where}: the tiles scroll")
            for text, drawn, room, right in report["tiles"]:
                if not text or "…" in text or text.isdigit() or drawn > room or \
                        (wide and right > report["window"][0]):
                    found.append(f"{where}: tile {text!r} ({drawn} px drawn in {room})")
        lack_w, lack_h = (-v for v in report["numbers_spare_px"])
        if (state == "plain" or state.endswith(" plain")) and not numbers_drawn(report) and \
                report["left_px"] is not None and lack_h <= 0 and \
                0 < lack_w <= report["left_px"] - min(LEFT_DOCK_PX[0], report["left_min_px"]):
            found.append(f"{where}: no numbers, though the left column ({report['left_px']} "
                         f"px, its widgets need {report['left_min_px']}) could give the "
                         f"{lack_w:.0f} px they lack")
        found += [f"{where}: {line}" for line in report["clipped"]]
        if state == "before presentation":
            before = report["docks_seen_px"]
        if state == "after presentation" and report["docks_seen_px"] != before:
            found.append(f"{where}: docks {report['docks_seen_px']} after presentation, "
                         f"{before} before")
    return found


@pytest.mark.slow
def test_the_window_keeps_its_promise_on_four_real_screens(sweep):
    found, states = [], 0
    for (screen, language), reports in sweep.items():
        states += len(reports)
        counts = COUNTS if language == "en" else OTHER_LANGUAGE_COUNTS
        assert {r["tag"][0] for r in reports} - {None} == set(counts), (screen, language)
        assert {"banner", "tour"} <= {r["tag"][1] for r in reports}, (screen, language)
        opened = next(r for r in reports if r["tag"][1] == "plain")
        s_width, s_height = opened["screen_px"][2:]
        assert opened["window"][0] >= s_width - 64 and opened["window"][1] >= s_height - 64, \
            (screen, opened["window"])          # the default geometry uses the screen
        found += [f"{language} {line}" for line in violations(screen, reports)]
    print(f"layout sweep: {states} states checked, {len(found)} violations")
    for line in found:
        print("  " + line)
    assert not found, f"{len(found)} of {states} states break the promise:\n" + \
        "\n".join(found[:40])
