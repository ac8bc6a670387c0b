"""The "two sentences" tab: one word's output in two sentences, in one plane, so the learner sees
the same word land in two places (the mole lessons). The second sentence is a lesson or a
session file, run once when chosen (core.vectors.second_sentence); both are redrawn from their
traces on every edit of the first.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSignalBlocker, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QWidget,
)

from core.attention.trace import Trace
from core.files.examples import list_examples
from core.files.session_io import SessionFileError
from core.vectors import (
    SecondSentence,
    SecondSentenceError,
    WordInTwo,
    second_sentence,
    second_sentence_from_file,
    second_sentence_from_lesson,
    word_in_two,
    word_index,
)
from gui.palette import OKABE_ITO
from gui.views.vectors_arrows import ArrowStyle, shared_labels
from gui.views.vectors_plot import VectorsPlot

COLOR_A, COLOR_B = QColor(OKABE_ITO[4]), QColor(OKABE_ITO[5])   # blue, vermillion
LABEL_LIMIT = 16
SESSION_FILTER = QT_TRANSLATE_NOOP("VectorsView", "QKV Lab sessions (*.json)")
translate = QCoreApplication.translate


class TwoSentencesView(VectorsPlot):
    second_changed = Signal()   # a second sentence was chosen: redraw

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.second: SecondSentence | None = None
        self.language: str | None = None   # the lessons' titles in it (the window sets it)
        self.placed: WordInTwo | None = None
        # (menu label, a function that makes a Session or None): the window adds "A MiniLM
        # head…" (its dialog lives in gui.classroom, which a view may not import)
        self.extra_sources: list[tuple[str, object]] = []
        self.choose_button = QToolButton()
        self.choose_button.setText(translate("VectorsView", "Second sentence ▾"))
        self.choose_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.choose_menu = QMenu(self.choose_button)
        self.choose_menu.aboutToShow.connect(self._fill_menu)
        self.choose_button.setMenu(self.choose_menu)
        self.word_box = QComboBox()
        self.word_box.setToolTip(translate("VectorsView", "the word to follow: it appears in both "
                                              "sentences"))
        self.word_box.setMinimumContentsLength(8)
        self.status = QLabel()
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addWidget(self.choose_button)
        controls.addWidget(QLabel(translate("VectorsView", "word")))
        controls.addWidget(self.word_box, 1)
        self.layout().insertLayout(0, controls)
        self.layout().insertWidget(1, self.status)
        self.status.setWordWrap(True)
        self.word_box.currentTextChanged.connect(lambda _word: self.second_changed.emit())

    # ----- choosing the second sentence (slots: core opens and runs it) -----------------------
    def open_lesson(self, name: str) -> bool:
        return self._set(lambda: second_sentence_from_lesson(name))

    def open_file(self, path: str) -> bool:
        return self._set(lambda: second_sentence_from_file(path))

    def set_second(self, second: SecondSentence | None) -> None:
        self.second = second
        self.status.setText("" if second is None else
                            translate("VectorsView", "second sentence: {label}").format(
                                label=second.label))
        self.second_changed.emit()

    def _set(self, build) -> bool:
        try:
            second = build()
        except SecondSentenceError as error:
            self.status.setText(translate("VectorsView", "not opened: {error}").format(error=error))
            return False
        self.set_second(second)
        return True

    def _fill_menu(self) -> None:
        self.choose_menu.clear()
        try:
            lessons = list_examples(language=self.language)
        except SessionFileError as error:
            lessons = []
            self.status.setText(translate("VectorsView", "lessons unavailable: {error}").format(
                error=error))
        for info in lessons:
            action = self.choose_menu.addAction(info.title)
            action.triggered.connect(lambda _checked=False, name=info.name: self.open_lesson(name))
        self.choose_menu.addSeparator()
        for label, make_session in self.extra_sources:
            self.choose_menu.addAction(label).triggered.connect(
                lambda _checked=False, make=make_session, name=label: self.open_made(make, name))
        self.choose_menu.addAction(translate("VectorsView", "From a file…")).triggered.connect(
            self._choose_file)

    def open_made(self, make_session, name: str) -> bool:
        """A session another part of the window makes (a MiniLM head from its dialog): run
        once as the second sentence; None (cancelled) changes nothing."""
        session = make_session()
        if session is None:
            return False
        return self._set(lambda: second_sentence(session, session.title or name))

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("VectorsView", "Second sentence"), "",
                                              translate("VectorsView", SESSION_FILTER))
        if path:
            self.open_file(path)

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, trace: Trace, tokens: tuple[str, ...], label: str, query: int | None) -> None:
        second = self.second
        if second is None:
            self._words((), None)
            self.placed = None
            self.arrows.set_arrows([], [])
            self.header.setText(translate("VectorsView", "choose a second sentence (Second "
                                          "sentence ▾): a lesson such as the other mole lesson, "
                                          "or a session file"))
            self.caption.setText("")
            return
        common = [t for i, t in enumerate(tokens) if word_index(second.tokens, t) is not None
                  and word_index(tokens, t) == i]
        word = self._words(tuple(common), tokens[query] if query is not None and
                           query < len(tokens) else None)
        if word is None:
            self.placed = None
            self.arrows.set_arrows([], [])
            self.header.setText(translate("VectorsView", "no word is in both sentences "
                                                         "(“{label}” and "
                                          "“{label2}”)").format(label=label, label2=second.label))
            self.caption.setText("")
            return
        placed = word_in_two(trace, tokens, second.trace, second.tokens, word)
        self.placed = placed
        self._draw(placed, tokens, second, label)

    def _draw(self, placed: WordInTwo, tokens: tuple[str, ...], second: SecondSentence,
              label: str) -> None:
        if placed.plane is None:
            self.arrows.set_arrows([], [])
            self.header.setText(" · ".join(placed.notes))
            self.caption.setText("")
            return
        ends, styles = [], []
        for points, words, color, index in ((placed.a, tokens, COLOR_A, placed.index_a),
                                            (placed.b, second.tokens, COLOR_B, placed.index_b)):
            primed = tuple(f"{word}'" for word in words)
            labels = shared_labels("", points, primed, index)      # "carbon' / dioxide'"
            for i, point in enumerate(points):
                chosen = i == index
                ends.append(point)
                styles.append(ArrowStyle(color, 3.0 if chosen else 1.0, not chosen,
                                         labels[i], lit=chosen, faded=not chosen))
        self.arrows.set_arrows(ends, styles, show_labels=len(ends) <= 2 * LABEL_LIMIT)
        self.header.setText(translate("VectorsView", "the output of “{word}” in two sentences · "
                                                     "").format(
            word=placed.word) + placed.plane.description()
                            + "".join(f" · {note}" for note in placed.notes))
        exact = placed.plane.exact
        self.set_axis_titles(translate("VectorsView", "number 1" if exact else "plane direction 1"),
                             translate("VectorsView", "number 2" if exact else "plane direction 2"))
        a, b = placed.point_a(), placed.point_b()
        at = translate("VectorsView", "“{sentence}”: {word}' at {point}")
        self.caption.setText(f"<span style='color:{COLOR_A.name()}'>■</span> "
                             + at.format(sentence=label, word=placed.word, point=_point(a))
                             + "<br>" f"<span style='color:{COLOR_B.name()}'>■</span> "
                             + at.format(sentence=second.label, word=placed.word,
                                         point=_point(b)))
        self.fit()

    def _words(self, words: tuple[str, ...], preferred: str | None) -> str | None:
        """Fill the word box with ``words`` (kept choice, else the selected word, else the
        longest word, a model's markers such as [CLS] and [SEP] last: every MiniLM sentence
        has them); the word chosen, or None when there is none."""
        current = self.word_box.currentText()
        with QSignalBlocker(self.word_box):
            if tuple(self.word_box.itemText(i) for i in range(self.word_box.count())) != words:
                self.word_box.clear()
                self.word_box.addItems(list(words))
            if not words:
                return None
            if preferred in words and preferred != current and current not in words:
                choice = preferred
            elif current in words:
                choice = current
            else:
                content = [w for w in words if not (w.startswith("[") and w.endswith("]"))]
                choice = preferred if preferred in words else max(content or words, key=len)
            self.word_box.setCurrentText(choice)
        return choice


def _point(point) -> str:
    if point is None:
        return translate("VectorsView", "(not there)")
    return f"({point[0]:.3g}, {point[1]:.3g})"
