"""The placement does not depend on the way a window got to its state (issue 41, item 3): a
sentence typed at stage x and then stepped to scores is laid out as the same sentence typed at
scores, and as a window opened on it at scores. Seen before: typed at x, the left column
narrowed to 282 px at 1280x800 (its need measured from margins not yet laid out) and stayed so.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from core.session.value import Session
from gui.window.app import build_window
from tests.gui.layout_helpers import report

SENTENCE = ("The tired gardener watered every rose before the storm clouds rolled over the quiet "
            "village")


def _window(qtbot, text: str, size: tuple[int, int], stage: str):
    window = build_window(Session.from_text(text), restore=False, size=size, stage=stage)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    report(window)
    return window


def _placement(window) -> tuple:
    measured = report(window)
    return (measured["docks_px"], measured["cell_numbers_shown"], measured["cell_font_pt"])


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_sentence_typed_at_any_stage_is_placed_as_one_opened_on_it(qtbot, size):
    opened = _window(qtbot, SENTENCE, size, "scores")          # the reference: no history
    expected = _placement(opened)
    for first in ("x", "scores"):
        window = _window(qtbot, "the cat sat", size, first)
        window.controller.edit("typed", lambda s: s.with_tokens(SENTENCE.split()))
        report(window)
        window.stepper.jump("scores")
        assert _placement(window) == expected, (first, size)
        window.close()
    # numbers shown where they fit: with the column at its least width (the widgets' own
    # minimum, set by hand here), does the view draw the scores' numbers? Then so does the
    # placement, on every path above
    tokens = opened.docks["tokens"]
    least = max(d.minimumSizeHint().width() for d in (tokens, opened.docks["matrices"]))
    opened.resizeDocks([tokens], [least], Qt.Orientation.Horizontal)
    fit_at_least = report(opened)["cell_numbers_shown"]
    opened.close()
    assert expected[1] or not fit_at_least, (size, expected)


def test_every_stage_s_need_is_measured_the_same_from_any_stage_and_as_drawn_on_its_own(qtbot):
    """The placement's input: each stage's need (StagePanel.stage_needs, from text widths and
    the token count) read with x, q, scores, weights or output on screen is one figure, and
    it is the need the view measures from its own laid-out axes when that stage is on screen
    (number_room, the layout report's measure)."""
    from core.attention.stages import SQUARE_STAGES

    window = _window(qtbot, SENTENCE, (1024, 768), "x")
    panel = window.stage_panel
    seen, own = [], {}
    for stage in ("x", "q", "scores", "weights", "output"):
        window.stepper.jump(stage)
        report(window)
        seen.append(panel.stage_needs())
        own[stage] = panel.large.number_room(square=stage in SQUARE_STAGES).needed
    window.close()
    for needs in seen[1:]:
        for stage, (w, h) in needs.items():
            assert w == pytest.approx(seen[0][stage][0], abs=1.0), stage
            assert h == pytest.approx(seen[0][stage][1], abs=1.0), stage
    for stage, (w, h) in own.items():
        assert seen[0][stage] == pytest.approx((w, h), abs=1.0), stage
