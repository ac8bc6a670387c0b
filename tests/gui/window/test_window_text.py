"""Text on screen follows the session as it is now: the lesson banner, the title, Save As, the
formulas under each toggle, a renamed chip, a toggle toggled back."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.examples import list_examples, load_example
from core.files.session_io import load_session
from core.session.value import Session
from gui.document.session_files import SessionFiles
from gui.window.keyboard_access import plain_text, submenu_of, submenus
from tests.gui.files_helpers import open_files_window

SENTENCE = "the cat sat on the mat because it was tired"


@pytest.fixture
def lesson_window(qtbot, monkeypatch, tmp_path):
    window, dialogs = open_files_window(qtbot, monkeypatch, tmp_path)
    info = next(e for e in list_examples() if e.path.stem == "mole-face")
    window.features.get(SessionFiles).actions.examples_menu.actions()[list_examples().index(info)].trigger()
    assert window.controller.session == load_example("mole-face")
    return window, dialogs


def _type_sentence(window, text: str) -> None:
    window.token_editor.sentence.setText(text)
    window.token_editor.apply_sentence()


def test_the_banner_withdraws_the_lessons_claims_after_the_sentence_changes(lesson_window):
    window, _ = lesson_window
    banner = window.features.get(SessionFiles).banner
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
    assert "changed from lesson" in window.features.get(SessionFiles).banner.text()
    window.features.get(SessionFiles).banner.label.linkActivated.emit("back")
    assert window.controller.session == load_example("mole-face")
    assert "attends most to 'face'" in window.features.get(SessionFiles).banner.text()
    window.controller.undo_stack.undo()
    assert window.controller.session.matrix("W_K")[0, 0] == 4.0


def test_a_saved_edited_lesson_carries_no_claim_and_is_named_by_its_sentence(lesson_window,
                                                                              tmp_path):
    window, dialogs = lesson_window
    _type_sentence(window, SENTENCE)
    suggested = []
    window.features.get(SessionFiles).choose_save_path = lambda name: suggested.append(name) or \
        str(tmp_path / "saved.json")
    assert window.features.get(SessionFiles).save_as()
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
    assert "kept its embedding row" in window.status_message()
    assert "changed from lesson" in window.features.get(SessionFiles).banner.text()
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


def test_the_matrix_editor_writes_numbers_as_the_views_do(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    window.controller.edit("negative", lambda s: s.with_cell("X", 0, 0, 0, -0.5))
    model = window.matrix_panel.model
    shown = model.data(model.index(0, 0))
    assert shown == "−0.50" and "-" not in shown  # U+2212, as every heatmap draws it
    assert model.cell_look(0, 0)[2] == "−0.50"    # what the delegate paints, too
    window.controller.edit("large", lambda s: s.with_cell("X", 0, 0, 1, 123456.0))
    assert model.cell_look(0, 1)[2] == "1.2e+05"  # not 123456.00
    window.matrix_panel.request_cell(0, 1, -1.2, None)
    assert window.status_message().endswith("1.2e+05 → −1.20"), window.status_message()
    window.stepper.jump("x")
    assert window.stage_panel.large.shown_values()[0, 0] == -0.5


def test_a_long_status_line_is_elided_before_the_dimensions_text(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    long_line = "opened " + "a-very-long-folder-name/" * 12 + "session.json"
    window.show_message(long_line)
    bar = window.statusBar()
    shown = bar.currentMessage()
    assert shown.endswith("…") and len(shown) < len(long_line)
    first_permanent = window.dimensions_label.geometry().left()  # the leftmost one
    assert bar.fontMetrics().horizontalAdvance(shown) <= first_permanent
    assert bar.fontMetrics().horizontalAdvance(shown) <= window.status_room()
    assert window.status_message() == long_line and bar.toolTip() == long_line
    window.show_message("edited W^Q[1,2]")
    assert bar.currentMessage() == "edited W^Q[1,2]" and bar.toolTip() == ""


def test_lessons_are_in_the_lesson_menu_and_open_at_stage_one(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    window.stepper.jump("weights")
    lesson_menu = window.menu("Lesson")
    subs = submenus(window)         # (not a.menu(): PySide 6.10 drops the menu's wrapper)
    lessons = next(m for a in lesson_menu.actions() if (m := submenu_of(a, subs)) is not None)
    items = [a for a in lessons.actions() if a.data()]
    assert [plain_text(a) for a in items] == [info.title for info in list_examples()]
    items[-1].trigger()
    assert window.controller.session == load_example(list_examples()[-1].name)
    assert window.stepper.stage == "x" and window.stepper.reached == 0
    tiles = window.stage_panel.tiles
    assert not tiles["x"].thumbnail.is_dimmed() and tiles["q"].thumbnail.is_dimmed()


def test_lesson_the_sliding_window_opens_gemmas_lesson_as_the_session(qtbot, monkeypatch,
                                                                      tmp_path):
    """Lesson › The Sliding Window (Gemma 3)…: the pretrained dialog asked for the lesson, and
    the session it answers opened in the window."""
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    lesson = Session.from_text("a lesson past its window", seed=3)
    asked = []
    monkeypatch.setattr("gui.classroom.pretrained_dialog.run_pretrained_dialog",
                        lambda parent, show, **options: asked.append(options) or lesson)
    action = next(a for a in window.menu("Lesson").actions()
                  if plain_text(a) == "The Sliding Window (Gemma 3)…")
    action.trigger()
    assert [options["sliding_window_lesson"] for options in asked] == [True]
    assert window.controller.session == lesson


def test_tooltips_follow_the_toggles(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    tile = window.stage_panel.tiles["weights"].thumbnail
    assert "√d_k" in tile.toolTip()
    window.actions.scaled.trigger()
    assert "√d_k" not in tile.toolTip() and "softmax(S)" in tile.toolTip()
    window.stepper.jump("scaled")
    title_tip = window.stage_panel.large.plot_item.titleLabel.toolTip()
    assert "scaling off" in title_tip and "√d_k" not in title_tip.split("\n")[0]


def test_the_explanation_and_tile_captions_say_what_is_on(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    window.actions.scaled.trigger()  # scaling off
    window.stepper.jump("scaled")
    window.explanation_link.explain_cell("scaled", 0, 1, 0)
    said = window.explanation_link.panel.meaning_label.text()
    assert "off" in said and "Dividing by √d_k" not in said
    caption_tip = window.stage_panel.tiles["masked"].caption.toolTip()
    assert "No mask is on" in caption_tip
    window.actions.causal.trigger()
    assert "No mask" not in window.stage_panel.tiles["masked"].caption.toolTip()
    window.explanation_link.explain_cell("masked", 0, 1, 0)
    assert "No mask" not in window.explanation_link.panel.meaning_label.text()


def test_a_sentence_typed_into_the_lesson_says_its_weights_are_fresh(lesson_window):
    window, _ = lesson_window
    lesson = window.controller.session
    _type_sentence(window, "the bank of the river")
    message = window.status_message()
    assert message.startswith("tokens: the bank of the river") and "fresh" in message, message
    session = window.controller.session
    assert session.tokens == ("the", "bank", "of", "the", "river")
    assert not np.array_equal(session.w_q, lesson.w_q)
    q = session.embeddings @ session.w_q[0]          # numpy: no row of two equal numbers
    assert not np.allclose(q[:, 0], q[:, 1])
    window.controller.undo_stack.undo()
    assert window.controller.session == lesson
    _type_sentence(window, "the mole on his face today")     # a lesson again: fresh again
    _type_sentence(window, "the mole on his face")           # no lesson now: weights kept
    assert "fresh" not in window.status_message()
