"""The left column (the Tokens and Matrices docks) gives the stage view what its numbers lack.

Its preferred width is LEFT_DOCK_SHARE of the window (LEFT_DOCK_PX at the least and most); when
the view's numbers lack width for one of the session's stages with every optional panel out of
the way, the column narrows by what they lack, down to what its own widgets need (their
minimum size hints: the matrix buttons and spins wrap), and never in vain
(gui.window.layout_policy.column_width). Fitted when the window opens, for another sentence or
language, and once a resize rests (then only ever narrower: a width the learner chose stays);
never on a step (the need is every stage's, and the stage on screen's as laid out).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gui.window.placement import PlacementInputs, place
from gui.window.view_room import BOTTOM, LEFT, RIGHT, docks_of, given_back, stage_needs

LEFT_DOCK_SHARE = 0.26
LEFT_DOCK_PX = (280, 370)


class LeftColumn(QObject):
    """``dock_host``: the QMainWindow whose dock areas it sizes (Qt's API only).
    ``layout``: the DockLayout (gui.window.dock_layout) whose measures it reads: the view's
    room with panels out of the way (view_room), which docks it manages, whether it holds."""

    def __init__(self, dock_host: QMainWindow, tokens: QDockWidget, matrices: QDockWidget,
                 stage_panel, layout) -> None:
        super().__init__(layout)
        self._dock_host, self._tokens, self._matrices = dock_host, tokens, matrices
        self._panel, self._layout = stage_panel, layout
        self._fitted_for = None          # the window size it was fitted for (a new sentence
                                         # or language fits it again through DockLayout)

    def preferred(self) -> int:
        width = self._dock_host.width() * LEFT_DOCK_SHARE
        return round(min(max(width, LEFT_DOCK_PX[0]), LEFT_DOCK_PX[1]))

    def _key(self):
        return self._dock_host.size()

    def mark_fitted(self) -> None:
        self._fitted_for = self._key()

    def fit_if_resized(self) -> None:
        """A resize that rested: narrower if the numbers lack what it can give, else as it is
        (a width the learner chose stays)."""
        if self._fitted_for != self._key():
            self.fit(narrow_only=True)

    def fit(self, *, preferred: bool = False, narrow_only: bool = False) -> None:
        """Its width for the view's need now (``preferred``: from its preferred width;
        ``narrow_only``: only ever narrower)."""
        host, layout = self._dock_host, self._layout
        docks = (self._tokens, self._matrices)
        if layout.holding() or any(d.isFloating() or host.dockWidgetArea(d) != LEFT
                                   for d in docks):
            return
        if preferred:        # (also before the window is shown: its first proportions)
            host.resizeDocks([self._tokens], [self.preferred()], Qt.Orientation.Horizontal)
        if not all(d.isVisible() for d in docks):
            return
        self.mark_fitted()
        layout.lay_out_now()
        optional = tuple(d for d in docks_of(host)
                         if d.isVisible() and layout.managed(d) and id(d) not in layout.tabbed)
        minimum = max(d.minimumSizeHint().width() for d in docks)
        width = place(self.placement_inputs(optional, minimum)).column
        needed = width < self.preferred()         # the numbers lack what it gives
        if abs(width - self._tokens.width()) > 1 and not (
                narrow_only and (width > self._tokens.width() or not needed)):
            self._resize(width)

    def placement_inputs(self, optional: tuple[QDockWidget, ...],
                         minimum: int) -> PlacementInputs:
        """The placement's inputs for the column: the view's room with the column and the
        ``optional`` docks out of the way, M folded away, and every stage's need
        (gui.views.stage_panel.stage_needs: the same whichever stage is on screen)."""
        host, large = self._dock_host, self._panel.large
        masks = self._layout.parts.masks
        view_w = (large.width() + self._tokens.width()     # (the column's separator stays)
                  + given_back(host, optional, RIGHT) + (masks.fold.shown_px() if masks else 0))
        view_h = large.height() + given_back(host, optional, BOTTOM)
        return PlacementInputs(view_w, view_h, (self.preferred(), minimum),
                               stage_needs(self._layout.parts))

    def _resize(self, width: int) -> None:
        """The column ``width`` wide, the Tokens dock's chips flowed again at that width."""
        self._dock_host.resizeDocks([self._tokens], [width], Qt.Orientation.Horizontal)
        self._layout.lay_out_now()
        self._layout.side.fit_tokens()
