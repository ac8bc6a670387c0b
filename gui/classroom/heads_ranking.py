"""The heads ranking in the window: where a word attends differently between two sentences,
for every layer and head of MiniLM, as a sortable table (core.pretrained.heads_report).

Choosing a row (double-click or Enter) asks for that layer with all heads, focused on that
head: ``head_chosen(text, layer, head)``. Errors are shown in the panel, never raised.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.number_text import LONG_DIGITS, format_cell_value, number
from gui.focus_frame import add_focus_ring
from gui.views.steady_label import SteadyLabel

if TYPE_CHECKING:   # MiniLM's code and its tokenizer (15 ms) load when a ranking runs
    from core.pretrained.heads_report import HeadRow, TopKey

COLUMNS = (QT_TRANSLATE_NOOP("HeadsRanking", "rank"), QT_TRANSLATE_NOOP("HeadsRanking", "layer"),
           QT_TRANSLATE_NOOP("HeadsRanking", "head"), QT_TRANSLATE_NOOP("HeadsRanking", "diff"),
           QT_TRANSLATE_NOOP("HeadsRanking", "top key in A"),
           QT_TRANSLATE_NOOP("HeadsRanking", "top key in B"))        # shown translated
translate = QCoreApplication.translate


def _number_item(value: float | int, text: str) -> QTableWidgetItem:
    """An item that sorts by its number, not its text (10 after 9)."""
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.DisplayRole, value)
    item.setData(Qt.ItemDataRole.ToolTipRole, text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


# A top key's role beside its token, shown translated ("mole (self)").
ROLE_NAMES = {"self": QT_TRANSLATE_NOOP("HeadsRanking", "self"),
              "previous": QT_TRANSLATE_NOOP("HeadsRanking", "previous"),
              "next": QT_TRANSLATE_NOOP("HeadsRanking", "next")}


def key_text(key: TopKey) -> str:
    """'mole (self)  0.42': a top key, its role translated, its weight (the ranking tables)."""
    role = f" ({translate('HeadsRanking', ROLE_NAMES[key.role])})" \
        if key.role in ROLE_NAMES else ""
    return f"{key.token}{role}  {format_cell_value(key.weight)}"



def ranking_table(headers: list[str]) -> QTableWidget:
    """A read-only table of ranked heads, one selectable row each, columns sized to content."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    add_focus_ring(table)       # empty until ranked, it drew nothing when Tab came (the sweep)
    return table

class HeadsRankingPanel(QWidget):
    head_chosen = Signal(str, int, int)   # sentence A, layer, head (0-based)

    def __init__(self, parent: QWidget | None = None, *, model_folder: str | Path | None = None,
                 text: str = "the mole on his face", other: str = "a mole of carbon dioxide",
                 word: str = "mole") -> None:
        super().__init__(parent)
        self._model_folder = model_folder
        self._rows: list[HeadRow] = []
        self.text_edit, self.other_edit, self.word_edit = (QLineEdit(text), QLineEdit(other),
                                                           QLineEdit(word))
        self.rank_button = QPushButton(translate("HeadsRanking", "Rank heads"))
        self.status = SteadyLabel(translate(   # as tall as its lines (a short dock cut them)
            "HeadsRanking", "Rank MiniLM's heads by how differently the word attends in the two "
                            "sentences; choose a row to open that layer and focus the head."))
        self.table = ranking_table([translate("HeadsRanking", name) for name in COLUMNS])
        form = QFormLayout()
        form.addRow(translate("HeadsRanking", "Sentence A:"), self.text_edit)
        form.addRow(translate("HeadsRanking", "Sentence B:"), self.other_edit)
        form.addRow(translate("HeadsRanking", "Word:"), self.word_edit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(form)
        layout.addWidget(self.rank_button)
        layout.addWidget(self.status.row)
        layout.addWidget(self.table, 1)
        self.rank_button.clicked.connect(self.rank)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.choose(row))
        self.table.cellActivated.connect(lambda row, _column: self.choose(row))

    def rank(self) -> None:
        """Run the ranking (the whole model, both sentences) and fill the table."""
        from core.pretrained import PretrainedError
        from core.pretrained.heads_report import rank_heads

        try:
            rows = rank_heads(self.text_edit.text(), self.other_edit.text(),
                              self.word_edit.text(), model=self._model_folder)
        except (PretrainedError, LimitError) as error:
            self._fill([])
            self.status.setText(str(error))
            return
        self._fill(rows)
        self.status.setText(translate("HeadsRanking", "{count} heads, most different first; "
                                                      "click a "
                                      "column to sort, double-click a row to open that layer "
                                      "with this head in focus.").format(count=len(rows)))

    def row_at(self, table_row: int) -> HeadRow | None:
        """The ranking row shown at ``table_row`` (whatever the sort order)."""
        item = self.table.item(table_row, 0)
        return None if item is None else self._rows[int(item.data(Qt.ItemDataRole.UserRole))]

    def choose(self, table_row: int) -> None:
        row = self.row_at(table_row)
        if row is not None:
            self.head_chosen.emit(self.text_edit.text(), row.layer, row.head)

    def _fill(self, rows: list[HeadRow]) -> None:
        self._rows = rows
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        for index, row in enumerate(rows):
            rank = _number_item(index + 1, translate("HeadsRanking", "rank {index}").format(
                index=index + 1))
            rank.setData(Qt.ItemDataRole.UserRole, index)
            layer = translate("HeadsRanking", "layer {layer}").format(layer=row.layer + 1)
            cells = (rank, _number_item(row.layer + 1, layer),
                     _number_item(row.head + 1, translate("HeadsRanking", "head {head}").format(
                         head=row.head + 1)),
                     _number_item(round(row.difference, 3), number(row.difference, LONG_DIGITS)),
                     QTableWidgetItem(key_text(row.top_a)),
                     QTableWidgetItem(key_text(row.top_b)))
            for column, item in enumerate(cells):
                self.table.setItem(index, column, item)
        self.table.setSortingEnabled(True)
        self.table.sortItems(0, Qt.SortOrder.AscendingOrder)   # a fresh ranking: by rank
