"""Loading the SmolLM2 decoder off the UI thread, for the pretrained dialog.

The first load on a machine reads and dequantizes the GGUF (7-25 s on the 2-core machine);
later ones read the cache (~0.3 s). The load runs on one worker thread (a module-level
executor: a dialog closed meanwhile leaves it to finish, and core keeps the model for the
next dialog); its end comes back as a signal (gui/document/background.py): nothing polls, the
dialog never waits.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from gui.document.background import FutureRelay

_EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-decoder-load")


def _load():
    from core.pretrained.smollm2_model import load_decoder

    return load_decoder()


class DecoderLoad(QObject):
    """One request for the shipped decoder: ``loaded(model)`` or ``failed(message)``, once."""

    loaded = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._listening = True
        self._future: Future = FutureRelay(self._done, self).watch(_EXECUTOR.submit(_load))

    def _done(self, _future: Future) -> None:
        if not self._listening:
            return
        self._listening = False
        from core.pretrained.errors import PretrainedError

        try:
            model = self._future.result()
        except PretrainedError as error:
            self.failed.emit(str(error))
            return
        except (OSError, MemoryError, ValueError) as error:
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.loaded.emit(model)

    def cancel(self) -> None:
        """Stop listening (the load itself finishes in the background and is kept)."""
        self._listening = False
