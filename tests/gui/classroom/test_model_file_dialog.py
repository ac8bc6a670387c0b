"""File › Open Model File…: a tiny GGUF written here opens as a session whose engine gives the
float64 reference's weights (tests/core/tiny_gguf_models.py); a file of another architecture
is refused in a message and nothing changes."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from gui.classroom import model_file_dialog
from tests.core.tiny_gguf_models import LLAMA, QWEN2, read_back, reference, write_tiny


@pytest.fixture
def answers(monkeypatch):
    said = {"path": "", "layer": 2, "head": 0, "warnings": []}
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (said["path"], "")))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text: said["warnings"].append(text)))

    def answer(dialog):
        dialog.layer.setValue(said["layer"])
        dialog.head.setValue(said["head"])
        dialog.text.setText("ab ab! cd")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(model_file_dialog.ModelFileDialog, "exec", answer)
    return said


def test_a_qwen2_layer_opens_with_the_models_weights(qtbot, tmp_path, answers, monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    path = write_tiny(tmp_path / "qwen2.gguf", QWEN2)
    answers["path"] = str(path)
    messages = []
    session = model_file_dialog.run_model_file_dialog(None, messages.append)
    assert session is not None and not answers["warnings"]
    assert "layer 2 all heads" in session.title and "qwen2.gguf" in messages[-1]
    from core.pretrained.gguf_model import load_gguf_model

    ids = list(load_gguf_model(path).encode("ab ab! cd").ids)
    expected = reference(QWEN2, read_back(path), ids)[0][1]                  # (4, n, n)
    np.testing.assert_allclose(session.run().numpy("weights"), expected, atol=1e-5)
    answers["head"] = 3
    one = model_file_dialog.run_model_file_dialog(None, messages.append)
    np.testing.assert_allclose(one.run().numpy("weights"), expected[2], atol=1e-5)


def test_another_architecture_is_refused_in_a_message(qtbot, tmp_path, answers):
    answers["path"] = str(write_tiny(tmp_path / "phi3.gguf", LLAMA, architecture="phi3"))
    assert model_file_dialog.run_model_file_dialog(None, lambda text: None) is None
    assert len(answers["warnings"]) == 1 and "holds a 'phi3' model" in answers["warnings"][0]
    answers["path"] = ""                                   # the file dialog cancelled
    assert model_file_dialog.run_model_file_dialog(None, lambda text: None) is None


def test_a_gemma_file_offers_one_head_at_a_time(qtbot, tmp_path):
    from core.pretrained.gguf_model import read_gguf_config
    from tests.core.tiny_gguf_models import GEMMA3

    path = write_tiny(tmp_path / "gemma3.gguf", GEMMA3)
    dialog = model_file_dialog.ModelFileDialog(str(path), read_gguf_config(path))
    qtbot.addWidget(dialog)
    assert dialog.head.minimum() == 1 and dialog.head.text() == "1"      # no "all heads"
    assert dialog.choice()[1] == 0
    qwen = write_tiny(tmp_path / "qwen2.gguf", QWEN2)
    other = model_file_dialog.ModelFileDialog(str(qwen), read_gguf_config(qwen))
    qtbot.addWidget(other)
    other.head.setValue(0)
    assert other.head.text() == "all heads" and other.choice()[1] is None
