"""The window's dock layout: the stage view gets the room.

- The left docks (tokens, matrices) reach the bottom edge and take about a quarter of the width,
  so the explanation dock sits under (or beside) the stage view only.
- While nothing is explained the explanation dock is a one-line strip under the stage view.
  Pinning a cell places it where it costs the view no numbers (gui.window.layout_policy):
  beside the view on a wide window when the spare width allows, else under it within the spare
  height, else as a tab over the Matrices dock in the left column (raised; its tab brings the
  matrices back). When the numbers cannot be drawn anyway (more tokens than the screen
  promises) it goes beside a wide view or grows under it, to its content's height, at most
  ``MAX_EXPLANATION_SHARE`` of the window and never leaving the view under MIN_VIEW_PX.
  Clearing makes it a strip again.
- The Heads and Code docks, when shown, narrow (lower) to the view's spare room the same way,
  and become tabs in the left column below their useful size (gui.window.side_docks).
- A dock the learner floated, closed or moved to another side is left where they put it, and
  the strip is only a strip while no other dock (the code view) shares the bottom row.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QWidget
from shiboken6 import isValid

from core.attention.stages import SQUARE_STAGES
from gui.window.layout_policy import (
    AIR_PX,
    BOTTOM_MIN_PX,
    SIDE_MIN_PX,
    Placement,
    place_explanation,
    promised,
)
from gui.window.side_docks import BOTTOM, LEFT, RIGHT, SIDE_DOCKS, SideDocks

LEFT_DOCK_SHARE = 0.26
LEFT_DOCK_PX = (280, 370)
MAX_EXPLANATION_SHARE = 0.45
SHARED_ROW_SHARE = 0.3         # the bottom row's height while the code view shares it
MIN_VIEW_PX = 300               # under the view, a pinned explanation leaves it this tall
WIDE_WINDOW_PX = 1200           # from this width a pinned explanation sits beside the view
SIDE_SHARE, SIDE_PX = 0.3, (360, 440)
QWIDGETSIZE_MAX = (1 << 24) - 1
RESIZE_SETTLE_MS = 250          # a drag of the window's edge: refit once it rests


class DockLayout(QObject):
    """Sizes the docks of a MainWindow (gui.window.main_window) for the stage view."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._dock = window.docks["explanation"]
        self._panel = window.explanation
        window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self._watched: set[int] = set()
        self.tabbed: set[int] = set()      # docks this layout made tabs in the left column
        self.placement = None               # the pinned explanation's last Placement
        self._placed_for = None             # the window size it was placed for
        window.explanation_link.explained.connect(self._explained)
        self._held = False      # presentation: the layout it gives back is not to be refitted
        self._resized = QTimer(self)    # a window resized by the learner: placed again, once
        self._resized.setSingleShot(True)
        self._resized.setInterval(RESIZE_SETTLE_MS)
        self._resized.timeout.connect(self._window_resized)
        window.installEventFilter(self)
        window.presentation.active_changed.connect(self._presenting)
        self.side = SideDocks(self)   # Heads and Code docks, the Tokens dock's height
        window.controller.session_changed.connect(
            lambda _s: QTimer.singleShot(0, self.side.fit_tokens))
        self.refit()

    @property
    def window(self) -> QMainWindow:
        return self._window

    def fit_to_window(self) -> None:
        """The default proportions for the window's size (a restored layout replaces them)."""
        window = self._window
        left = round(min(max(window.width() * LEFT_DOCK_SHARE, LEFT_DOCK_PX[0]), LEFT_DOCK_PX[1]))
        window.resizeDocks([window.docks["tokens"]], [left], Qt.Orientation.Horizontal)
        self.refit()
        QTimer.singleShot(0, self.side.fit_tokens)

    def refit(self) -> None:
        """Place and size the explanation dock for what it shows now (after a restore)."""
        if not isValid(self._window) or not isValid(self._dock):
            return    # (a dock hidden while the window is being destroyed)
        for dock in self._window.findChildren(QDockWidget):
            if dock is not self._dock and id(dock) not in self._watched:
                self._watched.add(id(dock))       # another dock shown or hidden: refit
                dock.visibilityChanged.connect(
                    lambda visible, d=dock: self._other_dock_shown(d, visible))
        self._explained(self._window.explanation_link.explanation)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt naming)
        if watched is self._window and event.type() == QEvent.Type.Resize:
            self._resized.start()
        return False

    def _window_resized(self) -> None:
        """After a resize has settled: the pinned explanation and the side docks fitted for
        the new size (nothing moves for a size they were placed for)."""
        if not isValid(self._window) or self.holding():
            return
        if self.placement is not None and self._placed_for != self._window.size():
            self._grow()
        for dock in self._window.findChildren(QDockWidget):
            if dock.objectName() in SIDE_DOCKS and dock.isVisible():
                self.side.fit_if_resized(dock)

    def _presenting(self, active: bool) -> None:
        """Hold every fit while presenting and while the layout it gives back settles."""
        self._held = True
        if not active:
            QTimer.singleShot(0, self._release)

    def _release(self) -> None:
        self._held = False

    def holding(self) -> bool:
        return self._held or self._window.presentation.is_active()

    def managed(self, dock: QDockWidget | None = None) -> bool:
        dock = dock or self._dock
        area = self._window.dockWidgetArea(dock)
        return (not dock.isFloating() and not dock.isHidden()
                and (area in (BOTTOM, RIGHT) or (area == LEFT and id(dock) in self.tabbed)))

    # ----- the policy's inputs --------------------------------------------------------------
    def view_room(self, *, without: tuple[QDockWidget, ...] = ()) -> tuple[float, float, bool]:
        """(spare width, spare height, keep): the large view's room beyond its numbers' need
        with M and the docks ``without`` out of the way, and whether the numbers are to be
        kept (promised for this window and possible with every panel out of the way)."""
        window = self._window
        large = window.stage_panel.large
        room = large.number_room(square=window.stage_panel.stage in SQUARE_STAGES,
                                 others=window.stage_panel.number_samples())   # every stage
        spare_w, spare_h = room.spare_w, room.spare_h
        masks = getattr(window, "masks", None)
        mask_px = masks.side_width() if masks is not None else 0
        if masks is not None and not masks.fold.is_active():
            mask_px -= masks.fold.strip_px()     # on the masked stage M takes at least its strip
        spare_w += mask_px + self._given_back(without, RIGHT)
        spare_h += self._given_back(without, BOTTOM)
        keep = promised(len(window.controller.session.tokens), window.width(), window.height())
        if keep:     # possible with every panel out of the way, for the stage on screen
            own = large.number_room()           # the stage on screen, on its own
            every = [d for d in window.findChildren(QDockWidget)
                     if d.isVisible() and not d.isFloating()
                     and window.dockWidgetArea(d) in (RIGHT, BOTTOM)]
            # within AIR_PX: the estimate runs a little short of what the view draws (14 rows
            # at 1280x800 drawn at 9.2 pt were estimated 2.3 px short, so a pinned cell put the
            # explanation beside them and cost every number)
            keep = (own.spare_w + mask_px + self._given_back(every, RIGHT) >= -AIR_PX
                    and own.spare_h + self._given_back(every, BOTTOM) >= -AIR_PX)
        return spare_w, spare_h, keep

    def _given_back(self, docks, area: Qt.DockWidgetArea) -> float:
        """Pixels the view would gain across (RIGHT) or down (BOTTOM) without ``docks`` (the
        explanation kept as its strip)."""
        window, total = self._window, 0.0
        style = window.style()
        separator = style.pixelMetric(style.PixelMetric.PM_DockWidgetSeparatorExtent)
        for dock in docks:
            if not dock.isVisible() or dock.isFloating() or window.dockWidgetArea(dock) != area:
                continue
            if area == RIGHT:
                total += dock.width() + separator
            else:
                kept = self._strip_dock_px() if dock is self._dock else 0
                total += dock.height() - kept + (0 if kept else separator)
        return total

    def _strip_dock_px(self) -> int:
        title = max(0, self._dock.height() - self._panel.height())
        return strip_height(self._panel) + title

    def _explained(self, explanation) -> None:
        if explanation is None:
            self.placement = self._placed_for = None
            if self.managed():
                self._move_to(BOTTOM)
            shared = self._bottom_row_shared()
            self._panel.setMaximumHeight(QWIDGETSIZE_MAX if shared else strip_height(self._panel))
            if shared:
                QTimer.singleShot(0, self._grow_shared_row)
            return
        self._panel.setMaximumHeight(QWIDGETSIZE_MAX)
        if self.managed():   # once the lifted height limit has reached the dock's layout
            QTimer.singleShot(0, self._grow)

    def _grow(self) -> None:
        if not isValid(self._window) or not isValid(self._dock):
            return
        if self._window.explanation_link.explanation is None or not self.managed():
            return
        if self.holding():
            return
        window = self._window
        if self._placed_for == window.size():   # placed for this window: no jumps (stages)
            return
        room_w, room_h, keep = self.view_room(without=(self._dock,))
        side = round(min(max(window.width() * SIDE_SHARE, SIDE_PX[0]), SIDE_PX[1]))
        if not keep:   # the numbers cannot be drawn anyway: room for the explanation
            r_room = self._dock.height() + window.stage_panel.large.height() - MIN_VIEW_PX
            wanted = min(self._wanted_height(), max(self._dock.height(), r_room))
        else:
            wanted = self._wanted_height()
        placement = place_explanation(room_w, room_h, wide=window.width() >= WIDE_WINDOW_PX,
                                      side_px=side, wanted_h=wanted, keep=keep)
        self.placement = placement
        self._placed_for = window.size()
        self._apply(placement, tolerance=40 if not keep else 4)
        if keep and placement.where != "tab":
            QTimer.singleShot(0, self._correct)

    def _apply(self, placement: Placement, tolerance: int = 4) -> None:
        window = self._window
        self.placement = placement
        if placement.where == "tab":
            self.to_tab(self._dock)
        elif placement.where == "right":
            self._move_to(RIGHT)
            if abs(self._dock.width() - placement.size) > tolerance:
                window.resizeDocks([self._dock], [placement.size], Qt.Orientation.Horizontal)
        else:
            self._move_to(BOTTOM)
            if abs(self._dock.height() - placement.size) > tolerance:
                window.resizeDocks([self._dock], [placement.size], Qt.Orientation.Vertical)

    def _correct(self) -> None:
        """Measured once laid out: a dock beside (under) the view that still costs it its
        numbers narrows (lowers) by what they lack, or becomes a tab."""
        if not isValid(self._window) or self.placement is None or not self.managed():
            return
        if self.holding():
            return
        spare_w, spare_h, _keep = self.view_room()
        where, size = self.placement.where, self.placement.size
        lack = -spare_w if where == "right" else -spare_h
        if lack <= 0:
            return
        size = int(size - lack - AIR_PX)
        minimum = SIDE_MIN_PX if where == "right" else BOTTOM_MIN_PX
        self._apply(Placement(where, size) if size >= minimum else Placement("tab", 0))

    def to_tab(self, dock: QDockWidget) -> None:
        """A tab over the Matrices dock in the left column, raised (its tab says how back)."""
        window = self._window
        matrices = window.docks["matrices"]
        self.tabbed.add(id(dock))
        if dock not in window.tabifiedDockWidgets(matrices):
            window.tabifyDockWidget(matrices, dock)
        dock.show()
        dock.raise_()

    def _other_dock_shown(self, dock: QDockWidget, visible: bool) -> None:
        """A dock shown or hidden: the explanation's strip or shared row, and a shown Heads
        or Code dock sized to the view's spare room (once the layout has taken it in)."""
        self.refit()
        if visible and dock.objectName() in SIDE_DOCKS:
            QTimer.singleShot(0, lambda: self.side.fit(dock))

    def _grow_shared_row(self) -> None:
        """The bottom row the code view shares: SHARED_ROW_SHARE of the window's height."""
        if not isValid(self._window) or not isValid(self._dock):
            return
        if not self._bottom_row_shared() or not self.managed():
            return
        wanted = round(self._window.height() * SHARED_ROW_SHARE)
        if self.view_room()[2]:
            return     # the numbers come first: fit_side_dock sizes the code view's row
        if self._dock.height() < wanted - 10:
            self._window.resizeDocks([self._dock], [wanted], Qt.Orientation.Vertical)

    def _bottom_row_shared(self) -> bool:
        """Another docked, visible dock under the stage view (the code view beside it)."""
        window = self._window
        return any(dock is not self._dock and dock.isVisible() and not dock.isFloating()
                   and window.dockWidgetArea(dock) == BOTTOM
                   for dock in window.findChildren(QDockWidget))

    def _move_to(self, area: Qt.DockWidgetArea) -> None:
        if id(self._dock) in self.tabbed or self._window.dockWidgetArea(self._dock) != area:
            self.tabbed.discard(id(self._dock))
            self._window.addDockWidget(area, self._dock)

    def _wanted_height(self) -> int:
        """The dock's height for the pinned explanation: all of it, up to the cap."""
        panel = self._panel
        scroll = panel.findChild(QScrollArea)
        body = scroll.widget().sizeHint().height() if scroll is not None else 0
        fixed = panel.sizeHint().height() - (scroll.sizeHint().height() if scroll else 0)
        title = max(0, self._dock.sizeHint().height() - panel.sizeHint().height())
        return int(min(fixed + body + title + 4, self._window.height() * MAX_EXPLANATION_SHARE))


def strip_height(panel: QWidget) -> int:
    """One line of the panel's hint text and its margins."""
    margins = panel.layout().contentsMargins()
    return panel.fontMetrics().height() + margins.top() + margins.bottom() + 10
