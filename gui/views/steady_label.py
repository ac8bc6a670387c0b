"""A word-wrapped label whose new text repaints it without laying the window out again.

A QLabel's setText always asks its parents for a new geometry, up to the main window (Qt's
QLayout::activate ends in the parent's updateGeometry), so a label whose numbers change with
every edit laid every dock out again on every edit. A widget of fixed size stops that request,
so the label here has a fixed size, set by the row that holds it (the row's width, and the
height its text needs at that width); the row asks for a new layout only when that height
changes (a line more or less).

    header = SteadyLabel()
    layout.addWidget(header.row)      # the row goes in the layout, the label is its child
    header.setText("…")               # a repaint; a layout only if the line count changes
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_WIDTH_PX = 40    # a narrower row is one not laid out yet
FIT_REQUEST = QEvent.Type(QEvent.registerEventType())   # "fit the label", posted by a paint


class _Row(QWidget):
    def __init__(self, label: SteadyLabel) -> None:
        super().__init__()
        self._label = label
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._label.fit()

    def event(self, event) -> bool:
        if event.type() == FIT_REQUEST:       # the label asked while painting: fit it now
            self._label.fit()
            return True
        return super().event(event)


class SteadyLabel(QLabel):
    def __init__(self, text: str = "") -> None:
        self.row = _Row(self)
        self._checked: tuple[int, str] | None = None   # the paint-time check's last case
        super().__init__(text, self.row)
        self.setWordWrap(True)
        self.fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()                  # other letters, other lines: the height follows

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        width = self.row.width()
        if self.text() and width >= MIN_WIDTH_PX and self._checked != (width, self.text()) \
                and self.height() != self.heightForWidth(width):
            self._checked = (width, self.text())   # once per width and text: never a loop
            # a width or text that came by another way (a dock narrowed while hidden): the row
            # is asked to fit the label once the paint is over (never inside a paint); an
            # event of its own, so Qt's own layout requests fit nothing more
            QCoreApplication.postEvent(self.row, QEvent(FIT_REQUEST))

    def setText(self, text: str) -> None:
        if text == self.text():
            return
        super().setText(text)
        self.fit()

    def fit(self) -> None:
        """The label as wide as its row, as tall as its text; the row as tall as the label."""
        width = self.row.width()
        if width < MIN_WIDTH_PX:                 # not laid out yet: one line
            height = self.sizeHint().height() if self.text() else 0
        else:
            height = self.heightForWidth(width) if self.text() else 0
        if self.size().toTuple() != (max(width, 1), height):
            self.setFixedSize(max(width, 1), height)
        if self.row.height() != height or self.row.minimumHeight() != height:
            self.row.setFixedHeight(height)
