"""The placement applied: the one module that moves and sizes the window's docks.

gui.window.placement computes where every panel goes; gui.window.dock_layout decides when
(its triggers) and measures the inputs (gui.window.view_room); this applies the result to the
QMainWindow through Qt's dock API, always in the same order: the left column's width (and the
Tokens dock's height in it, for the chips at that width), then each side dock's extent or tab,
then the pinned explanation's place. It keeps what it did: the docks it made tabs in the left
column, the empty explanation it put away.

- A dock made a tab goes over the Matrices dock, raised (its tab says how back), unless a tab
  that stays in sight (STAYS_IN_SIGHT) is in sight there.
- The stage tiles keep their names: a dock beside the view narrows by what the tiles lack,
  measured (``narrow_for``); the left column too (``narrow_column_for_tiles``).
- A dock the learner floated, closed or moved to another side is not managed: left alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gui.window.layout_policy import Placement
from gui.window.view_room import BOTTOM, LEFT, RIGHT, lay_out_now, tiles_lack

QWIDGETSIZE_MAX = (1 << 24) - 1
TOKENS_SHARE = 0.45            # of the left column, at most, for the token chips
# tabs over Matrices that stay in sight when another dock becomes a tab there: the Vectors
# tab draws the clicked cell too, and the Tour's tab holds the step the learner reads
STAYS_IN_SIGHT = ("dock_vectors", "dock_tour")
# ... except under the explanation of a cell just clicked: the click asked for it (behind
# Vectors, nothing visible happened); the Tour's step stays in sight even then
STAYS_OVER_A_CLICK = ("dock_tour",)


class PlacementApplier:
    """Applies placements to ``host``'s docks (``docks`` by name: tokens, matrices,
    explanation, …); ``stage_panel``: its stage tiles' strip (what they lack);
    ``token_editor``: the chips' wanted height."""

    def __init__(self, host: QMainWindow, docks: Mapping[str, QDockWidget], stage_panel,
                 token_editor) -> None:
        self.host, self._docks = host, docks
        self._panel, self._chips = stage_panel, token_editor
        self._explanation = docks["explanation"]
        self.tabbed: set[int] = set()    # docks made tabs in the left column
        self.stowed = False              # the empty explanation put away
        host.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        host.setAnimated(False)    # a dock moved is where it goes at once, measurable now

    def lay_out_now(self) -> None:
        lay_out_now(self.host)

    def managed(self, dock: QDockWidget | None = None) -> bool:
        """``dock`` (the explanation's) is where this layout put it: docked beside or under
        the view, or a tab it made in the left column; shown, or the explanation put away."""
        dock = dock or self._explanation
        area = self.host.dockWidgetArea(dock)
        hidden = dock.isHidden() and not (dock is self._explanation and self.stowed)
        return (not dock.isFloating() and not hidden
                and (area in (BOTTOM, RIGHT) or (area == LEFT and id(dock) in self.tabbed)))

    # ----- the left column ----------------------------------------------------------------
    def column(self, width: int) -> None:
        """The left column ``width`` wide, the Tokens dock's chips flowed again at that width."""
        self.host.resizeDocks([self._docks["tokens"]], [width], Qt.Orientation.Horizontal)
        self.lay_out_now()
        self.fit_tokens()

    def fit_tokens(self) -> None:
        """The Tokens dock tall enough for its chips (no rows behind a scroll bar), up to
        TOKENS_SHARE of the left column; the Matrices dock takes the rest."""
        host = self.host
        tokens, matrices = self._docks["tokens"], _raised(host, self._docks["matrices"])
        if any(d.isFloating() or not d.isVisible() or host.dockWidgetArea(d) != LEFT
               for d in (tokens, matrices)):
            return
        column = tokens.height() + matrices.height()
        title = max(0, tokens.height() - self._chips.height())
        wanted = min(self._chips.wanted_height() + title, round(column * TOKENS_SHARE))
        if wanted > tokens.height() + 6:      # grows for more chips; never shrinks the default
            host.resizeDocks([tokens, matrices], [wanted, column - wanted],
                             Qt.Orientation.Vertical)

    def narrow_column_for_tiles(self) -> None:
        """The stage tiles still scroll (a tab in the left column widened it): the column
        gives them what they lack, down to its own minimum."""
        host = self.host
        lack = tiles_lack(host, self._panel)
        tokens = self._docks["tokens"]
        if not lack or tokens.isFloating() or host.dockWidgetArea(tokens) != LEFT:
            return
        host.resizeDocks([tokens], [tokens.width() - lack], Qt.Orientation.Horizontal)

    # ----- the side docks -----------------------------------------------------------------
    def extent(self, dock: QDockWidget, area: Qt.DockWidgetArea, extent: int) -> None:
        """``dock`` beside (RIGHT) or under (BOTTOM) the view, ``extent`` wide (tall); a tab
        this layout made goes back there."""
        if id(dock) in self.tabbed:
            self.tabbed.discard(id(dock))
            self.host.addDockWidget(area, dock)
        orientation = Qt.Orientation.Horizontal if area == RIGHT else Qt.Orientation.Vertical
        current = dock.width() if area == RIGHT else dock.height()
        if current > extent or extent - current > 4:   # a pixel too wide costs the numbers;
            self.host.resizeDocks([dock], [extent], orientation)   # growing waits for 5

    def tab(self, dock: QDockWidget, *, clicked: bool = False) -> None:
        """A tab over the Matrices dock in the left column, raised (its tab says how back),
        unless a tab that stays in sight is in sight there (``clicked``: the explanation of a
        cell just clicked, STAYS_OVER_A_CLICK): it stays on top (Qt raises a dock it
        tabifies, so it is raised again)."""
        host = self.host
        matrices = self._docks["matrices"]
        self.tabbed.add(id(dock))
        if dock is self._explanation:
            self.stowed = False
        stays = STAYS_OVER_A_CLICK if clicked else STAYS_IN_SIGHT
        kept = [other for other in host.tabifiedDockWidgets(matrices)
                if other is not dock and other.objectName() in stays and
                not other.visibleRegion().isEmpty()]
        if dock not in host.tabifiedDockWidgets(matrices):
            host.tabifyDockWidget(matrices, dock)
        dock.show()
        (kept[0] if kept else dock).raise_()

    def narrow_for(self, dock: QDockWidget, minimum: int) -> bool:
        """A dock beside the view narrower by what the stage tiles lack (measured); False
        when that leaves it under ``minimum`` (or its own minimum): it has to give way."""
        host = self.host
        lack = tiles_lack(host, self._panel)
        if not lack:
            return True
        width = dock.width() - lack
        if width < max(minimum, dock.minimumSizeHint().width()):
            return False
        host.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        return not tiles_lack(host, self._panel)

    # ----- the explanation ----------------------------------------------------------------
    def explanation(self, placement: Placement, *, side_min: int) -> bool:
        """The explanation dock beside (its width) or under (its height) the view; False when
        it has to be a tab instead (``placement`` says so, or beside the view it would widen
        the window or leave the stage tiles without their names, even at ``side_min``)."""
        host, dock = self.host, self._explanation
        self.stowed = False
        if placement.where == "tab":
            return False
        before = host.size()
        area = RIGHT if placement.where == "right" else BOTTOM
        self.move_explanation(area)
        dock.show()
        orientation = Qt.Orientation.Horizontal if area == RIGHT else Qt.Orientation.Vertical
        host.resizeDocks([dock], [placement.size], orientation)
        return area == BOTTOM or (host.minimumSizeHint().width() <= before.width()
                                  and self.narrow_for(dock, side_min))

    def stow_explanation(self) -> None:
        """The empty explanation put away under the view: it costs the view nothing."""
        self.move_explanation(BOTTOM)
        self.stowed = True
        self._explanation.hide()

    def move_explanation(self, area: Qt.DockWidgetArea) -> None:
        dock = self._explanation
        if id(dock) in self.tabbed or self.host.dockWidgetArea(dock) != area:
            self.tabbed.discard(id(dock))
            self.host.addDockWidget(area, dock)


def _raised(host, dock: QDockWidget) -> QDockWidget:
    """The dock of ``dock``'s tab group that is in sight (a tab behind keeps an old height,
    out of sight: sizing the column by it moved the docks a pixel on every edit)."""
    for member in (dock, *host.tabifiedDockWidgets(dock)):
        if member.isVisible() and not member.visibleRegion().isEmpty():
            return member
    return dock
