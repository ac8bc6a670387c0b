"""Page Down / Page Up step an open tour from any focus in the window (a clicker's keys).

``TourStepKeys(frame, panel, next_step, back_step)``; ``start()`` while a tour is open,
``stop()`` when it closes. A matrix cell or chip being typed keeps its keys.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

from gui.keyboard_focus import FocusWatch

STEP_KEYS = {Qt.Key.Key_PageDown: "next", Qt.Key.Key_PageUp: "back"}


class TourStepKeys(QObject):
    def __init__(self, frame: QWidget, panel, next_step: Callable[[], None],
                 back_step: Callable[[], None]) -> None:
        super().__init__(frame)
        self._frame, self._panel = frame, panel
        self._next, self._back = next_step, back_step
        self._focus = FocusWatch(frame, self, with_frame=True)   # keys of no focused widget

    def start(self) -> None:
        self._focus.start()

    def stop(self) -> None:
        self._focus.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or \
                event.key() not in STEP_KEYS or not isinstance(watched, QWidget) or \
                watched.window() is not self._frame:
            return False
        if self._typing_elsewhere():
            return False          # a cell or chip being typed keeps its keys
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()        # no window shortcut (the stage clicker) takes the key
            return True
        if event.isAutoRepeat():
            return True
        self._next() if STEP_KEYS[event.key()] == "next" else self._back()
        return True

    def _typing_elsewhere(self) -> bool:
        """Typing not yet applied in a field that is not the tour's own (a matrix cell)."""
        focus = QApplication.focusWidget()
        if not isinstance(focus, QLineEdit) or focus in (self._panel.value,
                                                         self._panel.sentence):
            return False
        return focus.isModified()
