"""The Tour dock gives way to the numbers: on a wide window it sits beside the stage only while
the view keeps its 9-pt numbers there (the layout policy's promise: 16 tokens at 1280×800), and
becomes a tab in the left column otherwise, for the tour's own-sentence step and for the resume
offer alike. An open tour's dock is a tab in the left column from its first step (issue 34: it
keeps its place and width between steps)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.classroom.tour_features import TourFeatures
from gui.classroom.tour_menu import forget_place, remember_place
from tests.gui.layout_helpers import painted_window, report, settle

FOURTEEN = "the teacher asked every student to explain why the mole on her face moved"
OWN_SENTENCE_STEP = 19     # the-lesson's step 20, "Your own sentence" (on weights, one question)
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea


def _settled(window) -> dict:
    for _ in range(3):
        settle(window)
    return report(window)


def test_the_own_sentence_step_keeps_fourteen_tokens_numbers(qtbot):
    window = painted_window(qtbot, FOURTEEN, (1280, 800), "x")
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=OWN_SENTENCE_STEP,
                                                       own_text=FOURTEEN,
                                  ask=False)
    _settled(window)
    assert window.features.get(TourFeatures).progress.is_pending()
    QTest.keyClick(window, Qt.Key.Key_PageDown)          # the reveal, no prediction
    QApplication.processEvents()
    window.animation.stop()
    measured = _settled(window)
    dock = window.features.get(TourFeatures).dock
    assert measured["n_tokens"] == 14 and window.stage_panel.stage == "weights"
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
    assert dock.isVisible()
    beside = window.dockWidgetArea(dock) == RIGHT and not dock.isFloating()
    assert not beside or dock.width() <= 340             # a tab, or narrowed to what is spare


def test_the_resume_offer_with_a_long_sentence_leaves_the_numbers(qtbot):
    window = painted_window(qtbot, FOURTEEN, (1280, 800), "masked", causal=True)
    assert report(window)["cell_numbers_shown"]
    remember_place("the-lesson", 7)                      # where a learner left the tour
    try:
        # as the next start does
        window.features.get(TourFeatures).offer_resume()
        measured = _settled(window)
    finally:
        forget_place()
    assert (window.features.get(TourFeatures).dock.isVisible()
            and window.features.get(TourFeatures).panel.isVisible())
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0


def test_a_lessons_five_tokens_keep_the_view_whole_and_the_dock_in_the_left_column(qtbot):
    """The dock is a raised tab over Matrices for the whole tour (its place and width stay
    from step to step; tests/gui/classroom/test_tour_dock_real_x.py walks every step), so the
    view keeps all of its width and its numbers."""
    window = painted_window(qtbot, "a start of my own", (1280, 800), "x")
    assert window.features.get(TourFeatures).open_tour("the-lesson", ask=False)
    measured = _settled(window)
    dock = window.features.get(TourFeatures).dock
    assert window.dockWidgetArea(dock) == LEFT and dock.isVisible()
    assert window.docks["matrices"] in window.tabifiedDockWidgets(dock)
    assert not dock.visibleRegion().isEmpty()                        # raised: in sight
    assert measured["cell_numbers_shown"]
