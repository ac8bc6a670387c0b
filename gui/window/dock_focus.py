"""Tab stays where the learner can see it: a dock whose tab is not raised (the Matrices dock
behind the Vectors tab) keeps its widgets drawn-but-covered, and Tab walked through all of
them (nine stops from "− Token" with no focus in sight; Space then stepped the stage). A dock
out of sight is disabled for the keyboard while it is so, and enabled again when it is raised
or shown; its own widgets keep their own enabled states. A dock that holds the keyboard focus
when it goes out of sight (the layout tabs the explanation over Matrices while a cell is typed
in) is disabled once the focus leaves it: disabling it at once took the focus from the open
cell editor, which committed on losing it before Enter's own queued commit came (Qt's warning
"commitData called with an editor that does not belong to this view").

Qt keeps the tab bar of a tab group whose docks are all hidden but one (the Vectors and tiles
docks tabbed with Matrices), moved out of the window (at -600, -530), and it still took Tab:
the focus went out of sight. A dock tab bar out of the window takes no Tab; in sight again (two
docks of the group shown) it takes Tab as before. Checked at each of the window's layout
requests, which reach the watch's event filter after the layout placed the bars.

``DockFocusWatch(host)`` watches every dock of the QMainWindow ``host`` (docks added later
too); the registry builds it as the feature ``DockFocus`` (gui/window/features.py), after the
features that add docks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QTabBar, QWidget


class DockFocusWatch(QObject):
    """Disables a dock while it is out of sight (a lowered tab), enables it when in sight;
    a dock tab bar out of the window takes no Tab."""

    def __init__(self, host: QMainWindow) -> None:
        super().__init__(host)
        self._host = host
        self._watched: set[int] = set()
        self._waiting: list[QDockWidget] = []    # out of sight, the focus still inside
        for dock in host.findChildren(QDockWidget):
            self.watch(dock)
        host.installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._focus_moved)
        self.tab_bars_in_sight()

    def watch(self, dock: QDockWidget) -> None:
        if id(dock) in self._watched:
            return
        self._watched.add(id(dock))
        dock.visibilityChanged.connect(lambda visible, d=dock: self._in_sight(d, visible))

    def _in_sight(self, dock: QDockWidget, visible: bool) -> None:
        if dock in self._waiting:
            self._waiting.remove(dock)
        if visible or dock.isFloating():
            dock.setEnabled(True)
        elif _holds_focus(dock):
            self._waiting.append(dock)
        else:
            dock.setEnabled(False)

    def stop(self) -> None:
        """The window goes away: the application's focus signal no longer reaches the watch."""
        QApplication.instance().focusChanged.disconnect(self._focus_moved)
        self._waiting.clear()

    def tab_bars_in_sight(self) -> None:
        """Each dock tab bar of the window takes Tab while it lies in the window, none
        otherwise (Qt moves a bar of one shown dock out of the window and keeps it)."""
        area = self._host.rect()
        for bar in dock_tab_bars(self._host):
            in_sight = area.intersects(bar.geometry())
            bar.setFocusPolicy(Qt.FocusPolicy.TabFocus if in_sight else Qt.FocusPolicy.NoFocus)

    def _focus_moved(self, _old, _new) -> None:
        for dock in [dock for dock in self._waiting if not _holds_focus(dock)]:
            self._waiting.remove(dock)
            dock.setEnabled(False)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ChildAdded and isinstance(event.child(), QDockWidget):
            self.watch(event.child())
        elif event.type() == QEvent.Type.LayoutRequest:    # the layout ran: bars placed
            self.tab_bars_in_sight()
        return False


def dock_tab_bars(host: QMainWindow) -> list[QTabBar]:
    """The tab bars Qt makes for the window's tab groups of docks (children of the window)."""
    return host.findChildren(QTabBar, "", Qt.FindChildOption.FindDirectChildrenOnly)


def _holds_focus(dock: QDockWidget) -> bool:
    focus = QApplication.focusWidget()
    return isinstance(focus, QWidget) and dock.isAncestorOf(focus)
