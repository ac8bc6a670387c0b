"""A screen that shrinks under open windows, in real X (issue 42): a laptop unplugged from its
monitor, a projector's mode changed. One app on an Xvfb screen of 1920×1080 at its default
geometry, a sentence of 20 words, the Heads dock shown, the √d_k lab, the training window and
File › Export… open; then the screen (its RandR output: tests/gui/x_screen.py) goes dark for
a moment (the monitor unplugged: Qt moves the windows to a placeholder screen and back) and
becomes 1280×800, then 1024×768. After each change and a settle, read back from what was drawn:

- every shown top-level window's frame lies inside the screen's available area;
- the main window's layout report breaks none of the promises the layout sweep checks
  (tests/gui/window/test_layout_sweep.py: tokens labelled, no text cut or overlapping, the
  numbers drawn where the room allows them);
- the lab and the training window draw whole (tests/gui/classroom/test_companions_real_x.py's
  checks: nothing clipped, every plot inside its view) and clear of the main window's menu bar,
  which they moved over before (window_place.keep_beside);
- the export dialog, left open, lies inside the screen with nothing cut (surface_checks);
- the script finishes (a window that lays itself out forever fails by the timeout) and the app
  does not crash (fitted while Qt moved it to the placeholder screen, the training window
  crashed Qt's xcb platform: gui/inside_screen.py now fits a window after such a move).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.gui.classroom.test_companions_real_x import window_violations
from tests.gui.real_x import finish, start_app, xvfb_screen
from tests.gui.window.test_layout_sweep import violations
from tests.gui.x_screen import resize_screen, turn_output_off

pytestmark = pytest.mark.xvfb

LARGE = (1920, 1080)
SHRUNK = ((1280, 800), (1024, 768))
WORDS = ("on a grey morning the old ferry carried seven sleepy travellers and their muddy "
         "bicycles slowly across the wide river").split()
STAGE = "scores"
READY_WAIT_S = 120
DARK_S = 0.5        # the first change: no monitor at all for a moment (unplugged), then 1280×800
COMPANIONS = ("scaling_lab", "training")
DIALOG = "export"           # File › Export… (1,217 px wide on 1024×768 once), left open


def _steps(tmp: Path) -> list[dict]:
    steps: list[dict] = [{"op": "show", "dock": "heads"}, {"op": "scaling_lab"},
                         {"op": "training"}, {"op": "open_surface", "name": DIALOG},
                         {"op": "stage", "name": STAGE},
                         {"op": "layout_report", "tag": [len(WORDS), "plain", STAGE]}]
    for width, height in SHRUNK:
        steps += [{"op": "await_screen", "width": width, "height": height,
                   "ready": str(tmp / f"ready_{width}x{height}")},
                  {"op": "stage", "name": STAGE},
                  {"op": "layout_report", "tag": [len(WORDS), "plain", STAGE]},
                  *({"op": "companion_report", "window": name, "tag": [width, height]}
                    for name in COMPANIONS),
                  {"op": "check_open_surface", "name": DIALOG, "tag": [width, height]}]
    return steps


def _await(path: Path, app) -> None:
    deadline = time.monotonic() + READY_WAIT_S
    while not path.exists():
        assert app.poll() is None, f"the app ended ({app.poll()}) before {path.name}"
        assert time.monotonic() < deadline, f"the app never reached {path.name}"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def shrunk(tmp_path_factory) -> list[dict]:
    tmp = tmp_path_factory.mktemp("screen_shrink")
    with xvfb_screen(LARGE) as display:
        app = start_app(tmp, display, _steps(tmp), args=("--text", " ".join(WORDS)))
        try:
            for width, height in SHRUNK:
                _await(tmp / f"ready_{width}x{height}", app)
                if (width, height) == SHRUNK[0]:
                    turn_output_off(display)
                    time.sleep(DARK_S)
                resize_screen(width, height, display)
        except BaseException:
            app.kill()
            raise
        return finish(app, timeout=120)


def _outside(frame: list[int], area: list[int]) -> bool:
    x, y, width, height = frame
    ax, ay, a_width, a_height = area
    return x < ax or y < ay or x + width > ax + a_width or y + height > ay + a_height


def test_every_window_stays_inside_a_screen_that_shrinks(shrunk):
    screens = [line["qkv_lab_screen"] for line in shrunk if "qkv_lab_screen" in line]
    assert [s["screen_px"][2:] for s in screens] == [list(size) for size in SHRUNK], screens
    assert all(s["reached"] for s in screens)
    found = []
    for screen in screens:
        names = [w["name"] for w in screen["windows"]]
        assert sum(n.startswith(("MainWindow", "ScalingLab", "TrainingWindow"))
                   for n in names) == 3, names          # the three are still shown
        assert [w["type"] for w in screen["windows"]].count("Dialog") == 1, names
        found += [f"{screen['screen_px']}: {w['name']} {w['frame_px']}"
                  for w in screen["windows"] if _outside(w["frame_px"], screen["screen_px"])]
    assert not found, "windows off the screen:\n" + "\n".join(found)


def test_the_main_window_keeps_its_promise_after_each_shrink(shrunk):
    reports = [line for line in shrunk if "tag" in line and "frame_px" in line]
    assert [r["screen"] for r in reports] == [list(LARGE), *map(list, SHRUNK)]
    found = []
    for report in reports:
        screen = tuple(report["screen"])
        found += violations(screen, [report])
        assert "dock_heads" in report["docks_px"], report["docks_px"]
    assert not found, "\n".join(found)


def test_the_labs_stay_whole_after_each_shrink(shrunk):
    reports = [line["qkv_lab_companion"] for line in shrunk if "qkv_lab_companion" in line]
    assert [(r["window"], r["tag"]) for r in reports] == \
        [(name, list(size)) for size in SHRUNK for name in COMPANIONS]
    found = [f"{r['window']} on {r['tag']}: {line}" for r in reports
             for line in window_violations(r)]
    assert not found, "\n".join(found)


def test_an_open_dialog_stays_whole_after_each_shrink(shrunk):
    checked = [line["qkv_lab_open_surface"] for line in shrunk
               if "qkv_lab_open_surface" in line]
    assert [c["tag"] for c in checked] == [list(size) for size in SHRUNK]
    found = [f"{c['name']} on {c['tag']} at {c['frame_px']}: {line}" for c in checked
             for line in c["found"]]
    assert not found, "\n".join(found)
