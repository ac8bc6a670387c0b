"""Every surface keeps the window's promise (issue 42): each surface of gui.automation.
surface_list (dialogs, lab windows, docks, the Vectors tabs), opened in a real X window (Xvfb +
xcb) at 1024×768, 1280×800, 1366×768 and 1920×1080, in en, de, es and zh_CN, on a long
sentence of that language, fits its screen, cuts no text, speaks the window's language and shows
every Tab stop (gui.automation.surface_checks). And no dialog class or dock of gui/ is left out
of the list.

The whole sweep (16 apps, ~30 s each) runs with QKV_LAB_SURFACE_SWEEP=full (`make
sweep-surfaces`, .ci/run); `make test` runs a slice: 1024×768, German, four
surfaces.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from gui.automation.surface_list import NOT_SWEPT, SHOWS, SURFACES
from tests.gui.real_x import finish, start_app, xvfb_screen

ROOT = Path(__file__).resolve().parents[3]
SCREENS = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "de", "es", "zh_CN"]
SENTENCES = {   # fifteen words or more, as a learner of each language would type
    "en": "when the little robot finally reached the quiet harbour at night it sat down and "
          "watched the boats",
    "de": "Der kleine Roboter erreichte endlich den stillen Hafen in der Nacht und setzte sich "
          "ans Wasser",
    "es": "cuando el pequeño robot llegó por fin al tranquilo puerto de noche se sentó a mirar "
          "los barcos",
    "zh_CN": "小 机器人 终于 在 夜里 到达 了 安静 的 港口 然后 坐下 看着 渔船 慢慢 漂过",
}
FULL = os.environ.get("QKV_LAB_SURFACE_SWEEP") == "full"
SLICE_SCREENS = [(1024, 768)]
SLICE_LANGUAGES = ["de"]
SLICE_NAMES = ["export-dialog", "worksheet-dialog", "vectors-qk", "explanation-dock"]


def sweep(tmp_path: Path, screens, languages, names) -> list[str]:
    failures = []
    for screen in screens:
        with xvfb_screen(screen) as display:
            apps = [start_app(tmp_path, display, [{"op": "surfaces", "language": language,
                                                   "names": names}],
                              language, name=f"{language}_{screen[0]}",
                              args=("--text", SENTENCES[language]))
                    for language in languages]
            for language, app in zip(languages, apps, strict=True):
                lines = finish(app)
                reports = [line["qkv_lab_surfaces"] for line in lines
                           if "qkv_lab_surfaces" in line]
                assert len(reports) == 1, (screen, language, lines)
                assert sorted(reports[0]["found"]) == sorted(names)
                failures += [f"{screen[0]}×{screen[1]} {language} {name}: {line}"
                             for name, found in reports[0]["found"].items() for line in found]
    return failures


@pytest.mark.skipif(FULL, reason="the full sweep below runs instead")
def test_a_slice_of_the_surfaces_keeps_the_promise(tmp_path):
    failures = sweep(tmp_path, SLICE_SCREENS, SLICE_LANGUAGES, SLICE_NAMES)
    assert not failures, "\n".join(failures)


@pytest.mark.skipif(not FULL, reason="the whole sweep: make sweep-surfaces")
def test_every_surface_keeps_the_promise_on_every_screen_in_every_language(tmp_path):
    names = [item.name for item in SURFACES]
    failures = sweep(tmp_path, SCREENS, LANGUAGES, names)
    assert not failures, "\n".join(failures)


def test_no_dialog_or_dock_of_the_app_is_left_out_of_the_list():
    """A new dialog class, lab window or dock is a surface the sweep must open (or say why
    not)."""
    declared = set(SHOWS.values()) | set(NOT_SWEPT)
    assert set(SHOWS) <= {item.name for item in SURFACES}
    found = set()
    for path in (ROOT / "gui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r"^class (\w+)\((?:QDialog|QMainWindow)\)", text, re.M))
        found |= {f"dock_{key}" for key in re.findall(r'setObjectName\("dock_(\w+)"\)', text)}
        found |= {name for name in re.findall(r"^class (\w+)\(QWidget\)", text, re.M)
                  if "setWindowFlag(Qt.WindowType.Window" in text or
                  name.endswith(("Window", "Lab"))}
    found |= {"dock_tokens", "dock_matrices", "dock_explanation"}   # made in one loop
    found.discard("MainWindow")               # the window itself: the layout sweep's
    found.discard("MaskLab")                  # the mask lab's body, in MaskLabDialog
    assert found - declared == set(), "surfaces no sweep opens: add them to surface_list"
