"""The layout report says what the live window shows (issue 42), measured on the screen the
window system drew, in real X windows at 1024×768 (Xvfb + xcb) in German and Chinese:

- the command line's report of a lesson with a sentence typed into it (--example --text
  --size --stage --layout-report) is the live window's at that size, field for field: it said
  numbers were shown where the live window, its left column fitted at stage 1, drew none;
- a lesson's banner (a 14-token sentence typed into it: two lines at 984 px) is where the
  report says, to the pixel: its border found in the grabbed screen;
- the report's "numbers shown" is what the cells show: each cell of the grabbed screen has a
  number's ink in it (pixels far from the cell's own colour) exactly when the report says the
  numbers are drawn; where they are not, the view says "hover for numbers";
- presenting (a cell pinned, the explanation beside), the key hint breaks only between its
  items: every item ("Esc：退出", "Pos1 / Ende: erster / letzter Schritt") whole on one line,
  and every line no wider than the hint; the formula breaks only before an operator, never
  inside "+ M" or ") V".

One app per language, each on its own screen, side by side (one short fixture).
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage

from core.i18n import translate
from core.session.tokens import split_tokens
from gui.classroom.presentation import HINT_TEXT
from gui.window.app import SCREEN_AIR_PX
from gui.window.language import install_language, remove_translators
from tests.gui.real_x import ROOT, finish, start_app, xvfb_screen

pytestmark = pytest.mark.xvfb

SCREEN = (1024, 768)
SENTENCES = {   # in no other test and no lesson: 17 German words (no room for the numbers at
    # 1024×768), 14 Chinese characters, a token each (room for them)
    "de": "meine Großmutter pflegte viele Jahre einen kleinen Garten hinter dem alten Haus "
          "am Fluss und sang dabei",
    "zh_CN": "我的祖母在老房子后面照料花园",
}
SAME = ("window", "banner", "banner_px", "heatmap_px", "cell_numbers_shown", "numbers_note",
        "docks_px", "left_px", "formula_px", "row_labels_shown", "col_labels_shown")
BANNER_BORDER = QColor("#e0c97a")      # the description banner's 1-px border
INK_DISTANCE = 120                     # an RGB distance no cell shading reaches: a number's ink


def steps(tmp, language: str) -> list[dict]:
    return [{"op": "save_as", "path": str(tmp / f"before_{language}.json")},
            {"op": "lesson", "name": "mole-face"},
            {"op": "type_sentence", "text": SENTENCES[language]},    # as a learner types
            {"op": "stage", "name": "scores"},
            {"op": "layout_report", "tag": "banner"},
            {"op": "screen_grab", "path": str(tmp / f"screen_{language}.png")},
            {"op": "causal", "on": True},              # "+ M" joins the formula
            {"op": "pin", "stage": "weights", "row": 3, "col": 1},
            {"op": "presentation", "on": True},
            {"op": "layout_report", "tag": "presenting"},
            {"op": "presentation", "on": False},
            {"op": "save_as", "path": str(tmp / f"after_{language}.json")}]


@pytest.fixture(scope="module")
def shown(tmp_path_factory) -> dict[str, tuple[dict, dict, QImage]]:
    tmp = tmp_path_factory.mktemp("report_matches_screen")
    with xvfb_screen(SCREEN) as first, xvfb_screen(SCREEN) as second, \
            xvfb_screen(SCREEN) as third:
        apps = {language: start_app(tmp, display, steps(tmp, language), language, language)
                for language, display in zip(SENTENCES, (first, second), strict=True)}
        env = {**os.environ, "PYTHONPATH": str(ROOT), "DISPLAY": third, "OMP_NUM_THREADS": "1",
               "QT_QPA_PLATFORM": "xcb", "XDG_CONFIG_HOME": str(tmp / "config_report"),
               "QKV_LAB_DATA_DIR": str(tmp / "data_report")}
        size = f"{SCREEN[0] - SCREEN_AIR_PX}x{SCREEN[1] - SCREEN_AIR_PX}"   # the live size
        report_route = subprocess.Popen(   # the same state by the command line, German
            [sys.executable, "main.py", "open", "--language", "de", "--example", "mole-face",
             "--text", SENTENCES["de"], "--size", size, "--stage", "scores",
             "--layout-report"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        lines = {language: finish(app) for language, app in apps.items()}
        lines["report route"] = finish(report_route)
    reports = {}
    for language in SENTENCES:
        tagged = {line["tag"]: line for line in lines[language] if "tag" in line}
        screen = QImage(str(tmp / f"screen_{language}.png")).convertToFormat(
            QImage.Format.Format_RGB888)
        reports[language] = (tagged["banner"], tagged["presenting"], screen)
    reports["report route"] = lines["report route"][-1]
    return reports


def pixels(image: QImage) -> np.ndarray:
    """(height, width, 3) uint8 of an RGB888 image."""
    row = image.bytesPerLine()
    data = np.frombuffer(image.constBits(), np.uint8, row * image.height())
    return data.reshape(image.height(), row)[:, :image.width() * 3].reshape(
        image.height(), image.width(), 3)


@pytest.mark.parametrize("language", list(SENTENCES))
def test_the_banner_is_where_the_report_says(shown, language):
    report, _, screen = shown[language]
    assert report["banner"] and report["banner_px"], report["banner"]
    rgb = pixels(screen).astype(int)
    border = np.all(rgb == [BANNER_BORDER.red(), BANNER_BORDER.green(), BANNER_BORDER.blue()],
                    axis=2)
    ys, xs = np.nonzero(border)
    assert xs.size, "no banner border on the screen"
    left, top = report["client_px"][:2]
    x, y, width, height = report["banner_px"]
    drawn = [xs.min() - left, ys.min() - top, xs.max() - xs.min() + 1, ys.max() - ys.min() + 1]
    assert np.allclose(drawn, [x, y, width, height], atol=2), (drawn, report["banner_px"])


@pytest.mark.parametrize("language", list(SENTENCES))
def test_numbers_are_shown_on_the_screen_exactly_when_the_report_says(qapp, shown, language):
    """Both sides: German has no room for its 17 words' numbers, Chinese has for its 14."""
    report, _, screen = shown[language]
    n = len(split_tokens(SENTENCES[language]))
    assert report["n_tokens"] == n and report["stage"] == "scores"
    rgb = pixels(screen).astype(int)
    left, top = report["client_px"][:2]
    x, y, width, height = report["cells_rect_px"]
    cell_w, cell_h = width / n, height / n
    inked = 0
    for row in range(n):
        for col in range(n):   # the cell's inside, 3 px in from its edges
            x0, y0 = round(left + x + col * cell_w + 3), round(top + y + row * cell_h + 3)
            x1, y1 = round(left + x + (col + 1) * cell_w - 3), round(top + y + (row + 1) *
                                                                        cell_h - 3)
            block = rgb[y0:y1, x0:x1].reshape(-1, 3)
            fill = np.median(block, axis=0)
            inked += bool(np.any(np.linalg.norm(block - fill, axis=1) > INK_DISTANCE))
    if report["cell_numbers_shown"]:
        assert inked >= n * n * 0.9 and report["numbers_note"] is None, inked
    else:
        assert inked == 0, inked
        assert report["numbers_note"] == note(language)


