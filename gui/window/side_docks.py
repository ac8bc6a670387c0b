"""The side docks under the layout policy (gui.window.layout_policy), for DockLayout.

- The Heads and Tour docks (beside the view) and the Code dock (under it), when shown, narrow
  (lower) to the room the large view leaves beyond the need of every stage that keeps its
  numbers (gui.window.view_room), and become a tab in the left column below their useful size.
- The Tokens dock is as tall as its chips need, so no row hides behind a scroll bar, up to
  TOKENS_SHARE of the left column.
- The stage tiles keep their names: when they come to scroll (a dock beside the view took their
  width, however it was placed: by this layout, by a tour opening its dock, by a drag), the
  docks beside the view narrow by what the tiles lack, or become tabs in the left column. The
  strip's scroll range says the tiles lack width (a Qt signal of the strip, not a paint); the
  check runs queued, once the layout pass that caused it has ended.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QDockWidget
from shiboken6 import isValid

from gui.window.layout_policy import BOTTOM_MIN_PX, SIDE_MIN_PX, dock_extent
from gui.window.view_room import BOTTOM, LEFT, RIGHT, docks_of, tiles_lack

SIDE_DOCKS = {"dock_heads": (RIGHT, 440), "dock_code": (BOTTOM, 0),   # area, preferred px
              "dock_tour": (RIGHT, 340)}   # the Tour dock beside a wide window (gui.classroom)
SIDE_SHARE = 0.3               # of the window's width, at most, beside the view
SHARED_ROW_SHARE = 0.3         # of its height, at most, under the view (dock_layout's too)
TOKENS_SHARE = 0.45            # of the left column, at most, for the token chips


class SideDocks(QObject):
    def __init__(self, layout) -> None:
        super().__init__(layout)
        self._layout = layout
        self._host = layout.host
        self._fitted_for: dict[str, QSize] = {}   # dock name: the window size it was fitted for
        self._strip = layout.parts.stage_panel.strip
        self._strip.horizontalScrollBar().rangeChanged.connect(
            self._tiles_scroll, Qt.ConnectionType.QueuedConnection)

    def fit_if_resized(self, dock: QDockWidget) -> None:
        """Fitted again only for a window size it was not fitted for: measured at another
        stage, the same window gave another extent, so a settling resize moved it mid-lesson."""
        if self._fitted_for.get(dock.objectName()) != self._host.size():
            self.fit(dock)

    def mark_fitted(self, dock: QDockWidget) -> None:
        """``dock`` is placed for the window's size now (it may have changed while placing)."""
        self._fitted_for[dock.objectName()] = self._host.size()

    def fit(self, dock: QDockWidget) -> None:
        """The Heads dock (beside the view) or the Code dock (under it): as wide (tall) as the
        spare room allows, a tab in the left column below its useful size."""
        host, layout = self._host, self._layout
        if not isValid(host) or not isValid(dock) or not dock.isVisible():
            return
        if not layout.managed(dock) or layout.holding():
            return
        area, preferred = SIDE_DOCKS[dock.objectName()]
        self._fitted_for[dock.objectName()] = host.size()
        room_w, room_h, keep = layout.view_room(without=(dock,))
        if area == RIGHT:
            preferred = min(preferred, int(host.width() * SIDE_SHARE))
            extent = dock_extent(room_w, preferred, SIDE_MIN_PX - 60, keep=keep)
        else:
            preferred = preferred or round(host.height() * SHARED_ROW_SHARE)
            extent = dock_extent(room_h, preferred, BOTTOM_MIN_PX - 30, keep=keep)
        if extent is None:
            layout.to_tab(dock)
            return
        if id(dock) in layout.tabbed:
            layout.tabbed.discard(id(dock))
            host.addDockWidget(area, dock)
        self._resize(dock, area, extent)

    def _resize(self, dock: QDockWidget, area: Qt.DockWidgetArea, extent: int) -> None:
        orientation = Qt.Orientation.Horizontal if area == RIGHT else Qt.Orientation.Vertical
        current = dock.width() if area == RIGHT else dock.height()
        if current > extent or extent - current > 4:   # a pixel too wide costs the numbers;
            self._host.resizeDocks([dock], [extent], orientation)   # growing waits for 5

    def fit_tokens(self) -> None:
        """The Tokens dock tall enough for its chips (no rows behind a scroll bar), up to
        TOKENS_SHARE of the left column; the Matrices dock takes the rest."""
        host, layout = self._host, self._layout
        if not isValid(host) or layout.holding():
            return
        docks = self._layout.parts.docks
        tokens, matrices = docks["tokens"], _raised(host, docks["matrices"])
        if any(d.isFloating() or not d.isVisible() or host.dockWidgetArea(d) != LEFT
               for d in (tokens, matrices)):
            return
        column = tokens.height() + matrices.height()
        chips = self._layout.parts.token_editor
        title = max(0, tokens.height() - chips.height())
        wanted = min(chips.wanted_height() + title, round(column * TOKENS_SHARE))
        if wanted > tokens.height() + 6:      # grows for more chips; never shrinks the default
            host.resizeDocks([tokens, matrices], [wanted, column - wanted],
                               Qt.Orientation.Vertical)


    # ----- the stage tiles keep their names ---------------------------------------------------
    def _tiles_scroll(self, _low: int, high: int) -> None:
        host, layout = self._host, self._layout
        if high <= 0 or not isValid(host) or layout.holding():
            return
        for dock in docks_of(host):
            if dock.isVisible() and layout.managed(dock) and id(dock) not in layout.tabbed \
                    and host.dockWidgetArea(dock) == RIGHT and \
                    not self.narrow_for(dock, SIDE_MIN_PX - 60):
                layout.to_tab(dock)
        self._narrow_left_column()

    def _narrow_left_column(self) -> None:
        """Still scrolling (a tab in the left column widened it): the column gives the tiles
        what they lack, down to its own minimum."""
        host, panel = self._host, self._layout.parts.stage_panel
        lack = tiles_lack(host, panel)
        tokens = self._layout.parts.docks["tokens"]
        if not lack or tokens.isFloating() or host.dockWidgetArea(tokens) != LEFT:
            return
        host.resizeDocks([tokens], [tokens.width() - lack], Qt.Orientation.Horizontal)

    def narrow_for(self, dock: QDockWidget, minimum: int) -> bool:
        """A dock beside the view narrower by what the stage tiles lack (measured); False
        when that leaves it under ``minimum`` (or its own minimum): it has to give way."""
        host, panel = self._host, self._layout.parts.stage_panel
        lack = tiles_lack(host, panel)
        if not lack:
            return True
        width = dock.width() - lack
        if width < max(minimum, dock.minimumSizeHint().width()):
            return False
        host.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        return not tiles_lack(host, panel)


def _raised(host, dock: QDockWidget) -> QDockWidget:
    """The dock of ``dock``'s tab group that is in sight (a tab behind keeps an old height,
    out of sight: sizing the column by it moved the docks a pixel on every edit)."""
    for member in (dock, *host.tabifiedDockWidgets(dock)):
        if member.isVisible() and not member.visibleRegion().isEmpty():
            return member
    return dock
