"""With the tour open beside the lesson toolbar, no two visible buttons share a label, in any
language: the tour's own step buttons were "◀ Zurück" / "Weiter ▶" beside the toolbar's
"◀ Zurück" / "Weiter ▶" (and "Next ▶" twice in English), two controls that do different things."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QAbstractButton

from gui.classroom.tour_features import TourFeatures
from gui.window.language import install_language, remove_translators
from tests.gui.layout_helpers import painted_window, settle

TEXT = "the old mole on his face looked at the small dog near the door"


@pytest.fixture
def language():
    yield install_language
    remove_translators()


@pytest.mark.parametrize("code", ["en", "de", "es", "zh_CN"])
def test_the_tour_and_the_toolbar_share_no_label(qtbot, language, code):
    if code != "en":
        language(code)
    window = painted_window(qtbot, TEXT, (1024, 768), "x")
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=2,
                                                       ask=False)     # step 3: no question
    settle(window)
    panel = window.features.get(TourFeatures).panel
    assert panel.next_button.isVisible() and panel.back_button.isVisible()
    labels = Counter(b.text().replace("&", "").strip() for b in window.findChildren(QAbstractButton)
                     if b.isVisible() and b.text().strip())
    assert [text for text, count in labels.items() if count > 1] == [], code
    assert panel.next_button.text() != window.actions.next.text().replace("&", "")
    window.features.get(TourFeatures).leave()
