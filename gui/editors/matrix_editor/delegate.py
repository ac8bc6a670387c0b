"""Paints a cell as its colour with the number on it when there is room; edits via QLineEdit.

Enter commits (the model parses and may refuse), Esc cancels: QStyledItemDelegate's default.
A refused cell flashes red for a moment. What the learner typed stays in the editor until Enter
or Esc: Qt writes the model's value into an open editor on every dataChanged over its cell (a
range too, since Qt 6), and any session change, the linked token row or another tab's numbers
did so between the typing and the Enter, which then committed the old number without a word.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QLineEdit, QStyle, QStyledItemDelegate, QStyleOptionViewItem

Index = QModelIndex | QPersistentModelIndex
REFUSED_COLOR = QColor(220, 40, 40)
SELECTED_PEN = QPen(QColor(20, 20, 20), 2)
HIGHLIGHT_PEN = QPen(QColor(16, 16, 16), 2)
_CENTER = Qt.AlignmentFlag.AlignCenter
_SELECTED = QStyle.StateFlag.State_Selected
_FOCUSED = QStyle.StateFlag.State_HasFocus
FOCUS_HALO = QPen(QColor(255, 255, 255), 3)
FOCUS_PEN = QPen(QColor(17, 17, 17), 1.5, Qt.PenStyle.DashLine)


class MatrixCellDelegate(QStyledItemDelegate):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.flash_cell: tuple[int, int] | None = None  # refused cell drawn red
        self.digit_width = 8
        self.line_height = 14
        self.edited_cell: tuple[int, int] | None = None  # the cell the last editor opened on

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        # Hot path (every visible cell on every edit): few Qt calls, no enum arithmetic.
        rect = option.rect
        row, col = index.row(), index.column()
        background, foreground, text = index.model().cell_look(row, col)
        painter.fillRect(rect, background)
        if self.flash_cell == (row, col):
            painter.fillRect(rect, REFUSED_COLOR)
        if len(text) * self.digit_width + 4 <= rect.width() and \
                self.line_height <= rect.height():
            painter.setPen(foreground)
            painter.drawText(rect, _CENTER, text)
        if row == index.model().highlighted_row:
            painter.setPen(HIGHLIGHT_PEN)
            painter.drawLine(rect.topLeft(), rect.topRight())
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if option.state & _SELECTED:
            painter.setPen(SELECTED_PEN)
            painter.drawRect(rect.adjusted(1, 1, -1, -1))
        if option.state & _FOCUSED:        # the keyboard's cell while the editor has focus
            painter.setPen(FOCUS_HALO)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
            painter.setPen(FOCUS_PEN)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))

    def set_font_metrics(self, metrics: QFontMetrics) -> None:
        """The view's font: numbers are digits, '-' and '.', so one width per character."""
        self.digit_width = max(metrics.horizontalAdvance(c) for c in "0123456789-.")
        self.line_height = metrics.height()

    def createEditor(self, parent, option: QStyleOptionViewItem, index: Index):
        self.edited_cell = (index.row(), index.column())
        editor = QLineEdit(parent)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index: Index) -> None:
        if editor.isModified():     # typed by the learner: theirs until Enter or Esc
            return
        editor.setText(index.data(Qt.ItemDataRole.EditRole))
        editor.selectAll()
