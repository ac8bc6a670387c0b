"""Where a lab's own window opens: beside the main window on its screen, never over its menu bar;
and where it goes when that screen shrinks under it (``keep_beside``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from gui.inside_screen import fit_inside_screen, fit_windows

KEEP_BESIDE = "qkv_keep_beside_its_window"   # the property keep_beside sets on a companion


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


def _menu_bar_of(main: QWidget) -> QRect:
    """``main``'s menu bar in global pixels (empty: none shown)."""
    bar = main.menuWidget() if isinstance(main, QMainWindow) else None
    return QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()) \
        if bar is not None and bar.isVisible() else QRect()


def place_beside(companion: QWidget, main: QWidget) -> None:
    """Move (and if it must, shorten) the top-level ``companion`` beside ``main`` on ``main``'s
    screen, clear of its menu bar (``main`` a QMainWindow; any other widget has none)."""
    screen = main.screen() or QGuiApplication.primaryScreen()
    menu_bar = _menu_bar_of(main)
    frame = companion.frameGeometry()
    extra = frame.size() - companion.geometry().size()        # the window manager's frame
    place = beside_clear_of(main.frameGeometry(), menu_bar, frame.size(),
                            screen.availableGeometry())
    size = place.size() - extra
    companion.setMinimumSize(companion.minimumSize().boundedTo(size))   # or it stays taller
    companion.resize(size)
    companion.move(place.topLeft())


def _kept_beside(widget: QWidget) -> bool:
    return bool(widget.property(KEEP_BESIDE))


def _fit_beside(companion: QWidget) -> None:
    """Inside its screen's available area (gui.inside_screen), and, where that puts it over
    the main window's menu bar (the main window followed the screen to its top), placed
    beside the main window again, under its menu bar."""
    fit_inside_screen(companion)
    main = companion.parentWidget()
    if main is not None and main.isVisible() and \
            companion.frameGeometry().intersects(_menu_bar_of(main)):
        place_beside(companion, main)


def keep_beside(companion: QWidget) -> None:
    """The top-level ``companion`` (a window whose parent is the main window: the √d_k lab,
    the training window) kept inside its screen's available area and clear of the main
    window's menu bar from now on: when it is shown again, and when its screen's available
    area changes under it (a laptop unplugged from its monitor, a projector's mode). Kept
    inside only, it moved to the top of a smaller screen, over the menus (1920×1080 →
    1280×800 in real X)."""
    companion.setProperty(KEEP_BESIDE, True)
    fit_windows(_kept_beside, _fit_beside)
    if companion.isVisible():
        _fit_beside(companion)
