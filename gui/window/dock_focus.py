"""Tab stays where the learner can see it: a dock whose tab is not raised (the Matrices dock
behind the Vectors tab) keeps its widgets drawn-but-covered, and Tab walked through all of
them (nine stops from "− Token" with no focus in sight; Space then stepped the stage). A dock
out of sight is disabled for the keyboard while it is so, and enabled again when it is raised
or shown; its own widgets keep their own enabled states. A dock that holds the keyboard focus
when it goes out of sight (the layout tabs the explanation over Matrices while a cell is typed
in) is disabled once the focus leaves it: disabling it at once took the focus from the open
cell editor, which committed on losing it before Enter's own queued commit came (Qt's warning
"commitData called with an editor that does not belong to this view").

``DockFocusWatch(host)`` watches every dock of the QMainWindow ``host`` (docks added later
too); the registry builds it as the feature ``DockFocus`` (gui/window/features.py), after the
features that add docks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget


class DockFocusWatch(QObject):
    """Disables a dock while it is out of sight (a lowered tab), enables it when in sight."""

    def __init__(self, host: QMainWindow) -> None:
        super().__init__(host)
        self._watched: set[int] = set()
        self._waiting: list[QDockWidget] = []    # out of sight, the focus still inside
        for dock in host.findChildren(QDockWidget):
            self.watch(dock)
        host.installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._focus_moved)

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

    def _focus_moved(self, _old, _new) -> None:
        for dock in [dock for dock in self._waiting if not _holds_focus(dock)]:
            self._waiting.remove(dock)
            dock.setEnabled(False)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ChildAdded and isinstance(event.child(), QDockWidget):
            self.watch(event.child())
        return False


def _holds_focus(dock: QDockWidget) -> bool:
    focus = QApplication.focusWidget()
    return isinstance(focus, QWidget) and dock.isAncestorOf(focus)
