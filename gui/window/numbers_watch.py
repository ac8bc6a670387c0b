"""The layout's closed loop: after the large view paints, did it draw its numbers?

The large view reports after every paint whether it drew its numbers (MatrixHeatmap's
``numbers_painted``). The watch remembers, per stage, whether the view drew them with no panel
beside or under it (a measurement, for this window size and sentence). When the view drew no
numbers while a panel takes room it could have them in (measured before, or estimated from
the view's need: gui.views.heatmap.number_room), the panel moves one place further along: the
pinned explanation beside → under → a tab (narrowed first, once, by what the view lacks), a Heads,
Code or Tour dock → a tab. Each move is followed by another paint and another report, so the
loop ends when the numbers are drawn or every panel is out of the way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QDockWidget
from shiboken6 import isValid

from gui.window.side_docks import BOTTOM, RIGHT, SIDE_DOCKS
from gui.window.view_room import docks_of


class NumbersWatch(QObject):
    """Watches ``layout``'s (gui.window.dock_layout.DockLayout) large view."""

    def __init__(self, layout) -> None:
        super().__init__(layout)
        self._layout = layout
        self._host = layout.host
        self._bare: dict[str, bool] = {}     # stage: drew its numbers with no panel in the way
        self._bare_for: tuple | None = None  # (window size, token count) they were seen at
        self.last_drawn = True               # what the last paint on screen drew
        self._settled = False                # ... outside presentation and animations
        self._painted_at = QSize()           # the view's size at that paint
        large = self._layout.parts.stage_panel.large
        large.numbers_painted.connect(self._record)     # at once: what was drawn
        large.numbers_painted.connect(self._check, Qt.ConnectionType.QueuedConnection)

    def drew_bare(self, stage: str) -> bool:
        """The view drew ``stage``'s numbers at this size and sentence with no panel near."""
        return self._bare_for == self._key() and self._bare.get(stage, False)

    def _key(self) -> tuple[QSize, int]:
        return (self._host.size(), len(self._layout.parts.controller.session.tokens))

    def _panels(self) -> list[QDockWidget]:
        """Docked panels beside or under the view that the layout manages."""
        host, layout = self._host, self._layout
        return [d for d in docks_of(host)
                if d.isVisible() and layout.managed(d) and id(d) not in layout.tabbed
                and host.dockWidgetArea(d) in (RIGHT, BOTTOM)]

    def _record(self, drawn: bool) -> None:
        self.last_drawn = drawn
        self._painted_at = self._layout.parts.stage_panel.large.size()
        self._settled = not (self._layout.holding() or self._layout.parts.animation.is_running())
        if not self._settled:
            return
        if self._bare_for != self._key():
            self._bare, self._bare_for = {}, self._key()
        if not self._panels():
            self._bare[self._layout.parts.stage_panel.stage] = drawn

    def _check(self, _drawn: bool) -> None:
        """The last paint drew no numbers: move the panel that costs them, one place along
        (the last paint's report, not this queued one's: a paint of presentation or of an
        animation frame may arrive after it ended)."""
        host, layout = self._host, self._layout
        if self.last_drawn or not self._settled or not isValid(host) or layout.holding():
            return
        if not self._panels():
            return      # nothing to move: no layout pass (an edit at 512 tokens paints no numbers)
        large = self._layout.parts.stage_panel.large
        layout.lay_out_now()
        if large.is_dimmed() or large.size() != self._painted_at:
            return        # painted before the layout settled: the next paint reports again
        panels = self._panels()
        if not panels or not self._could_without(panels):
            return
        large.number_room()              # axes and margins laid out for the view as it is,
        large.graphics_view().grab()     # painted again now, laid out as it is (the report
        if self.last_drawn:              # came from a frame painted mid-layout)
            return
        explanation = self._layout.parts.docks["explanation"]
        if explanation in panels and layout.placement is not None:
            layout.give_way()
            return
        for dock in panels:
            if dock.objectName() in SIDE_DOCKS:
                layout.to_tab(dock)

    def _could_without(self, panels: list[QDockWidget]) -> bool:
        """Would the view draw its numbers with ``panels`` out of the way? Seen so, or
        estimated from its need."""
        if self.drew_bare(self._layout.parts.stage_panel.stage):
            return True
        spare_w, spare_h = self._layout.own_room(without=tuple(panels))
        return spare_w >= 0 and spare_h >= 0
