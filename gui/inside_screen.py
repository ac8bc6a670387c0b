"""A top-level window whose frame stays inside its screen's available area: each time it is
shown, when it goes to another screen, and when that screen's available area changes (another
resolution, a projector plugged in, a panel added).

For the windows that keep their size and place between openings (the √d_k lab, the training
window, non-modal dialogs): built once beside a window on a 1920×1080 screen, they reopened
at their old size and place after the screen had become 1366×768 and ran off it.

A bottom-layer gui module (Qt only, no other gui room)::

    keep_inside_screen(lab)                # once, after it is built
    follow_screen(dialog, fit_dialog)      # another fit, called at the same moments
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def inside(frame: QRect, area: QRect) -> QRect:
    """``frame`` no larger than ``area`` and moved (the least) so that it lies inside it."""
    size = frame.size().boundedTo(area.size())
    left = min(max(frame.left(), area.left()), area.right() + 1 - size.width())
    top = min(max(frame.top(), area.top()), area.bottom() + 1 - size.height())
    return QRect(left, top, size.width(), size.height())


def available_area_of(window: QWidget) -> QRect | None:
    """The available geometry of the screen ``window`` is on (or the primary); None: no screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_inside_screen(window: QWidget) -> None:
    """Shrink and move the top-level ``window`` so that its frame (the window manager's
    decoration included) lies inside its screen's available area; a maximised or full-screen
    window is the window manager's to place."""
    area = available_area_of(window)
    if area is None or window.isMaximized() or window.isFullScreen():
        return
    frame = window.frameGeometry()
    place = inside(frame, area)
    if place == frame:
        return
    decoration = frame.size() - window.size()          # the frame's border and title bar
    size = place.size() - decoration
    size = QSize(max(size.width(), 1), max(size.height(), 1))
    window.setMinimumSize(window.minimumSize().boundedTo(size))   # a minimum wider than the
    if size != window.size():                                     # screen would push it out
        window.resize(size)
    window.move(place.topLeft())                 # a top-level's move places its frame


class ScreenFollower(QObject):
    """Calls ``fit(window)`` when ``window`` is shown, when its native window goes to another
    screen, and when its screen's available area changes while it is shown (``on_show``
    False: not when shown, where another filter fits it then already)."""

    def __init__(self, window: QWidget, fit: Callable[[QWidget], None],
                 on_show: bool = True) -> None:
        super().__init__(window)
        self._window, self._fit, self._on_show = window, fit, on_show
        self._handle = None          # the QWindow whose screenChanged is connected
        self._screen: QScreen | None = None
        window.installEventFilter(self)
        self._follow_handle()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._follow_handle()
            if self._on_show:
                self._fit(self._window)
        return False

    def _follow_handle(self) -> None:
        handle = self._window.windowHandle()   # none before the window is first created
        if handle is None or handle is self._handle:
            return
        self._handle = handle
        handle.screenChanged.connect(self._screen_changed)
        self._follow_screen(handle.screen())

    def _follow_screen(self, screen: QScreen | None) -> None:
        if self._screen is not None:
            self._screen.availableGeometryChanged.disconnect(self._area_changed)
        self._screen = screen
        if screen is not None:
            screen.availableGeometryChanged.connect(self._area_changed)

    def _screen_changed(self, screen: QScreen | None) -> None:
        self._follow_screen(screen)
        self._area_changed()

    def _area_changed(self, *_area) -> None:
        if self._window.isVisible():
            self._fit(self._window)


def follow_screen(window: QWidget, fit: Callable[[QWidget], None],
                  on_show: bool = True) -> ScreenFollower:
    """``fit(window)`` each time ``window`` is shown (``on_show``) and when its screen or
    available area changes (once per window: a second call gives the first follower)."""
    follower = window.findChild(ScreenFollower, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if follower is None:
        follower = ScreenFollower(window, fit, on_show)
    return follower


def keep_inside_screen(window: QWidget) -> ScreenFollower:
    """The top-level ``window``'s frame kept inside its screen's available area from now on."""
    return follow_screen(window, fit_inside_screen)
