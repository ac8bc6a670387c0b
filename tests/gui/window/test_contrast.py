"""Contrast measured over the palette, not eyeballed (WCAG 2.2): text 4.5:1 (3:1 when large),
cell outlines, the keyboard cursor and the mask hatching 3:1, in the normal window, the
presentation theme and high contrast (7:1). The ratio is computed here from the WCAG formula."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from gui import palette as pal
from gui.classroom import themes
from gui.explain.panel.colors import DIM_TEXT
from gui.views.formula_bar import HIGHLIGHT_STYLE
from gui.views.heatmap.levels import N_COLORS, lookup_table
from gui.window.high_contrast import HighContrast, high_contrast_palette
from tests.gui.window_helpers import open_window

TEXT, LARGE, NON_TEXT, AAA = 4.5, 3.0, 3.0, 7.0


def luminance(color) -> float:
    r, g, b = (c / 255.0 for c in QColor(color).getRgb()[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def ratio(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def map_colors() -> list[QColor]:
    """Every colour a cell can have: both maps' drawn tables, the masked fill, the page."""
    colors = []
    for kind in ("signed", "probability"):
        table = lookup_table(pal.color_map_for(kind))[:N_COLORS, :3]
        colors += [QColor(*map(int, rgb)) for rgb in table]
    return colors + [pal.MASKED_FILL, pal.BACKGROUND]


def test_cell_numbers_are_readable_on_every_cell_colour():
    for kind in ("signed", "probability"):
        table = lookup_table(pal.color_map_for(kind))[:N_COLORS, :3]
        dark = pal.prefers_dark_text(table)          # the choice the cell text item makes
        worst = min(ratio(QColor(*map(int, rgb)), pal.DARK_TEXT if d else pal.LIGHT_TEXT)
                    for rgb, d in zip(table, dark, strict=True))
        assert worst >= TEXT, (kind, worst)
    assert ratio(pal.MASKED_TEXT, pal.MASKED_FILL) >= TEXT


def test_outlines_the_cursor_and_the_hatching_stand_out_at_3_to_1():
    assert ratio(pal.MASKED_HATCH, pal.MASKED_FILL) >= NON_TEXT
    for ring, halo in ((pal.HIGHLIGHT, pal.HIGHLIGHT_HALO), (pal.FOCUS_RING, pal.FOCUS_RING_HALO)):
        assert ratio(ring, halo) >= NON_TEXT
        worst = min(max(ratio(ring, c), ratio(halo, c)) for c in map_colors())
        assert worst >= NON_TEXT, worst


@pytest.mark.parametrize("n", [5, 16])
def test_token_chips_and_axis_labels(n):
    for chip, text in zip(pal.token_qcolors(n), pal.token_text_colors(n), strict=True):
        assert ratio(chip, text) >= TEXT, chip.name()
    assert ratio(pal.FOREGROUND, pal.BACKGROUND) >= TEXT


def test_presentation_theme_text():
    for color in (themes.PAGE_TEXT, themes.COUNTER_TEXT, themes.MEANING_TEXT, themes.HINT_TEXT):
        assert ratio(color, themes.PAGE_BACKGROUND) >= TEXT, color


def _sheet_color(sheet: str) -> str:
    return re.search(r"color:\s*(#[0-9a-fA-F]{3,6})", sheet).group(1)


def _palette_pairs(palette: QPalette):
    roles = QPalette.ColorRole
    for text, back in ((roles.WindowText, roles.Window), (roles.Text, roles.Base),
                       (roles.ButtonText, roles.Button), (roles.HighlightedText, roles.Highlight),
                       (roles.ToolTipText, roles.ToolTipBase), (roles.Link, roles.Base)):
        yield text.name, palette.color(text), palette.color(back)


def test_normal_window_text(qtbot, monkeypatch):
    bar = open_window(qtbot, monkeypatch).formula_bar   # the palette the window leaves
    window_color = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    for label in (bar.counter_label, bar.frame_label):
        assert ratio(_sheet_color(label.styleSheet()), window_color) >= TEXT, label.objectName()
    assert ratio(DIM_TEXT, window_color) >= TEXT
    marked = re.search(r"background-color:(#\w+); color:(#\w+)", HIGHLIGHT_STYLE).groups()
    assert ratio(*marked) >= TEXT
    for role, text, back in _palette_pairs(QGuiApplication.palette()):
        assert ratio(text, back) >= TEXT, role


def test_high_contrast_palette_is_7_to_1():
    for role, text, back in _palette_pairs(high_contrast_palette()):
        assert ratio(text, back) >= AAA, role
    disabled = high_contrast_palette().color(QPalette.ColorGroup.Disabled,
                                             QPalette.ColorRole.WindowText)
    assert ratio(disabled, "#ffffff") >= AAA


def test_view_high_contrast_applies_and_is_remembered(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)
    normal = QGuiApplication.palette().color(QPalette.ColorRole.Window).name()
    assert not window.features.get(HighContrast).is_on()
    window.features.get(HighContrast).action.trigger()
    try:
        assert QGuiApplication.palette().color(QPalette.ColorRole.WindowText).name() == "#000000"
        assert _sheet_color(window.formula_bar.counter_label.styleSheet()) == "#000000"
        again = open_window(qtbot, monkeypatch)      # the choice is remembered
        assert again.features.get(HighContrast).is_on()
        again.features.get(HighContrast).action.trigger()
    finally:
        window.features.get(HighContrast).set_on(False)
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).name() == normal
    assert np.isclose(ratio(_sheet_color(window.formula_bar.counter_label.styleSheet()),
                            normal), ratio("#555", normal))
