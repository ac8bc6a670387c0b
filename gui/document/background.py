"""Work on a worker thread whose result comes back as a signal on the window's thread.

``FutureRelay`` hands a concurrent future's end to the thread the relay lives on: the future's
done-callback (on the worker) emits ``finished(future)``, and the connection is queued, so the
slot runs later on the window's thread, in its event loop, never inside the call that started
the work. Nothing polls. A relay deleted meanwhile (its dialog closed) hears nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import isValid


class FutureRelay(QObject):
    """``watch(future)``: ``on_done(future)`` runs on this relay's thread once it is done."""

    finished = Signal(object)        # the concurrent.futures.Future, done

    def __init__(self, on_done: Callable[[Future], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.finished.connect(on_done, Qt.ConnectionType.QueuedConnection)

    def watch(self, future: Future) -> Future:
        future.add_done_callback(self._done)
        return future

    def _done(self, future: Future) -> None:      # on the worker (or here, if already done)
        if isValid(self):
            self.finished.emit(future)
