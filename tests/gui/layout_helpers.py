"""Shared pieces of the layout tests: sentences of a given length, a painted window's report."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.automation.layout_report import layout_report
from gui.window.app import build_window

TEN = "the cat sat on the mat because it was tired"
WORDS = ("when the little robot finally reached the quiet harbour at night it sat down and "
         "watched old fishing boats drift slowly past the lighthouse under bright stars").split()
SIZES = [(1024, 700), (1280, 800), (1366, 768), (1920, 1080)]


def sentence(n: int) -> str:
    """TEN for n = 10, else the first n words of WORDS."""
    assert n <= len(WORDS)
    return TEN if n == 10 else " ".join(WORDS[:n])


def painted_window(qtbot, text: str, size: tuple[int, int], stage: str, **settings):
    """A shown window on ``text``'s default session at ``stage``, painted once (as the CLI)."""
    window = build_window(Session.from_text(text, **settings), restore=False, size=size,
                          stage=stage)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed after the test closes it
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    settle(window)
    return window


def settle(window) -> None:
    """Let layout requests arrive, then paint every view (the report reads what was drawn)."""
    for _ in range(4):
        QApplication.processEvents()
    window.animation.stop()
    window.grab()


def report(window) -> dict:
    settle(window)
    return layout_report(window)
