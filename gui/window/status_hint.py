"""The status bar's hint ("Click a cell to see how its number is made."), elided when the bar is
short of room: the session's dimensions and the device beside it keep their whole text, and the
hint says the rest in its tooltip and accessible name (gui.window.clipped_text's rule for a text
cut on purpose)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar


class StatusHint(QLabel):
    """``bar``: the status bar it lives in; while the bar shows a message the hint draws
    nothing (Qt hides it when a message comes, but a window shown later, or a setVisible by
    the layout, brought it back under the message: "Klicken Sie…" through "cannot ope…")."""

    def __init__(self, bar: QStatusBar | None = None) -> None:
        super().__init__()
        self._full = ""
        self._message = False
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        if bar is not None:
            bar.messageChanged.connect(self._message_changed)

    def _message_changed(self, text: str) -> None:
        self._message = bool(text)
        self.update()

    def paintEvent(self, event) -> None:
        if not self._message:
            super().paintEvent(event)

    def set_hint(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.setAccessibleName(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                                   room) if room > 0 else self._full)
