"""The Open Pretrained Head dialog shows and returns what core.pretrained computes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from core.pretrained import build_session, load_model
from core.pretrained.heads_report import rank_heads
from gui.classroom.pretrained_dialog import ALL_HEADS_LABEL, PretrainedHeadDialog
from gui.classroom.word_head_hint import HINT_ROWS


@pytest.fixture(scope="module")
def model():
    return load_model()


@pytest.fixture
def dialog(qtbot, model):
    shown = PretrainedHeadDialog()
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.model is not None, timeout=20000)   # MiniLM's load, signalled
    return shown


def ok_button(dialog: PretrainedHeadDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_minilm_loads_off_the_ui_thread_like_every_model(qtbot, model):
    """MiniLM goes through the one loader too: OK waits for its load (a bar), then the shape
    comes from the loaded model behind the protocol."""
    shown = PretrainedHeadDialog()
    qtbot.addWidget(shown)
    assert shown.model is None and not ok_button(shown).isEnabled()
    assert not shown.layer_box.isEnabled() and shown.layer_box.value() == 1   # no shape yet
    assert shown.load_bar.isVisibleTo(shown) and shown.model_load.choice == "minilm"
    qtbot.waitUntil(lambda: ok_button(shown).isEnabled(), timeout=20000)
    assert shown.model.model is model and not shown.load_bar.isVisibleTo(shown)
    assert shown.layer_box.isEnabled() and shown.layer_box.maximum() == 6


def test_ranges_come_from_the_model(dialog):
    assert (dialog.layer_box.minimum(), dialog.layer_box.maximum()) == (1, 6)  # from 1
    assert dialog.head_box.count() == 13
    assert dialog.head_box.itemText(0) == ALL_HEADS_LABEL and dialog.head_box.itemData(0) is None
    assert [dialog.head_box.itemData(i) for i in range(1, 13)] == list(range(12))
    assert [dialog.head_box.itemText(i) for i in range(1, 13)] == [str(h) for h in range(1, 13)]
    assert "6 layers × 12 heads" in dialog.windowTitle()


def test_accept_returns_the_core_session_for_one_head(dialog, qtbot):
    dialog.text_edit.setText("the mole on his face")
    dialog.layer_box.setValue(4)  # layer index 3
    dialog.head_box.setCurrentIndex(dialog.head_box.findData(7))
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    session = dialog.session()
    assert session == build_session("the mole on his face", 3, 7)
    assert session.title == "MiniLM layer 4 head 8: the mole on his face"  # indices 3, 7


def test_accept_all_heads(dialog, qtbot):
    dialog.text_edit.setText("a mole of carbon dioxide")
    dialog.layer_box.setValue(6)  # the last layer, index 5
    dialog.head_box.setCurrentIndex(0)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    session = dialog.session()
    assert session == build_session("a mole of carbon dioxide", 5)
    assert session.n_heads == 12 and session.w_o is not None


@pytest.mark.parametrize(("text", "message"), [
    ("   ", "the text is empty"),
    ("mole " * 600, "602 tokens long"),
])
def test_errors_are_shown_not_raised(dialog, qtbot, text, message):
    dialog.text_edit.setText(text)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert message in dialog.error_label.text()
    assert dialog.session() is None


def test_ranking_is_on_demand_and_matches_core(dialog, qtbot, model):
    hint = dialog.hint_group   # the word's ranking box
    hint.word_edit.setText("mole")
    qtbot.keyClicks(hint.other_edit, " ")  # typing computes nothing
    assert hint.hint_table.rowCount() == 0
    hint.other_edit.setText("a mole of carbon dioxide")
    qtbot.mouseClick(hint.rank_button, Qt.MouseButton.LeftButton)
    assert hint.busy()                                        # on the worker
    qtbot.waitUntil(lambda: not hint.busy(), timeout=20000)
    assert "MiniLM reads 'mole' as mole in this sentence and mole in the other" in \
        hint.hint_status.text()
    expected = rank_heads("the mole on his face", "a mole of carbon dioxide", "mole", model)
    assert hint.hint_table.rowCount() == HINT_ROWS
    for row in range(HINT_ROWS):
        shown = [hint.hint_table.item(row, column).text() for column in range(3)]
        assert shown == [str(expected[row].layer + 1), str(expected[row].head + 1),  # 1-based
                         f"{expected[row].difference:.3f}"]
        assert hint.hint_table.item(row, 3).text().startswith(expected[row].top_a.token)
        assert hint.hint_table.item(row, 4).text().startswith(expected[row].top_b.token)
    hint.choose_ranked_head(1)
    assert dialog.layer_index() == expected[1].layer
    assert dialog.chosen_head() == expected[1].head


def test_ranking_error_for_an_absent_word(dialog, qtbot):
    hint = dialog.hint_group
    hint.word_edit.setText("badger")
    qtbot.mouseClick(hint.rank_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not hint.busy(), timeout=20000)
    assert hint.hint_table.rowCount() == 0
    assert "the word 'badger'" in hint.hint_status.text()
    assert "not in sentence A" in hint.hint_status.text()


def test_a_missing_model_folder_is_explained(qtbot, tmp_path):
    broken = PretrainedHeadDialog(model_folder=tmp_path / "nowhere")
    qtbot.addWidget(broken)
    qtbot.waitUntil(lambda: "does not exist" in broken.error_label.text(), timeout=20000)
    assert "nowhere" in broken.error_label.text()                   # one line naming it
    assert "\n" not in broken.error_label.text()
    assert not ok_button(broken).isEnabled() and not broken.hint_group.rank_button.isEnabled()
