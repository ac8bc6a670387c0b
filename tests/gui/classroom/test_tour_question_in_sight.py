"""A waiting question and its answers are in the Tour panel's sight (issue 42: in a short dock
at 1024×768, German, step 1's answer buttons were below the fold with Continue greyed); the
greyed Continue says why in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from gui.classroom.tour_panel import TourPanel

LONG_TEXT = "<p>" + " ".join(["Jedes Wort eines Satzes spielt drei Rollen zugleich."] * 14) + "</p>"
OPTIONS = ["wonach das Wort in den anderen sucht", "was das Wort an die anderen weitergibt",
           "wo das Wort im Satz steht"]


def _in_view(panel: TourPanel, widget) -> bool:
    """Whether ``widget`` lies wholly inside the scroll area's viewport, as painted."""
    viewport = panel.scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def _settled() -> None:
    for _ in range(5):
        QApplication.processEvents()


def test_a_waiting_question_and_its_answers_scroll_into_sight(qtbot):
    panel = TourPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 320)                # the Tour dock at 1024×768: a short one
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_step("Schritt 1 von 24", "Die Idee", LONG_TEXT, own_sentence=None,
                    at_start=True, at_end=False)
    panel.show_question("Die Query q eines Wortes ist …", OPTIONS, typed=False, waiting=True)
    _settled()
    assert panel.scroll.verticalScrollBar().maximum() > 0      # the text is longer than the dock
    assert _in_view(panel, panel.question)
    assert all(_in_view(panel, button) for button in panel.option_buttons)
    assert not panel.next_button.isEnabled()
    assert panel.next_button.toolTip() == "answer the question first, or show the answer"


def test_a_revealed_answer_starts_at_the_top_again(qtbot):
    panel = TourPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 320)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_step("Schritt 1 von 24", "Die Idee", LONG_TEXT, own_sentence=None,
                    at_start=True, at_end=False)
    panel.show_question("Die Query q eines Wortes ist …", OPTIONS, typed=False, waiting=True)
    _settled()
    panel.show_question("Die Query q eines Wortes ist …", OPTIONS, typed=False, waiting=False)
    panel.show_feedback("Richtig.", "", True)            # the verdict comes first, on top
    _settled()
    assert panel.scroll.verticalScrollBar().value() == 0
    assert _in_view(panel, panel.feedback)
