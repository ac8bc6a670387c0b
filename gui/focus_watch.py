"""An event filter on the widget that has the keyboard focus in one window, following it.

    watch = FocusWatch(frame, watcher, with_frame=True)   # watcher: a QObject with eventFilter
    watch.start() ... watch.stop()

A key, and the ShortcutOverride question before it, goes to the focused widget first: watching
that widget (and the window itself, which gets the keys when nothing in it has the focus) sees
every key of the window before anything claims it, and nothing else. An application-wide filter
saw every event of the process instead (a Python call each: 3 % of a scripted app's time).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid


class FocusWatch(QObject):
    def __init__(self, frame: QWidget, watcher: QObject, *, with_frame: bool = False) -> None:
        super().__init__(watcher)
        self._frame, self._watcher, self._with_frame = frame, watcher, with_frame
        self._watched: list[QWidget] = []
        self._on = False

    def start(self) -> None:
        if not self._on:
            self._on = True
            QApplication.instance().focusChanged.connect(self._focus_moved)
        self._focus_moved(None, QApplication.focusWidget())

    def stop(self) -> None:
        if self._on:
            self._on = False
            QApplication.instance().focusChanged.disconnect(self._focus_moved)
        self._release()

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not isValid(self._frame) or not isValid(self._watcher):   # being deleted
            return
        self._release()
        wanted = [self._frame] if self._with_frame else []
        if new is not None and new is not self._frame and new.window() is self._frame:
            wanted.append(new)
        for widget in wanted:
            widget.installEventFilter(self._watcher)
        self._watched = wanted

    def _release(self) -> None:
        for widget in self._watched:
            if isValid(widget):
                widget.removeEventFilter(self._watcher)
        self._watched = []
