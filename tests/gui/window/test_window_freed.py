"""A closed main window goes away: its features torn down, the window, its widgets and its Python
side freed once garbage is collected, and building and closing windows does not grow memory."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QApplication

from tests import forked_app
from tests.gui.window.window_cycles_probe import collect as _collect
from tests.gui.window.window_cycles_probe import open_and_close as _open_and_close

CYCLES = 10
RSS_GROWTH_MB = 30
WIDGET_SLACK = 0.05


@pytest.fixture(scope="module")
def warm(qapp):
    """One window built and freed first: modules, fonts and caches loaded once."""
    _open_and_close(dispose=True)
    _collect()


@pytest.mark.parametrize("dispose", [False, True], ids=["closed", "disposed"])
def test_a_closed_window_is_freed_with_its_widgets(warm, dispose):
    before = len(QApplication.allWidgets())
    ref = _open_and_close(dispose)
    assert ref() is None, "something still holds the closed window"
    after = len(QApplication.allWidgets())
    assert after <= before * (1 + WIDGET_SLACK) + 1, (before, after)


def test_ten_windows_opened_and_closed_grow_memory_little(tmp_path):
    """In a process of its own (tests/gui/window/window_cycles_probe.py), as a learner's app."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "OMP_NUM_THREADS": forked_app.SERVER_THREADS, "QKV_LAB_DATA_DIR": str(tmp_path)}
    app = forked_app.start(["-m", "tests.gui.window.window_cycles_probe", str(CYCLES)], env)
    out, err = app.communicate(timeout=240)
    assert app.returncode == 0, err[-3000:]
    found = json.loads(out.strip().splitlines()[-1])
    assert found["alive"] == 0, f"{found['alive']} of {CYCLES} closed windows still held"
    assert found["growth_mb"] <= RSS_GROWTH_MB, \
        f"{CYCLES} windows grew resident memory {found['growth_mb']:.1f} MB"
