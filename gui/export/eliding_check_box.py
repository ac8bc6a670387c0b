"""A check box whose text is cut with "…" where its row is narrower than the text, the whole
text then in its tooltip and always its accessible name: the worksheet dialog's long German
exercise ("Online-Softmax über zwei Key-Blöcke, mit dem Umskalierungsschritt …") made the
dialog scroll sideways at 1024×768.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QSizePolicy, QWidget

SHORTEST_CHARS = 12     # what the box keeps before "…" at its narrowest


class ElidingCheckBox(QCheckBox):
    """``whole_text()`` is the text given; ``text()`` is what is drawn (it, or its start and
    "…"). The preferred width is the whole text's, the minimum a start of it."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._whole, self._note = text, ""
        self.setAccessibleName(text)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def whole_text(self) -> str:
        return self._whole

    def setToolTip(self, note: str) -> None:
        """``note`` is the tooltip; the whole text comes first when it is cut and the note does
        not say it."""
        self._note = note
        self._show_tip()

    def _show_tip(self) -> None:
        cut = super().text() != self._whole
        tip = self._note if not cut or self._whole in self._note else \
            "\n".join(part for part in (self._whole, self._note) if part)
        QCheckBox.setToolTip(self, tip)

    def _chrome(self) -> int:
        """The indicator and spacing beside the text, in pixels."""
        hint = super().sizeHint().width()
        return hint - self.fontMetrics().horizontalAdvance(super().text())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._chrome() + self.fontMetrics().horizontalAdvance(self._whole),
                     hint.height())

    def minimumSizeHint(self) -> QSize:
        start = self._whole[:SHORTEST_CHARS] + ("…" if len(self._whole) > SHORTEST_CHARS else "")
        return QSize(self._chrome() + self.fontMetrics().horizontalAdvance(start),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.width() - self._chrome()
        metrics = self.fontMetrics()
        shown = self._whole if metrics.horizontalAdvance(self._whole) <= room else \
            whole_words(metrics.elidedText(self._whole, Qt.TextElideMode.ElideRight, room),
                        self._whole)
        if shown != super().text():
            super().setText(shown)
            self._show_tip()


def whole_words(elided: str, whole: str) -> str:
    """``elided`` (``whole``'s start and "…") cut after its last whole word: "mit dem…", never
    "mit dem Umskali…" (a word of no language)."""
    stem = elided[:-1] if elided.endswith("…") else elided
    if not stem or len(stem) >= len(whole) or not stem[-1].isalnum() or \
            not whole[len(stem)].isalnum():
        return elided                        # cut between words already (or nothing left)
    space = stem.rfind(" ")
    return f"{stem[:space].rstrip()}…" if space > 0 else elided
