"""The window never grows past its screen: a dock whose minimum pushed it wider goes back to a
tab, and the window back to its size (for DockLayout, gui.window.dock_layout)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gui.window.view_room import RIGHT, docks_of, lay_out_now


def keep_on_screen(host: QMainWindow, to_tab: Callable[[QDockWidget], None] | None,
                   managed: Callable[[QDockWidget], bool]) -> None:
    """A window a dock's minimum widened past its screen: the ``managed`` docks beside the
    view become tabs (``to_tab``; None: they stay), and the window fits its screen again."""
    screen = host.screen()
    tab = to_tab is not None
    if screen is None or host.isMaximized() or host.isFullScreen():
        return
    room = screen.availableGeometry()
    frame = host.frameGeometry()
    extra_w = frame.width() - host.width()
    if frame.width() <= room.width() or host.width() > host.minimumWidth():
        return          # fits, or sized so on purpose (not pushed out by a minimum)
    if tab and host.minimumSizeHint().width() + extra_w > room.width():
        for dock in docks_of(host):
            if dock.isVisible() and managed(dock) and host.dockWidgetArea(dock) == RIGHT:
                to_tab(dock)
    width = room.width() - extra_w
    if tab:
        keep_size(host, QSize(width, host.height()))
    else:
        host.resize(width, host.height())
    left = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
    host.move(left, frame.top())


def keep_size(host, size: QSize) -> None:
    """The window back to ``size`` if a dock's minimum widened it."""
    lay_out_now(host)                  # the window's minimum without that dock first
    if host.size() != size and not host.isMaximized():
        host.resize(size)
