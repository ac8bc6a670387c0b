"""The engine runs on one thread of its own, so its large tensors live in a malloc arena of their
own.

Why: with undo steps that keep sessions (commands.py), every edit leaves a few small arrays and
an undo command alive. On the window's thread glibc serves those from the space the previous
trace just freed, splitting it, and the next trace's n × n tensors (16 MB each at 2,048 tokens)
no longer fit there: measured, the resident memory grew by ~16 MB per edit (1.9 GB after 100
edits at 2,048 tokens). On a thread of its own the engine's arena holds only its tensors, which
reuse the space they freed: the same 100 edits stay flat, and each run is faster (no fresh pages
to fault in). A fixed mmap threshold (mallopt) alone kept the engine's memory flat too but cost
~20 ms of page faults per run at 2,048 tokens; the window still fixes it
(gui/window/memory.py) for the window thread's own large arrays, which grew the monkey's
resident memory 151.5 MB over 1,300 actions without it (33.0 MB with it).

Only the run moves: the caller waits for it, so signals, messages and errors stay on the
caller's thread, and the engine's own exceptions (LimitError, a device's RuntimeError) reach the
caller unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import wraps
from typing import ParamSpec, TypeVar

_P = ParamSpec("_P")
_R = TypeVar("_R")

_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-engine")


def on_engine_thread(engine: Callable[_P, _R]) -> Callable[_P, _R]:
    """``engine``, run on the engine's thread; the caller waits for the result."""

    @wraps(engine)
    def run(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        return _worker.submit(engine, *args, **kwargs).result()

    return run
