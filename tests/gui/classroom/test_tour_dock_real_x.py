"""The Tour dock keeps its place and width through a whole tour, in real X windows (issue 34):
Xvfb screens of 1024×768 and 1366×768, the app (xcb) at its default geometry, English and
German, the built-in lesson tour walked through all of its steps as a learner who reveals each
answer. At every step, read back from what the window drew (gui.automation.scripted_tour):

- the dock is in the same dock area, as a tab or not as before, at the same x and width;
- some of it is in sight (not behind another tab), and nothing in it is clipped
  (gui.automation.clipped_text).

Before, at 1366×768 it moved between the right of the stage (340 px) and a tab in the left
column (345 px) seven times in 24 steps, as each step's sentence needed the view's room; at
1024×768 the Heads dock a step opened covered it (steps 22-23).
"""

from __future__ import annotations

import pytest

from tests.gui.real_x import finish, start_app, xvfb_screen

SCREENS = ((1024, 768), (1366, 768))
LANGUAGES = ("en", "de")
TOUR = "the-lesson"
MOVES = 60           # reveals and Next ▶ presses: more than the tour has (it then closes)

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

STEPS = [{"op": "tour", "name": TOUR}, {"op": "tour_report"}]
for _ in range(MOVES):
    STEPS += [{"op": "tour_step"}, {"op": "tour_report"}]


@pytest.fixture(scope="module")
def walks(tmp_path_factory) -> dict[tuple[tuple[int, int], str], list[dict]]:
    tmp = tmp_path_factory.mktemp("tour_dock")
    found = {}
    for screen in SCREENS:
        with xvfb_screen(screen) as display:
            apps = {}
            for language in LANGUAGES:    # saved at the end: quitting asks no question
                name = f"{screen[0]}x{screen[1]}_{language}"
                saved = {"op": "save_as", "path": str(tmp / f"{name}.qkv.json")}
                apps[language] = start_app(tmp, display, [*STEPS, saved], language, name)
            for language, app in apps.items():
                found[screen, language] = [line["qkv_lab_tour"] for line in finish(app)
                                           if "qkv_lab_tour" in line]
    return found


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tour_dock_keeps_its_place_and_width_through_every_step(walks, screen, language):
    reports = [r for r in walks[screen, language] if r["index"] is not None]
    steps = reports[0]["steps"]
    assert sorted({r["index"] for r in reports}) == list(range(steps)) and steps >= 20
    first = reports[0]
    place = (first["area"], first["tabbed"], first["dock_px"][0], first["dock_px"][2])
    found = []
    for report in reports:
        where = f"step {report['index'] + 1}{' (asking)' * report['pending']}"
        now = (report["area"], report["tabbed"], report["dock_px"][0], report["dock_px"][2])
        if now != place:
            found.append(f"{where}: the dock at {now} (area, tab, x, width), at {place} first")
        if not report["seen"]:
            found.append(f"{where}: the dock is out of sight (behind another tab)")
        found += [f"{where}: {line}" for line in report["clipped"]]
    assert not found, "\n".join(found)
