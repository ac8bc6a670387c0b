"""Startup overlap: torch (the engine) is imported on a worker thread while the main thread
imports the Qt side of the window (pyqtgraph and the views, which do not need torch).

The two imports do overlap (much of `import torch` is its shared libraries loading, which
evidently does not hold the GIL throughout). Measured on a busy 2-core machine: torch +
pyqtgraph + the heatmap in a median 1.56 s against 3.17 s one after the other, and the first
window at ~1.27x `import torch` (benchmarks/ui.py) against ~1.37x. The thread starts after
the splash is painted (started before, it delayed the splash from ~0.3 s to ~0.7 s).
Python's per-module import locks keep it safe: whoever needs torch first waits for it.
"""

from __future__ import annotations

import importlib
import threading

ENGINE_MODULES = ("torch", "core", "core.session.value", "core.files.session_io")   # no Qt
VIEW_MODULES = (  # no torch
    "pyqtgraph", "gui.views.heatmap", "gui.views.stage_thumbnail", "gui.palette")


class EngineImport:
    """``start()`` imports the engine on a thread; ``wait()`` joins it and re-raises its error."""

    def __init__(self) -> None:
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="qkv-lab engine import",
                                        daemon=True)

    def start(self) -> EngineImport:
        self._thread.start()
        return self

    def wait(self) -> None:
        self._thread.join()
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        try:
            for name in ENGINE_MODULES:
                importlib.import_module(name)
        except BaseException as error:
            self._error = error


def import_views() -> None:
    """The window's torch-free modules, on the calling (main) thread."""
    for name in VIEW_MODULES:
        importlib.import_module(name)
