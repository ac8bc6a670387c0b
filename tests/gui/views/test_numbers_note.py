"""Cells too small for their numbers say so (issue 42): "hover for numbers" above the cells
whenever the view drew no number for lack of room, and only then. Measured from what was
painted (the text item's drawn numbers, the top axis' drawn title), at sizes on both sides
of the threshold, on the way down and back up."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QApplication

from core.i18n import translate
from tests.gui.heatmap_helpers import shown_heatmap

NOTE = translate("NumbersNote", "hover for numbers")
SIZES = [(900, 760), (640, 520), (420, 360), (300, 260), (420, 360), (900, 760)]


def painted(view) -> None:
    """Paint the view, let the queued note follow, and paint what it changed."""
    for _ in range(2):
        view.grab()
        QApplication.processEvents()
    view.grab()


def drawn_title(view) -> str:
    return view.plot_item.getAxis("top").shown_title()


def test_the_note_shows_exactly_while_the_numbers_lack_room(qtbot):
    values = np.random.default_rng(4).uniform(-5, 5, (14, 14))    # "−0.00" wide numbers
    view = shown_heatmap(qtbot, values)
    seen = set()
    for size in SIZES:
        view.resize(*size)
        view.fit_view()
        painted(view)
        numbers = view.layout_measures().cell_numbers_drawn
        hidden = numbers == 0
        seen.add(hidden)
        assert drawn_title(view).endswith(NOTE) == hidden, (size, numbers, drawn_title(view))
        assert (view.shown_numbers_note() == NOTE) == hidden
        assert drawn_title(view).startswith("key j (column)") or drawn_title(view) == NOTE
    assert seen == {True, False}       # both sides of the threshold were reached


def test_no_note_for_a_stage_not_reached_or_a_blank_frame(qtbot):
    values = np.random.default_rng(5).uniform(-5, 5, (14, 14))
    view = shown_heatmap(qtbot, values, size=(300, 260))
    painted(view)
    assert view.shown_numbers_note() == NOTE      # small: the numbers lack room
    view.set_dimmed(True)            # a later stage, faded: it has no numbers to show yet
    painted(view)
    assert view.shown_numbers_note() == "" and not drawn_title(view).endswith(NOTE)
    view.set_dimmed(False)
    painted(view)
    assert view.shown_numbers_note() == NOTE
    view.show_frame(np.full((14, 14), np.nan))     # an animation frame with nothing filled in
    painted(view)
    assert view.shown_numbers_note() == ""
