"""The real window in German (offscreen): the lesson tour shows its German words in the tour
panel, a German option answered by its number gets the English verdict, the tour and lesson
menus carry German titles, an opened lesson's banner speaks German; and at 1280×800 and
1024×700 the German tour text keeps a readable width."""

from __future__ import annotations

import html
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.files.examples import EXAMPLES_FOLDER, list_examples
from core.session.value import Session
from core.tours.answers import is_right
from core.tours.library import TOURS_FOLDER, load_tour
from core.tours.markdown import to_html
from gui.classroom.description_banner import FOLDED_LINES, first_sentence
from gui.classroom.tour_features import TourFeatures
from gui.document.session_files import SessionFiles
from gui.window.app import build_window
from gui.window.language import current_language, install_language, remove_translators
from gui.window.vectors_dock import VectorsDock


def german(name: str) -> dict:
    return json.loads((TOURS_FOLDER / f"{name}.de.json").read_text(encoding="utf-8"))


@pytest.fixture
def window_in(qtbot):
    made = []

    def make(code: str, size=(1280, 800)):
        install_language(code)
        window = build_window(Session.from_text("the mole on his face"), restore=False,
                              size=size)
        qtbot.addWidget(window)
        window.show()
        QApplication.processEvents()
        made.append(window)
        return window

    yield make
    for window in made:
        window.features.get(TourFeatures).leave()
        window.controller.undo_stack.setClean()
    remove_translators()


