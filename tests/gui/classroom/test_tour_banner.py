"""The lesson banner stays silent while a tour speaks (issue 42: started on "The mole on his
face", a tour step's answer changed the tour's session and the banner said "changed from
lesson “The mole on his face”" over the tour's own sentence). Through the learner's route:
Show the answer on every step that changes the session, the tour's sentence box and Enter;
after the tour, the banner speaks again at the learner's next edit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.files.examples import load_example
from core.tours.library import load_tour
from gui.classroom.tour_features import TourFeatures
from gui.window.app import build_window


def test_no_banner_names_the_lesson_over_the_tours_sentence(qtbot):
    window = build_window(load_example("mole-face"), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    banner = window.features.named("SessionFiles").banner
    assert banner.isVisible() and "mole" in banner.text().lower()    # the lesson's own words
    tours = window.features.get(TourFeatures)
    steps = load_tour("the-lesson").tour.steps
    compares = [k for k, s in enumerate(steps) if s.ask is not None and s.ask.kind == "compare"]
    assert compares
    for index in compares:              # the answer shown: the change applied to the session
        assert tours.open_tour("the-lesson", step=index, ask=False)
        QApplication.processEvents()
        before = window.controller.session
        tours.panel.reveal_button.click()
        QApplication.processEvents()
        assert window.controller.session != before          # the tour changed its session
        assert not banner.isVisible(), (index, banner.text())
    own = next(k for k, s in enumerate(steps) if s.source and s.source.kind == "own")
    assert tours.open_tour("the-lesson", step=own, ask=False)
    QApplication.processEvents()
    assert not banner.isVisible()
    sentence = tours.panel.sentence
    QTest.keyClicks(sentence, " today")
    QTest.keyClick(sentence, Qt.Key.Key_Return)          # the session changes under the tour
    QApplication.processEvents()
    assert window.controller.session.tokens[-1] == "today"
    assert not banner.isVisible(), banner.text()        # it named the mole over this sentence
    tours.leave()
    QApplication.processEvents()
    window.controller.edit("a word more", lambda s: s.with_tokens((*s.tokens, "again")))
    QApplication.processEvents()
    assert banner.isVisible()                           # the learner's own edit: it speaks
    window.controller.undo_stack.setClean()
