"""The everyday window is readable at every size: measured from what the widgets drew.

Done when (issue 11): at 1280×800 with a 10-word sentence on the masked and weights stages all 10
labels on both axes, cell numbers at >= 9 pt, −∞ readable, heatmap >= 420 px tall; at 1024×700
all 10 labels and a heatmap >= 300 px tall.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.gui.layout_helpers import SIZES, TEN, painted_window, report, sentence

ROOT = Path(__file__).resolve().parents[3]
KEYS = {"window", "stage", "n_tokens", "heatmap_px", "row_labels_shown", "col_labels_shown",
        "cell_numbers_shown", "cell_font_pt", "banner", "title"}


@pytest.mark.parametrize("stage", ["masked", "weights"])
def test_ten_words_at_1280x800_every_label_number_and_minus_infinity(qtbot, stage):
    window = painted_window(qtbot, TEN, (1280, 800), stage, causal=True)
    measured = report(window)
    assert KEYS <= measured.keys() and measured["window"] == [1280, 800]
    assert measured["stage"] == stage and measured["n_tokens"] == 10
    assert measured["row_labels_shown"] == measured["col_labels_shown"] == 10
    assert window.stage_panel.large.layout_measures().row_labels_hidden == 0
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
    assert measured["heatmap_px"][1] >= 420
    drawn = window.stage_panel.large.visible_cell_texts()
    assert len(drawn) == 100
    if stage == "masked":     # causal: the 45 cells above the diagonal are −∞, each one drawn
        expected = int(np.isneginf(window.controller.session.run().head("masked", 0)).sum())
        assert expected == 45 and measured["masked_signs_drawn"] == expected


@pytest.mark.parametrize("stage", ["masked", "weights"])
def test_ten_words_at_1024x700_every_label_and_a_readable_matrix(qtbot, stage):
    measured = report(painted_window(qtbot, TEN, (1024, 700), stage))
    assert measured["row_labels_shown"] == measured["col_labels_shown"] == 10
    assert measured["heatmap_px"][1] >= 300


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", [5, 10, 16, 24])
def test_labels_are_all_drawn_or_counted_and_numbers_readable(qtbot, size, n):
    window = painted_window(qtbot, sentence(n), size, "weights")
    measured = report(window)
    measures = window.stage_panel.large.layout_measures()
    assert measured["n_tokens"] == n
    # never a silent skip: every label is drawn, or the axis says how many are not
    assert measured["row_labels_shown"] + measures.row_labels_hidden == n
    assert measured["col_labels_shown"] + measures.col_labels_hidden == n
    if size[0] >= 1280 or n <= 16:      # up to 24 tokens at 1280×800 and above: every one
        assert measured["row_labels_shown"] == measured["col_labels_shown"] == n
    assert measures.label_font_pt >= 7.0
    if measured["cell_numbers_shown"]:
        assert measured["cell_font_pt"] >= 9.0
        assert measures.cell_numbers_drawn == n * n
    else:       # no numbers only when the cells are too small for 9-pt text
        assert measured["cell_numbers_drawn"] == 0 and min(measures.cell_px) < 30
    if n <= 10:
        assert measured["cell_numbers_shown"]
    # the stage view gets most of the central area; tiles shrink before it does
    central = window.centralWidget()
    assert measured["heatmap_px"][1] >= 0.6 * central.height()
    assert measured["tiles_px"][1] <= 100


@pytest.mark.parametrize("stage", ["x", "q", "k", "v", "scores", "scaled", "z"])
def test_ten_words_at_1280x800_show_numbers_in_every_stage(qtbot, stage):
    window = painted_window(qtbot, TEN, (1280, 800), stage)
    measured = report(window)
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0, measured
    width, height = window.stage_panel.large.layout_measures().cell_px
    assert width <= 1.75 * height + 1.0          # no flat strips: cells stay square-ish


def test_the_command_line_prints_the_report_after_painting(tmp_path):
    out = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "main.py", "open", "--screenshot", str(out), "--size", "1280x800",
         "--text", TEN, "--stage", "weights", "--layout-report"],
        cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    measured = json.loads(result.stdout.strip().splitlines()[-1])
    assert KEYS <= measured.keys()
    assert measured["window"] == [1280, 800] and measured["stage"] == "weights"
    assert measured["n_tokens"] == 10
    assert measured["row_labels_shown"] == measured["col_labels_shown"] == 10
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
    assert measured["heatmap_px"][1] >= 420
    assert TEN in measured["title"] and out.stat().st_size > 0
