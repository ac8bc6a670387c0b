"""Text on screen follows the session as it is now: the lesson banner, the title, Save As, the
formulas under each toggle, a renamed chip, a toggle toggled back."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.examples import list_examples, load_example
from core.session import Session
from core.session_io import load_session
from tests.gui.files_helpers import open_files_window

SENTENCE = "the cat sat on the mat because it was tired"


@pytest.fixture
def lesson_window(qtbot, monkeypatch, tmp_path):
    window, dialogs = open_files_window(qtbot, monkeypatch, tmp_path)
    info = next(e for e in list_examples() if e.path.stem == "mole-face")
    window.files.actions.examples_menu.actions()[list_examples().index(info)].trigger()
    assert window.controller.session == load_example("mole-face")
    return window, dialogs


def _type_sentence(window, text: str) -> None:
    window.token_editor.sentence.setText(text)
    window.token_editor.apply_sentence()


def test_the_banner_withdraws_the_lessons_claims_after_the_sentence_changes(lesson_window):
    window, _ = lesson_window
    banner = window.files.banner
    assert "attends most to 'face'" in banner.text()
    _type_sentence(window, SENTENCE)
    assert banner.isVisible()
    assert "attends" not in banner.text() and "0.58" not in banner.text()
    assert "changed from lesson “The mole on his face”" in banner.text()
    assert SENTENCE in window.windowTitle() and "mole" not in window.windowTitle()
    window.controller.undo_stack.undo()  # the lesson's numbers: its words come back
    assert "attends most to 'face'" in banner.text()
    assert window.controller.session.title == "The mole on his face"


def test_the_way_back_restores_the_lesson_as_one_undo_step(lesson_window):
    window, _ = lesson_window
    window.controller.edit("nudge", lambda s: s.with_cell("W_K", 0, 0, 0, 4.0))
    assert "changed from lesson" in window.files.banner.text()
    window.files.banner.label.linkActivated.emit("back")
    assert window.controller.session == load_example("mole-face")
    assert "attends most to 'face'" in window.files.banner.text()
    window.controller.undo_stack.undo()
    assert window.controller.session.matrix("W_K")[0, 0] == 4.0


def test_a_saved_edited_lesson_carries_no_claim_and_is_named_by_its_sentence(lesson_window,
                                                                              tmp_path):
    window, dialogs = lesson_window
    _type_sentence(window, SENTENCE)
    suggested = []
    window.files.choose_save_path = lambda name: suggested.append(name) or \
        str(tmp_path / "saved.json")
    assert window.files.save_as()
    assert suggested[0].endswith("the-cat-sat-on-the-mat-because-it-was-tired.json")
    stored = json.loads((tmp_path / "saved.json").read_text())
    assert stored["title"] == SENTENCE and stored.get("description", "") == ""
    reopened = load_session(tmp_path / "saved.json")
    assert reopened.description == "" and reopened.tokens == tuple(SENTENCE.split())


def test_renaming_one_chip_keeps_its_row_withdraws_the_claims_and_says_so(lesson_window):
    window, _ = lesson_window
    before = window.controller.session
    chips = window.token_editor.chips
    chips.item(1).setText("cat")  # what finishing a chip edit does
    session = window.controller.session
    assert session.tokens[1] == "cat"
    np.testing.assert_array_equal(session.embeddings, before.embeddings)
    assert "kept its embedding row" in window.statusBar().currentMessage()
    assert "changed from lesson" in window.files.banner.text()
    chips.setCurrentRow(1)
    window.token_editor.own_embedding_action.trigger()
    expected = Session.from_text("The cat on his face", d_model=before.d_model)
    np.testing.assert_array_equal(window.controller.session.embeddings[1],
                                  expected.embeddings[1])


@pytest.mark.parametrize("setting", ["causal", "scaled", "positional"])
def test_a_toggle_toggled_back_leaves_the_document_unmodified(lesson_window, setting):
    window, _ = lesson_window
    action = getattr(window.actions, setting)
    action.trigger()
    assert window.isWindowModified() and window.controller.undo_stack.count() == 1
    action.trigger()
    assert not window.isWindowModified()
    assert window.controller.undo_stack.count() == 0
    assert window.controller.session == load_example("mole-face")


@pytest.mark.parametrize(("scaled", "causal", "positional"), [
    (True, False, False), (False, False, False), (True, True, False), (False, True, True)])
def test_titles_and_formula_bar_follow_each_toggle(qtbot, monkeypatch, tmp_path, scaled, causal,
                                                   positional):
    session = Session.from_text(SENTENCE, causal=causal, scaled=scaled).with_settings(
        positional=positional)
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path, session)
    for stage in ("x", "scaled", "masked", "weights"):
        window.stepper.jump(stage)
        title = window.stage_panel.large.shown_title()
        formula = window.formula_bar.formula_label.text()
        assert ("√d_k" in title) == (scaled and stage != "x"), (stage, title)
        assert ("√d" in formula) == scaled, (stage, formula)
        if stage == "x":
            assert ("positions" in title) == positional, title
        if stage == "weights":
            assert ("+ M" in title) == causal, title
            assert ("+ M" in formula) == causal, formula
    assert window.actions.positional.isChecked() == positional
    window.stepper.jump("x")
    np.testing.assert_allclose(window.stage_panel.large.shown_values(), session.x(), rtol=1e-6)
