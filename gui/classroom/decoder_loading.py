"""Loading the SmolLM2 decoder off the UI thread, for the pretrained dialog.

The first load on a machine reads and dequantizes the GGUF (7-25 s on the 2-core machine);
later ones read the weights cache (well under 2 s). The load runs on one worker thread (a
module-level executor); it reports each stage (core.pretrained.load_progress: checking the
file, reading it, unpacking layer k of 30, writing the cache) into an attribute that the
dialog's QTimer polls, so the UI thread never waits, and ``cancel()`` sets the load's flag:
the worker stops at the next layer and keeps nothing.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

POLL_MS = 50
_EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-decoder-load")


def _load(watch):
    from core.pretrained.smollm2_model import load_decoder

    return load_decoder(watch=watch)


class DecoderLoad(QObject):
    """One request for the shipped decoder: ``progressed(words, fraction)`` while it loads,
    then ``loaded(model)`` or ``failed(message)`` once (nothing after ``cancel()``)."""

    loaded = Signal(object)
    failed = Signal(str)
    progressed = Signal(str, float)    # the stage in words, how far the load is (0..1)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from core.pretrained.load_progress import LoadWatch

        self._latest = None                 # the last LoadStep, written by the worker
        self._shown = None
        self._watch = LoadWatch(progress=self._heard)
        self._future: Future = _EXECUTOR.submit(_load, self._watch)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)
        self._timer.start()

    def _heard(self, step) -> None:
        self._latest = step                 # on the worker: one attribute, read by poll()

    def poll(self) -> None:
        step = self._latest
        if step is not None and step is not self._shown:
            self._shown = step
            self.progressed.emit(step.words(), step.fraction())
        if not self._future.done():
            return
        self._timer.stop()
        from core.pretrained.errors import PretrainedError
        from core.pretrained.load_progress import LoadCancelled

        try:
            model = self._future.result()
        except LoadCancelled:
            return
        except PretrainedError as error:
            self.failed.emit(str(error))
            return
        except (OSError, MemoryError, ValueError) as error:
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.loaded.emit(model)

    def cancel(self) -> None:
        """Stop the load itself: the worker stops at the next layer and nothing is kept (a
        model that had already loaded stays loaded for the next dialog)."""
        self._watch.cancel.set()
        self._timer.stop()

    def cancelled(self) -> bool:
        return self._watch.cancel.is_set()
