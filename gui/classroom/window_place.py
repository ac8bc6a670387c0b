"""Where a lab's own window opens: beside the main window on its screen, never over its menu bar."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget


def beside(main: QRect, size: QSize, room: QRect) -> QPoint:
    """Where a window of ``size`` goes beside ``main`` inside ``room``: to its right when it
    fits, else to its left, else as far right as the room allows; top-aligned with ``main``
    and below the room's top."""
    right, left = main.right() + 1, main.left() - size.width()
    if right + size.width() <= room.right() + 1:
        x = right
    elif left >= room.left():
        x = left
    else:
        x = max(room.left(), room.right() + 1 - size.width())
    y = min(max(main.top(), room.top()), max(room.top(), room.bottom() + 1 - size.height()))
    return QPoint(x, y)


def beside_clear_of(main: QRect, menu_bar: QRect, size: QSize, room: QRect) -> QRect:
    """The frame for a window of ``size`` beside ``main`` (``beside``); where neither side has
    room and it would lie over ``menu_bar`` (global pixels; empty: none), it starts under the
    menu bar instead and is shortened to the room left there: the main window's menus stay in
    sight and in reach."""
    place = QRect(beside(main, size, room), size)
    if menu_bar.isEmpty() or not place.intersects(menu_bar):
        return place
    top = menu_bar.bottom() + 1
    return QRect(place.left(), top, size.width(), min(size.height(), room.bottom() + 1 - top))


def place_beside(companion: QWidget, main: QWidget) -> None:
    """Move (and if it must, shorten) the top-level ``companion`` beside ``main`` on ``main``'s
    screen, clear of its menu bar (``main`` a QMainWindow; any other widget has none)."""
    screen = main.screen() or QGuiApplication.primaryScreen()
    bar = main.menuWidget() if isinstance(main, QMainWindow) else None
    menu_bar = QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()) \
        if bar is not None and bar.isVisible() else QRect()
    frame = companion.frameGeometry()
    extra = frame.size() - companion.geometry().size()        # the window manager's frame
    place = beside_clear_of(main.frameGeometry(), menu_bar, frame.size(),
                            screen.availableGeometry())
    companion.resize(place.size() - extra)
    companion.move(place.topLeft())
