"""The window never grows past its screen: a dock whose minimum pushed it wider goes back to a
tab, and the window back to its size (for DockLayout, gui.window.dock_layout)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDockWidget

from gui.window.side_docks import RIGHT
from gui.window.view_room import lay_out_now


def keep_on_screen(layout, *, tab: bool = True) -> None:
    """A window a dock's minimum widened past its screen: the docks beside the view become
    tabs (``tab``), and the window fits its screen again."""
    window = layout.window
    screen = window.screen()
    if screen is None or layout.holding() or window.isMaximized() or window.isFullScreen():
        return
    room = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_w = frame.width() - window.width()
    if frame.width() <= room.width() or window.width() > window.minimumWidth():
        return          # fits, or sized so on purpose (not pushed out by a minimum)
    if tab and window.minimumSizeHint().width() + extra_w > room.width():
        for dock in window.findChildren(QDockWidget):
            if dock.isVisible() and layout.managed(dock) and \
                    window.dockWidgetArea(dock) == RIGHT:
                layout.to_tab(dock)
    width = room.width() - extra_w
    if tab:
        keep_size(window, QSize(width, window.height()))
    else:
        window.resize(width, window.height())
    left = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
    window.move(left, frame.top())


def keep_size(window, size: QSize) -> None:
    """The window back to ``size`` if a dock's minimum widened it."""
    lay_out_now(window)                  # the window's minimum without that dock first
    if window.size() != size and not window.isMaximized():
        window.resize(size)
