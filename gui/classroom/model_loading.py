"""Loading any model the window offers (MiniLM, SmolLM2, Gemma 3, a local GGUF file) off the UI
thread, through the model protocol's one path (core.pretrained.model_loading).

The first load of a decoder on a machine reads and dequantizes its GGUF (7-25 s on the 2-core
machine); later ones read the weights cache (well under 2 s). The load runs on a worker
thread (a module-level executor of two); it reports each stage (core.pretrained.load_progress:
checking the file, reading it, unpacking layer k of L, writing the cache) and its end as
signals queued to the window's thread (gui/document/background.py): nothing polls, the window
never waits. ``cancel()`` sets the load's flag: the worker stops at the next layer and keeps
nothing. A failure is one line naming the file (``failure_line``). ``ModelLoads`` keeps a
window part's models by choice and tells it each load's news with the choice it is about.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import isValid

from gui.document.background import FutureRelay

# Two workers: a model chosen while another still loads (MiniLM while SmolLM2 unpacks its 30
# layers) does not wait for it; a load left behind goes on, for when it is chosen again.
_EXECUTOR = ThreadPoolExecutor(max_workers=2, thread_name_prefix="qkv-model-load")


def _load(watch, choice, minilm_folder):
    """On the worker: the chosen model behind the protocol."""
    from core.pretrained.model_loading import load_chosen_model

    return load_chosen_model(choice, watch, minilm_folder)


class ModelLoad(QObject):
    """One request for a model (``choice``: MINILM, SMOLLM2, GEMMA3 or a .gguf file's path,
    core.pretrained.model_loading): ``progressed(words, fraction)`` while it loads, then
    ``loaded(model)`` (an AttentionModel) or ``failed(line)`` once (nothing after
    ``cancel()``)."""

    loaded = Signal(object)
    failed = Signal(str)
    progressed = Signal(str, float)    # the stage in words, how far the load is (0..1)
    _step_heard = Signal(object)       # a LoadStep, emitted on the worker, heard here

    def __init__(self, choice: str | Path, parent: QObject | None = None, *,
                 minilm_folder: str | Path | None = None) -> None:
        super().__init__(parent)
        from core.pretrained.load_progress import LoadWatch

        self.choice = choice
        self._listening = True
        self._step_heard.connect(self._show_step, Qt.ConnectionType.QueuedConnection)
        self._watch = LoadWatch(progress=self._heard)
        self._future: Future = FutureRelay(self._done, self).watch(
            _EXECUTOR.submit(_load, self._watch, choice, minilm_folder))

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
        from core.pretrained.load_progress import LoadCancelled
        from core.pretrained.model_loading import failure_line

        try:
            model = self._future.result()
        except LoadCancelled:
            return
        except Exception as error:   # any failure (a foreign file: KeyError, struct.error…)
            # is one line, never a dialog left loading
            self.failed.emit(failure_line(self.choice, error))
            return
        self.loaded.emit(model)

    def cancel(self) -> None:
        """Stop the load itself: the worker stops at the next layer and nothing is kept (a
        model that had already loaded stays loaded for the next request)."""
        self._watch.cancel.set()
        self._listening = False

    def cancelled(self) -> bool:
        return self._watch.cancel.is_set()

    def busy(self) -> bool:
        """Still loading (neither loaded, failed nor cancelled)."""
        return self._listening


class ModelLoads(QObject):
    """The models one window part (a dialog, the ranking) has, by choice, and their loads:
    ``request(choice)`` starts a choice's load (once; again after a failure); each load's
    news comes back with its choice: ``progressed(choice, words, fraction)``, then
    ``loaded(choice, model)`` or ``failed(choice, line)``."""

    loaded = Signal(str, object)
    failed = Signal(str, str)
    progressed = Signal(str, str, float)

    def __init__(self, parent: QObject | None = None, *,
                 minilm_folder: str | Path | None = None) -> None:
        super().__init__(parent)
        self._minilm_folder = minilm_folder
        self._models: dict[str, object] = {}      # choice -> AttentionModel
        self._loads: dict[str, ModelLoad] = {}    # choice -> its load, while it runs

    def model(self, choice: str | None):
        """The choice's model once loaded, else None."""
        return self._models.get(choice)

    def add(self, choice: str, model) -> None:
        """A model loaded elsewhere, offered as ``choice``."""
        self._models[choice] = model

    def loading(self, choice: str | None = None) -> bool:
        """Whether ``choice`` (any choice with None) is loading."""
        return any(load.busy() for key, load in self._loads.items()
                   if choice is None or key == choice)

    def request(self, choice: str) -> ModelLoad:
        """The choice's load under way, or a new one."""
        if choice not in self._loads:
            load = self._loads[choice] = ModelLoad(choice, self,
                                                   minilm_folder=self._minilm_folder)
            load.loaded.connect(lambda model: self._arrived(choice, model))
            load.failed.connect(lambda line: self._failed(choice, line))
            load.progressed.connect(
                lambda words, fraction: self.progressed.emit(choice, words, fraction))
        return self._loads[choice]

    def cancel(self, choice: str | None = None) -> None:
        """Stop ``choice``'s load (every load with None): nothing of it is kept."""
        for key in [key for key in self._loads if choice is None or key == choice]:
            self._loads.pop(key).cancel()

    def _arrived(self, choice: str, model) -> None:
        self._loads.pop(choice, None)
        self._models[choice] = model
        self.loaded.emit(choice, model)

    def _failed(self, choice: str, line: str) -> None:
        self._loads.pop(choice, None)               # asking again tries again
        self.failed.emit(choice, line)
