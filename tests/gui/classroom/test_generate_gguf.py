"""Generate ▶ with any GGUF decoder, through the model protocol: a tiny Gemma 3 file written here
continues a text with the float64 numpy reference's argmax (tests/core/tiny_gguf_models.py),
the KV cache drawn is the reference's attention (the sliding window's zeros included), and its
bytes are those of one key/value head; File › Open Pretrained Head offers Generate ▶ for a GGUF
file as for SmolLM2."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gui.classroom.generate_dialog import GenerateDialog
from tests.core.tiny_gguf_models import GEMMA3, read_back, reference, write_tiny

PROMPT = "ab a b ab"          # <bos> ab ▁a ▁b ▁ab: 5 tokens, longer than the window of 3


@pytest.fixture(scope="module")
def tiny_gemma(tmp_path_factory):
    from core.pretrained.gguf_model import load_gguf_model

    folder = tmp_path_factory.mktemp("generate-gguf")
    path = write_tiny(folder / "tiny-gemma.gguf", GEMMA3)
    return path, load_gguf_model(path, cache_folder=folder / "cache"), read_back(path)


def _press(dialog, qtbot) -> None:
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=20000)


def test_a_gguf_decoder_generates_the_reference_tokens_with_its_cache_drawn(qtbot, tiny_gemma):
    _, model, tensors = tiny_gemma
    dialog = GenerateDialog(model, PROMPT)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Generate with tiny gemma3"
    ids = [2, 9, 8, 10, 12]
    dialog.cache_view.layer_box.setValue(1)             # a sliding layer
    dialog.cache_view.head_box.setValue(3)
    for press in range(3):
        every, logits = reference(GEMMA3, tensors, ids)
        dialog.compare_box.setChecked(press == 2)
        _press(dialog, qtbot)
        assert dialog._decoder.ids == [*ids, int(np.argmax(logits[-1]))], dialog.status.text()
        n = len(ids)
        assert f"cache: {n} keys and values per layer × 6 layers" in dialog.status.text()
        drawn = dialog.cache_view.shown()                                   # (n, n)
        np.testing.assert_allclose(drawn, every[0][2], atol=2e-6)
        assert (drawn[np.tril_indices(n, -3)] == 0).all()                  # 3 keys back: 0
        stored = dialog.cache_bytes.toPlainText().replace(",", "")
        assert f"{2 * 6 * 1 * n * 16 * 4} bytes" in stored                 # one K/V head
        ids = list(dialog._decoder.ids)
    assert "same token: yes" in dialog.status.text()
    assert dialog.written.toPlainText().startswith(PROMPT)
    assert len(dialog.written.toPlainText()) > len(PROMPT)


def test_the_pretrained_dialog_offers_generate_for_a_gguf_file(qtbot, tiny_gemma, tmp_path,
                                                               monkeypatch):
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog

    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    path, _, tensors = tiny_gemma
    dialog = PretrainedHeadDialog(model_file=path)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == 6 and ok.isEnabled(), timeout=20000)
    assert dialog.generate_button.isVisibleTo(dialog)
    dialog.text_edit.setText("ab a")
    dialog.open_generate()
    generate = dialog.generate_dialog
    _press(generate, qtbot)
    logits = reference(GEMMA3, tensors, [2, 9, 8])[1]
    assert generate._decoder.ids == [2, 9, 8, int(np.argmax(logits[-1]))]
    generate.reject()
