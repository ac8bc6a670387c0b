"""File › Open Model File…: "Models on this computer" lists GGUF files written here with gguf's
writer (name, architecture, size, parameters from the header), a file of another architecture
is refused in one line and nothing changes, and a supported file opens in the pretrained dialog,
whose session gives the float64 reference's weights (tests/core/tiny_gguf_models.py)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from gui.classroom import model_file_dialog
from gui.classroom.model_file_dialog import LocalModelsDialog
from gui.classroom.pretrained_dialog import PretrainedHeadDialog
from tests.core.tiny_gguf_models import (
    GEMMA3,
    LLAMA,
    QWEN2,
    read_back,
    reference,
    shapes,
    write_tiny,
)

TEXT = "ab ab! cd"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home with a qwen2 file in llama.cpp's cache and a phi3 one in LM Studio's folder."""
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))     # the weights cache
    home = tmp_path / "home"
    (home / ".cache/llama.cpp").mkdir(parents=True)
    (home / ".lmstudio/models/someone").mkdir(parents=True)
    write_tiny(home / ".cache/llama.cpp/tinyqwen.gguf", QWEN2)
    write_tiny(home / ".lmstudio/models/someone/phi.gguf", LLAMA, architecture="phi3")
    return home


def _dialog(qtbot, home, said):
    dialog = LocalModelsDialog(home=home, environment={}, show_message=said.append)
    qtbot.addWidget(dialog)
    return dialog


def _row(dialog, source):
    return next(row for row, model in enumerate(dialog.models) if model.source == source)


def test_models_on_this_computer_are_listed_from_their_headers(qtbot, home):
    dialog = _dialog(qtbot, home, [])
    assert dialog.table.rowCount() == 2
    row = _row(dialog, "llama.cpp")
    cells = [dialog.table.item(row, column).text() for column in range(5)]
    size = (home / ".cache/llama.cpp/tinyqwen.gguf").stat().st_size
    parameters = sum(int(np.prod(shape)) for shape in shapes(QWEN2).values())
    assert cells == ["tiny qwen2 (tinyqwen)", "qwen2", f"{round(size / 1e3):,} KB",
                     f"{parameters:,}", "llama.cpp"]
    dialog.table.selectRow(row)
    assert dialog.open_button.isEnabled()
    dialog.table.selectRow(_row(dialog, "LM Studio"))                # phi3: not one we read
    assert not dialog.open_button.isEnabled()
    assert "phi3" in dialog.table.item(_row(dialog, "LM Studio"), 0).toolTip()


def test_a_refused_file_says_one_line_and_the_dialog_stays(qtbot, home, monkeypatch):
    said = []
    dialog = _dialog(qtbot, home, said)
    phi = home / ".lmstudio/models/someone/phi.gguf"
    monkeypatch.setattr(model_file_dialog.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(phi), "")))
    assert not dialog.browse() and dialog.chosen_path is None
    assert said and "\n" not in said[-1] and "phi3" in said[-1]
    assert dialog.error_label.text() == said[-1] and dialog.result() == 0
    dialog.table.selectRow(_row(dialog, "llama.cpp"))
    assert dialog.open_chosen() and dialog.chosen_path == home / ".cache/llama.cpp/tinyqwen.gguf"


def _loaded(qtbot, dialog, layers):
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: dialog.layer_box.maximum() == layers and ok.isEnabled(),
                    timeout=20000)


def test_a_chosen_file_opens_in_the_pretrained_dialog_with_the_models_weights(
        qtbot, home, monkeypatch):
    path = home / ".cache/llama.cpp/tinyqwen.gguf"

    def choose(dialog):
        dialog.table.selectRow(_row(dialog, "llama.cpp"))
        return QDialog.DialogCode.Accepted if dialog.open_chosen() else 0

    def answer(dialog):
        _loaded(qtbot, dialog, 2)
        dialog.text_edit.setText(TEXT)
        dialog.layer_box.setValue(2)
        dialog.head_box.setCurrentIndex(0)                           # all heads
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(LocalModelsDialog, "exec", choose)
    monkeypatch.setattr(PretrainedHeadDialog, "exec", answer)
    monkeypatch.setattr(model_file_dialog, "LocalModelsDialog", lambda parent, **kwargs:
                        LocalModelsDialog(parent, home=home, environment={}, **kwargs))
    said = []
    session = model_file_dialog.run_model_file_dialog(None, said.append)
    assert session is not None and "layer 2 all heads" in session.title
    assert "tinyqwen.gguf" in said[-1]
    from core.pretrained.gguf_model import load_gguf_model

    ids = list(load_gguf_model(path).encode(TEXT).ids)
    expected = reference(QWEN2, read_back(path), ids)[0][1]                  # (4, n, n)
    np.testing.assert_allclose(session.run().numpy("weights"), expected, atol=1e-5)


