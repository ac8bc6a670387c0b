"""The tour panel: "step 4 of 25", the step's text, its question and the way to answer it
(numbered options, or a number to type), the feedback once revealed, the predictions so far,
and Back / Continue / Leave. It only shows what it is given and says what was clicked.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDoubleValidator, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.classroom.wrapping_button import WrappingButton
from gui.keyboard_focus import add_focus_ring

MAX_OPTION_BUTTONS = 24
translate = QCoreApplication.translate


class TourPanel(QWidget):
    back_clicked = Signal()
    next_clicked = Signal()
    reveal_clicked = Signal()          # the answer without a prediction (never Next's place)
    leave_clicked = Signal()
    option_chosen = Signal(int)        # 0-based position in the options shown
    value_typed = Signal(str)          # a typed number, as text (the driver checks it)
    sentence_entered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tourPanel")
        self.counter = QLabel()
        self.counter.setObjectName("tourCounter")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.text = self._rich_label()
        self.sentence_label = QLabel(translate("TourPanel", "Your sentence:"))
        self.sentence = QLineEdit()
        self.sentence.setPlaceholderText(translate("TourPanel", "type a sentence and press Enter"))
        self.question = self._rich_label()
        self.question.setObjectName("tourQuestion")
        self.options = QWidget()
        self._option_layout = QGridLayout(self.options)
        self._option_layout.setContentsMargins(0, 0, 0, 0)
        self.option_buttons: list[QPushButton] = []
        self.value = QLineEdit()
        self.value.setValidator(QDoubleValidator())
        self.value.setPlaceholderText(translate("TourPanel", "type a number, then Enter"))
        self.feedback = self._rich_label()
        self.feedback.setObjectName("tourFeedback")
        self.predictions = self._rich_label()
        # not the toolbar's "◀ Prev" / "Next ▶" (those step the stages): two controls that do
        # different things never share a label, in any language
        self.back_button, self.next_button = QPushButton(translate("TourPanel", "◀ Back")), \
            QPushButton(translate("TourPanel", "Continue ▶"))
        self.leave_button = QPushButton(translate("TourPanel", "Leave tour"))
        self.reveal_button = QPushButton(translate("TourPanel", "Show the answer"))
        self.reveal_button.setToolTip(translate("TourPanel", "the answer without a prediction "
                                                             "(Page Down)"))
        self.reveal_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_button.hide()
        tips = (translate("TourPanel", "previous step (Page Up)"),
                translate("TourPanel", "next step (Page Down)"),
                translate("TourPanel", "close the tour; the session stays"))
        for button, tip in zip((self.back_button, self.next_button, self.leave_button), tips,
                               strict=True):
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the window
        self._waiting = False          # a question waits: it and its answers stay in sight
        self._layout()
        self.scroll.verticalScrollBar().rangeChanged.connect(
            lambda *_: self._question_in_sight())
        for widget in (self.question, self.options, self.value, self.reveal_button):
            widget.installEventFilter(self)     # moved or resized by the step's text above
        self.back_button.clicked.connect(self.back_clicked)
        self.next_button.clicked.connect(self.next_clicked)
        self.reveal_button.clicked.connect(self.reveal_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        self.value.returnPressed.connect(lambda: self.value_typed.emit(self.value.text()))
        self.sentence.returnPressed.connect(
            lambda: self.sentence_entered.emit(self.sentence.text()))
        self.set_font_scale(1.0)

    @staticmethod
    def _rich_label() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        return label

    def _layout(self) -> None:
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 4, 6, 4)
        # once revealed, the verdict comes first, under the title (in sight in a short dock)
        for widget in (self.title, self.feedback, self.text, self.sentence_label, self.sentence,
                       self.question, self.options, self.value):
            column.addWidget(widget)
        column.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.predictions)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        add_focus_ring(scroll)       # Tab stops here (its arrows scroll): a visible mark
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll = scroll
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.counter, 1, Qt.AlignmentFlag.AlignCenter)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(buttons)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignRight)

    # ----- showing --------------------------------------------------------------------------
    def show_step(self, counter: str, title: str, text_html: str, *, own_sentence: str | None,
                  at_start: bool, at_end: bool) -> None:
        self.counter.setText(counter)
        # as wide at step 9 as at step 10, and Next as wide as Finish: the row's width is the
        # dock's minimum, and the dock keeps its width from step to step
        self.counter.setMinimumWidth(self.counter.fontMetrics().horizontalAdvance(
            _widest_digits(counter)))
        self.next_button.setMinimumWidth(max(
            self.next_button.fontMetrics().horizontalAdvance(text) for text in (
                translate("TourPanel", "Finish ✓"), translate("TourPanel", "Continue ▶"))) +
            self.next_button.sizeHint().width() -
            self.next_button.fontMetrics().horizontalAdvance(self.next_button.text()))
        self.title.setText(title)
        self.text.setText(text_html)
        self.sentence_label.setVisible(own_sentence is not None)
        self.sentence.setVisible(own_sentence is not None)
        if own_sentence is not None and not self.sentence.hasFocus():
            self.sentence.setText(own_sentence)
        self.back_button.setEnabled(not at_start)
        self.leave_button.setText(translate("TourPanel", "Leave tour"))
        self.next_button.setText(translate("TourPanel", "Finish ✓") if at_end else
                                 translate("TourPanel", "Continue ▶"))

    def show_question(self, prompt: str, options: list[str], *, typed: bool, waiting: bool,
                      presenting: bool = False) -> None:
        """The question; ``options`` as numbered buttons, or a box to type a number in."""
        self.question.setVisible(bool(prompt))
        shown = prompt
        if prompt and waiting:
            how = translate("TourPanel", "Press Page Down to reveal.") if presenting else translate(
                "TourPanel", "Commit your prediction to see the answer (Page Down reveals "
                             "without one).")
            shown = f"{prompt}<br><small>{html.escape(how)}</small>"
        self.question.setText(shown)
        self._set_options(options if prompt else [], enabled=waiting)
        self.value.setVisible(typed and bool(prompt))
        self.value.setEnabled(typed and waiting)
        if not waiting:
            self.value.clear()
        # Next never answers a question: it waits for a prediction or "Show the answer"
        self.reveal_button.setVisible(waiting and bool(prompt))
        self.next_button.setEnabled(not (waiting and bool(prompt)))
        self.next_button.setToolTip(translate("TourPanel", "answer the question first, or show "
                                                           "the answer") if waiting and prompt
                                    else translate("TourPanel", "next step (Page Down)"))
        self._waiting = waiting and bool(prompt)
        self._question_in_sight()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self._question_in_sight()
        return False

    def _question_in_sight(self) -> None:
        """A waiting question and its answers in the scroll area's view (a short dock at
        1024×768 had them below the fold, Continue greyed with no reason in sight): scrolled
        as little as it takes, the question's first line first when all cannot fit."""
        if not self._waiting:
            return
        shown = [w for w in (self.question, self.options, self.value, self.reveal_button)
                 if w.isVisibleTo(self)]
        if not shown:
            return
        top = min(w.geometry().top() for w in shown) - 4
        bottom = max(w.geometry().bottom() for w in shown) + 4
        bar, height = self.scroll.verticalScrollBar(), self.scroll.viewport().height()
        value = bar.value()
        if bottom - top > height or top < value:
            value = top
        elif bottom > value + height:
            value = bottom - height
        bar.setValue(value)

    def show_feedback(self, text: str, explanation: str = "", right: bool | None = None) -> None:
        if not text:
            self.feedback.clear()
            self.feedback.hide()
            return
        color = {True: "#1b7f3b", False: "#b3261e", None: "#444"}[right]
        body = f'<span style="color:{color}"><b>{html.escape(text)}</b></span>'
        if explanation:
            body += f"<br><code>{html.escape(explanation)}</code>"
        self.feedback.setText(body)
        self.feedback.show()
        self.scroll.verticalScrollBar().setValue(0)

    def show_predictions(self, lines: list[str]) -> None:
        self.predictions.setVisible(bool(lines))
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        heading = html.escape(translate("TourPanel", "Your predictions so far"))
        self.predictions.setText(f"<b>{heading}</b><ul>{items}</ul>")

    def set_font_scale(self, factor: float) -> None:
        """Larger type for a projector (presentation mode)."""
        base = QFont(self.font())
        for widget, points in ((self.title, 13), (self.text, 11), (self.question, 11),
                               (self.feedback, 11), (self.predictions, 10),
                               (self.counter, 10)):
            font = QFont(base)
            font.setPointSizeF(points * factor)
            font.setBold(widget is self.title)
            widget.setFont(font)
        answers = QFont(base)
        answers.setPointSizeF(10 * factor)
        for widget in (self.options, self.value, self.sentence, *self.option_buttons):
            widget.setFont(answers)

    def _set_options(self, options: list[str], *, enabled: bool) -> None:
        labels = [f"{n}  {text}" if n <= 9 else text
                  for n, text in enumerate(options[:MAX_OPTION_BUTTONS], start=1)]
        if [b.text() for b in self.option_buttons] != labels:
            for button in self.option_buttons:
                self._option_layout.removeWidget(button)
                button.setParent(None)      # gone now, not at the next event loop turn
                button.deleteLater()
            self.option_buttons = []
            longest = max((len(t) for t in labels), default=0)
            columns = 1 if longest > 16 else 2 if longest > 9 else 3
            for position, label in enumerate(labels):
                button = WrappingButton(label)   # a long (German) option wraps, never cut
                button.setToolTip(label)
                button.setFont(self.options.font())
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setStyleSheet("text-align: left; padding: 3px 6px;")
                button.clicked.connect(lambda *_, p=position: self.option_chosen.emit(p))
                self._option_layout.addWidget(button, position // columns, position % columns)
                self.option_buttons.append(button)
        for button in self.option_buttons:
            button.setEnabled(enabled)
        self.options.setVisible(bool(labels))


def _widest_digits(counter: str) -> str:
    """``counter`` with every number written as its longest one's count of its widest digit
    ("step 9 of 24" -> "step 88 of 88"): the counter's room for every step of the tour."""
    runs = re.findall(r"\d+", counter)
    longest = max((len(run) for run in runs), default=0)
    return re.sub(r"\d+", "8" * longest, counter)


class DigitKeys:
    """Keys 1–9 in ``frame`` choose an option (a field being typed in keeps its digits)."""

    def __init__(self, frame: QWidget, chosen) -> None:
        self.shortcuts = []
        for number in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(number)), frame)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(lambda n=number: chosen(n))
            self.shortcuts.append(shortcut)

    def set_enabled(self, on: bool) -> None:
        for shortcut in self.shortcuts:
            shortcut.setEnabled(on)
