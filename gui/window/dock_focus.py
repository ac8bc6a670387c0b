"""Tab stays where the learner can see it: a dock whose tab is not raised (the Matrices dock
behind the Vectors tab) keeps its widgets drawn-but-covered, and Tab walked through all of
them (nine stops from "− Token" with no focus in sight; Space then stepped the stage). A dock
out of sight is disabled for the keyboard while it is so, and enabled again when it is raised
or shown; its own widgets keep their own enabled states.

``DockFocusWatch(host)`` watches every dock of the QMainWindow ``host`` (docks added later
too); the registry builds it as the feature ``DockFocus`` (gui/window/features.py), after the
features that add docks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QMainWindow


class DockFocusWatch(QObject):
    """Disables a dock while it is out of sight (a lowered tab), enables it when in sight."""

    def __init__(self, host: QMainWindow) -> None:
        super().__init__(host)
        self._watched: set[int] = set()
        for dock in host.findChildren(QDockWidget):
            self.watch(dock)
        host.installEventFilter(self)

    def watch(self, dock: QDockWidget) -> None:
        if id(dock) in self._watched:
            return
        self._watched.add(id(dock))
        dock.visibilityChanged.connect(lambda visible, d=dock: self._in_sight(d, visible))

    @staticmethod
    def _in_sight(dock: QDockWidget, visible: bool) -> None:
        dock.setEnabled(visible or dock.isFloating())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ChildAdded and isinstance(event.child(), QDockWidget):
            self.watch(event.child())
        return False
