"""File › Open Pretrained Head…: choose a sentence, a layer and a head of MiniLM (or all heads).

The dialog renders what core.pretrained computes: the Session (``dialog.session()`` after
accept) and, on request, the ranking of heads for a word between this sentence and another.
Errors (a bad folder, empty or too long text) are shown in the dialog, never raised.
"""

from __future__ import annotations

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
from core.pretrained import ALL_HEADS, PretrainedError, build_session, read_config
from core.pretrained.heads_report import HeadRow, rank_heads
from core.session.value import Session
from gui.classroom.heads_ranking import key_text

ALL_HEADS_LABEL = QT_TRANSLATE_NOOP("PretrainedDialog", "all heads")   # shown translated
HINT_ROWS = 10
HINT_COLUMNS = (QT_TRANSLATE_NOOP("PretrainedDialog", "layer"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "head"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "diff"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key here"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key there"))
translate = QCoreApplication.translate


class PretrainedHeadDialog(QDialog):
    """Pick text, layer and head; accept builds the Session, or shows why it cannot."""

    def __init__(self, parent: QWidget | None = None, *, text: str = "the mole on his face",
                 word: str = "mole", other_text: str = "a mole of carbon dioxide",
                 model_folder: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head"))
        self._model_folder = model_folder
        self._session: Session | None = None
        self._ranking: list[HeadRow] = []

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
        form.addRow(translate("PretrainedDialog", "Text:"), self.text_edit)
        form.addRow(translate("PretrainedDialog", "Layer:"), self.layer_box)
        form.addRow(translate("PretrainedDialog", "Head:"), self.head_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._build_hint(word, other_text))
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self._read_model_shape()

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

    # ----- actions ------------------------------------------------------------------------------
    def accept(self) -> None:
        try:
            with _BusyCursor():
                session = build_session(self.text_edit.text(), self.layer_index(),
                                        self.chosen_head(), model=self._model_folder)
        except (PretrainedError, LimitError) as error:
            self.error_label.setText(str(error))
            return
        self._session = session
        self.error_label.clear()
        super().accept()

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
            "PretrainedDialog", "The %1 of %2 heads where %3 attends most differently; "
            "double-click a row to choose it.").replace("%1", str(min(HINT_ROWS, len(ranking))))
            .replace("%2", str(len(ranking))).replace("%3", repr(self.word_edit.text().strip())))

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

    def _read_model_shape(self) -> None:
        try:
            config = read_config(self._model_folder)
        except PretrainedError as error:
            self.error_label.setText(str(error))
            for widget in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                           self.rank_button):
                widget.setEnabled(False)
            return
        self.layer_box.setRange(1, config.n_layers)   # 1-based, as heads are
        self.head_box.addItem(translate("PretrainedDialog", ALL_HEADS_LABEL), ALL_HEADS)
        for head in range(config.n_heads):
            self.head_box.addItem(str(head + 1), head)   # 1-based, as in the window
        self.setWindowTitle(translate("PretrainedDialog", "Open Pretrained Head (%1: %2 layers × "
                                      "%3 heads)").replace("%1", config.name)
                            .replace("%2", str(config.n_layers)).replace("%3", str(config.n_heads)))

    def _show_ranking(self, ranking: list[HeadRow], status: str) -> None:
        self._ranking = ranking[:HINT_ROWS]
        self.hint_status.setText(status)
        self.hint_table.setRowCount(len(self._ranking))
        for row, head_row in enumerate(self._ranking):
            cells = (str(head_row.layer + 1), str(head_row.head + 1), f"{head_row.difference:.3f}",
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


def run_pretrained_dialog(parent: QWidget) -> Session | None:
    """File › Open Pretrained Head…: the chosen session, or None when cancelled."""
    dialog = PretrainedHeadDialog(parent)
    return dialog.session() if dialog.exec() else None
