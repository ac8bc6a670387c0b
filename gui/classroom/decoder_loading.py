"""Loading a decoder (SmolLM2, Gemma 3, a local GGUF) off the UI thread, for the pretrained
dialog.

The first load on a machine reads and dequantizes the GGUF (7-25 s on the 2-core machine);
later ones read the weights cache (well under 2 s). The load runs on one worker thread (a
module-level executor); it reports each stage (core.pretrained.load_progress: checking the
file, reading it, unpacking layer k of 30, writing the cache) and its end as signals queued to
the window's thread (gui/document/background.py): nothing polls, the dialog never waits.
``cancel()`` sets the load's flag: the worker stops at the next layer and keeps nothing.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import isValid

from gui.document.background import FutureRelay

_EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-decoder-load")


GEMMA3 = "gemma3"
_GGUF_STAGES = {"reading": "reading", "unpacking": "unpacking", "caching": "writing"}


def _load(watch, source):
    """SmolLM2 (``source`` None), the shipped Gemma 3 (GEMMA3) or the GGUF file at ``source``."""
    if source is None:
        from core.pretrained.smollm2_model import load_decoder

        return load_decoder(watch=watch)
    from core.pretrained import gguf_model

    def progress(stage: str, done: int, total: int) -> None:   # the GGUF loader's stages
        watch.report(_GGUF_STAGES.get(stage, "reading"), done, total)

    if source == GEMMA3:
        return gguf_model.load_gemma3(progress=progress)
    return gguf_model.load_gguf_model(source, progress=progress)


class DecoderLoad(QObject):
    """One request for a decoder (``source``: None for the shipped SmolLM2, GEMMA3 for the
    shipped Gemma 3, or a .gguf file's path): ``progressed(words, fraction)`` while it loads,
    then ``loaded(model)`` or ``failed(message)`` once (nothing after ``cancel()``)."""

    loaded = Signal(object)
    failed = Signal(str)
    progressed = Signal(str, float)    # the stage in words, how far the load is (0..1)
    _step_heard = Signal(object)       # a LoadStep, emitted on the worker, heard here

    def __init__(self, parent: QObject | None = None, source=None) -> None:
        super().__init__(parent)
        from core.pretrained.load_progress import LoadWatch

        self._listening = True
        self._step_heard.connect(self._show_step, Qt.ConnectionType.QueuedConnection)
        self._watch = LoadWatch(progress=self._heard)
        self._future: Future = FutureRelay(self._done, self).watch(
            _EXECUTOR.submit(_load, self._watch, source))

    def _heard(self, step) -> None:      # on the worker
        if isValid(self):
            self._step_heard.emit(step)

    def _show_step(self, step) -> None:
        if self._listening:
            self.progressed.emit(step.words(), step.fraction())

    def _done(self, _future: Future) -> None:
        if not self._listening:
            return
        self._listening = False
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
        self._listening = False

    def cancelled(self) -> bool:
        return self._watch.cancel.is_set()
