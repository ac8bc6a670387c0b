"""The Tour panel's "Your predictions so far" is never cut: in German (the longest lines) on a
1024×700 window, at every step of the lesson's tour, the list is laid out at the full height
its wrapped lines need and no wider than the panel's scroll area, and it lists every question
answered so far (the panel scrolls; it never clips or elides)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from core import i18n
from gui.classroom.tour_features import TourFeatures
from gui.window.language import install_language, remove_translators
from tests.gui.layout_helpers import painted_window, settle


@pytest.fixture
def german_tour(qtbot):
    install_language("de")
    window = painted_window(qtbot, "The mole on his face", (1024, 700), "x")
    assert window.features.get(TourFeatures).open_tour("the-lesson", ask=False)
    yield window
    remove_translators()
    assert not i18n.installed()


def test_your_predictions_so_far_is_whole_at_every_step(german_tour):
    window = german_tour
    panel = window.features.get(TourFeatures).panel
    revealed = 0
    seen_list = False
    for _ in range(len(window.features.get(TourFeatures).progress.checked.tour.steps) - 1):
        settle(window)
        if panel.reveal_button.isVisible():          # no prediction: Show the answer
            panel.reveal_button.click()
            revealed += 1
            settle(window)
        label = panel.predictions
        if label.isVisible():
            seen_list = True
            width = label.width()
            assert label.height() >= label.heightForWidth(width), label.text()
            assert label.geometry().right() < panel.scroll.viewport().width()
            assert panel.scroll.horizontalScrollBar().maximum() == 0
            assert label.text().count("<li>") == revealed
        panel.next_button.click()
        QApplication.processEvents()
    assert seen_list and revealed >= 10
    window.features.get(TourFeatures).leave()
