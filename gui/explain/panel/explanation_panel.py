"""ExplanationPanel: one cell's explanation drawn (header formula, a picture of its parts,
a Copy button for the term-by-term text). Standalone: give it an explanation from core."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.attention.stage_text import StageSettings, meaning
from core.explanations import Explanation, long_text, where_text
from gui.explain.panel.colors import DIM_TEXT
from gui.explain.panel.drawings import ExplanationView, view_for
from gui.keyboard_focus import RING_PX, add_focus_ring

translate = QCoreApplication.translate

EMPTY_TEXT = QT_TRANSLATE_NOOP("ExplanationPanel", "Click a cell to see how its number is made.")


SPOKEN_TOKENS_MAX = 64   # past this a screen reader gets the cell, not every term

class ExplanationPanel(QWidget):
    """``show_explanation(e, token_labels)`` draws e; ``clear()`` empties; Copy copies
    ``long_text``. ``set_font_scale(1.6)`` enlarges everything for presentation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._explanation: Explanation | None = None
        self._tokens: tuple[str, ...] = ()
        self._base_point_size = self.font().pointSizeF()
        self.view: ExplanationView | None = None

        self.where_label = QLabel()
        self.where_label.setObjectName("explainWhere")
        self.formula_label = QLabel()
        self.formula_label.setObjectName("explainFormula")
        self.meaning_label = QLabel()
        self.meaning_label.setObjectName("explainMeaning")
        self.stage_link = QLabel()  # e.g. "Why divide by √d_k?" under a scaled cell
        self.stage_link.setObjectName("explainStageLink")
        self.stage_link.linkActivated.connect(self._follow_stage_link)
        self._stage_links: dict[str, tuple[str, Callable[[], object]]] = {}
        for label in (self.where_label, self.formula_label, self.meaning_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.meaning_label, self.where_label):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, DIM_TEXT)
            label.setPalette(palette)
        self.copy_button = QPushButton(translate("ExplanationPanel", "Copy"))
        self.copy_button.setToolTip(translate("ExplanationPanel",
                                              "Copy every term of this explanation as text"))
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.empty_label = QLabel(translate("ExplanationPanel", EMPTY_TEXT))
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self._body = QWidget()
        self._body_layout = QVBoxLayout(self._body)
        self._body_layout.setContentsMargins(0, 4, 0, 4)
        # The header (where, formula, meaning, a link) scrolls with the terms: in a short dock
        # its wrapped lines get their whole height instead of being squeezed above the scroll.
        top = QHBoxLayout()
        top.addWidget(self.where_label, 1)
        top.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        self._body_layout.addLayout(top)
        for label in (self.formula_label, self.meaning_label, self.stage_link):
            self._body_layout.addWidget(label)
        self._body_layout.addWidget(self.empty_label)
        self._body_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        add_focus_ring(scroll)       # Tab stops here (its arrows scroll): a visible mark
        # the panel is never narrower than its body (minimumSizeHint below), so this bar shows
        # only where the screen itself is narrower: scrolled, never cut at the dock's edge
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(self._body)
        self._scroll = scroll

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(scroll, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.set_font_scale(1.0)
        self.clear()

    # ----- public API ---------------------------------------------------------------------
    @property
    def explanation(self) -> Explanation | None:
        return self._explanation

    def show_explanation(self, explanation: Explanation, token_labels: Sequence[str] = (), *,
                         token_colors: Sequence[QColor] = (),
                         settings: StageSettings | None = None) -> None:
        """Draw ``explanation`` (from ``core.explanations``); tokens label rows, keys and bars."""
        self._explanation, self._tokens = explanation, tuple(token_labels)
        self.where_label.setText(where_text(explanation, self._tokens))
        self.formula_label.setText(explanation.formula_text())
        self.meaning_label.setText(meaning(explanation.stage, settings or StageSettings()))
        self._show_stage_link(explanation.stage)
        self._replace_view(view_for(explanation, self._tokens, token_colors, self._body))
        self._show_parts(True)
        self.updateGeometry()      # another text, another longest word: the dock's minimum

    def minimumSizeHint(self) -> QSize:
        """Never narrower than the body's longest unbreakable line (a word of the formula at
        presentation size, the Copy button beside the heading) with a vertical scroll bar
        beside it: a dock at its minimum still shows every word whole (seen cut at 1024×768 in
        Spanish presentation: 'Copia', 'suma')."""
        hint = super().minimumSizeHint()
        margins = self.layout().contentsMargins()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        body = self._body.minimumSizeHint().width() + 2 * (self._scroll.frameWidth() +
                                                           RING_PX)   # the focus ring's room
        return QSize(max(hint.width(), body + bar + margins.left() + margins.right()),
                     hint.height())

    def clear(self) -> None:
        self._explanation, self._tokens = None, ()
        for label in (self.where_label, self.formula_label, self.meaning_label):
            label.clear()
        self._show_stage_link("")
        self._replace_view(None)
        self._show_parts(False)

    def set_stage_link(self, stage: str, text: str, follow: Callable[[], object]) -> None:
        """Under explanations of ``stage``, a link reading ``text`` that calls ``follow``."""
        self._stage_links[stage] = (text, follow)
        if self._explanation is not None:
            self._show_stage_link(self._explanation.stage)

    def _show_stage_link(self, stage: str) -> None:
        link = self._stage_links.get(stage)
        self.stage_link.setText("" if link is None else f'<a href="{stage}">{link[0]}</a>')
        self.stage_link.setVisible(link is not None)

    def _follow_stage_link(self, stage: str) -> None:
        if stage in self._stage_links:
            self._stage_links[stage][1]()

    def text(self) -> str:
        """The term-by-term text Copy puts on the clipboard ('' when empty)."""
        if self._explanation is None:
            return ""
        return long_text(self._explanation, self._tokens)

    def spoken_text(self) -> str:
        """What a screen reader is given: every term up to SPOKEN_TOKENS_MAX tokens; past that
        (a softmax row of 2,048 keys is 2,048 lines, read one by one) the cell, its formula
        and value, and where every term is."""
        if self._explanation is None:
            return ""
        if len(self._tokens) <= SPOKEN_TOKENS_MAX:
            return self.text()
        e = self._explanation
        return "\n".join((where_text(e, self._tokens), e.formula_text(), translate(
            "ExplanationPanel", "{count} tokens: Copy puts every term on the clipboard.").format(
                count=len(self._tokens))))

    def copy_to_clipboard(self) -> None:
        QGuiApplication.clipboard().setText(self.text())

    def set_font_scale(self, factor: float) -> None:
        """Every text and drawing in the panel at ``factor`` × the normal size."""
        font = QFont(self.font())
        font.setPointSizeF(self._base_point_size * factor)
        self.setFont(font)
        formula = QFont(font)
        formula.setPointSizeF(font.pointSizeF() * 1.3)
        formula.setBold(True)
        self.formula_label.setFont(formula)
        if self._explanation is not None:  # rebuild so drawings re-measure their text
            self.show_explanation(self._explanation, self._tokens)

    # ----- internals ----------------------------------------------------------------------
    def _show_parts(self, explaining: bool) -> None:
        """Empty, the panel is its one line of hint (the window collapses it to a strip)."""
        self.copy_button.setEnabled(explaining)
        for widget in (self.copy_button, self.where_label, self.formula_label,
                       self.meaning_label):
            widget.setVisible(explaining)
        self._body_layout.setContentsMargins(0, 4 if explaining else 0, 0, 4 if explaining else 0)

    def _replace_view(self, view: ExplanationView | None) -> None:
        if self.view is not None:
            self._body_layout.removeWidget(self.view)
            self.view.hide()
            self.view.setParent(None)
            self.view.deleteLater()
        self.view = view
        self.empty_label.setVisible(view is None)
        if view is not None:
            self._body_layout.insertWidget(self._body_layout.indexOf(self.empty_label), view)
