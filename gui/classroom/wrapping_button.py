"""A push button whose text wraps onto as many lines as it needs: a tour's long option (German
runs ~30 % longer than English) stays readable in a narrow Tour dock instead of being cut.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

MARGIN_X, MARGIN_Y = 6, 3     # the text's distance from the button's edge


class WrappingButton(QPushButton):
    """``text()`` is the whole option; a word-wrapped label draws it, the button grows down."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y)
        layout.addWidget(self.label)
        self.setAccessibleName(text)     # what a screen reader says: the label is decoration
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:  # the label shows it; the button itself paints no text
        return self._text

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(max(width - 2 * MARGIN_X, 1)) + 2 * MARGIN_Y + 2

    def sizeHint(self) -> QSize:
        width = min(self.label.sizeHint().width() + 2 * MARGIN_X, 300)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.label.fontMetrics().lineSpacing() + 2 * MARGIN_Y + 2)
