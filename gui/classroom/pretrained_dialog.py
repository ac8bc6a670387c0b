"""File › Open Pretrained Head…: choose a model (MiniLM or the SmolLM2 decoder), a sentence, a
layer and a head (or all heads).

The dialog renders what core.pretrained computes: the Session (``dialog.session()`` after
accept) and, on request, the ranking of heads for a word between this sentence and another
(gui.classroom.word_head_hint).
Errors (a bad folder, empty or too long text) are shown in the dialog, never raised. SmolLM2
loads off the UI thread (gui.classroom.decoder_loading) with a progress bar naming the stage:
OK waits for it, Cancel stops it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.pretrained import ALL_HEADS, PretrainedError, build_session, read_config
from core.session.value import Session
from gui.classroom.busy_cursor import BusyCursor
from gui.classroom.checked_spin_box import CheckedSpinBox
from gui.classroom.decoder_loading import DecoderLoad
from gui.classroom.dialog_memory import recalled_number, recalled_text, remember
from gui.classroom.word_head_hint import WordHeadHint

ALL_HEADS_LABEL = QT_TRANSLATE_NOOP("PretrainedDialog", "all heads")   # shown translated
MODELS = (("minilm", QT_TRANSLATE_NOOP("PretrainedDialog", "MiniLM (encoder, reads both ways)")),
          ("smollm2", QT_TRANSLATE_NOOP("PretrainedDialog",
                                        "SmolLM2 (decoder, writes left to right)")))
translate = QCoreApplication.translate
MEMORY = "pretrained_dialog"       # its QSettings group


class PretrainedHeadDialog(QDialog):
    """Pick text, layer and head; accept builds the Session, or shows why it cannot."""

    def __init__(self, parent: QWidget | None = None, *, text: str = "the mole on his face",
                 word: str = "mole", other_text: str = "a mole of carbon dioxide",
                 model_folder: str | Path | None = None,
                 show_message: Callable[[str], None] | None = None,
                 remember: bool = False) -> None:
        """``remember``: open with the model, text, layer and head of the last accepted
        choice, and keep this one's (gui.classroom.dialog_memory; File › Open Pretrained Head
        does, tests need not)."""
        super().__init__(parent)
        self._remember = remember
        if remember:
            text = recalled_text(MEMORY, "text") or text
        self._show_message = show_message   # the status line, passed on to Generate ▶
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head"))
        self._model_folder = model_folder
        self._session: Session | None = None
        self._decoder = None                        # the loaded SmolLM2, once chosen
        self._decoder_load: DecoderLoad | None = None

        self.model_box = QComboBox()
        for key, label in MODELS:
            self.model_box.addItem(translate("PretrainedDialog", label), key)
        self.load_label = QLabel()
        self.load_label.setWordWrap(True)
        self.load_label.hide()
        self.load_bar = QProgressBar()            # the load's stage, while SmolLM2 loads
        self.load_bar.setRange(0, 1000)
        self.load_bar.hide()
        self.generate_button = QPushButton(translate("PretrainedDialog", "Generate text…"))
        self.generate_button.clicked.connect(self.open_generate)
        self.generate_button.hide()
        self.generate_dialog = None

        self.text_edit = QLineEdit(text)
        self.text_edit.setPlaceholderText(translate("PretrainedDialog",
                                                     "a sentence, e.g. the mole on his face"))
        self.layer_box = CheckedSpinBox(translate("PretrainedDialog", "Layer"))
        self.head_box = QComboBox()
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.layer_box.refused.connect(self.error_label.setText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(translate("PretrainedDialog", "Model:"), self.model_box)
        form.addRow(translate("PretrainedDialog", "Text:"), self.text_edit)
        form.addRow(translate("PretrainedDialog", "Layer:"), self.layer_box)
        form.addRow(translate("PretrainedDialog", "Head:"), self.head_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.load_label)
        layout.addWidget(self.load_bar)
        layout.addWidget(self.generate_button)
        self.hint_group = WordHeadHint(word, other_text, self.text_edit.text, model_folder)
        self.hint_group.head_chosen.connect(self._choose_head)
        layout.addWidget(self.hint_group)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self._read_model_shape()
        self.model_box.currentIndexChanged.connect(lambda _index: self.choose_model())
        if remember:
            self._recall_choice()

    # ----- what the caller reads ------------------------------------------------------------
    def session(self) -> Session | None:
        """The Session built on accept; None before that or after cancel."""
        return self._session

    def layer_index(self) -> int:
        """The 0-based layer of the Layer box, which counts from 1 as people do."""
        return self.layer_box.value() - 1

    def chosen_head(self) -> int | None:
        """The head picked in the combo box; None means all heads."""
        return self.head_box.currentData()

    def decoder_chosen(self) -> bool:
        return self.model_box.currentData() == "smollm2"

    # ----- actions ------------------------------------------------------------------------------
    def accept(self) -> None:
        if self.decoder_chosen() and self._decoder is None:
            return                                  # OK is off until SmolLM2 has loaded
        try:
            with BusyCursor():
                if self.decoder_chosen():
                    from core.pretrained.decoder_session import build_decoder_session
                    session = build_decoder_session(self.text_edit.text(), self.layer_index(),
                                                    self.chosen_head(), model=self._decoder)
                else:
                    session = build_session(self.text_edit.text(), self.layer_index(),
                                            self.chosen_head(), model=self._model_folder)
        except (PretrainedError, LimitError) as error:
            self.error_label.setText(str(error))
            return
        self._session = session
        self.error_label.clear()
        self._remember_choice()
        super().accept()

    def _remember_choice(self) -> None:
        """Keep the model, text, layer and head for the next opening (with ``remember``)."""
        if self._remember:
            remember(MEMORY, {"model": self.model_box.currentData(),
                              "text": self.text_edit.text(), "layer": self.layer_box.value(),
                              "head": -1 if self.chosen_head() is None else self.chosen_head()})

    def _recall_choice(self) -> None:
        """The last accepted model, layer and head (the text was set before)."""
        index = self.model_box.findData(recalled_text(MEMORY, "model"))
        if index > 0:
            self.model_box.setCurrentIndex(index)       # SmolLM2 starts loading
        self._recalled = (recalled_number(MEMORY, "layer"), recalled_number(MEMORY, "head"))
        self._apply_recalled()

    def _apply_recalled(self) -> None:
        """Layer and head once the model's shape is known (SmolLM2's after its load)."""
        layer, head = getattr(self, "_recalled", (None, None))
        if layer is not None and self.layer_box.minimum() <= layer <= self.layer_box.maximum():
            self.layer_box.setValue(layer)
        if head is not None:
            found = 0 if head < 0 else self.head_box.findData(head)   # 0: all heads
            if found >= 0:
                self.head_box.setCurrentIndex(found)

    def reject(self) -> None:
        if self._decoder_load is not None:
            self._decoder_load.cancel()             # the worker stops at the next layer
        super().reject()

    def choose_model(self) -> None:
        """Show the chosen model's layers and heads; SmolLM2 is loaded first, off this thread."""
        decoder = self.decoder_chosen()
        self.hint_group.setVisible(not decoder)      # the word ranking is MiniLM's
        self.error_label.clear()
        if not decoder:
            self.load_label.hide()
            self.generate_button.hide()
            self._read_model_shape()
            return
        if self._decoder is not None:
            self._decoder_loaded(self._decoder)
            return
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.load_label.setText(translate("PretrainedDialog", "Loading SmolLM2… The first time "
                                          "takes a while (its numbers are unpacked once and "
                                          "kept in the weights cache); Cancel stops it."))
        self.load_label.show()
        self.load_bar.show()
        if self._decoder_load is None:
            self._decoder_load = DecoderLoad(self)
            self._decoder_load.loaded.connect(self._decoder_loaded)
            self._decoder_load.failed.connect(self._decoder_failed)
            self._decoder_load.progressed.connect(self._load_progressed)

    def _choose_head(self, layer: int, head: int) -> None:
        """A head the word hint ranked (0-based): show it in the Layer and Head boxes."""
        self.layer_box.setValue(layer + 1)
        self.head_box.setCurrentIndex(self.head_box.findData(head))

    # ----- building -----------------------------------------------------------------------------
    def _load_progressed(self, words: str, fraction: float) -> None:
        self.load_bar.setValue(round(fraction * 1000))
        self.load_bar.setFormat(words)
        self.load_bar.setToolTip(words)

    def _decoder_loaded(self, model) -> None:
        self._decoder = model
        self.load_bar.hide()
        if not self.decoder_chosen():
            return
        self.load_label.setText(translate("PretrainedDialog", "SmolLM2: causal mask and rotary "
                                          "positions on; heads 1-3, 4-6 and 7-9 each share one "
                                          "key/value head.") + " " + weights_cache_words())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.generate_button.show()
        self._show_shape(model.config)
        self._apply_recalled()

    def open_generate(self) -> None:
        """Generate ▶ with the loaded decoder, on this dialog's text (a window of its own)."""
        from gui.classroom.generate_dialog import GenerateDialog

        self._remember_choice()                     # its text is worth keeping too
        self.generate_dialog = GenerateDialog(self._decoder, self.text_edit.text(), self,
                                              show_message=self._show_message)
        self.generate_dialog.open()

    def _decoder_failed(self, message: str) -> None:
        self.load_label.hide()
        self.load_bar.hide()
        self.error_label.setText(message)

    def _read_model_shape(self) -> None:
        try:
            config = read_config(self._model_folder)
        except PretrainedError as error:
            self.error_label.setText(str(error))
            for widget in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                           self.hint_group.rank_button):
                widget.setEnabled(False)
            return
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self._show_shape(config)

    def _show_shape(self, config) -> None:
        """Layer and head choices (from 1) and the title for a model's config."""
        self.layer_box.setRange(1, config.n_layers)   # 1-based, as heads are
        chosen = self.head_box.currentData()
        self.head_box.clear()
        self.head_box.addItem(translate("PretrainedDialog", ALL_HEADS_LABEL), ALL_HEADS)
        for head in range(config.n_heads):
            self.head_box.addItem(str(head + 1), head)   # 1-based, as in the window
        self.head_box.setCurrentIndex(max(self.head_box.findData(chosen), 0))
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head ({name}: "
                                                          "{n_layers} layers × "
                                      "{n_heads} heads)").format(
            name=config.name,
            n_layers=config.n_layers,
            n_heads=config.n_heads))


def weights_cache_words() -> str:
    """How much disk the weights cache takes, and how to delete it (core.pretrained)."""
    from core.i18n import whole_number
    from core.pretrained.weights_cache import weights_cache_bytes

    return translate("PretrainedDialog", "Its weights cache takes {size} MB on disk (`python "
                                         "main.py weights-cache --delete` deletes it; the next "
                                         "load rebuilds it).").format(
        size=whole_number(round(weights_cache_bytes() / 1e6)))


def run_pretrained_dialog(parent: QWidget, show_message: Callable[[str], None] | None = None
                          ) -> Session | None:
    """File › Open Pretrained Head…: the chosen session, or None when cancelled;
    ``show_message`` (the status line) hears Generate ▶'s time per token."""
    dialog = PretrainedHeadDialog(parent, show_message=show_message, remember=True)
    return dialog.session() if dialog.exec() else None
