"""The token chips: one coloured chip per token, wrapped in rows, one Tab stop.

The keyboard moves between chips with the arrows, Home and End (not the window's stage
shortcuts), the current chip is ringed as soon as focus arrives, Delete asks to remove it, F2 or
a double-click edits it, and a drag reorders. The token editor (gui/editors/token_editor.py)
turns what happens here into controller edits.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

translate = QCoreApplication.translate

CHIP_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
             Qt.Key.Key_End}


class ChipDelegate(QStyledItemDelegate):
    """A chip keeps its identity colour when selected; the selection is a dark outline."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        rect = option.rect.adjusted(1, 1, -1, -1)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(index.data(Qt.ItemDataRole.BackgroundRole))
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(QPen(QColor("#111111"), 2) if selected else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(index.data(Qt.ItemDataRole.ForegroundRole).color())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, index.data())
        if option.state & QStyle.StateFlag.State_HasFocus:   # the keyboard's chip: a ring
            painter.setBrush(Qt.BrushStyle.NoBrush)           # (white halo, dark dashes) that
            painter.setPen(QPen(QColor("#ffffff"), 3))        # Delete and F2 act on
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 3, 3)
            painter.setPen(QPen(QColor("#111111"), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 3, 3)
        painter.restore()


class TokenChips(QListWidget):
    """Tokens as wrapped chips; drag to reorder, double-click to edit, Delete to remove."""

    delete_pressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # List mode laid out left to right: a drag reorders the rows (icon mode would only
        # move the picture of a chip).
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSpacing(4)
        self.setUniformItemSizes(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setToolTip(translate("TokenEditor", "double-click a token to edit it · drag to "
                                                 "reorder · Delete removes"))
        self.setItemDelegate(ChipDelegate(self))

    def event(self, event: QEvent) -> bool:
        # the arrows, Home and End move between chips (one tab stop, arrows inside), not the
        # window's stage shortcuts
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in CHIP_KEYS and \
                not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event) -> None:
        """Arriving by keyboard, a chip is the current one (ringed), never an invisible one."""
        if not self.currentIndex().isValid() and self.count():
            self.selectionModel().setCurrentIndex(
                self.model().index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        super().focusInEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and \
                self.state() != QAbstractItemView.State.EditingState:
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)

    def texts(self) -> tuple[str, ...]:
        return tuple(self.item(i).text() for i in range(self.count()))

    def wanted_height(self, width: int) -> int:
        """The height that shows every row of chips at ``width`` (the list's flow: each chip
        takes its size plus the spacing on both sides; a frame around)."""
        space, frame = self.spacing(), 2 * self.frameWidth()
        room = max(1, width - frame - 2)
        x, rows, row_h = 0, 0, 0
        for i in range(self.count()):
            hint = self.item(i).sizeHint()
            w, h = hint.width() + 2 * space, hint.height() + 2 * space
            if rows == 0 or (x + w > room and x > 0):
                rows, x = rows + 1, 0
            x += w
            row_h = max(row_h, h)
        return frame + max(rows, 1) * row_h + 2
