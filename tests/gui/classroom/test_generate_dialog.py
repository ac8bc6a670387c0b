"""Generate ▶ appends SmolLM2's token, shows the likeliest ones, the cache and the times."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gui.classroom.generate_dialog import GenerateDialog
from gui.document.session_files import SessionFiles
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
PROMPT = "The capital of France is"


@pytest.fixture(scope="module")
def decoder():
    with one_torch_thread():
        yield shipped_decoder()


def _press(dialog, qtbot) -> None:
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=20000)


def test_generate_appends_paris_and_shows_the_cache_growing(qtbot, decoder):
    dialog = GenerateDialog(decoder, PROMPT)
    qtbot.addWidget(dialog)
    _press(dialog, qtbot)
    assert dialog.written.toPlainText() == PROMPT + " Paris"
    assert dialog.top_list.rowCount() == 10
    assert dialog.top_list.item(0, 0).text() == "▶ ␣Paris"          # greedy: the likeliest
    assert "cache: 5 keys and values per layer × 30 layers" in dialog.status.text()
    assert "KB" in dialog.status.text() and "recomputed" not in dialog.status.text()
    import torch

    cache = dialog._decoder.cache
    keys, values = torch.stack(cache.keys), torch.stack(cache.values)      # (L, kv, N, d_head)
    stored = dialog.cache_bytes.toPlainText()
    assert "K and V, each [30 layers, 3 key/value heads, 5 tokens, d_head 64]" in stored
    assert f"{keys.nbytes + values.nbytes} bytes" in stored.replace(",", "")
    assert f"{(keys.nbytes + values.nbytes) // 2} bytes" in stored.replace(",", "")  # float16
    assert f"{3 * (keys.nbytes + values.nbytes)} bytes" in stored.replace(",", "")
    assert "query heads 1–3 share key/value head 1" in stored
    dialog.compare_box.setChecked(True)
    _press(dialog, qtbot)                                          # " Paris" then "."
    assert dialog.written.toPlainText() == PROMPT + " Paris."
    assert "cache: 6 keys" in dialog.status.text() and "same token: yes" in dialog.status.text()
    dialog.text_edit.setText("Paris is the capital of")                 # a new text restarts
    _press(dialog, qtbot)
    assert dialog.written.toPlainText().startswith("Paris is the capital of ")
    assert "cache: 5 keys" in dialog.status.text()
    dialog.restart_button.click()
    dialog.text_edit.setText("   ")
    _press(dialog, qtbot)
    assert "empty" in dialog.status.text() and dialog.written.toPlainText() == ""


def test_the_cache_drawn_gains_a_row_per_step_and_keeps_earlier_rows(qtbot, decoder,
                                                                     monkeypatch):
    """Press 1 runs the 5 prompt tokens, press 2 the first generated one: 6 rows, 6 columns
    (the token chosen at press 2 gets its row at press 3). Reference: the uncached forward."""
    import core.pretrained.decoder_generate as generate
    from core.pretrained.decoder_forward import attention_weights

    said: list[str] = []
    dialog = GenerateDialog(decoder, PROMPT, show_message=said.append)
    qtbot.addWidget(dialog)
    view = dialog.cache_view
    assert view.shown() is None
    view.layer_box.setValue(2)
    view.head_box.setValue(9)                       # counted from 1: layer index 1, head 8
    _press(dialog, qtbot)
    assert view.count_label.text().endswith("head 9 reads key/value head 3, as do heads 7–9")
    first = view.shown().copy()
    assert first.shape == (5, 5) and view.count_label.text().startswith(
        "cache: 5 keys, 5 values per layer · ")
    assert said[-1].startswith("Generate: ") and said[-1].endswith(
        "ms for the first token (the 5 tokens of the text read into the KV cache)")
    dialog.compare_box.setChecked(True)
    _press(dialog, qtbot)
    drawn = view.shown()
    assert drawn.shape == (6, 6) and view.count_label.text().startswith("cache: 6 keys, 6 values")
    full = attention_weights(decoder, dialog._decoder.ids[:6]).numpy()       # (30, 9, 6, 6)
    np.testing.assert_allclose(drawn[-1], full[1, 8, -1], atol=1e-5)         # the new row
    assert np.array_equal(drawn[:5, :5], first) and not drawn[:5, 5].any()  # earlier unchanged
    assert view.image.image.shape == (6, 6) and view.newest.rect().top() == 5
    assert view.token_labels() == ["The", "␣capital", "␣of", "␣France", "␣is", "␣Paris"]
    assert "ms per token with the KV cache" in said[-1]           # one token: the cached time
    assert "ms without it (all 6 tokens again" in said[-1]
    view.layer_box.lineEdit().selectAll()
    qtbot.keyClicks(view.layer_box, "31")
    qtbot.keyClick(view.layer_box, Qt.Key.Key_Return)           # refused, with a message
    assert view.layer_box.value() == 2
    assert dialog.status.text() == "Layer must be between 1 and 30; 31 was not taken"
    view.layer_box.setValue(30)
    np.testing.assert_allclose(view.shown()[-1], full[29, 8, -1], atol=1e-5)
    monkeypatch.setattr(generate, "PATTERN_MAX_TOKENS", 6)     # past it the drawing stops
    _press(dialog, qtbot)
    assert view.shown() is None and view.count_label.text() == \
        "cache: 7 keys, 7 values per layer (the drawing stops at 6 tokens)"
    dialog.restart_button.click()
    assert view.shown() is None and view.count_label.text() == ""


def test_the_pretrained_dialog_opens_it_for_smollm2(qtbot, decoder):
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog

    said: list[str] = []
    dialog = PretrainedHeadDialog(show_message=said.append)
    qtbot.addWidget(dialog)
    assert not dialog.generate_button.isVisibleTo(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: dialog.generate_button.isVisibleTo(dialog), timeout=20000)
    dialog.text_edit.setText(PROMPT)
    dialog.generate_button.click()
    assert dialog.generate_dialog.text_edit.text() == PROMPT
    _press(dialog.generate_dialog, qtbot)
    assert said and "ms for the first token" in said[-1]         # the status line hears it
    dialog.generate_dialog.reject()


def test_the_file_menu_hands_the_status_line_to_the_dialog(qtbot, monkeypatch):
    """The composition root gives the file menu the window's status line; the pretrained
    dialog gets it, and the window as its parent."""
    import gui.classroom.pretrained_dialog as pretrained_dialog
    from core.session.value import Session
    from gui.window.app import build_window

    window = build_window(Session.from_text("the mole on his face"), restore=False)
    qtbot.addWidget(window)
    handed = []
    monkeypatch.setattr(pretrained_dialog, "run_pretrained_dialog",
                        lambda parent, show_message=None, **_options: handed.append(
                            (parent, show_message)))
    window.features.get(SessionFiles).run_pretrained_dialog()
    assert handed == [(window, window.show_message)]


def _sampled_tokens(qtbot, decoder, sampling, presses: int) -> tuple[GenerateDialog, list[int]]:
    dialog = GenerateDialog(decoder, PROMPT)
    qtbot.addWidget(dialog)
    dialog.sampling_controls.set_sampling(sampling)
    for _ in range(presses):
        _press(dialog, qtbot)
    return dialog, dialog._decoder.ids[-presses:]


def test_sampling_draws_each_filter_and_a_seed_repeats_its_tokens(qtbot, decoder):
    """The bars drawn after ÷T, top-k and top-p equal numpy's, computed here from the step's
    logits; the outlined row is the token appended; the same seed gives the same tokens in
    a second dialog and in core's generate (the CLI's)."""
    from core.pretrained.decoder_generate import Sampling, generate

    sampling = Sampling(greedy=False, temperature=0.7, top_k=8, top_p=0.6, seed=11)
    dialog, tokens = _sampled_tokens(qtbot, decoder, sampling, 3)
    logits = dialog.last_step.logits.double().numpy()
    plain = np.exp(logits - logits.max())
    plain /= plain.sum()
    tempered = np.exp((logits - logits.max()) / 0.7)
    tempered /= tempered.sum()
    order = np.argsort(-tempered, kind="stable")
    cut_k = np.zeros_like(tempered)
    cut_k[order[:8]] = tempered[order[:8]]
    cut_k /= cut_k.sum()
    before = np.cumsum(cut_k[order]) - cut_k[order]
    cut_p = np.zeros_like(cut_k)
    kept = order[before < 0.6]
    cut_p[kept] = cut_k[kept]
    cut_p /= cut_p.sum()
    shown = [row.token_id for row in dialog.distribution._rows]
    assert shown[:10] == list(np.argsort(-plain, kind="stable")[:10])
    drawn = np.array(dialog.distribution.drawn())                      # (4 stages, rows)
    for stage, reference in enumerate((plain, tempered, cut_k, cut_p)):
        np.testing.assert_allclose(drawn[stage], reference[shown], atol=1e-9)
    chosen = dialog.distribution.chosen_row()
    assert shown[chosen] == tokens[-1] and drawn[3][chosen] > 0
    assert dialog.top_list.item(chosen, 0).text().startswith("▶ ")
    assert dialog.top_list.horizontalHeaderItem(2).toolTip() == "÷ T = 0.7"
    assert "top-p = 0.6" in dialog.distribution.legend.text()
    _, again = _sampled_tokens(qtbot, decoder, sampling, 3)
    assert again == tokens
    assert generate(decoder, PROMPT, 3, sampling).token_ids == tokens
    dialog.sampling_controls.seed_box.setValue(12)           # a changed setting starts again
    assert dialog.status.text().startswith("The sampling changed: the next Generate ▶ starts")
    _press(dialog, qtbot)
    assert len(dialog._decoder.ids) == len(decoder.encode(PROMPT)) + 1


def test_a_chinese_text_reads_as_characters_in_the_map_the_text_and_the_list(qtbot, decoder):
    """Byte-level BPE splits a Chinese character over pieces: the map's labels, the written
    text and the likeliest tokens read as characters, "〃" or ‹bytes›, never "�"."""
    from core.pretrained.smollm2_tokenizer import raw_pieces

    text = "老渔夫在黎明时修补他破旧的渔网"
    dialog = GenerateDialog(decoder, text)
    qtbot.addWidget(dialog)
    for _ in range(3):
        _press(dialog, qtbot)
    ids = dialog._decoder.ids
    labels = dialog.cache_view.token_labels()
    assert len(labels) == len(ids) - 1 and "\ufffd" not in "".join(labels)
    # the labels spell the text's characters in order, each exactly once (an independent
    # reading: the pieces' bytes through the tokenizer's own byte-level decoder)
    whole = decoder.tokenizer.decode(ids[:-1])
    spelled = "".join(label.replace("〃", "") for label in labels if "‹" not in label)
    assert spelled.replace("␣", " ") == whole.replace("\ufffd", "")[:len(spelled)]
    assert dialog.written.toPlainText().startswith(text)
    assert "\ufffd" not in dialog.written.toPlainText()
    shown = [dialog.top_list.item(row, 0).text() for row in range(dialog.top_list.rowCount())]
    assert shown and "\ufffd" not in "".join(shown)
    assert len(raw_pieces(decoder.tokenizer, ids)) == len(ids)


def test_enter_in_the_text_generates_and_no_button_looks_focused_without_the_focus(qtbot,
                                                                                  decoder):
    """Generate ▶ was the dialog's default button: it looked the same with and without the
    keyboard's focus (the surfaces sweep, every language). Enter in the text still generates."""
    from PySide6.QtWidgets import QPushButton

    dialog = GenerateDialog(decoder, PROMPT)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not any(button.isDefault() or button.autoDefault()
                   for button in dialog.findChildren(QPushButton))
    dialog.text_edit.setFocus()
    qtbot.keyClick(dialog.text_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.last_step is not None and not dialog.busy(), timeout=20000)
    assert dialog.written.toPlainText() == PROMPT + " Paris"
