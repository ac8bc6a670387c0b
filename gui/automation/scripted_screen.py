"""The screen steps of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session): wait while the
screen under the open windows changes size (a test resizes it from outside, through RandR:
tests/gui/x_screen.py), then say where every shown top-level window lies.

    {"op": "await_screen", "width": 1280, "height": 800, "ready": "/tmp/ready_1280x800"}

writes the file ``ready`` (the test's cue to resize the screen), waits until the window's screen
is ``width``×``height`` (at most ``wait_s`` seconds, 20 unless told), lets the windows follow and
settle, then prints one JSON line: {"qkv_lab_screen": {"screen_px": [x, y, w, h] of the
screen's available area, "reached": the screen became that size, "screens": every screen Qt
knows, by name and size, "windows": [{"name", "type",
"frame_px": [x, y, w, h]}, ...]}} for every shown top-level window (tooltips left out).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.automation.scripted_layout import settle

WAIT_S = 20.0
FOLLOW_S = 0.6          # the windows' moves and resizes answered by the X server, laid out


def _screen_size(window) -> tuple[int, int] | None:
    screen = window.screen()
    return None if screen is None else (screen.geometry().width(), screen.geometry().height())


def _pump(seconds: float) -> None:
    rested = time.monotonic() + seconds
    while time.monotonic() < rested:
        QApplication.processEvents()
        time.sleep(0.01)


def await_screen(window, step: dict) -> None:
    wanted = (int(step["width"]), int(step["height"]))
    Path(step["ready"]).write_text("ready", encoding="utf-8")
    deadline = time.monotonic() + float(step.get("wait_s", WAIT_S))
    while _screen_size(window) != wanted and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    reached = _screen_size(window) == wanted
    _pump(FOLLOW_S)
    settle(window)
    screen = window.screen()
    area = screen.availableGeometry() if screen is not None else None
    report = {"screen_px": None if area is None else list(area.getRect()), "reached": reached,
              "screens": [f"{s.name()} {s.geometry().width()}x{s.geometry().height()}"
                          for s in QApplication.screens()],
              "windows": shown_windows()}
    print(json.dumps({"qkv_lab_screen": report}, ensure_ascii=False), flush=True)


def shown_windows() -> list[dict]:
    """Every shown top-level window: its class and title, window type and frame (global)."""
    shown = []
    for widget in QApplication.topLevelWidgets():
        kind = widget.windowType()
        if not widget.isVisible() or kind == Qt.WindowType.ToolTip:
            continue
        shown.append({"name": f"{type(widget).__name__} {widget.windowTitle()!r}",
                      "type": kind.name, "frame_px": list(widget.frameGeometry().getRect())})
    return shown


SCREEN_OPS = {"await_screen": await_screen}
