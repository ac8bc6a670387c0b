"""A row of widgets that wraps onto a second line when its column is narrow.

The Matrices dock's buttons (Randomize, Identity, Zero, Reset) and its d_model / d_head /
n_heads spins sat in fixed rows ~340 px wide: that fixed the left column's minimum, so on a
1024-px screen the stage view could not take the few pixels per cell its numbers lacked. In
this layout the row's minimum width is its widest group's, and its height follows the width it
is given (heightForWidth). A group (a label and its spin box) never breaks apart.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLayoutItem, QWidget, QWidgetItem


class WrapRow(QLayout):
    """Items left to right; an item that would pass the right edge starts the next line."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def add_group(self, *widgets: QWidget) -> None:
        """Widgets that stay on one line together (a label and its field)."""
        if len(widgets) == 1:
            self.addWidget(widgets[0])
            return
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            row.addWidget(widget)
        self.addWidget(holder)

    # ----- QLayout ------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """One line: every item side by side."""
        hints = [item.sizeHint() for item in self._visible()]
        width = sum(h.width() for h in hints) + self._spacing * max(0, len(hints) - 1)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(),
                     max((h.height() for h in hints), default=0)
                     + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """The widest item: every other one may go to a line of its own."""
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items out in ``rect`` (when ``move``); the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_h = area.x(), area.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y, line_h = area.x(), y + line_h + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line_h = max(line_h, hint.height())
        return y + line_h - rect.y() + margins.bottom()
