"""View › Vectors: the Vectors view (gui.views.vectors_panel) in a dock, following the
controller's trace, the head in focus and the linked selection.

The dock starts hidden (the stage view keeps its room) and sits on the right, tabbed with the
Heads dock when that one is there. While it cannot be seen the panel draws nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget

from gui.views.vectors_panel import VectorsPanel

DOCK_TITLE = "Vectors"
DOCK_WIDTH = 420
DOCK_SHARE = 0.32   # of the window's width, at most


class VectorsDock(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.panel = VectorsPanel()
        self.dock = QDockWidget(DOCK_TITLE, window)
        self.dock.setObjectName("dock_vectors")
        self.dock.setWidget(self.panel)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        window.addDockWidget(right, self.dock)
        heads = getattr(getattr(window, "heads", None), "dock", None)
        if heads is not None and window.dockWidgetArea(heads) == right:
            window.tabifyDockWidget(heads, self.dock)
        self.dock.hide()
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setToolTip("q and k as arrows, x and the output, one word in two "
                                      "sentences")
        window.menu("View").addAction(self.toggle_action)
        self.panel.set_active(False)
        c = window.controller
        c.trace_changed.connect(lambda _trace: self.refresh())
        window.stage_panel.head_changed.connect(lambda _head: self.refresh())
        window.selection.changed.connect(lambda _selection: self.refresh())
        self.dock.visibilityChanged.connect(self._visibility_changed)

    def show(self) -> None:
        """Bring the dock into sight (raised over a tabbed neighbour), sized for the window."""
        self.dock.show()
        self.dock.raise_()
        width = min(DOCK_WIDTH, int(self.window.width() * DOCK_SHARE))
        self.window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def refresh(self) -> None:
        """Hand the panel the current trace, head and selection (it draws only when seen)."""
        if not self.dock.isVisible():
            return
        w = self.window
        session = w.controller.session
        self.panel.show_trace(w.controller.trace, session.tokens,
                              session.title or " ".join(session.tokens),
                              w.stage_panel.head, w.selection.selection)

    def _visibility_changed(self, visible: bool) -> None:
        self.panel.set_active(visible)
        if visible:
            self.refresh()


def install_vectors_dock(window) -> VectorsDock:
    return VectorsDock(window)
