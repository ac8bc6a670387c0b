"""The window's dock layout: the stage view gets the room.

- The left docks (tokens, matrices) reach the bottom edge and take about a quarter of the width
  (LEFT_DOCK_SHARE); when the view's numbers lack width for one of the session's stages with
  every optional panel out of the way, the column narrows by what they lack, down to what its
  own widgets need, and never in vain (gui.window.placement). Only ever narrower once a resize
  rests (a width the learner chose stays); never on a step.
- The Tokens dock is as tall as its chips need, up to a share of the left column.
- While nothing is explained the explanation dock is put away: it costs the view nothing, and
  its hint ("Click a cell to see how its number is made.") is a line of the status bar.
  Pinning a cell places it where it costs the view no numbers (gui.window.placement
  pinned_explanation): beside the view when the spare width allows, else under it within the
  spare height, else as a tab over the Matrices dock in the left column (raised; its tab brings
  the matrices back). Clearing puts it away again.
- The Heads, Tour and Code docks, when shown, narrow (lower) to the view's spare room the same
  way, and become tabs in the left column below their useful size.
- The stage tiles keep their names: when they come to scroll (a dock beside the view took their
  width, however it was placed), the docks beside the view narrow by what the tiles lack, or
  become tabs in the left column. The strip's scroll range says so (a Qt signal of the strip,
  not a paint); the check runs queued, once the layout pass that caused it has ended.
- A dock the learner floated, closed or moved to another side is left where they put it.

Each fit is one edit's data flow: a trigger (gui.window.refit_triggers, a dock shown or
hidden, a cell pinned) -> the inputs measured (gui.window.view_room) -> the placement computed
(gui.window.placement, no Qt) -> applied (gui.window.placement_applier). Nothing moves after a
paint.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow
from shiboken6 import isValid

from gui.explain.panel.explanation_panel import EMPTY_TEXT
from gui.window.layout_parts import LayoutParts
from gui.window.layout_policy import Placement
from gui.window.placement import (
    SIDE_DOCK_MIN_PX,
    WindowPlacement,
    pinned_explanation,
    place,
    side_dock,
)
from gui.window.placement_applier import QWIDGETSIZE_MAX, SIDE_DOCKS, PlacementApplier
from gui.window.refit_triggers import RefitTriggers
from gui.window.status_hint import StatusHint
from gui.window.view_room import (
    LEFT,
    RIGHT,
    column_inputs,
    docks_of,
    pinned_room,
    view_room,
)
from gui.window.window_on_screen import keep_on_screen, keep_size

LEFT_DOCK_SHARE = 0.26
LEFT_DOCK_PX = (280, 370)


class DockLayout(QObject):
    """Sizes the docks of a MainWindow (gui.window.main_window) for the stage view."""

    def __init__(self, host: QMainWindow, parts: LayoutParts) -> None:
        super().__init__(host)
        self.host, self.parts = host, parts
        self._dock = self.parts.docks["explanation"]
        self.applier = PlacementApplier(host, parts.docks, parts.stage_panel, parts.token_editor)
        self._watched: dict[int, bool] = {}   # each other dock: in sight when last shown/hidden
        self.placement: Placement | None = None   # the pinned explanation's last Placement
        self._placed_for = None             # (window size, token count) it was placed for
        self._placed_cell = None            # ... and the cell it explained then
        self._new_cell = False              # a cell clicked since: its explanation is raised
        self._column_for = None             # the window size the left column was fitted for
        self._side_for: dict[str, QSize] = {}   # each side dock: the window size it was fitted for
        self.hint = StatusHint(host.statusBar())   # the empty explanation's hint, in the bar
        self.hint.setObjectName("explanationHint")
        self.hint.setProperty("status_hint", True)   # a message replaces it: no room of its own
        host.statusBar().addWidget(self.hint, 1)
        self.retranslate()
        self.parts.explanation_link.explained.connect(self._explained)
        self.triggers = RefitTriggers(host, parts.presentation)   # when: placed again
        self.triggers.shown.connect(self._shown)
        self.triggers.rested.connect(self._rested)
        self.triggers.grown.connect(self._grown)
        self.triggers.language_changed.connect(self._language_changed)
        self.triggers.given_back.connect(self.mark_placed)
        parts.stage_panel.strip.horizontalScrollBar().rangeChanged.connect(
            self._tiles_scroll, Qt.ConnectionType.QueuedConnection)
        self._narrowing_left = False   # to_tab's narrowing of the left column under way
        self._applying = False         # a placement under way (its docks' signals place nothing)
        self.triggers.follow_the_sentence(parts.controller)   # after the views
        self.triggers.length_changed.connect(self.replace)
        self.triggers.sentence_changed.connect(self.fit_tokens)
        self.refit()

    def fit_to_window(self) -> None:
        """The default proportions for the window's size (a restored layout replaces them)."""
        self.fit_column(preferred=True)
        self.refit()
        if self.host.isVisible():      # the chips flow once the dock has a width
            self.fit_tokens()
        else:
            self.triggers.wait_for_show()

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
        """Every panel placed again for what is now: the left column, the pinned
        explanation, the shown side docks, each computed with the one before it applied."""
        if not isValid(self.host) or self.holding():
            return
        self._placed_for = None
        self.fit_column()
        self._grow()
        for dock in self._side_docks():
            self.fit_side(dock)

    def fit_if_resized(self) -> None:
        """The pinned explanation placed again for a window size it was not placed for."""
        if self.placement is not None and self._placed_for != self._placed_key():
            self._grow()

    def mark_placed(self) -> None:
        """The docks as they are count as placed for this window (presentation given back)."""
        self._placed_for = self._placed_key()
        self._column_for = self.host.size()  # the window's way back from full screen: no refit

    def holding(self) -> bool:
        return self.triggers.holding()     # presenting (gui.window.refit_triggers)

    def managed(self, dock: QDockWidget | None = None) -> bool:
        return self.applier.managed(dock)

    @property
    def tabbed(self) -> set[int]:
        return self.applier.tabbed

    def lay_out_now(self) -> None:
        self.applier.lay_out_now()

    def _placed_key(self):
        return (self.host.size(), len(self.parts.controller.session.tokens))

    def _side_docks(self) -> list[QDockWidget]:
        return [dock for dock in docks_of(self.host)
                if dock.objectName() in SIDE_DOCKS and dock.isVisible()]

    # ----- the triggers (gui.window.refit_triggers) ----------------------------------------
    def _shown(self) -> None:
        self.fit_column()       # the column for every stage's need, now measurable
        self.fit_tokens()

    def _rested(self) -> None:
        """After a resize has settled: the column, the pinned explanation and the side docks
        fitted for the new size (nothing moves for a size they were placed for)."""
        self._keep_on_screen()
        if self._column_for != self.host.size():
            self.fit_column(narrow_only=True)    # a width the learner chose stays
        self.fit_if_resized()
        for dock in self._side_docks():
            if self._side_for.get(dock.objectName()) != self.host.size():
                self.fit_side(dock)   # measured at another stage, the same window gave another
                                      # extent: a settling resize moved it mid-lesson

    def _grown(self) -> None:
        self._keep_on_screen(tab=False)    # (the docks move once the resize settles)

    def _language_changed(self) -> None:
        self.retranslate()
        self.replace()        # other words, other label widths: placed again

    def _keep_on_screen(self, *, tab: bool = True) -> None:
        if not self.holding():
            keep_on_screen(self.host, self.to_tab if tab else None, self.managed)

    # ----- the left column ------------------------------------------------------------------
    def column_preferred(self) -> int:
        width = self.host.width() * LEFT_DOCK_SHARE
        return round(min(max(width, LEFT_DOCK_PX[0]), LEFT_DOCK_PX[1]))

    def fit_column(self, *, preferred: bool = False, narrow_only: bool = False) -> None:
        """The left column's width for the view's need now (``preferred``: from its preferred
        width; ``narrow_only``: only ever narrower)."""
        host, applier = self.host, self.applier
        tokens, matrices = self.parts.docks["tokens"], self.parts.docks["matrices"]
        docks = (tokens, matrices)
        if self.holding() or any(d.isFloating() or host.dockWidgetArea(d) != LEFT
                                 for d in docks):
            return
        if preferred:        # (also before the window is shown: its first proportions)
            applier.first_column(self.column_preferred())
        if not all(d.isVisible() for d in docks):
            return
        self._column_for = host.size()
        applier.lay_out_now()
        optional = tuple(d for d in docks_of(host)
                         if d.isVisible() and applier.managed(d) and id(d) not in applier.tabbed)
        minimum = max(d.minimumSizeHint().width() for d in docks)
        at = self.column_preferred()
        width = place(column_inputs(host, self.parts, optional, (at, minimum))).column
        needed = width < at         # the numbers lack what it gives
        if abs(width - tokens.width()) > 1 and not (
                narrow_only and (width > tokens.width() or not needed)):
            applier.apply(WindowPlacement(column=width))

    def fit_tokens(self) -> None:
        if isValid(self.host) and not self.holding():
            self.applier.fit_tokens()

    # ----- the side docks -------------------------------------------------------------------
    def fit_side(self, dock: QDockWidget) -> None:
        """The Heads or Tour dock (beside the view) or the Code dock (under it): as wide (tall)
        as the spare room allows, a tab in the left column below its useful size."""
        host = self.host
        if not isValid(host) or not isValid(dock) or not dock.isVisible():
            return
        if not self.managed(dock) or self.holding():
            return
        area, preferred = SIDE_DOCKS[dock.objectName()]
        self._side_for[dock.objectName()] = host.size()
        extent = side_dock("right" if area == RIGHT else "bottom", preferred,
                           (host.width(), host.height()), view_room(host, self.parts, (dock,)))
        self.applier.apply(WindowPlacement(docks={dock.objectName(): extent}))   # None: a tab

    def _tiles_scroll(self, _low: int, high: int) -> None:
        """The stage tiles scroll: the docks beside the view narrow by what they lack, or
        become tabs; then the left column gives what they still lack."""
        host, applier = self.host, self.applier
        if high <= 0 or not isValid(host) or self.holding():
            return
        for dock in docks_of(host):
            if dock.isVisible() and applier.managed(dock) and id(dock) not in applier.tabbed \
                    and host.dockWidgetArea(dock) == RIGHT and \
                    not applier.narrow_for(dock, SIDE_DOCK_MIN_PX):
                self.to_tab(dock)
        applier.narrow_column_for_tiles()

    def to_tab(self, dock: QDockWidget) -> None:
        """``dock`` a tab over the Matrices dock (gui.window.placement_applier); the
        explanation made a tab widened the column: the numbers get back what they lack of it."""
        if dock is self._dock:
            self.applier.apply(WindowPlacement(explanation=Placement("tab", 0)),
                               clicked=self._new_cell)
            self._narrow_column_once()
        else:
            self.applier.apply(WindowPlacement(docks={dock.objectName(): None}))

    def _narrow_column_once(self) -> None:
        """The left column narrowed for what the numbers lack (once: the docks it resizes may
        show or hide, and place the explanation again)."""
        if self._narrowing_left:
            return
        self._narrowing_left = True
        try:
            self.fit_column(narrow_only=True)
        finally:
            self._narrowing_left = False

    # ----- the explanation --------------------------------------------------------------------
    def _explained(self, explanation) -> None:
        self.hint.setVisible(explanation is None)
        if self.holding():
            return
        if explanation is None:
            self.placement = self._placed_for = self._placed_cell = None
            if self.managed() and not self._dock.isHidden():
                self.applier.stow_explanation()     # empty: it costs the view nothing
            return
        self.parts.explanation.setMaximumHeight(QWIDGETSIZE_MAX)
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
        if self._placed_for == self._placed_key():   # placed for this window: no jumps
            return
        self.lay_out_now()
        placement = pinned_explanation(pinned_room(self.host, self.parts))
        self._placed_for = self._placed_key()
        self._apply(placement)
        self._new_cell = False              # placed (raised, if a tab): a later placing of
        # the same cell (a resize, a dock shown) keeps the tab the learner chose

    def _apply(self, placement: Placement) -> None:
        if self._applying:
            return              # a dock this placement shows or hides placed nothing again
        self._applying = True
        try:
            self.placement = placement    # (read while it is applied: a dock shown)
            self.placement = self.applier.apply(WindowPlacement(explanation=placement),
                                                clicked=self._new_cell)
            if self.placement.where == "tab":   # the explanation made a tab widened the
                self._narrow_column_once()      # column: the numbers get back what it took
        finally:
            self._applying = False

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
            host, applier = self.host, self.applier
            before = self.triggers.grown_from or host.size()
            applier.lay_out_now()
            self.fit_side(dock)
            fitted_at = host.size()
            if host.minimumSizeHint().width() > before.width() or (
                    host.dockWidgetArea(dock) == RIGHT and
                    not applier.narrow_for(dock, SIDE_DOCK_MIN_PX)):
                self.to_tab(dock)            # beside the view: a wider window, or no tiles
            if host.width() > before.width():
                keep_size(host, before)
            if host.size() != fitted_at and not host.isHidden() and \
                    id(dock) not in self.tabbed:
                self.fit_side(dock)          # the window settled at another size meanwhile
            self._side_for[dock.objectName()] = host.size()   # placed for the size it has now
        self._placed_for = None
        self._grow()


def _cell(explanation) -> tuple:
    """Which cell an explanation is of (its numbers change with an edit, its cell does not)."""
    return (type(explanation).__name__, explanation.stage, explanation.head, explanation.row,
            explanation.col)
