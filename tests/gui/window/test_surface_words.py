"""The words of the surfaces beyond the main window, in the learner's language (issue 42): the
Vectors dock's headers, the √d_k lab's progress box (German writes 2000, not 2,000), the export
captions ("stage 5 of 11"), in German, Spanish and Chinese; their numbers are the session's."""

from __future__ import annotations

import pytest

from core.attention.stages import STAGES
from core.export.handout import handout_caption
from core.session.value import Session
from core.vectors.heads import head_vectors
from core.vectors.moves import move_vectors, word_in_two
from gui.window.language import install_language, remove_translators

TEXT = "the mole on his face"
# English phrases each surface wrote before it was translated
ENGLISH = ("numbers per vector", "projected from", "dot products are the scores",
           "numbers per word", "is not in", "Opening the", "random rows", "stage 5 of 11",
           "the plane shows", "dot products vs scores")


@pytest.fixture(params=["de", "es", "zh_CN"])
def language(qapp, request):
    install_language(request.param)
    yield request.param
    remove_translators()


def no_english(text: str) -> None:
    for phrase in ENGLISH:
        assert phrase not in text, (phrase, text)


def test_the_vectors_headers_speak_the_language_with_the_session_numbers(language):
    exact = head_vectors(Session.from_text(TEXT, d_model=6, d_head=2).run())
    projected = head_vectors(Session.from_text(TEXT, d_model=6, d_head=4).run())
    for vectors in (exact, projected):
        no_english(vectors.plane.description() + " " + vectors.match_text())
    assert "4" in projected.plane.description()               # projected from d_head = 4
    share = f"{projected.plane.captured:.0%}"
    assert share in projected.plane.description()
    one_head = Session.from_text(TEXT, d_model=6, d_head=2).run()   # x 6 numbers, z 2
    note = " ".join(move_vectors(one_head).notes)
    no_english(note)
    assert "6" in note and "2" in note
    other = Session.from_text("a mole of carbon", d_model=6, d_head=2).run()
    placed = word_in_two(one_head, tuple(TEXT.split()), other, ("a", "mole", "of", "carbon"),
                         "face")
    no_english(" ".join(placed.notes))


def test_the_labs_progress_box_and_the_export_caption(language):
    from gui.window.scaling_lab_menu import busy_text

    text = busy_text()
    no_english(text)
    assert "2000" in text and "2,000" not in text        # the language's number rule
    caption = handout_caption(Session.from_text(TEXT), "scores")
    no_english(caption)
    assert "5" in caption and str(len(STAGES)) in caption


def test_d_heads_arrow_steps_by_two_with_rotary_positions_and_says_why_in_words(window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from core.limits import LimitError
    from core.session.checks import check_positional

    controller, panel = window.controller, window.matrix_panel
    controller.apply("test", controller.session.with_dimensions(d_head=2)
                     .with_settings(positional="rotary"))
    spin = panel.spins["d_head"]
    QTest.keyClick(spin, Qt.Key.Key_Up)                      # as the arrow: 2 -> 4, not 3
    assert controller.session.d_head == 4 and spin.value() == 4
    QTest.keyClick(spin, Qt.Key.Key_Down)
    assert controller.session.d_head == 2
    controller.apply("test", controller.session.with_settings(positional=False))
    QTest.keyClick(spin, Qt.Key.Key_Up)                      # no rotary: any d_head
    assert controller.session.d_head == 3
    with pytest.raises(LimitError) as refused:
        check_positional("rotary", 3)
    assert 'positional "rotary"' not in str(refused.value)  # the window's words, not code's


def test_exported_file_names_keep_accented_letters_as_letters():
    """"während" became "w-hrend": every non-ASCII letter was a dash."""
    from core.export.handout import file_stem

    assert file_stem("während der Nacht") == "waehrend-der-nacht"
    assert file_stem("Straße über Brücken") == "strasse-ueber-bruecken"
    assert file_stem("el pequeño robot llegó") == "el-pequeno-robot-llego"
    assert file_stem("小 机器人") == "attention"             # no Latin letter: the default
    assert "-" not in file_stem("façade")


def test_the_tour_says_a_wrong_prediction_in_whole_german(qapp):
    install_language("de")
    try:
        from PySide6.QtCore import QCoreApplication

        line = QCoreApplication.translate(
            "TourProgress", "✗ Not quite: you predicted {said}; it is {answer}.").format(
            said="sinkt", answer="steigt")
    finally:
        remove_translators()
    assert "Sie haben sinkt vorhergesagt" not in line
    assert "„sinkt“" in line and "„steigt“" in line
