"""A closed main window goes away: its features torn down, the window, its widgets and its Python
side freed once garbage is collected, and building and closing windows does not grow memory."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.window.app import build_window
from tests.gui.window_helpers import TEXT

CYCLES = 10
RSS_GROWTH_MB = 30
WIDGET_SLACK = 0.05


def _resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * 4096 / 1e6


def _collect() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _open_and_close(dispose: bool) -> weakref.ref:
    """A shown window on TEXT, closed as the app closes it (freed on close) or disposed."""
    window = build_window(Session.from_text(TEXT), restore=False, size=(1280, 800))
    if not dispose:
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)    # as gui.window.app does
    window.show()
    QApplication.processEvents()
    window.controller.undo_stack.setClean()
    window.close()
    if dispose:
        window.dispose()
    ref = weakref.ref(window)
    del window
    _collect()
    return ref


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


def test_ten_windows_opened_and_closed_grow_memory_little(warm):
    start = _resident_mb()
    refs = [_open_and_close(dispose=True) for _ in range(CYCLES)]
    growth = _resident_mb() - start
    assert all(ref() is None for ref in refs)
    assert growth <= RSS_GROWTH_MB, f"{CYCLES} windows grew resident memory {growth:.1f} MB"
