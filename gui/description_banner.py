"""A closable banner above the stage panel: what an opened example is about."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget


class DescriptionBanner(QFrame):
    """Title in bold, then the description; × hides it. Hidden until ``show_text``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("description_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#description_banner { background: #fff8dc; border: 1px solid #e0c97a;"
                           " border-radius: 4px; } QLabel { color: #333; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setToolTip("hide this description")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        self._text = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_text(self, title: str, description: str) -> None:
        """Show ``title: description`` (or hide when both are empty)."""
        self._text = f"{title}: {description}" if title and description else title or description
        shown = [f"<b>{html.escape(title)}</b>"] if title else []
        shown += [html.escape(description)] if description else []
        self.label.setText(" — ".join(shown))
        self.setVisible(bool(self._text))

    def text(self) -> str:
        """What the banner says, as plain text."""
        return self._text
