"""The Generate dialog in real X windows (issue 43): on every screen the main window supports,
in a language each, with a 15-word text and tokens generated, read back from what it drew
(tests/gui/classroom/generate_probe.py):

- the dialog lies on its screen (it fits 1024×768);
- no widget lies over the KV-cache map, and the map keeps room (it was squashed to a strip
  under a paragraph at 1280×800);
- nothing clipped (gui.automation.clipped_text's walker, the map's axis titles included);
- the likeliest-token list shows its ten rows or scrolls;
- "Start again" empties the map and its labels (they kept the old text's).
"""

from __future__ import annotations

import json
import os

import pytest

from tests import forked_app
from tests.core.shipped_decoder import needs_wheel
from tests.gui.real_x import ROOT, xvfb_screen

pytestmark = [pytest.mark.xvfb, pytest.mark.slow, needs_wheel]
SCREENS = {(1024, 768): "zh_CN", (1280, 800): "en", (1366, 768): "de", (1920, 1080): "es"}
TEXT = ("The old fisherman mended his torn net at dawn while the gulls circled above the quiet "
        "harbour")
PRESSES = 3
MAP_AT_LEAST_PX = 150


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[tuple[int, int], dict[str, dict]]:
    found, running = {}, {}
    with _screens(list(SCREENS)) as displays:
        for screen, display in displays.items():
            env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb",
                   "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT),
                   "XDG_CONFIG_HOME": str(tmp_path_factory.mktemp("config"))}
            running[screen] = forked_app.start(   # forked: Qt and torch imported once
                ["-m", "tests.gui.classroom.generate_probe", SCREENS[screen], str(PRESSES),
                 TEXT], env, ROOT)
        for screen, app in running.items():
            out, err = app.communicate(timeout=240)
            assert app.returncode == 0, err[-3000:]
            found[screen] = {report["tag"]: report for report in
                             (json.loads(line) for line in out.splitlines()
                              if line.startswith("{"))}
    return found


class _screens:
    """Several Xvfb screens at once (one server each), so the dialogs start side by side."""

    def __init__(self, sizes):
        self._sizes, self._stack = sizes, []

    def __enter__(self):
        displays = {}
        for size in self._sizes:
            context = xvfb_screen(size)
            displays[size] = context.__enter__()
            self._stack.append(context)
        return displays

    def __exit__(self, *error):
        for context in reversed(self._stack):
            context.__exit__(*error)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_dialog_fits_and_nothing_covers_the_map(reports, screen):
    shown = reports[screen]["generated"]
    assert shown["screen"] == list(screen)
    assert shown["on_screen"], shown["frame"]
    assert shown["covering_map"] == []
    assert min(shown["map_px"]) >= MAP_AT_LEAST_PX, shown["map_px"]
    assert shown["clipped"] == []
    words = len(TEXT.split())
    assert shown["image_rows"] >= words and len(shown["labels"]) == shown["image_rows"]
    assert shown["top_rows"] == 10 and shown["top_all_seen_or_scrolls"]


@pytest.mark.parametrize("screen", list(SCREENS))
def test_start_again_empties_the_map_and_its_labels(reports, screen):
    again = reports[screen]["restarted"]
    assert again["labels"] == [] and again["image_rows"] == 0 and again["top_rows"] == 0
    assert again["covering_map"] == [] and again["on_screen"]
