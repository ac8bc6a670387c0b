"""With one head and no W^O the output is z itself, and every text in the window says so:
the view's title and tooltip, the formula bar, the explanation, the tile, the README and
docs/python.md."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from core.session.value import Session
from gui.window.app import build_window

ROOT = Path(__file__).resolve().parents[3]


def test_one_head_output_reads_output_equals_z_everywhere(qtbot):
    win = build_window(Session.from_text("the mole on his face"), restore=False,
                       size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.stepper.jump("output")
    win.animation.stop()
    trace = win.controller.trace
    np.testing.assert_array_equal(win.stage_panel.large.shown_values(), trace.numpy("z"))
    title = win.stage_panel.large._title_item.text()          # the full title (drawn elided)
    assert "O = Z (one head, no W^O)" in title and "[5 × 4]" in title
    assert "concat" not in title
    assert win.stage_panel.large.shown_title().startswith("output: O = Z")
    plot = win.stage_panel.large.plot_item
    assert "O = Z (one head, no W^O)" in plot.titleLabel.toolTip()
    assert "O = Z (one head, no W^O)" in win.stage_panel.tiles["output"].thumbnail.toolTip()
    bar = win.formula_bar
    plain = re.sub("<[^>]+>", "", bar.formula_label.text())
    assert "O = softmax(" in plain and "W" not in plain.replace("no WO", "")
    assert "z itself" in bar.meaning_label.text() and "d_model" not in bar.meaning_label.text()
    win.explanation_link.explain_cell("output", 1, 2, 0)
    text = win.explanation_link.panel.text()
    assert "one head and no W^O: the output is z itself" in text
    assert "mixed" not in text and "W^O rows" not in text
    python_page = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    assert "with one head and no W^O, z itself (n × d_head)" in python_page
    assert "one head, no W^O: output = z" in (ROOT / "README.md").read_text(encoding="utf-8")
