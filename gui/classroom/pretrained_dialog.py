"""File › Open Pretrained Head…: choose a model (MiniLM or the SmolLM2 decoder), a sentence, a
layer and a head (or all heads).

The dialog renders what core.pretrained computes: the Session (``dialog.session()`` after
accept) and, on request, the ranking of heads for a word between this sentence and another.
Errors (a bad folder, empty or too long text) are shown in the dialog, never raised. SmolLM2
loads off the UI thread (gui.classroom.decoder_loading): OK waits for it, Cancel leaves it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.number_text import number
from core.pretrained import ALL_HEADS, PretrainedError, build_session, read_config
from core.pretrained.heads_report import HeadRow, rank_heads
from core.session.value import Session
from gui.classroom.decoder_loading import DecoderLoad
from gui.classroom.heads_ranking import key_text

ALL_HEADS_LABEL = QT_TRANSLATE_NOOP("PretrainedDialog", "all heads")   # shown translated
HINT_ROWS = 10
HINT_COLUMNS = (QT_TRANSLATE_NOOP("PretrainedDialog", "layer"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "head"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "diff"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key here"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key there"))
MODELS = (("minilm", QT_TRANSLATE_NOOP("PretrainedDialog", "MiniLM (encoder, reads both ways)")),
          ("smollm2", QT_TRANSLATE_NOOP("PretrainedDialog",
                                        "SmolLM2 (decoder, writes left to right)")))
translate = QCoreApplication.translate


class PretrainedHeadDialog(QDialog):
    """Pick text, layer and head; accept builds the Session, or shows why it cannot."""

    def __init__(self, parent: QWidget | None = None, *, text: str = "the mole on his face",
                 word: str = "mole", other_text: str = "a mole of carbon dioxide",
                 model_folder: str | Path | None = None,
                 show_message: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self._show_message = show_message   # the status line, passed on to Generate ▶
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head"))
        self._model_folder = model_folder
        self._session: Session | None = None
        self._ranking: list[HeadRow] = []
        self._decoder = None                        # the loaded SmolLM2, once chosen
        self._decoder_load: DecoderLoad | None = None

        self.model_box = QComboBox()
        for key, label in MODELS:
            self.model_box.addItem(translate("PretrainedDialog", label), key)
        self.load_label = QLabel()
        self.load_label.setWordWrap(True)
        self.load_label.hide()
        self.generate_button = QPushButton(translate("PretrainedDialog", "Generate text…"))
        self.generate_button.clicked.connect(self.open_generate)
        self.generate_button.hide()
        self.generate_dialog = None

        self.text_edit = QLineEdit(text)
        self.text_edit.setPlaceholderText(translate("PretrainedDialog",
                                                     "a sentence, e.g. the mole on his face"))
        self.layer_box = QSpinBox()
        self.head_box = QComboBox()
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
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
        layout.addWidget(self.generate_button)
        self.hint_group = self._build_hint(word, other_text)
        layout.addWidget(self.hint_group)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self._read_model_shape()
        self.model_box.currentIndexChanged.connect(lambda _index: self.choose_model())

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
            with _BusyCursor():
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
        super().accept()

    def reject(self) -> None:
        if self._decoder_load is not None:
            self._decoder_load.cancel()             # the load finishes unseen and is kept
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
                                          "kept); Cancel stops waiting."))
        self.load_label.show()
        if self._decoder_load is None:
            self._decoder_load = DecoderLoad(self)
            self._decoder_load.loaded.connect(self._decoder_loaded)
            self._decoder_load.failed.connect(self._decoder_failed)

    def rank_heads_for_word(self) -> None:
        """Fill the hint table with the heads where the word differs most between the texts."""
        try:
            with _BusyCursor():
                ranking = rank_heads(self.text_edit.text(), self.other_edit.text(),
                                     self.word_edit.text(), model=self._model_folder)
        except (PretrainedError, LimitError) as error:
            self._show_ranking([], str(error))
            return
        self._show_ranking(ranking, translate(
            "PretrainedDialog", "The {min} of {count} heads where {strip} attends most "
                                "differently; "
            "double-click a row to choose it.").format(
            min=min(HINT_ROWS, len(ranking)),
            count=len(ranking),
            strip=repr(self.word_edit.text().strip())))

    def choose_ranked_head(self, row: int) -> None:
        if 0 <= row < len(self._ranking):
            self.layer_box.setValue(self._ranking[row].layer + 1)
            self.head_box.setCurrentIndex(self.head_box.findData(self._ranking[row].head))

    # ----- building -----------------------------------------------------------------------------
    def _build_hint(self, word: str, other_text: str) -> QGroupBox:
        group = QGroupBox(translate("PretrainedDialog",
                                    "Which head to show? Compare a word across two sentences"))
        self.word_edit = QLineEdit(word)
        self.word_edit.setPlaceholderText(translate("PretrainedDialog",
                                                    "a word of the text, e.g. mole"))
        self.other_edit = QLineEdit(other_text)
        self.other_edit.setPlaceholderText(translate("PretrainedDialog",
                                                      "another sentence with the same word"))
        self.rank_button = QPushButton(translate("PretrainedDialog", "Rank heads"))
        self.rank_button.clicked.connect(self.rank_heads_for_word)
        self.hint_status = QLabel(translate("PretrainedDialog", "Press Rank heads to compare "
                                            "(it runs the whole model)."))
        self.hint_status.setWordWrap(True)
        self.hint_table = QTableWidget(0, len(HINT_COLUMNS))
        self.hint_table.setHorizontalHeaderLabels(
            [translate("PretrainedDialog", name) for name in HINT_COLUMNS])
        self.hint_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hint_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.hint_table.verticalHeader().setVisible(False)
        self.hint_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.hint_table.horizontalHeader().setStretchLastSection(True)
        self.hint_table.cellDoubleClicked.connect(lambda row, _column: self.choose_ranked_head(row))
        form = QFormLayout()
        form.addRow(translate("PretrainedDialog", "Word:"), self.word_edit)
        form.addRow(translate("PretrainedDialog", "Other sentence:"), self.other_edit)
        layout = QVBoxLayout(group)
        layout.addLayout(form)
        layout.addWidget(self.rank_button)
        layout.addWidget(self.hint_status)
        layout.addWidget(self.hint_table)
        return group

    def _decoder_loaded(self, model) -> None:
        self._decoder = model
        if not self.decoder_chosen():
            return
        self.load_label.setText(translate("PretrainedDialog", "SmolLM2: causal mask and rotary "
                                          "positions on; heads 1-3, 4-6 and 7-9 each share one "
                                          "key/value head."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.generate_button.show()
        self._show_shape(model.config)

    def open_generate(self) -> None:
        """Generate ▶ with the loaded decoder, on this dialog's text (a window of its own)."""
        from gui.classroom.generate_dialog import GenerateDialog

        self.generate_dialog = GenerateDialog(self._decoder, self.text_edit.text(), self,
                                              show_message=self._show_message)
        self.generate_dialog.open()

    def _decoder_failed(self, message: str) -> None:
        self.load_label.hide()
        self.error_label.setText(message)

    def _read_model_shape(self) -> None:
        try:
            config = read_config(self._model_folder)
        except PretrainedError as error:
            self.error_label.setText(str(error))
            for widget in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                           self.rank_button):
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

    def _show_ranking(self, ranking: list[HeadRow], status: str) -> None:
        self._ranking = ranking[:HINT_ROWS]
        self.hint_status.setText(status)
        self.hint_table.setRowCount(len(self._ranking))
        for row, head_row in enumerate(self._ranking):
            cells = (str(head_row.layer + 1), str(head_row.head + 1), number(head_row.difference),
                     key_text(head_row.top_a), key_text(head_row.top_b))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column < 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.hint_table.setItem(row, column, item)


class _BusyCursor:
    """A wait cursor while the model runs (a fraction of a second to a few seconds)."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc_info) -> None:
        QGuiApplication.restoreOverrideCursor()


def run_pretrained_dialog(parent: QWidget, show_message: Callable[[str], None] | None = None
                          ) -> Session | None:
    """File › Open Pretrained Head…: the chosen session, or None when cancelled;
    ``show_message`` (the status line) hears Generate ▶'s time per token."""
    dialog = PretrainedHeadDialog(parent, show_message=show_message)
    return dialog.session() if dialog.exec() else None
