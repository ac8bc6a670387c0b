"""Windows that live beside the main window (the √d_k lab, the training window) close with it.

Qt hides a parent's child widgets when it closes, but not its child *windows*: a lab left open
kept the application running after its main window had gone. ``CloseWithWindow`` watches the
main window: when it closes (a Hide that is not spontaneous; minimising is spontaneous) it
closes every companion it is given (None: not made yet).

    CloseWithWindow(frame, lambda: (self.lab,))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class CloseWithWindow(QObject):
    def __init__(self, frame: QWidget,
                 companions: Callable[[], Iterable[QWidget | None]]) -> None:
        super().__init__(frame)
        self._frame = frame
        self._companions = companions
        frame.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._frame and event.type() == QEvent.Type.Hide and \
                not event.spontaneous():
            for companion in self._companions():
                if companion is not None:
                    companion.close()   # a training window also stops its driver
        return super().eventFilter(watched, event)
