"""The screen step of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session):

    {"op": "screen", "size": [1024, 768]}

makes the X screen that size (gui.automation.x_screen, RandR), waits until the window's
screen says so, then puts a new window in the old one's place, built as a start on that screen
builds it (``renew``, handed in by gui/window/app.py: the window's own start-up); the steps after
it drive the new window. The surfaces sweep checks one app on four screens so: an app a screen
cost ~4 s of CPU more each (its start, its imports, the labs' first runs). A screen that does
not come prints one line on stderr and the window stays: the next report names its screen.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from gui.automation.scripted_layout import settle
from gui.automation.x_screen import resize_screen

SCREEN_WAIT_S = 10.0


def change_screen(window, step: dict, *, renew: Callable[[object], object]):
    """The new window (``window`` itself when the screen could not be changed)."""
    width, height = (int(value) for value in step["size"])
    try:
        resize_screen(width, height)
    except OSError as error:
        print(f"qkv-lab: screen step {step!r}: {error}", file=sys.stderr)
        return window
    wanted, deadline = QSize(width, height), time.monotonic() + SCREEN_WAIT_S
    while window.screen().geometry().size() != wanted and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)
    if window.screen().geometry().size() != wanted:
        print(f"qkv-lab: screen step {step!r}: the screen is still "
              f"{window.screen().geometry().size().toTuple()}", file=sys.stderr)
        return window
    window = renew(window)
    settle(window)
    return window
