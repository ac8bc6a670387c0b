"""Open Pretrained Head's word hint ranks the heads of the model chosen in the dialog, read by
that model's own tokenizer: here a tiny Gemma 3 GGUF (tests/core/tiny_gguf_models.py), its rows
from the float64 numpy forward written there and the total variation distance written here,
not from core."""

from __future__ import annotations

import pytest

from gui.classroom.pretrained_dialog import PretrainedHeadDialog
from gui.classroom.word_head_hint import HINT_ROWS
from tests.core.tiny_gguf_models import GEMMA3, read_back, reference, write_tiny

TEXT_A, TEXT_B, WORD = "b a ab b", "bc a ab", "ab"
IDS_A, IDS_B = [2, 6, 8, 12, 10], [2, 11, 8, 12]     # <bos> b ␣a ␣ab ␣b / <bos> bc ␣a ␣ab
# what each key is to the word's row (position 3, "␣ab"): the first token, the token before the
# word, the word, any other key by its text
ROLES_A = ["first", "text:b", "previous", "self", "text:b"]
ROLES_B = ["first", "text:bc", "previous", "self"]


@pytest.fixture
def tiny_gemma(tmp_path, monkeypatch):
    from core.pretrained.gguf_model import forget_gguf_model

    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(tmp_path / "weights"))
    path = write_tiny(tmp_path / "tiny-gemma.gguf", GEMMA3)
    yield path, read_back(path)
    forget_gguf_model(path)


def _difference(row_a, row_b) -> float:
    mass_a, mass_b = {}, {}
    for mass, row, roles in ((mass_a, row_a, ROLES_A), (mass_b, row_b, ROLES_B)):
        for weight, role in zip(row, roles, strict=True):
            mass[role] = mass.get(role, 0.0) + weight
    return 0.5 * sum(abs(mass_a.get(r, 0.0) - mass_b.get(r, 0.0)) for r in {*mass_a, *mass_b})


def _hinted(dialog, qtbot, word: str) -> None:
    hint = dialog.hint_group
    hint.word_edit.setText(word)
    hint.other_edit.setText(TEXT_B)
    hint.rank_button.click()
    assert hint.busy() and not hint.rank_button.isEnabled()     # on the worker
    qtbot.waitUntil(lambda: not hint.busy(), timeout=20000)


def test_a_decoders_word_hint_ranks_its_heads_with_its_own_tokens(qtbot, tiny_gemma):
    path, tensors = tiny_gemma
    dialog = PretrainedHeadDialog(model_file=path, text=TEXT_A)
    qtbot.addWidget(dialog)
    hint = dialog.hint_group
    assert not hint.rank_button.isEnabled()                  # until the model has loaded
    qtbot.waitUntil(lambda: dialog.model is not None, timeout=20000)
    assert hint.isVisibleTo(dialog) and hint.rank_button.isEnabled()
    _hinted(dialog, qtbot, WORD)
    rows_a = [w[:, 3, :] for w in reference(GEMMA3, tensors, IDS_A)[0]]    # 6 × (4, 5)
    rows_b = [w[:, 3, :] for w in reference(GEMMA3, tensors, IDS_B)[0]]    # 6 × (4, 4)
    expected = sorted(((_difference(a[h], b[h]), layer, h) for layer, (a, b)
                       in enumerate(zip(rows_a, rows_b, strict=True)) for h in range(4)),
                      key=lambda item: (-item[0], item[1], item[2]))[:HINT_ROWS]
    assert hint.hint_table.rowCount() == HINT_ROWS
    for row, (difference, layer, head) in enumerate(expected):
        assert hint.hint_table.item(row, 0).text() == str(layer + 1)
        assert hint.hint_table.item(row, 1).text() == str(head + 1)
        shown = float(hint.hint_table.item(row, 2).text().replace("−", "-"))
        assert shown == pytest.approx(difference, abs=6e-4)
    top = hint.hint_table.item(0, 3).text()                  # the model's token, e.g. "␣a"
    assert top.split()[0] in ("<bos>", "b", "␣a", "␣ab")
    assert "tiny gemma3 reads 'ab' as ␣ab in this sentence and ␣ab in the other" in \
        hint.hint_status.text()
    hint.choose_ranked_head(0)
    assert (dialog.layer_index(), dialog.chosen_head()) == expected[0][1:]


def test_a_word_the_model_does_not_read_there_names_its_tokens(qtbot, tiny_gemma):
    path, _ = tiny_gemma
    dialog = PretrainedHeadDialog(model_file=path, text=TEXT_A)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.model is not None, timeout=20000)
    _hinted(dialog, qtbot, "a b")                            # two words, not one run here
    assert dialog.hint_group.hint_table.rowCount() == 0
    assert dialog.hint_group.hint_status.text() == (
        "the word 'a b' is not in sentence A as tiny gemma3 reads it: <bos> b ␣a ␣ab ␣b")
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("minilm"))   # another model:
    qtbot.waitUntil(lambda: dialog.model is not None, timeout=20000)      # its own ranking
    assert dialog.hint_group.rank_button.isEnabled()
    assert "Press Rank heads" in dialog.hint_group.hint_status.text()


def test_a_dialog_whose_notes_grow_stays_on_its_screen(qtbot):
    """Wrapped notes that come with a load grow the dialog (gui.classroom.decoder_choice
    .grown_height), but never past its screen: wider first, then as tall as the screen."""
    from PySide6.QtWidgets import QDialog, QLabel, QTableWidget, QVBoxLayout

    from gui.classroom.decoder_choice import grown_height

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    note = QLabel("a long note that wraps " * 150)
    note.setWordWrap(True)
    layout.addWidget(note)
    layout.addWidget(QTableWidget(40, 3))         # a table wants all its rows' height
    dialog.resize(300, 200)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert layout.totalHeightForWidth(300) > room.height()       # too tall at its width
    grown_height(dialog)
    assert dialog.width() > 300 and dialog.height() > 200        # wider, and taller
    assert room.contains(dialog.frameGeometry())
