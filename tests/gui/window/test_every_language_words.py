"""Every language whole, in the small words: Undo and Redo say a word (and their tooltip is a
word from the start), the matrix's Reset is not the stepper's Back, and the formula bar's
one-head notes are in the window's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QObject

from core.attention.stage_text import StageSettings
from gui.views.formula_bar import formula_html
from gui.window.actions import StepAction
from gui.window.language import install_language, remove_translators

translate = QCoreApplication.translate
A_WORD = re.compile(r"[^\W\d_]{2,}")     # two letters (or characters) of some script


@pytest.fixture
def language(qapp, request):
    install_language(request.param)
    yield request.param
    remove_translators()


@pytest.mark.parametrize("language", ["en", "de", "es", "zh_CN"], indirect=True)
def test_undo_redo_reset_and_the_one_head_notes_have_words(language):
    owner = QObject()
    for text, verb in (("↶ Undo", "Undo"), ("↷ Redo", "Redo")):
        shown = translate("Actions", text)
        assert A_WORD.search(shown), (language, shown)           # not a bare arrow
        action = StepAction(shown, translate("Actions", verb), owner)
        assert action.toolTip() == translate("Actions", verb) and A_WORD.search(action.toolTip())
    backs = {translate("Actions", "◀ Prev").strip("◀ "), translate("TourPanel", "◀ Back")
             .strip("◀ ")}
    assert translate("MatrixEditorPanel", "Reset") not in backs, language
    one_head = StageSettings(n_heads=1, projected=False)
    notes = formula_html("concat", one_head) + formula_html("output", one_head)
    if language != "en":
        assert "one head" not in notes, (language, notes)
    assert "concat = Z" in notes and "O = Z" in notes


@pytest.mark.parametrize("language", ["en", "de", "es", "zh_CN"], indirect=True)
def test_one_rule_for_whole_numbers_per_language(language):
    """docs/learners-guide.md's rule: English 1,024 and 2,000; German, Spanish, Chinese 1024
    and 2000."""
    from core.i18n import whole_number

    grouped = language == "en"
    assert whole_number(1024) == ("1,024" if grouped else "1024")
    assert whole_number(2000) == ("2,000" if grouped else "2000")
    assert whole_number(1_234_567) == ("1,234,567" if grouped else "1234567")
    assert whole_number(999) == "999"
