"""File › Open Model File…: a layer (and head) of a GGUF decoder on this computer as a session.

The learner picks a .gguf file (llama, qwen2 or gemma3 architecture); its header alone gives the
layer and head ranges, then the model loads (the first time: dequantized and cached, seconds;
later from the weights cache) and core.pretrained.gguf_session builds the session. Gemma's
heads open one at a time (its q and k are normed per head). A file that cannot be used is
refused in a message naming what it holds; nothing changes then.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from gui.classroom.busy_cursor import BusyCursor

translate = QCoreApplication.translate
DEFAULT_TEXT = "The capital of Italy is Rome, and the capital of France is Paris."


class ModelFileDialog(QDialog):
    """Layer, head (0: all heads, where the model allows it) and text for one GGUF file."""

    def __init__(self, path: str, config, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ModelFileDialog", "Open Model File"))
        form = QFormLayout(self)
        form.addRow(translate("ModelFileDialog", "File:"), QLabel(Path(path).name))
        form.addRow(translate("ModelFileDialog", "Model:"), QLabel(
            translate("ModelFileDialog", "{name} ({architecture}), {layers} layers, "
                                         "{heads} heads").format(
                name=config.name, architecture=config.architecture, layers=config.n_layers,
                heads=config.n_heads)))
        self.layer = QSpinBox()
        self.layer.setRange(1, config.n_layers)
        self.head = QSpinBox()
        self.head.setRange(1 if config.qk_norm else 0, config.n_heads)
        if not config.qk_norm:       # 0 stands for all heads; Gemma opens one at a time
            self.head.setSpecialValueText(translate("ModelFileDialog", "all heads"))
        self.head.setValue(1)
        self.text = QLineEdit(DEFAULT_TEXT)
        form.addRow(translate("ModelFileDialog", "Layer:"), self.layer)
        form.addRow(translate("ModelFileDialog", "Head:"), self.head)
        form.addRow(translate("ModelFileDialog", "Text:"), self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def choice(self) -> tuple[int, int | None, str]:
        """(layer, head or None for all) counted from 0, and the text."""
        head = self.head.value()
        return self.layer.value() - 1, (head - 1 if head else None), self.text.text()


def run_model_file_dialog(parent: QWidget | None, show_message: Callable[[str], None]):
    """Ask for a file, a layer, a head and a text; the Session, or None (cancelled, refused)."""
    from core.pretrained.errors import PretrainedError
    from core.pretrained.gguf_model import load_gguf_model, read_gguf_config
    from core.pretrained.gguf_session import build_gguf_session

    title = translate("ModelFileDialog", "Open Model File")
    path, _ = QFileDialog.getOpenFileName(parent, title, str(Path.home()),
                                          translate("ModelFileDialog", "GGUF models (*.gguf)"))
    if not path:
        return None
    try:
        config = read_gguf_config(path)
        dialog = ModelFileDialog(path, config, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        layer, head, text = dialog.choice()
        with BusyCursor():
            session = build_gguf_session(load_gguf_model(path), text, layer, head)
    except (PretrainedError, ValueError) as error:
        QMessageBox.warning(parent, title, str(error))
        return None
    show_message(translate("ModelFileDialog", "opened {title} from {file}").format(
        title=session.title, file=Path(path).name))
    return session
