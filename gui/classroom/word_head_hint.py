"""The pretrained dialog's hint box: which head to show, from how a word attends differently
in two sentences, for the model chosen in the dialog (core.pretrained.word_heads: MiniLM's
WordPieces, or a decoder's own tokens, e.g. SmolLM2's "␣mole" or Gemma's pieces).

Ranking runs on request (Rank heads), never while typing, on a worker thread whose result comes
back as a signal (gui/document/background.py); the ten heads that differ most fill a table, the
status says how the model reads the word in each sentence, and double-clicking a row asks for
that head: ``head_chosen(layer, head)`` (0-based). Errors are shown in the box, never raised.
The words keep the dialog's translation context ("PretrainedDialog").
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

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
from core.pretrained.heads_report import HeadRow
from gui.classroom.heads_ranking import key_text
from gui.document.background import FutureRelay
from gui.keyboard_focus import add_focus_ring

HINT_ROWS = 10
HINT_COLUMNS = (QT_TRANSLATE_NOOP("PretrainedDialog", "layer"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "head"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "diff"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key here"),
                QT_TRANSLATE_NOOP("PretrainedDialog", "top key there"))
translate = QCoreApplication.translate
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-word-heads")


def _rank(model, text: str, other: str, word: str):
    """On the worker: core.pretrained.word_heads.rank_word_heads."""
    from core.pretrained.word_heads import rank_word_heads

    return rank_word_heads(model, text, other, word)


class WordHeadHint(QGroupBox):
    """Word, other sentence, Rank heads and the table; ``text()`` gives the dialog's sentence,
    ``set_model(model)`` the model it ranks (None while the dialog's model loads).
    ``head_chosen(layer, head)``: a ranked row was double-clicked (0-based)."""

    head_chosen = Signal(int, int)

    def __init__(self, word: str, other_text: str, text: Callable[[], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(translate("PretrainedDialog",
                                   "Which head to show? Compare a word across two sentences"),
                         parent)
        self._text = text
        self._model = None
        self._pending: Future | None = None
        self._relay = FutureRelay(self._ranked, self)
        self._ranking: list[HeadRow] = []
        self.word_edit = QLineEdit(word)
        self.word_edit.setPlaceholderText(translate("PretrainedDialog",
                                                    "a word of the text, e.g. mole"))
        self.other_edit = QLineEdit(other_text)
        self.other_edit.setPlaceholderText(translate("PretrainedDialog",
                                                      "another sentence with the same word"))
        self.rank_button = QPushButton(translate("PretrainedDialog", "Rank heads"))
        self.rank_button.clicked.connect(self.rank_heads_for_word)
        self.rank_button.setEnabled(False)          # until the dialog's model has loaded
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

    def busy(self) -> bool:
        return self._pending is not None

    def set_model(self, model) -> None:
        """The model the hint ranks (an AttentionModel), or None while none is loaded; a
        ranking of another model is cleared."""
        if model is self._model:
            return
        self._model, self._pending = model, None
        self.rank_button.setEnabled(model is not None)
        self._show_ranking([], translate("PretrainedDialog", "Press Rank heads to compare (it "
                                                             "runs the whole model)."))

    def rank_heads_for_word(self) -> None:
        """Rank the model's heads by how differently the word attends in the two texts, on the
        worker; the table fills when the ranking arrives."""
        if self._model is None or self.busy():
            return
        self._pending = self._relay.watch(_WORKER.submit(
            _rank, self._model, self._text(), self.other_edit.text(), self.word_edit.text()))
        self.rank_button.setEnabled(False)
        self.hint_status.setText(translate("PretrainedDialog", "ranking…"))

    def _ranked(self, pending: Future) -> None:
        if pending is not self._pending:
            return                                  # another model's, or cleared since
        self._pending = None
        self.rank_button.setEnabled(self._model is not None)
        try:
            ranking = pending.result()
        except (PretrainedError, LimitError, OSError, MemoryError, ValueError) as error:
            self._show_ranking([], str(error))
            return
        word = self.word_edit.text().strip()
        reads = translate("PretrainedDialog", "{name} reads {word} as {here} in this sentence "
                                              "and {there} in the other.").format(
            name=self._model.shape.name, word=repr(word),
            here=" | ".join(ranking.pieces[0]), there=" | ".join(ranking.pieces[1]))
        self._show_ranking(ranking.rows, translate(
            "PretrainedDialog", "The {min} of {count} heads where {strip} attends most "
                                "differently; "
            "double-click a row to choose it.").format(
            min=min(HINT_ROWS, len(ranking.rows)),
            count=len(ranking.rows),
            strip=repr(word)) + " " + reads)

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
