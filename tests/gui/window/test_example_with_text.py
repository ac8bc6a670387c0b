"""--example with --text is the lesson with the sentence typed into it (issue 42: --text was
ignored beside --example, so a screenshot or layout report could not reach the state a learner
reaches by typing a sentence into a lesson: its fresh weights, its banner). Compared with the
learner's own route in another window: the Tokens dock's field and Enter."""

from __future__ import annotations

import argparse

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.files.examples import load_example
from core.session.tokens import split_tokens
from gui.window.app import build_window, type_lesson_sentence

SENTENCE = "meine Großmutter pflegte viele Jahre einen kleinen Garten hinter dem alten Haus"


def shown(qtbot, window):
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def test_the_command_line_types_the_sentence_as_the_learner_does(qtbot):
    args = argparse.Namespace(example="mole-face", text=SENTENCE, stage="scores")
    by_line = shown(qtbot, build_window(load_example("mole-face"), restore=False,
                                        size=(984, 728), stage="scores"))
    type_lesson_sentence(by_line, args)
    by_hand = shown(qtbot, build_window(load_example("mole-face"), restore=False,
                                        size=(984, 728)))
    field = by_hand.token_editor.sentence
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, SENTENCE)
    QTest.keyClick(field, Qt.Key.Key_Return)
    QApplication.processEvents()
    typed, made = by_hand.controller.session, by_line.controller.session
    assert made.tokens == typed.tokens == split_tokens(SENTENCE)
    lesson = load_example("mole-face")
    assert made.d_model == lesson.d_model == typed.d_model          # the lesson's shape
    for name in ("w_q", "w_k", "w_v", "embeddings"):
        np.testing.assert_array_equal(getattr(made, name), getattr(typed, name))
    banners = [w.features.named("SessionFiles").banner for w in (by_line, by_hand)]
    assert banners[0].isVisible() and banners[0].text() == banners[1].text()
    assert "mole" in banners[0].text().lower()          # the lesson it left, named
    assert by_line.stepper.stage == "scores"             # --stage holds for the typed sentence
    for window in (by_line, by_hand):
        window.controller.undo_stack.setClean()

