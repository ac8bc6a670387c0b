"""A prediction asked before the tiles dock reveals a step: the question, one button per answer
(two a row: the dock may be narrow) and, once answered, the verdict. Hidden while nothing is
asked, so no empty rows sit above the step. core.hardware.predictions writes the words."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class QuestionBox(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.question = QLabel()
        self.question.setObjectName("flashQuestion")
        self.answers = QGridLayout()
        self.verdict = QLabel()
        for label in (self.question, self.verdict):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.question)
        layout.addLayout(self.answers)
        layout.addWidget(self.verdict)
        self.clear()

    def ask(self, text: str, options, answered: Callable[[int], None]) -> None:
        self.clear()
        self.question.setText(text)
        self.question.show()
        for index, option in enumerate(options):
            button = QPushButton(option)
            button.clicked.connect(lambda _checked=False, k=index: answered(k))
            self.answers.addWidget(button, index // 2, index % 2)

    def say(self, verdict: str) -> None:
        self.verdict.setText(verdict)
        self.verdict.show()

    def clear(self) -> None:
        self.question.setText("")
        self.question.hide()
        self.verdict.setText("")
        self.verdict.hide()
        while self.answers.count():
            widget = self.answers.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
