"""View › Vectors: the Vectors view (gui.views.vectors_panel) in a dock, following the
controller's trace, the head in focus and the linked selection.

The dock starts hidden and, shown, is a tab beside the Matrices dock in the left column: the
stage view keeps every pixel and so its numbers (beside it, on the right, a 12-word sentence
lost them at 1280×800 and 1024×700). The learner may drag it anywhere. While it cannot be seen
(hidden, or behind another tab) the panel draws nothing; it is made when first shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from core.session.tokens import sentence_of
from core.session.view_state import ViewState
from gui.document.controller import SessionController
from gui.document.view_following import follow_view
from gui.window.language import current_language
from gui.window.screen_reader import name_all

if TYPE_CHECKING:    # the view's modules (12 ms) load when the dock is first shown
    from gui.views.vectors_panel import VectorsPanel

translate = QCoreApplication.translate

DOCK_TITLE = QT_TRANSLATE_NOOP("VectorsDock", "Vectors")


class VectorsDock(QObject):
    """Built with what it uses: the controller's trace, the view state (the head in focus, the
    linked selection), the View menu, ``place`` (puts the dock where it starts) and
    ``open_pretrained`` (File › Open Pretrained Head's dialog, a source for the second
    sentence)."""

    def __init__(self, controller: SessionController, view_state: ViewState, view_menu: QMenu,
                 place: Callable[[QDockWidget], None], open_pretrained: Callable[[], object],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._controller, self._view_state = controller, view_state
        self._open_pretrained = open_pretrained
        self._panel: VectorsPanel | None = None      # made when first wanted (see panel)
        self._hidden: frozenset[str] = frozenset()   # drawings a waiting question veils
        self.dock = QDockWidget(translate("VectorsDock", DOCK_TITLE), parent)
        self.dock.setObjectName("dock_vectors")
        place(self.dock)
        self.dock.hide()
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setToolTip(translate("VectorsDock", "q and k as arrows, x and the "
                                                               "output, one word in two sentences"))
        view_menu.addAction(self.toggle_action)
        self.toggle_action.triggered.connect(lambda checked: checked and self.dock.raise_())
        controller.trace_changed.connect(lambda _trace: self.refresh())
        follow_view(view_state, ("head", "selection"), self.refresh, self)
        self.dock.visibilityChanged.connect(self._visibility_changed)

    @property
    def panel(self) -> VectorsPanel:
        """The view, made the first time it is wanted: its three plots took 68 ms of the
        window's start-up (a third of all its features) for a dock that starts hidden."""
        if self._panel is None:
            from gui.views.vectors_panel import VectorsPanel

            self._panel = VectorsPanel()
            self._panel.two.language = current_language()   # its lesson menu's titles
            self._panel.two.extra_sources.append(            # File › Open Pretrained Head's
                (translate("VectorsDock", "A MiniLM head…"),  # dialog, for the second
                 lambda: self._open_pretrained()))                     # sentence
            self._panel.set_active(False)
            self._panel.set_hidden(self._hidden)
            self.dock.setWidget(self._panel)
            name_all(self._panel)        # screen readers: as the window's were at start
        return self._panel

    def show_drawing(self, name: str, on: bool) -> None:
        """A tour's switch: the drawing ``name`` ("qk", "moves", "two", "turns") shown, or
        veiled while a question waits for what it would show."""
        self._hidden = self._hidden - {name} if on else self._hidden | {name}
        if self._panel is not None:
            self._panel.set_hidden(self._hidden)

    def show(self) -> None:
        """Bring the dock into sight, raised over the tab it shares."""
        self.dock.show()
        self.dock.raise_()

    def refresh(self) -> None:
        """Hand the panel the current trace, head and selection (it draws only when seen)."""
        if not self.dock.isVisible():
            return
        session = self._controller.session
        self.panel.show_trace(self._controller.trace, session.tokens,
                              session.title or sentence_of(session.tokens),
                              self._view_state.head, self._view_state.selection)

    def _visibility_changed(self, visible: bool) -> None:
        if self._panel is None and not visible:
            return
        self.panel.set_active(visible)
        if visible:
            self.refresh()
