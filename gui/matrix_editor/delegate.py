"""Paints a cell as its colour with the number on it when there is room; edits via QLineEdit.

Enter commits (the model parses and may refuse), Esc cancels: QStyledItemDelegate's default.
A refused cell flashes red for a moment.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLineEdit, QStyle, QStyledItemDelegate, QStyleOptionViewItem

Index = QModelIndex | QPersistentModelIndex
REFUSED_COLOR = QColor(220, 40, 40)
SELECTED_PEN = QPen(QColor(20, 20, 20), 2)


class MatrixCellDelegate(QStyledItemDelegate):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.flash_cell: tuple[int, int] | None = None  # refused cell drawn red

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        rect = option.rect
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        painter.fillRect(rect, background)
        if self.flash_cell == (index.row(), index.column()):
            painter.fillRect(rect, REFUSED_COLOR)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        metrics = option.fontMetrics
        if metrics.horizontalAdvance(text) + 4 <= rect.width() and \
                metrics.height() <= rect.height():
            painter.setPen(index.data(Qt.ItemDataRole.ForegroundRole))
            painter.setFont(option.font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.setPen(SELECTED_PEN)
            painter.drawRect(rect.adjusted(1, 1, -1, -1))

    def createEditor(self, parent, option: QStyleOptionViewItem, index: Index):  # noqa: N802
        editor = QLineEdit(parent)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index: Index) -> None:  # noqa: N802
        editor.setText(index.data(Qt.ItemDataRole.EditRole))
        editor.selectAll()
