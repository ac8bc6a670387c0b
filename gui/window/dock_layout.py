"""The window's dock layout: the stage view gets the room.

- The left docks (tokens, matrices) reach the bottom edge and take about a quarter of the width,
  so the explanation dock sits under (or beside) the stage view only.
- While nothing is explained the explanation dock is put away: it costs the view nothing, and
  its hint ("Click a cell to see how its number is made.") is a line of the status bar.
  Pinning a cell places it where it costs the view no numbers (gui.window.layout_policy),
  decided from the view's measured room with the explanation out of the way: beside the view
  when the spare width allows, else under it within the spare height, else as a tab over the
  Matrices dock in the left column (raised; its tab brings the matrices back). When the numbers
  cannot be drawn anyway it goes beside the view if the view keeps its minimum width, else it
  grows under it, to its content's height, at most ``MAX_EXPLANATION_SHARE`` of the window and
  never leaving the view under MIN_VIEW_PX. Clearing puts it away again.
- The Heads and Code docks, when shown, narrow (lower) to the view's spare room the same way,
  and become tabs in the left column below their useful size (gui.window.side_docks).
- Every placement is re-made after a change that can alter it (a pin, the sentence, a dock
  shown, a resize, the language, presentation on and off: gui.window.refit_triggers),
  computed from every stage's need (gui.window.view_room, gui.window.placement): nothing
  moves after a paint.
- A dock the learner floated, closed or moved to another side is left where they put it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea
from shiboken6 import isValid

from gui.explain.panel.explanation_panel import EMPTY_TEXT
from gui.window.layout_parts import LayoutParts
from gui.window.layout_policy import SIDE_MIN_PX, Placement, place_explanation
from gui.window.left_column import LeftColumn
from gui.window.refit_triggers import RefitTriggers
from gui.window.side_docks import SIDE_DOCKS, SideDocks
from gui.window.status_hint import StatusHint
from gui.window.view_room import BOTTOM, LEFT, RIGHT, docks_of, lay_out_now, view_room
from gui.window.window_on_screen import keep_size

MAX_EXPLANATION_SHARE = 0.45
MIN_VIEW_PX = 300               # under the view, a pinned explanation leaves it this tall
SIDE_SHARE, SIDE_PX = 0.3, (360, 440)
QWIDGETSIZE_MAX = (1 << 24) - 1
# tabs over Matrices that stay in sight when another dock becomes a tab there: the Vectors
# tab draws the clicked cell too, and the Tour's tab holds the step the learner reads
STAYS_IN_SIGHT = ("dock_vectors", "dock_tour")
# ... except under the explanation of a cell just clicked: the click asked for it (behind
# Vectors, nothing visible happened); the Tour's step stays in sight even then
STAYS_OVER_A_CLICK = ("dock_tour",)


class DockLayout(QObject):
    """Sizes the docks of a MainWindow (gui.window.main_window) for the stage view."""

    def __init__(self, host: QMainWindow, parts: LayoutParts) -> None:
        super().__init__(host)
        self.host, self.parts = host, parts
        self._dock = self.parts.docks["explanation"]
        self._panel = self.parts.explanation
        host.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        host.setAnimated(False)    # a dock moved is where it goes at once, measurable now
        self._watched: dict[int, bool] = {}   # each other dock: in sight when last shown/hidden
        self.tabbed: set[int] = set()      # docks this layout made tabs in the left column
        self.placement: Placement | None = None   # the pinned explanation's last Placement
        self._placed_for = None             # (window size, token count) it was placed for
        self._placed_cell = None            # ... and the cell it explained then
        self._new_cell = False              # a cell clicked since: its explanation is raised
        self._stowed = False                # the empty explanation put away by this layout
        self.hint = StatusHint(host.statusBar())   # the empty explanation's hint, in the bar
        self.hint.setObjectName("explanationHint")
        self.hint.setProperty("status_hint", True)   # a message replaces it: no room of its own
        host.statusBar().addWidget(self.hint, 1)
        self.retranslate()
        self.parts.explanation_link.explained.connect(self._explained)
        self.triggers = RefitTriggers(self)   # a resize, the language, presentation: placed again
        self.side = SideDocks(self)   # Heads and Code docks, the Tokens dock's height
        self.left = LeftColumn(host, self.parts.docks["tokens"], self.parts.docks["matrices"],
                               self.parts.stage_panel, self)
        self._narrowing_left = False   # to_tab's narrowing of the left column under way
        self._applying = False         # a placement under way (its docks' signals place nothing)
        self.triggers.follow_the_sentence()   # after the views
        self.refit()

    def fit_to_window(self) -> None:
        """The default proportions for the window's size (a restored layout replaces them)."""
        self.left.fit(preferred=True)
        self.refit()
        self.triggers.fit_tokens_once_shown()   # the chips flow once the dock has a width

    def refit(self) -> None:
        """Place and size the explanation dock for what it shows now (after a restore)."""
        if not isValid(self.host) or not isValid(self._dock):
            return    # (a dock hidden while the window is being destroyed)
        for dock in docks_of(self.host):
            if dock is not self._dock and id(dock) not in self._watched:
                self._watched[id(dock)] = dock.isVisible()   # another dock shown or hidden: refit
                dock.visibilityChanged.connect(
                    lambda visible, d=dock: self._other_dock_shown(d, visible))
        self._placed_for = None
        self._explained(self.parts.explanation_link.explanation)

    def retranslate(self) -> None:
        self.hint.set_hint(QCoreApplication.translate("ExplanationPanel", EMPTY_TEXT))

    def replace(self) -> None:
        """The pinned explanation and the shown side docks placed again for what is now."""
        if not isValid(self.host) or self.holding():
            return
        self._placed_for = None
        self.left.fit()
        self._grow()
        for dock in docks_of(self.host):
            if dock.objectName() in SIDE_DOCKS and dock.isVisible():
                self.side.fit(dock)

    def fit_if_resized(self) -> None:
        """The pinned explanation placed again for a window size it was not placed for."""
        if self.placement is not None and self._placed_for != self._placed_key():
            self._grow()

    def mark_placed(self) -> None:
        """The docks as they are count as placed for this window (presentation given back)."""
        self._placed_for = self._placed_key()
        self.left.mark_fitted()       # the window's way back from full screen: no refit

    def holding(self) -> bool:
        return self.triggers.holding()     # presenting (gui.window.refit_triggers)

    def managed(self, dock: QDockWidget | None = None) -> bool:
        dock = dock or self._dock
        area = self.host.dockWidgetArea(dock)
        hidden = dock.isHidden() and not (dock is self._dock and self._stowed)
        return (not dock.isFloating() and not hidden
                and (area in (BOTTOM, RIGHT) or (area == LEFT and id(dock) in self.tabbed)))

    def _placed_key(self):
        return (self.host.size(), len(self.parts.controller.session.tokens))

    # ----- the policy's inputs (gui.window.view_room) ------------------------------------
    def lay_out_now(self) -> None:
        lay_out_now(self.host)

    def view_room(self, *, without: tuple[QDockWidget, ...] = ()) -> tuple[float, float, bool]:
        return view_room(self.host, self.parts, without)

    # ----- the explanation --------------------------------------------------------------------
    def _explained(self, explanation) -> None:
        self.hint.setVisible(explanation is None)
        if self.holding():
            return
        if explanation is None:
            self.placement = self._placed_for = self._placed_cell = None
            if self.managed() and not self._dock.isHidden():
                self._move_to(BOTTOM)
                self._stowed = True        # empty: it costs the view nothing
                self._dock.hide()
            return
        self._panel.setMaximumHeight(QWIDGETSIZE_MAX)
        cell = _cell(explanation)
        if self.managed():
            if cell != self._placed_cell:     # the same cell after an edit or undo: its
                self._placed_for = None       # place stands (placed again on a resize, a
                self._new_cell = True         # new sentence, a dock, the language)
            self._placed_cell = cell
            self._grow()

    def _grow(self) -> None:
        """Place the pinned explanation for the view's room with it out of the way."""
        if not isValid(self.host) or not isValid(self._dock) or self.holding():
            return
        if self.parts.explanation_link.explanation is None or not self.managed():
            return
        host = self.host
        if self._placed_for == self._placed_key():   # placed for this window: no jumps
            return
        self.lay_out_now()
        room_w, room_h, keep = self.view_room(without=(self._dock,))
        side = round(min(max(host.width() * SIDE_SHARE, SIDE_PX[0]), SIDE_PX[1]))
        large = self.parts.stage_panel.large
        shown = self._dock.isVisible() and host.dockWidgetArea(self._dock) == BOTTOM
        height_back = self._dock.height() if shown else 0
        if not keep:   # the numbers cannot be drawn anyway: room for the explanation
            r_room = height_back + large.height() - MIN_VIEW_PX
            wanted = min(self._wanted_height(), max(height_back, r_room))
        else:
            wanted = self._wanted_height()
        width_back = self._dock.width() if self._dock.isVisible() and \
            host.dockWidgetArea(self._dock) == RIGHT else 0
        wide = large.width() + width_back - side >= large.minimumWidth() + SIDE_MIN_PX
        placement = place_explanation(room_w, room_h, wide=wide, side_px=side,
                                      wanted_h=wanted, keep=keep)
        self._placed_for = self._placed_key()
        self._apply(placement)
        self._new_cell = False              # placed (raised, if a tab): a later placing of
        # the same cell (a resize, a dock shown) keeps the tab the learner chose

    def _apply(self, placement: Placement) -> None:
        if self._applying:
            return              # a dock this placement shows or hides placed nothing again
        self._applying = True
        try:
            self._apply_now(placement)
        finally:
            self._applying = False

    def _apply_now(self, placement: Placement) -> None:
        host = self.host
        before = host.size()
        self.placement = placement
        self._stowed = False
        if placement.where == "tab":
            self.to_tab(self._dock)
        elif placement.where == "right":
            self._move_to(RIGHT)
            self._dock.show()
            host.resizeDocks([self._dock], [placement.size], Qt.Orientation.Horizontal)
            if host.minimumSizeHint().width() > before.width() or \
                    not self.side.narrow_for(self._dock, SIDE_MIN_PX):
                self._apply_now(Placement("tab", 0))   # would widen the window or scroll tiles
                keep_size(self.host, before)
        else:
            self._move_to(BOTTOM)
            self._dock.show()
            host.resizeDocks([self._dock], [placement.size], Qt.Orientation.Vertical)

    def to_tab(self, dock: QDockWidget) -> None:
        """A tab over the Matrices dock in the left column, raised (its tab says how back),
        unless a tab that stays in sight (STAYS_IN_SIGHT) is in sight there: it stays on top
        (Qt raises a dock it tabifies, so it is raised again). A dock that is a tab there
        already (placed again: a resize settling, another sentence length) leaves the tab the
        learner raised in front, unless it explains a cell just clicked: the Heads dock refit
        250 ms after a click's placement resized the window went over the Matrices tab the
        learner had raised meanwhile, which went out of sight and disabled under the typing
        (the monkey, under load)."""
        host = self.host
        matrices = self.parts.docks["matrices"]
        already = id(dock) in self.tabbed and not dock.isHidden() and \
            dock in host.tabifiedDockWidgets(matrices)
        self.tabbed.add(id(dock))
        if dock is self._dock:
            self._stowed = False
        clicked = dock is self._dock and self._new_cell
        stays = STAYS_OVER_A_CLICK if clicked else STAYS_IN_SIGHT
        kept = [other for other in host.tabifiedDockWidgets(matrices)
                if other is not dock and other.objectName() in stays and
                not other.visibleRegion().isEmpty()]
        if dock not in host.tabifiedDockWidgets(matrices):
            host.tabifyDockWidget(matrices, dock)
        dock.show()
        if kept or clicked or not already:
            (kept[0] if kept else dock).raise_()
        if dock is self._dock and not self._narrowing_left:   # the explanation, made a tab,
            self._narrowing_left = True     # widened the column: the numbers get back what they
            try:                            # lack of it (once: the docks it resizes may show
                self.left.fit(narrow_only=True)     # or hide, and place the explanation again)
            finally:
                self._narrowing_left = False

    def _other_dock_shown(self, dock: QDockWidget, visible: bool) -> None:
        """A dock shown or hidden: a shown Heads or Code dock sized to the view's spare room
        (laid out first), and the pinned explanation placed again.

        Qt also says a dock's visibility changed when its own layout pass raises or lowers a
        tab, or squeezes a dock to nothing and back, and says it from inside that pass: nothing
        is placed then (the dock is as shown as it was). Moving docks there moved them under
        the loop that was placing them, and Qt crashed (the monkey's open_tour, at the Tour
        dock's raise over Matrices, Explanation and Heads)."""
        if not isValid(self.host) or not isValid(dock):
            return
        if visible != dock.isVisible() or self._watched.get(id(dock)) == visible:
            return            # a tab raised or lowered, a dock squeezed: not shown or hidden
        self._watched[id(dock)] = visible
        if self.holding():
            return
        if dock.objectName() not in SIDE_DOCKS or id(dock) in self.tabbed:
            return         # a tab raised or lowered in the left column: nothing to place
        if visible:
            before = self.triggers.grown_from or self.host.size()
            self.lay_out_now()
            self.side.fit(dock)
            fitted_at = self.host.size()
            if self.host.minimumSizeHint().width() > before.width() or (
                    self.host.dockWidgetArea(dock) == RIGHT and
                    not self.side.narrow_for(dock, SIDE_MIN_PX - 60)):
                self.to_tab(dock)            # beside the view: a wider window, or no tiles
            if self.host.width() > before.width():
                keep_size(self.host, before)
            if self.host.size() != fitted_at and not self.host.isHidden() and \
                    id(dock) not in self.tabbed:
                self.side.fit(dock)          # the window settled at another size meanwhile
            self.side.mark_fitted(dock)      # for the size it has now: no refit as it settles
        self._placed_for = None
        self._grow()

    def _move_to(self, area: Qt.DockWidgetArea) -> None:
        if id(self._dock) in self.tabbed or self.host.dockWidgetArea(self._dock) != area:
            self.tabbed.discard(id(self._dock))
            self.host.addDockWidget(area, self._dock)

    def _wanted_height(self) -> int:
        """The dock's height for the pinned explanation: all of it, up to the cap."""
        panel = self._panel
        scroll = panel.findChild(QScrollArea)
        body = scroll.widget().sizeHint().height() if scroll is not None else 0
        fixed = panel.sizeHint().height() - (scroll.sizeHint().height() if scroll else 0)
        title = max(0, self._dock.sizeHint().height() - panel.sizeHint().height())
        return int(min(fixed + body + title + 4, self.host.height() * MAX_EXPLANATION_SHARE))


def _cell(explanation) -> tuple:
    """Which cell an explanation is of (its numbers change with an edit, its cell does not)."""
    return (type(explanation).__name__, explanation.stage, explanation.head, explanation.row,
            explanation.col)