def shown(text: str) -> str:
    """A menu item's text without its mnemonic (keyboard_access adds one)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def press_digit(window, number: int) -> None:
    QTest.keyClick(window.stage_panel, getattr(Qt.Key, f"Key_{number}"))
    QApplication.processEvents()


def test_the_lesson_tour_in_german_with_the_english_verdicts(window_in):
    window = window_in("de")
    assert current_language() == "de" and window.features.get(TourFeatures).language == "de"
    words, english = german("the-lesson"), load_tour("the-lesson")
    assert window.features.get(TourFeatures).open_tour("the-lesson", ask=False)
    panel = window.features.get(TourFeatures).panel
    first = words["steps"][0]
    assert panel.title.text() == first["title"]
    assert panel.text.text() == to_html(first["text"])
    assert first["ask"]["text"] in panel.question.text()
    assert [b.text() for b in panel.option_buttons] == \
        [f"{n}  {o}" for n, o in enumerate(first["ask"]["options"], start=1)]
    # the panel's own words are German too (the catalogue's), around the tour's
    assert (panel.back_button.text(), panel.next_button.text(), panel.leave_button.text()) \
        == ("◀ Schritt zurück", "Fortfahren ▶", "Tour verlassen")
    assert panel.reveal_button.text() == "Antwort zeigen" and not panel.next_button.isEnabled()
    assert ("Vorhersage" in panel.question.text()
            and window.features.get(TourFeatures).dock.windowTitle() == "Tour")
    assert panel.counter.text() == f"Schritt 1 von {len(english.tour.steps)}"   # core's words
    # option 1 (German) is option 1 (English): the verdict is the English file's
    question, answer = english.tour.steps[0].ask, english.answers[0]
    press_digit(window, 1)
    feedback = window.features.get(TourFeatures).progress.feedback()
    assert feedback.right is is_right(question, answer, 0) is True
    assert first["ask"]["options"][0] in panel.feedback.text()
    assert panel.feedback.text().count(f"✓ Richtig: {first['ask']['options'][0]}.") == 1
    # step 2: answer 1; option 1 is wrong
    window.features.get(TourFeatures).next()
    assert panel.title.text() == words["steps"][1]["title"]
    press_digit(window, 1)
    step_two = english.tour.steps[1].ask
    assert window.features.get(TourFeatures).progress.feedback().right is \
        is_right(step_two, english.answers[1], 0) is False
    # the tours menu names the German titles
    window.features.get(TourFeatures).tours_menu.fill()
    titles = [shown(a.text()) for a in window.features.get(TourFeatures).menu.actions() if a.data()]
    assert titles[0].startswith(words["title"]) and titles[1].startswith(german("the-labs")[
        "title"])


def test_lessons_menus_and_banner_in_german(window_in):
    window = window_in("de")
    translated = list_examples(EXAMPLES_FOLDER, "de")
    for menu in (window.features.get(SessionFiles).actions.examples_menu,
                 window.features.get(SessionFiles).actions.lessons_menu):
        assert [shown(a.text()) for a in menu.actions()] == [info.title for info in translated]
        assert [a.toolTip() for a in menu.actions()] == [i.description for i in translated]
    lessons = window.features.get(SessionFiles).actions.lessons_menu
    mole = next(a for a in lessons.actions() if a.data() == "mole-face")
    mole.trigger()
    QApplication.processEvents()
    info = next(i for i in translated if i.name == "mole-face")
    banner = window.features.get(SessionFiles).banner
    assert window.controller.session.title == "The mole on his face"   # the file's, English
    assert banner.isVisible() and banner.text() == f"{info.title}: {info.description}"
    assert first_sentence(info.description)[:40] in html.unescape(banner.label.text())
    window.controller.session_changed.emit(window.controller.session)   # any later redraw
    assert banner.text() == f"{info.title}: {info.description}"
    # View › Vectors › Second sentence ▾: the lessons
    two = window.features.get(VectorsDock).panel.two
    two._fill_menu()
    assert [a.text() for a in two.choose_menu.actions()][:len(translated)] == \
        [i.title for i in translated]


def test_english_window_keeps_english_words(window_in):
    window = window_in("en")
    assert window.features.get(TourFeatures).language == "en"
    assert window.features.get(TourFeatures).open_tour("the-labs", ask=False)
    assert (window.features.get(TourFeatures).panel.title.text()
            == load_tour("the-labs").tour.steps[0].title)
    examples = window.features.get(SessionFiles).actions.examples_menu
    assert [shown(a.text()) for a in examples.actions()] == \
        [info.title for info in list_examples()]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_german_tour_text_keeps_a_readable_width(window_in, size):
    window = window_in("de", size=size)
    steps = german("the-lesson")["steps"]     # the step with the longest German option
    step = max((i for i, entry in enumerate(steps) if entry.get("ask", {}).get("options")),
               key=lambda i: max(len(o) for o in steps[i]["ask"]["options"]))
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=step, ask=False)
    QApplication.processEvents()
    panel = window.features.get(TourFeatures).panel
    text = panel.text
    assert window.features.get(TourFeatures).dock.isVisible() and text.isVisible()
    line = text.fontMetrics().averageCharWidth()
    assert text.width() >= 30 * line, (text.width(), line)     # at least ~30 characters a line
    # the text is wrapped, never cut: the whole of it fits its label's height for its width
    assert text.heightForWidth(text.width()) <= text.height() + 1
    options = steps[step]["ask"]["options"]
    assert [b.text() for b in panel.option_buttons] == \
        [f"{n}  {o}" for n, o in enumerate(options, start=1)]
    longest = max(panel.option_buttons, key=lambda b: len(b.text()))
    wraps = longest.label.fontMetrics().horizontalAdvance(longest.text()) > longest.width()
    for button in panel.option_buttons:   # an option longer than its button wraps, never cut
        assert button.width() >= 30 * line
        label = button.label
        assert label.heightForWidth(label.width()) <= label.height() + 1, button.text()
    if wraps:     # an option longer than its button takes two lines
        assert longest.height() > min(b.height() for b in panel.option_buttons)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_each_lessons_first_sentence_fits_its_folded_banner_as_in_english(window_in, size):
    """At 1280×800 and at 1024×700 the folded banner shows a lesson's title and whole first
    sentence (at 1024 px five of the six English ones needed a third line: they were cut); a
    translation must fit there as the English does (the words, not the window's language,
    decide: one window measures them all)."""
    window = window_in("de", size)
    banner = window.features.get(SessionFiles).banner
    for info in [i for code in ("en", "de", "es", "zh_CN") for i in list_examples(language=code)]:
        banner.show_text(info.title, info.description)
        QApplication.processEvents()
        label = banner.label
        assert first_sentence(info.description)[:30] in html.unescape(label.text())
        needed = label.heightForWidth(banner.scroll.viewport().width())
        assert needed <= FOLDED_LINES * label.fontMetrics().lineSpacing(), info.name
