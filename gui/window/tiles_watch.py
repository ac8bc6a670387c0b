"""The stage tiles keep their names: when they come to scroll (a dock beside the view took their
width, however it was placed: by this layout, by a tour opening its dock, by a drag), the docks
beside the view narrow by what the tiles lack, or become tabs in the left column.

The strip's scroll range says the tiles lack width (a Qt signal of the strip, not a paint);
the check runs queued, once the layout pass that caused it has ended.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget
from shiboken6 import isValid

from gui.window.layout_policy import SIDE_MIN_PX
from gui.window.side_docks import LEFT, RIGHT
from gui.window.view_room import docks_of, tiles_lack


class TilesWatch(QObject):
    """Watches the stage tiles of ``layout``'s (gui.window.dock_layout.DockLayout) window."""

    def __init__(self, layout, strip) -> None:
        super().__init__(layout)
        self._layout, self._host, self._strip = layout, layout.host, strip
        strip.horizontalScrollBar().rangeChanged.connect(
            self._check, Qt.ConnectionType.QueuedConnection)

    def _check(self, _low: int, high: int) -> None:
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