def test_a_gemma_file_offers_one_head_at_a_time_and_names_each_layers_band(qtbot, tmp_path,
                                                                            monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    path = write_tiny(tmp_path / "gemma3.gguf", GEMMA3)
    dialog = PretrainedHeadDialog(model_file=path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.model_box.currentData() == str(path)
    _loaded(qtbot, dialog, 6)
    layout = dialog.layout()           # the wrapped notes that came with the load show whole
    assert dialog.height() >= layout.totalHeightForWidth(dialog.width())
    assert [dialog.head_box.itemData(i) for i in range(dialog.head_box.count())] == [0, 1, 2, 3]
    assert not dialog.terms.isVisibleTo(dialog)          # Gemma's terms are the shipped model's
    for layer in range(1, 7):
        dialog.layer_box.setValue(layer)
        kind = "global" if layer == 6 else "sliding"
        assert f"Layer {layer} is a {kind} layer" in dialog.layer_note.text()
        assert "No “all heads” for tiny gemma3: q and k are RMS-normed per head" in \
            dialog.layer_note.text()                      # why the Head box has no "all heads"
    dialog.layer_box.setValue(1)
    dialog.text_edit.setText("a b c d e f g")
    dialog.head_box.setCurrentIndex(dialog.head_box.findData(1))
    dialog.accept()
    session = dialog.session()
    assert session is not None, dialog.error_label.text()
    weights = session.run().numpy("weights")
    n = len(session.tokens)
    i, j = np.indices((n, n))
    assert np.array_equal(session.mask, j > i - 3)                   # the tiny file's window
    assert (weights[(j <= i - 3) | (j > i)] == 0).all()
    from core.pretrained.gguf_model import load_gguf_model

    ids = list(load_gguf_model(path).encode("a b c d e f g").ids)
    expected = reference(GEMMA3, read_back(path), ids)[0][0]                 # (4, n, n)
    np.testing.assert_allclose(weights, expected[1], atol=1e-5)


def test_gemma_without_its_wheels_says_how_to_install_them_and_ok_stays_off(qtbot, monkeypatch):
    from core.pretrained import gemma3_files

    monkeypatch.setattr(gemma3_files, "package_data_folder", lambda package: None)
    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("gemma3"))
    qtbot.waitUntil(lambda: bool(dialog.error_label.text()), timeout=20000)
    assert gemma3_files.INSTALL_COMMAND in dialog.error_label.text()
    assert dialog.terms.isVisibleTo(dialog) and not dialog.terms.open_button.isEnabled()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()
    assert dialog.session() is None


def test_any_load_failure_is_one_line_naming_the_file_never_a_dialog_left_loading(
        qtbot, tmp_path, monkeypatch):
    """A file whose tensors the loader does not find (here a KeyError from reading them, as a
    foreign file gives): one line in the dialog naming the file, OK off; the old loader caught
    only OSError, MemoryError and ValueError and left the dialog loading for ever."""
    import core.pretrained.gguf_model as gguf_model

    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(tmp_path / "weights"))
    path = write_tiny(tmp_path / "foreign-gemma.gguf", GEMMA3)

    def missing(*_args, **_kwargs):
        raise KeyError("blk.0.attn_q.weight")
    monkeypatch.setattr(gguf_model, "read_weights", missing)
    dialog = PretrainedHeadDialog(model_file=path)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: bool(dialog.error_label.text()), timeout=20000)
    assert dialog.error_label.text() == "foreign-gemma.gguf: KeyError: 'blk.0.attn_q.weight'"
    assert dialog.model is None and not dialog.load_bar.isVisibleTo(dialog)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
