"""What the heads rankings share: a read-only table of ranked heads, items that sort by their
number, and a top key in words (the Heads dock's ranking, gui.classroom.model_heads_ranking, and
the pretrained dialog's word hint, gui.classroom.word_head_hint)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLayout,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from core.number_text import format_cell_value
from gui.keyboard_focus import add_focus_ring

if TYPE_CHECKING:   # MiniLM's code and its tokenizer (15 ms) load when a ranking runs
    from core.pretrained.heads_report import TopKey

translate = QCoreApplication.translate


def _number_item(value: float | int, text: str) -> QTableWidgetItem:
    """An item that sorts by its number, not its text (10 after 9)."""
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.DisplayRole, value)
    item.setData(Qt.ItemDataRole.ToolTipRole, text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


# A top key's role beside its token, shown translated ("mole (self)").
ROLE_NAMES = {"first": QT_TRANSLATE_NOOP("HeadsRanking", "first"),
              "self": QT_TRANSLATE_NOOP("HeadsRanking", "self"),
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


ROWS_IN_SIGHT = 5       # a ranking table shows at least this many rows, whatever the dock's height


def rows_tall(table: QTableWidget, rows: int = ROWS_IN_SIGHT) -> int:
    """The height of ``table`` with its header and ``rows`` rows of its type in sight."""
    row = table.verticalHeader().defaultSectionSize()
    frame = 2 * table.frameWidth()
    return table.horizontalHeader().sizeHint().height() + rows * row + frame


def scrolling(layout: QLayout) -> QScrollArea:
    """``layout``'s widgets in a frameless scroll area that scrolls up and down (never
    sideways) when the room left by a table below is less than they need (the Heads dock's
    ranking at 1366×768 showed two rows under its form and texts)."""
    body = QWidget()
    body.setLayout(layout)
    area = _UpDownScroll()
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # no Tab stop of its own: Tab reaches the
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # fields in it
    area.setSizeAdjustPolicy(QScrollArea.SizeAdjustPolicy.AdjustToContents)
    return area


class _UpDownScroll(QScrollArea):
    """As narrow as its widget may be (the dock keeps the fields' width: nothing cut at the
    right), as short as two lines."""

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        width = widget.minimumSizeHint().width() if widget is not None else 0
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(width + bar, 2 * self.fontMetrics().lineSpacing())
