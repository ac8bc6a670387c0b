"""The pretrained dialog's hint box: which head to show, from how a word attends differently
in two sentences (core.pretrained.heads_report, MiniLM only).

Ranking runs on request (Rank heads), never while typing; the ten heads that differ most fill
a table, and double-clicking a row asks for that head: ``head_chosen(layer, head)``
(0-based). Errors are shown in the box, never raised. The words keep the dialog's
translation context ("PretrainedDialog").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.number_text import number
from core.pretrained import PretrainedError
from core.pretrained.heads_report import HeadRow, rank_heads
from gui.classroom.busy_cursor import BusyCursor
from gui.classroom.heads_ranking import key_text
from gui.focus_frame import add_focus_ring

HINT_ROWS = 10
HINT_COLUMNS = (QT_TRANSLATE_NOOP("PretrainedDialog", "layer"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "head"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "diff"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key here"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key there"))
translate = QCoreApplication.translate


class WordHeadHint(QGroupBox):
    """Word, other sentence, Rank heads and the table; ``text()`` gives the dialog's sentence.
    ``head_chosen(layer, head)``: a ranked row was double-clicked (0-based)."""

    head_chosen = Signal(int, int)

    def __init__(self, word: str, other_text: str, text: Callable[[], str],
                 model_folder: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(translate("PretrainedDialog",
                                   "Which head to show? Compare a word across two sentences"),
                         parent)
        self._text = text
        self._model_folder = model_folder
        self._ranking: list[HeadRow] = []
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
        add_focus_ring(self.hint_table)  # empty until hinted, it drew nothing when Tab came
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
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rank_button)
        layout.addWidget(self.hint_status)
        layout.addWidget(self.hint_table)

    def rank_heads_for_word(self) -> None:
        """Fill the hint table with the heads where the word differs most between the texts."""
        try:
            with BusyCursor():
                ranking = rank_heads(self._text(), self.other_edit.text(),
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
            self.head_chosen.emit(self._ranking[row].layer, self._ranking[row].head)

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
