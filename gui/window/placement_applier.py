"""The placement applied: the one module that moves and sizes the window's docks.

gui.window.placement computes where the panels go (a ``WindowPlacement``); gui.window.dock_layout
decides when (its triggers) and measures the inputs (gui.window.view_room);
``PlacementApplier.apply`` applies a placement to the QMainWindow through Qt's dock API in one
pass, always in the same order: the left column's width (and the Tokens dock's height in it,
for the chips at that width), then each side dock's extent or tab, then the pinned
explanation's place. It keeps what it did: the docks it made tabs in the left column, the
empty explanation it put away.

- A dock made a tab goes over the Matrices dock, raised (its tab says how back), unless a tab
  that stays in sight (STAYS_IN_SIGHT) is in sight there.
- The explanation beside the view that would widen the window or leave the stage tiles
  without their names becomes a tab instead, the window kept at its size.
- The stage tiles keep their names: a dock beside the view narrows by what the tiles lack,
  measured (``narrow_for``); the left column too (``narrow_column_for_tiles``).
- A dock the learner floated, closed or moved to another side is not managed: left alone.
- M's width beside the masked stage is applied by its own side (gui.window.mask_side).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gui.window.layout_policy import SIDE_MIN_PX, Placement
from gui.window.placement import WindowPlacement
from gui.window.view_room import BOTTOM, LEFT, RIGHT, docks_of, lay_out_now, tiles_lack
from gui.window.window_on_screen import keep_size

QWIDGETSIZE_MAX = (1 << 24) - 1
SIDE_DOCKS = {"dock_heads": (RIGHT, 440), "dock_code": (BOTTOM, 0),   # area, preferred px
              "dock_tour": (RIGHT, 340)}   # the Tour dock beside a wide window (gui.classroom)
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

    def apply(self, placement: WindowPlacement, *, clicked: bool = False) -> Placement | None:
        """``placement`` applied, its parts in this order: the left column, the side docks (by
        object name; None: a tab), the pinned explanation (``clicked``: of a cell just
        clicked, raised over the tabs that stay in sight). Parts it leaves None or out stay
        as they are. Returns where the explanation went (a tab where beside the view it would
        widen the window or scroll the stage tiles), None when it was not placed."""
        if placement.column is not None:
            self._column(placement.column)
        for name, extent in placement.docks.items():
            dock = self._dock_named(name)
            if dock is None:
                continue
            if extent is None:
                self._tab(dock)
            else:
                self._extent(dock, SIDE_DOCKS[name][0], extent)
        if placement.explanation is None:
            return None
        return self._explanation_at(placement.explanation, clicked=clicked)

    def _dock_named(self, name: str) -> QDockWidget | None:
        return next((d for d in docks_of(self.host) if d.objectName() == name), None)

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
    def first_column(self, width: int) -> None:
        """The left column's first proportions (before the window is shown: no chips flowed)."""
        self.host.resizeDocks([self._docks["tokens"]], [width], Qt.Orientation.Horizontal)

    def _column(self, width: int) -> None:
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
    def _extent(self, dock: QDockWidget, area: Qt.DockWidgetArea, extent: int) -> None:
        """``dock`` beside (RIGHT) or under (BOTTOM) the view, ``extent`` wide (tall); a tab
        this layout made goes back there."""
        if id(dock) in self.tabbed:
            self.tabbed.discard(id(dock))
            self.host.addDockWidget(area, dock)
        orientation = Qt.Orientation.Horizontal if area == RIGHT else Qt.Orientation.Vertical
        current = dock.width() if area == RIGHT else dock.height()
        if current > extent or extent - current > 4:   # a pixel too wide costs the numbers;
            self.host.resizeDocks([dock], [extent], orientation)   # growing waits for 5

    def _tab(self, dock: QDockWidget, *, clicked: bool = False) -> None:
        """A tab over the Matrices dock in the left column, raised (its tab says how back),
        unless a tab that stays in sight is in sight there (``clicked``: the explanation of a
        cell just clicked, STAYS_OVER_A_CLICK): it stays on top (Qt raises a dock it
        tabifies, so it is raised again). A dock that is a tab there already (placed again: a
        resize settling, another sentence length) leaves the tab the learner raised in front,
        unless it explains a cell just clicked: the Heads dock refit 250 ms after a click's
        placement resized the window went over the Matrices tab the learner had raised
        meanwhile, which went out of sight and disabled under the typing (the monkey, under
        load)."""
        host = self.host
        matrices = self._docks["matrices"]
        already = id(dock) in self.tabbed and not dock.isHidden() and \
            dock in host.tabifiedDockWidgets(matrices)
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
        if kept or clicked or not already:
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
    def _explanation_at(self, placement: Placement, *, clicked: bool) -> Placement:
        """The explanation dock beside (its width) or under (its height) the view, or a tab
        (``placement`` says so, or beside the view it would widen the window or leave the
        stage tiles without their names, even at SIDE_MIN_PX: the window kept its size)."""
        host, dock = self.host, self._explanation
        self.stowed = False
        before = host.size()
        if placement.where != "tab":
            area = RIGHT if placement.where == "right" else BOTTOM
            self._move_explanation(area)
            dock.show()
            orientation = Qt.Orientation.Horizontal if area == RIGHT else Qt.Orientation.Vertical
            host.resizeDocks([dock], [placement.size], orientation)
            if area == BOTTOM or (host.minimumSizeHint().width() <= before.width()
                                  and self.narrow_for(dock, SIDE_MIN_PX)):
                return placement
        self._tab(dock, clicked=clicked)
        if placement.where == "right":
            keep_size(host, before)
        return Placement("tab", 0)

    def stow_explanation(self) -> None:
        """The empty explanation put away under the view: it costs the view nothing."""
        self._move_explanation(BOTTOM)
        self.stowed = True
        self._explanation.hide()

    def _move_explanation(self, area: Qt.DockWidgetArea) -> None:
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