def note(language: str) -> str:
    install_language(language)
    try:
        return translate("NumbersNote", "hover for numbers")
    finally:
        remove_translators()


def drawn(line: str) -> str:
    """A laid-out line as read: non-breaking spaces as spaces, joiners (zero width) gone."""
    return line.replace("\u00a0", " ").replace("\u2060", "")


def hint_items(language: str) -> list[str]:
    install_language(language)
    try:
        hint = translate("Presentation", HINT_TEXT)
    finally:
        remove_translators()
    return [item.strip() for item in hint.split("·") if item.strip()]


@pytest.mark.parametrize("language", list(SENTENCES))
def test_presenting_the_key_hint_breaks_only_between_whole_items(qapp, shown, language):
    _, report, _ = shown[language]
    lines = report["hint_lines"]
    assert lines, "no hint shown while presenting"
    items = hint_items(language)
    assert len(items) == 4
    for item in items:      # whole on one line (the layout's spaces may be non-breaking)
        assert sum(item in drawn(line) for line in lines) == 1, (item, lines)
    font = QFont()
    font.setPointSizeF(11.0)           # themes.hint_style_sheet: 11 pt
    metrics = QFontMetricsF(font)
    room = report["hint_room_px"]
    for line in lines:
        assert metrics.horizontalAdvance(drawn(line).strip()) <= room + 1, (line, room)
    assert not [line for line in report["clipped"] if "presentationHint" in line]


@pytest.mark.parametrize("language", list(SENTENCES))
def test_presenting_the_formula_breaks_only_before_an_operator(shown, language):
    _, report, _ = shown[language]
    lines = [drawn(line).strip() for line in report["formula_lines"]]
    whole = " ".join(lines)
    assert "+ M" in whole and ") V" in whole, lines        # the causal mask's term is shown
    for term in ("+ M", ") V", "/ √dk"):
        assert sum(term in line for line in lines) == 1, (term, lines)


def test_the_command_lines_report_is_the_live_windows(shown):
    """Field for field; the cells' drawn size to a pixel (the view's range is fitted in
    fractions of a cell)."""
    live, route = shown["de"][0], shown["report route"]
    assert {key: route[key] for key in SAME} == {key: live[key] for key in SAME}
    for key in ("cells_px", "cell_px"):
        assert np.allclose(route[key], live[key], atol=1.0), (key, route[key], live[key])
