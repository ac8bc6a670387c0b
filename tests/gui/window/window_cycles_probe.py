"""Run by test_window_freed in a process of its own: main windows built, shown, closed and
freed as the app frees them, then resident memory measured; prints one JSON line.

    python -m tests.gui.window.window_cycles_probe CYCLES

A process of its own: in a test worker each collection walked every object the tests before
had left (1.6 s a cycle late in a run, 0.4 s alone), and the resident memory it measured held
their pages too.
"""

from __future__ import annotations

import gc
import json
import sys
import weakref

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * 4096 / 1e6


def collect() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def open_and_close(dispose: bool) -> weakref.ref:
    """A shown window on TEXT, closed as the app closes it (freed on close) or disposed."""
    from core.session.value import Session
    from gui.window.app import build_window
    from tests.gui.window_helpers import TEXT

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
    collect()
    return ref


def main(cycles: int) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    open_and_close(dispose=True)           # modules, fonts and caches loaded once
    collect()
    start = resident_mb()
    refs = [open_and_close(dispose=True) for _ in range(cycles)]
    print(json.dumps({"growth_mb": resident_mb() - start,
                      "alive": sum(ref() is not None for ref in refs)}), flush=True)
    del app


if __name__ == "__main__":
    main(int(sys.argv[1]))
