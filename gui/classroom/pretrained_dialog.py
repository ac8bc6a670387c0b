"""File › Open Pretrained Head…: choose a model (MiniLM, the SmolLM2 decoder, Gemma 3 270M or a
GGUF file from File › Open Model File…), a sentence, a layer and a head (or all heads; Gemma's
QK-norm opens one head at a time, decoder_choice says why).

Every model loads one way (core.pretrained.model_loading), off the UI thread
(gui.classroom.model_loading) with a bar naming the stage; OK waits for it, Cancel stops it, a
failure is one line naming the file. The dialog renders what the loaded model computes: the
Session (``session()`` after accept: the protocol's ``layer_session``) and, on request, its
heads ranked for a word in two sentences (gui.classroom.word_head_hint). Errors are shown in
the dialog, never raised. Gemma's terms show where it is chosen (gui.classroom.model_terms), a
GGUF layer's kind and RoPE base under the Layer box.
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
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.pretrained import PretrainedError
from core.pretrained.model_loading import GEMMA3, MINILM, SMOLLM2
from core.session.value import Session
from gui.classroom.busy_cursor import BusyCursor
from gui.classroom.checked_spin_box import CheckedSpinBox
from gui.classroom.decoder_choice import (
    ALL_HEADS_LABEL,
    decoder_words,
    grown_height,
    has_sliding_window,
    layer_words,
    show_shape,
    sliding_window_lesson_button,
    sliding_window_lesson_choice,
    weights_cache_words,
)
from gui.classroom.model_load_view import ModelLoadView
from gui.classroom.model_loading import ModelLoad, ModelLoads
from gui.classroom.model_terms import TermsNote
from gui.classroom.pretrained_memory import MEMORY, RecalledChoice, recalled_text
from gui.classroom.word_head_hint import WordHeadHint
from gui.keyboard_focus import ButtonsShowFocus

MODELS = ((MINILM, QT_TRANSLATE_NOOP("PretrainedDialog", "MiniLM (encoder, reads both ways)")),
          (SMOLLM2, QT_TRANSLATE_NOOP("PretrainedDialog",
                                      "SmolLM2 (decoder, writes left to right)")),
          (GEMMA3, QT_TRANSLATE_NOOP("PretrainedDialog", "Gemma 3 270M (decoder, one key/value "
                                                         "head, sliding windows)")))
translate = QCoreApplication.translate
__all__ = ["ALL_HEADS_LABEL", "MODELS", "PretrainedHeadDialog", "run_pretrained_dialog"]


class PretrainedHeadDialog(RecalledChoice, ButtonsShowFocus, QDialog):
    """Pick text, layer and head; accept builds the Session, or shows why it cannot."""

    def __init__(self, parent: QWidget | None = None, *, text: str = "the mole on his face",
                 word: str = "mole", other_text: str = "a mole of carbon dioxide",
                 model_folder: str | Path | None = None,
                 show_message: Callable[[str], None] | None = None,
                 remember: bool = False, model_file: str | Path | None = None,
                 sliding_window_lesson: bool = False) -> None:
        """``model_folder``: another BERT-family folder for the MiniLM choice. ``remember``:
        open with the model, text, layer and head of the last accepted choice, and keep this
        one's (gui.classroom.dialog_memory; File › Open Pretrained Head does, tests need not).
        ``model_file``: a .gguf offered (and chosen) beside the models.
        ``sliding_window_lesson``: choose Gemma 3 and open its lesson once it has loaded."""
        super().__init__(parent)
        self._remember = remember
        if remember:
            text = recalled_text(MEMORY, "text") or text
        self._show_message = show_message   # the status line, passed on to Generate ▶
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head"))
        self._session: Session | None = None
        self.loads = ModelLoads(self, minilm_folder=model_folder)   # the models, by key
        self.loads.loaded.connect(self._model_loaded)
        self.loads.failed.connect(self._load_failed)
        self.loads.progressed.connect(self._load_progressed)
        self.model_load: ModelLoad | None = None     # the chosen model's load

        self.model_box = QComboBox()
        for key, label in MODELS:
            self.model_box.addItem(translate("PretrainedDialog", label), key)
        if model_file is not None:
            self.model_box.addItem(translate("PretrainedDialog", "{file} (GGUF file)").format(
                file=Path(model_file).name), str(Path(model_file)))
        self.terms = TermsNote()
        self.terms.hide()
        self.layer_note = QLabel()                # a GGUF layer's kind and RoPE base
        self.layer_note.setWordWrap(True)
        self.layer_note.hide()
        self.load_view = ModelLoadView()          # the load's stage, while a model loads
        self.load_label, self.load_bar = self.load_view.label, self.load_view.bar
        self.generate_button = QPushButton(translate("PretrainedDialog", "Generate text…"))
        self.generate_button.clicked.connect(self.open_generate)
        self.generate_button.hide()
        self.generate_dialog = None
        self.lesson_button = sliding_window_lesson_button()   # shown for a sliding decoder
        self.lesson_button.clicked.connect(self.open_sliding_window_lesson)

        self.text_edit = QLineEdit(text)
        self.text_edit.setPlaceholderText(translate("PretrainedDialog",
                                                     "a sentence, e.g. the mole on his face"))
        self.layer_box = CheckedSpinBox(translate("PretrainedDialog", "Layer"))
        self.layer_box.setRange(1, 1)             # (from 1; the model's layers once loaded)
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
        form.addRow(self.terms)
        form.addRow(translate("PretrainedDialog", "Text:"), self.text_edit)
        form.addRow(translate("PretrainedDialog", "Layer:"), self.layer_box)
        form.addRow(self.layer_note)
        form.addRow(translate("PretrainedDialog", "Head:"), self.head_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.load_view)
        layout.addWidget(self.generate_button)
        layout.addWidget(self.lesson_button)
        self.hint_group = WordHeadHint(word, other_text, self.text_edit.text)
        self.hint_group.head_chosen.connect(self._choose_head)
        layout.addWidget(self.hint_group)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self._lesson_pending = sliding_window_lesson
        self._first_stage: str | None = None      # where the window shows the session opened
        if remember:
            self._recall_choice()
        if model_file is not None:
            self.model_box.setCurrentIndex(self.model_box.count() - 1)
        if sliding_window_lesson:
            self.model_box.setCurrentIndex(self.model_box.findData(GEMMA3))
        self.model_box.currentIndexChanged.connect(lambda _index: self.choose_model())
        self.layer_box.valueChanged.connect(lambda _value: self._show_layer_note())
        self.choose_model()                       # the chosen model's load starts

    # ----- what the caller reads ------------------------------------------------------------
    def session(self) -> Session | None:
        """The Session built on accept; None before that or after cancel."""
        return self._session

    def layer_index(self) -> int:
        """The 0-based layer of the Layer box, which counts from 1 as people do."""
        return self.layer_box.value() - 1

    def first_stage(self) -> str | None:
        """Where the window opens the accepted session: the lesson's stage, or None (stage 1)."""
        return self._first_stage

    def chosen_head(self) -> int | None:
        """The head picked in the combo box; None means all heads."""
        return self.head_box.currentData()

    @property
    def model(self):
        """The chosen model once loaded (an AttentionModel), else None."""
        return self.loads.model(self.model_box.currentData())

    # ----- actions ------------------------------------------------------------------------------
    def accept(self) -> None:
        if self.model is None:
            return                                  # OK is off until the model has loaded
        try:
            with BusyCursor():
                session = self.model.layer_session(self.text_edit.text(), self.layer_index(),
                                                   self.chosen_head())
        except (PretrainedError, LimitError) as error:
            self.error_label.setText(str(error))
            return
        self._session = session
        self.error_label.clear()
        if self._remember:
            self._remember_choice()
        super().accept()

    def reject(self) -> None:
        self.loads.cancel()                         # the worker stops at the next layer
        super().reject()

    def choose_model(self) -> None:
        """Show the chosen model's layers and heads once it is loaded, off this thread."""
        key = self.model_box.currentData()
        self.hint_group.set_model(self.model)        # the word's ranking: the chosen model's
        self.terms.setVisible(key == GEMMA3)         # the model's terms, where it is chosen
        self.error_label.clear()
        for part in (self.generate_button, self.lesson_button, self.layer_note):
            part.hide()                              # the loaded model's own, when it comes
        if self.model is not None:
            self._model_loaded(key, self.model)
            return
        for waiting in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                        self.layer_box, self.head_box):
            waiting.setEnabled(False)             # until the model's shape is known
        self.load_view.loading(self.model_box.currentText().split(" (")[0],
                               slow=key != MINILM)   # MiniLM's folder reads in a moment
        self.model_load = self.loads.request(key)

    def _choose_head(self, layer: int, head: int) -> None:
        """A head the word hint ranked (0-based): show it in the Layer and Head boxes."""
        self.layer_box.setValue(layer + 1)
        self.head_box.setCurrentIndex(self.head_box.findData(head))

    # ----- building -----------------------------------------------------------------------------
    def _load_progressed(self, key: str, words: str, fraction: float) -> None:
        if key == self.model_box.currentData():
            self.load_view.progressed(words, fraction)

    def _model_loaded(self, key: str, model) -> None:
        if key != self.model_box.currentData():
            return
        self.hint_group.set_model(model)
        words = decoder_words(model)
        decoder = bool(words)
        self.load_view.loaded(words + " " + weights_cache_words() if decoder else "")
        for ready in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                      self.layer_box, self.head_box):
            ready.setEnabled(True)
        self.generate_button.setVisible(decoder)   # Generate ▶ runs any decoder
        self.lesson_button.setVisible(has_sliding_window(model))
        self.setWindowTitle(show_shape(self.layer_box, self.head_box, model.shape))
        self._apply_recalled()
        self._show_layer_note()
        if self._lesson_pending and key == GEMMA3:
            self._lesson_pending = False
            self.open_sliding_window_lesson()

    def _show_layer_note(self) -> None:
        """The chosen GGUF layer's kind (sliding or global) and RoPE base, under Layer."""
        words = layer_words(self.model, self.layer_index())
        self.layer_note.setText(words)
        self.layer_note.setVisible(bool(words))
        grown_height(self)             # the notes wrap: the dialog grows to show them whole

    def open_generate(self) -> None:
        """Generate ▶ with the loaded decoder, on this dialog's text (a window of its own)."""
        from gui.classroom.generate_dialog import GenerateDialog

        if self._remember:                          # its text is worth keeping too
            self._remember_choice()
        self.generate_dialog = GenerateDialog(self.model, self.text_edit.text(), self,
                                              show_message=self._show_message)
        self.generate_dialog.open()

    def open_sliding_window_lesson(self) -> None:
        """The sliding window as a lesson: the first sliding layer's first head on a text
        longer than the window (core.pretrained.sliding_window_lesson), opened at once at the
        masked stage; its banner says what the last query gives the keys beyond the window,
        there and in the next global layer."""
        from core.pretrained.sliding_window_lesson import FIRST_STAGE

        text, layer = sliding_window_lesson_choice(self.model)
        self.text_edit.setText(text)
        self.layer_box.setValue(layer + 1)
        self.head_box.setCurrentIndex(max(self.head_box.findData(0), 0))
        self._first_stage = FIRST_STAGE
        self.accept()
        if self._session is None:                   # refused: another choice starts at 1
            self._first_stage = None

    def _load_failed(self, key: str, message: str) -> None:
        if key != self.model_box.currentData():     # (choosing it again tries again)
            return
        self.load_view.stopped()
        self.error_label.setText(message)


def run_pretrained_dialog(parent: QWidget, show_message: Callable[[str], None] | None = None,
                          sliding_window_lesson: bool = False,
                          starts_at: Callable[[str], None] | None = None) -> Session | None:
    """File › Open Pretrained Head…: the chosen session, or None when cancelled;
    ``show_message`` (the status line) hears Generate ▶'s time per token. With
    ``sliding_window_lesson`` (Lesson › The Sliding Window): Gemma 3's lesson, opened as soon
    as Gemma has loaded (at once when it was loaded already). ``starts_at(stage)`` hears the
    stage the session is to be shown at when it is a lesson about a later stage."""
    dialog = PretrainedHeadDialog(parent, show_message=show_message, remember=True,
                                  sliding_window_lesson=sliding_window_lesson)
    if dialog.session() is None and not dialog.exec():   # (accepted before it was shown)
        return None
    if dialog.first_stage() is not None and starts_at is not None:
        starts_at(dialog.first_stage())
    return dialog.session()
