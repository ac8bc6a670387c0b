"""The main window follows a screen whose available area shrinks (gui.inside_screen.follow_screen,
set by gui.window.app.build_window): a laptop unplugged from its monitor (RandR), another
resolution, a panel added. Its frame moves and shrinks inside the area, never below what its
layout needs, does so once (no layout loop), and does not grow back when the area grows.

Offscreen: the offscreen platform cannot change a screen's size, and this machine has no
``xrandr`` to resize Xvfb's screen (RandR), so the screen's availableGeometryChanged is sent as
Qt sends it on RandR's notice, with the area the screen then reports patched in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication

import gui.inside_screen as inside_screen


class Resizes(QObject):
    """Counts the resize events of one widget."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


@pytest.fixture
def window(module_window, monkeypatch):
    win = module_window.fresh_start()
    before = win.geometry()
    yield win
    monkeypatch.undo()
    win.setGeometry(before)
    QApplication.processEvents()


def needs(window):
    """What the window's layout needs at least (its minimum, as Qt holds it)."""
    return window.minimumSize().expandedTo(window.minimumSizeHint())


def screen_becomes(monkeypatch, window, area: QRect) -> None:
    monkeypatch.setattr(inside_screen, "available_area_of", lambda _widget: QRect(area))
    window.screen().availableGeometryChanged.emit(QRect(area))
    for _ in range(5):
        QApplication.processEvents()


def test_the_window_moves_and_shrinks_inside_a_smaller_screen(window, monkeypatch):
    frame = window.frameGeometry()
    area = QRect(0, 0, frame.width() - 180, frame.height() - 120)    # the laptop's own screen
    assert needs(window).width() < area.width() and needs(window).height() < area.height()
    window.move(area.width() - 300, 60)          # its right part past the new screen's edge
    QApplication.processEvents()
    before = window.frameGeometry()
    assert not area.contains(before)
    resizes = Resizes(window)
    screen_becomes(monkeypatch, window, area)
    placed = window.frameGeometry()
    # the room there is, moved the least: no larger than the area, each edge clamped into it
    width, height = min(before.width(), area.width()), min(before.height(), area.height())
    left = min(max(before.left(), area.left()), area.right() + 1 - width)
    top = min(max(before.top(), area.top()), area.bottom() + 1 - height)
    assert placed == QRect(left, top, width, height), (placed, area)
    assert area.contains(placed)
    assert resizes.count == 1                                # one layout, no loop
    for _ in range(10):
        QApplication.processEvents()
    assert window.frameGeometry() == placed and resizes.count == 1


def test_never_below_what_its_layout_needs(window, monkeypatch):
    least = needs(window)
    area = QRect(40, 30, least.width() - 100, least.height() - 80)   # a screen too small
    screen_becomes(monkeypatch, window, area)
    assert window.size() == least
    assert window.frameGeometry().topLeft() == area.topLeft()    # title bar and menus reachable


def test_a_screen_that_grows_or_stays_moves_nothing(window, monkeypatch):
    window.move(100, 80)
    QApplication.processEvents()
    frame = window.frameGeometry()
    resizes = Resizes(window)
    screen_becomes(monkeypatch, window, QRect(0, 0, frame.right() + 500, frame.bottom() + 400))
    screen_becomes(monkeypatch, window, QRect(0, 0, frame.right() + 1, frame.bottom() + 1))
    assert window.frameGeometry() == frame and resizes.count == 0
