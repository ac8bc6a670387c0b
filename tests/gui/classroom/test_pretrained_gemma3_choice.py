"""Gemma 3 in File › Open Pretrained Head…: its heads one at a time (QK-norm), its terms where it
is chosen, each layer's kind and RoPE base named, and the sliding-window lesson: a sliding
layer's session on the 1,314-token text carrying the 512-key band as its mask. Numbers against
transformers' stored ones (tests/data), the band against indices written here."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialogButtonBox

from gui.classroom.pretrained_dialog import PretrainedHeadDialog
from tests.core.shipped_decoder import one_torch_thread
from tests.core.shipped_gemma3 import REFERENCE, needs_gemma3, shipped_gemma3

pytestmark = needs_gemma3
TOLERANCE = 3e-4


@pytest.fixture(scope="module")
def gemma():
    """The shipped Gemma, loaded once from the tests' cache; the dialog's load finds it."""
    with pytest.MonkeyPatch.context() as patch, one_torch_thread():
        model = shipped_gemma3()
        patch.setattr("core.pretrained.gguf_attention_model.load_gemma3",
                      lambda progress=None: model)
        yield model


@pytest.fixture(scope="module")
def ref():
    with np.load(REFERENCE, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


def _gemma_dialog(qtbot):
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("gemma3"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == 18 and ok.isEnabled(), timeout=30000)
    return dialog


def test_gemma_offers_its_four_heads_its_terms_and_each_layers_kind(qtbot, gemma, monkeypatch):
    dialog = _gemma_dialog(qtbot)
    heads = [dialog.head_box.itemData(i) for i in range(dialog.head_box.count())]
    assert heads == [0, 1, 2, 3]                   # no "all heads": q and k are normed per head
    assert "4 query heads share 1 key/value head" in dialog.load_label.text()
    assert "QK-norm" in dialog.load_label.text()
    assert dialog.terms.isVisibleTo(dialog) and "Gemma terms apply" in dialog.terms.label.text()
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(
        lambda url: opened.append(url) or True))
    dialog.terms.open_button.click()
    from core.pretrained.gemma3_files import terms_path

    assert [url.toLocalFile() for url in opened] == [str(terms_path())]
    expected = {layer: "sliding" if layer % 6 else "global" for layer in range(1, 19)}
    for layer, kind in expected.items():
        dialog.layer_box.setValue(layer)
        note = dialog.layer_note.text()
        assert f"Layer {layer} is a {kind} layer" in note
        assert ("RoPE base 10,000." if kind == "sliding" else "RoPE base 1,000,000.") in note
        assert "all 4 heads at once would make X 1,536 wide, past the 1,024 columns" in note
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("minilm"))
    assert not dialog.terms.isVisibleTo(dialog) and not dialog.layer_note.isVisibleTo(dialog)


def test_a_global_layers_head_has_no_band_and_transformers_weights(qtbot, gemma, ref):
    dialog = _gemma_dialog(qtbot)
    dialog.text_edit.setText(str(ref["sentence"]))
    dialog.layer_box.setValue(6)
    dialog.head_box.setCurrentIndex(dialog.head_box.findData(1))       # head 2
    with one_torch_thread():
        dialog.accept()
        weights = dialog.session().run().numpy("weights")
    assert dialog.session().mask is None
    assert "global layer" in dialog.session().description
    assert "1,000,000" in dialog.session().description
    np.testing.assert_allclose(weights, ref["weights_layer6"][1], atol=TOLERANCE)


def test_the_sliding_window_lesson_opens_layer_1_on_the_long_text_and_says_its_numbers(
        qtbot, gemma, ref):
    """One click: layer 1, head 1 on the 1,314-token text; the banner says keys 512 and more
    back get exactly 0 there and how much they get in layer 6 (numbers from transformers)."""
    dialog = _gemma_dialog(qtbot)
    assert dialog.lesson_button.isVisibleTo(dialog)
    with one_torch_thread():
        dialog.lesson_button.click()
        session = dialog.session()
        assert session is not None, dialog.error_label.text()
        weights = session.run().numpy("weights")                         # (n, n)
    n, far = len(ref["long_ids"]), len(ref["long_ids"]) - 512
    i, j = np.indices((n, n))
    assert session.causal and np.array_equal(session.mask, j > i - 512)   # the band
    assert (weights[j <= i - 512] == 0).all() and (weights[(j > i - 512) & (j <= i)] > 0).all()
    np.testing.assert_allclose(weights[-6:], ref["long_rows_layer1"][0], atol=TOLERANCE)
    assert session.model_head.head == 1 and session.model_head.kv_heads == 1
    assert "sliding layer" in session.description and "10,000" in session.description
    assert "QK-norm" in session.description
    text = session.description
    assert f"Keys 1–{far}: weight exactly 0 in all 4 heads (sliding window of 512)" in text
    shares = ", ".join(f"{v:.3g}" for v in ref["long_rows_layer6"][:, -1, :far].sum(axis=1))
    assert f"Layer 6 (global): no key is masked. Keys 1–{far} carry {shares}" in text
    from gui.classroom.description_banner import first_sentence

    assert first_sentence(text) == (f"Token {n:,}, the last, gives keys 1–{far} (512 or more "
                                    f"back) weight exactly 0 in layer 1 (sliding window of "
                                    f"512), and {shares} of the weight in layer 6 (global, "
                                    f"heads 1–4).")      # the banner's folded line
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("minilm"))
    assert not dialog.lesson_button.isVisibleTo(dialog)


def test_lesson_sliding_window_opens_the_lesson_as_soon_as_gemma_has_loaded(qtbot, gemma,
                                                                             monkeypatch):
    """Lesson › The Sliding Window: the dialog chooses Gemma itself and accepts with the
    lesson's session once the load arrives (the same session the button builds)."""
    from core.pretrained.gguf_attention_model import GGUFAttentionModel
    from core.pretrained.sliding_window_lesson import lesson_text

    built = []
    monkeypatch.setattr(GGUFAttentionModel, "layer_session",
                        lambda model, text, layer, head=None: built.append((text, layer, head))
                        or "the lesson's session")
    dialog = PretrainedHeadDialog(sliding_window_lesson=True)
    qtbot.addWidget(dialog)
    assert dialog.model_box.currentData() == "gemma3"
    qtbot.waitUntil(lambda: dialog.session() is not None, timeout=30000)
    assert dialog.session() == "the lesson's session" and dialog.result() == 1
    assert built == [(lesson_text(), 0, 0)]                       # layer 1, head 1
    assert dialog.first_stage() == "masked"                       # where the window shows it
