"""The window as a screen reader hears it: plain-text names, readable text, stage announcements.

Every interactive widget gets an accessible name: its own text, else the first line of its
tooltip, else the label beside it, else a name from ``FALLBACK_NAMES``; a tooltip that says
more becomes its description. The formula bar, the stage counter and the explanation panel get
their text as plain names (never HTML). A change of stage is announced ("Stage 5 of 11: score.
…"), as is a pinned explanation. ``last_announcement`` keeps the last one said (for tests and
for a learner who asks again).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from core.attention.stages import STAGES, stage_index
from gui.editors.matrix_editor import MatrixEditorPanel
from gui.editors.token_editor import TokenEditor

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox,
               QLineEdit, QTabBar, QTextEdit)


translate = QCoreApplication.translate


def plain(text: str) -> str:
    """Rich text or plain text -> one plain line (no tags, no mnemonics, spaces collapsed)."""
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return re.sub(r"\s+", " ", text).strip()


def _own_text(widget: QWidget) -> str:
    """A button's text, unless it starts with a symbol ('◀ Prev', '÷ √d_k'): then ''."""
    if isinstance(widget, QAbstractButton):
        text = plain(widget.text())
        return text if text[:1].isalnum() else ""
    return ""


def _containing_layout(parent: QWidget, widget: QWidget) -> QLayout | None:
    """The layout (the parent's own or one nested in it) that holds ``widget``.

    Layouts are found as QObject children, never through itemAt(): a QLayoutItem's Python
    wrapper can outlive the item its layout deletes, and shiboken then hands that stale
    wrapper back for a new object at the same address (a QAction that came back as a
    QWidgetItem, once in a full test run).
    """
    top = parent.layout()
    if top is None:
        return None
    for layout in (top, *top.findChildren(QLayout)):
        if layout.indexOf(widget) >= 0:
            return layout
    return None


def _buddy_text(widget: QWidget) -> str:
    """A label just before ``widget`` in its layout ('d_model' before its spin box)."""
    parent = widget.parentWidget()
    layout = _containing_layout(parent, widget) if parent is not None else None
    if layout is None:
        return ""
    index = layout.indexOf(widget)
    for label in parent.findChildren(QLabel):
        if index > 0 and layout.indexOf(label) == index - 1 and label.text().strip():
            return plain(label.text())
    return ""


def _fallback(widget: QWidget) -> str:
    """The object's name in words: the last resort (a test lists the widgets that reach it)."""
    if isinstance(widget, QTabBar) and not widget.objectName():   # Qt's bar of stacked docks
        return translate("ScreenReader", "docks in this column: the arrows choose one")
    name = widget.objectName() or type(widget).__name__
    return re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name).strip().lower()


def _tip_line(widget: QWidget) -> str:
    """The tooltip's first line without the keys in brackets at its end."""
    tip = widget.toolTip().strip()
    line = plain(tip.splitlines()[0]) if tip else ""
    return re.sub(r"\s*\([^()]*\)$", "", line) or line


def is_part(widget: QWidget) -> bool:
    """A piece of a composite control (a spin box's line edit, a table's header or scroll bar):
    a screen reader reaches it through the control itself."""
    return widget.objectName().startswith("qt_") or isinstance(widget, QScrollBar | QHeaderView)


def name_widget(widget: QWidget) -> None:
    """An accessible name (and description) for one interactive widget, unless it has one."""
    tip = plain(widget.toolTip())
    if not widget.accessibleName():
        name = _own_text(widget) or _tip_line(widget) or _buddy_text(widget) or \
            plain(getattr(widget, "text", lambda: "")()) or _fallback(widget)
        stripped = re.sub(r"^[^\w√]+", "", name)      # '↶ Undo' -> 'Undo' (symbols unread)
        widget.setAccessibleName(stripped if len(stripped) >= 2 else name)
    if tip and tip != widget.accessibleName() and not widget.accessibleDescription():
        widget.setAccessibleDescription(tip)


def name_all(root: QWidget) -> None:
    for widget in root.findChildren(QWidget):
        if isinstance(widget, INTERACTIVE) and not is_part(widget):
            name_widget(widget)


def known_names(token_editor: TokenEditor, matrix_panel: MatrixEditorPanel,
                head_box: QComboBox) -> list[tuple[QWidget, str]]:
    """Names no tooltip gives: the controls a learner uses most, in words (``head_box``: the
    stage panel's head in focus)."""
    return [(token_editor.sentence, translate("ScreenReader", "sentence")),
            (token_editor.chips, translate("ScreenReader", "tokens")),
            (matrix_panel.view, translate("ScreenReader", "matrix editor")),
            (matrix_panel.tabs, translate("ScreenReader", "matrix")),
            (head_box, translate("ScreenReader", "head"))]


def counter_announcement(stage: str, formula_plain: str, meaning: str) -> str:
    return translate("ScreenReader", "Stage {number} of {total}: {stage}. {formula}. {meaning}") \
        .format(number=stage_index(stage) + 1, total=len(STAGES), stage=stage,
                formula=formula_plain, meaning=meaning)


class ScreenReaderText(QObject):
    """Keeps the window's readable texts plain and announces stages and explanations.

    Built with what it reads: ``root`` (the main window: every control in it gets a plain
    name), the names no tooltip gives (``known``), the formula bar, the stepper's and the
    controller's signals, and the explanation panel with its ``explained`` signal."""

    def __init__(self, root: QWidget, known: Iterable[tuple[QWidget, str]], formula_bar,
                 stage_changed, trace_changed, explanation, explained) -> None:
        super().__init__(root)
        self._root, self._bar, self._explanation = root, formula_bar, explanation
        self.last_announcement = ""
        for widget, name in known:
            widget.setAccessibleName(name)
        name_all(root)
        formula_bar.formula_label.setAccessibleDescription(translate(
            "ScreenReader", "the formula, the current stage's part highlighted"))
        stage_changed.connect(self._stage_changed)
        trace_changed.connect(lambda *_: self._read_formula())
        explained.connect(self._explained)
        self._read_formula()

    def name_all(self) -> None:
        """Plain names for every control in the window again: the registry calls it once every
        feature has added its widgets (gui/window/features.py, ScreenReader.all_available)."""
        name_all(self._root)

    def _read_formula(self) -> None:
        bar = self._bar
        bar.formula_label.setAccessibleName(plain(bar.formula_label.text()))
        bar.counter_label.setAccessibleName(translate("ScreenReader", "stage {plain}").format(
            plain=plain(bar.counter_label.text())))
        bar.meaning_label.setAccessibleName(plain(bar.meaning_label.text()))

    def _stage_changed(self, stage: str, *_animate) -> None:
        self._read_formula()
        bar = self._bar
        self.announce(counter_announcement(stage, plain(bar.formula_label.text()),
                                           plain(bar.meaning_label.text())),
                      bar.counter_label)

    def _explained(self, explanation) -> None:
        panel = self._explanation
        text = plain(panel.spoken_text()) if explanation is not None else \
            translate("ScreenReader", "explanation cleared")
        panel.setAccessibleName(translate("ScreenReader", "explanation"))
        panel.setAccessibleDescription(text)
        self.announce(text, panel)

    def announce(self, text: str, source: QWidget) -> None:
        """Say ``text`` through the platform's screen reader (polite, not interrupting)."""
        self.last_announcement = text
        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(source, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)

