"""Generate ▶ appends SmolLM2's token, shows the likeliest ones, the cache and the times."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gui.classroom.generate_dialog import GenerateDialog
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
    assert dialog.top_list.count() == 10 and dialog.top_list.item(0).text().startswith("␣Paris")
    assert "cache: 5 keys and values per layer × 30 layers" in dialog.status.text()
    assert "KB" in dialog.status.text() and "recomputed" not in dialog.status.text()
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
    first = view.shown().copy()
    assert first.shape == (5, 5) and view.count_label.text() == "cache: 5 keys, 5 values per layer"
    assert said[-1].startswith("Generate: ") and "ms per token with the KV cache" in said[-1]
    dialog.compare_box.setChecked(True)
    _press(dialog, qtbot)
    drawn = view.shown()
    assert drawn.shape == (6, 6) and view.count_label.text().startswith("cache: 6 keys, 6 values")
    full = attention_weights(decoder, dialog._decoder.ids[:6]).numpy()       # (30, 9, 6, 6)
    np.testing.assert_allclose(drawn[-1], full[1, 8, -1], atol=1e-5)         # the new row
    assert np.array_equal(drawn[:5, :5], first) and not drawn[:5, 5].any()  # earlier unchanged
    assert view.image.image.shape == (6, 6) and view.newest.rect().top() == 5
    assert view.token_labels() == ["The", "␣capital", "␣of", "␣France", "␣is", "␣Paris"]
    assert "ms without it (all 6 tokens again" in said[-1]
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
    assert said and "ms per token with the KV cache" in said[-1]   # the status line hears it
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
                        lambda parent, show_message=None: handed.append((parent, show_message)))
    window.files.run_pretrained_dialog()
    assert handed == [(window, window.show_message)]
