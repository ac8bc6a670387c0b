"""The placement's inputs, measured: every stage's need (the large view's size at which its 9-pt
numbers are drawn, gui.views.stage_panel.stage_needs), the view's room with M and some docks
out of the way, whether the numbers can be kept at all, the left column's inputs and the
pinned explanation's. DockLayout (gui.window.dock_layout) reads them, gui.window.placement
computes from them, gui.window.placement_applier applies the result.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QScrollArea

from gui.window.mask_side import MASK_STAGE
from gui.window.placement import PinnedRoom, PlacementInputs, StageNeed, spare_room

BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea


def docks_of(host) -> list[QDockWidget]:
    """The host's docks: its direct children (a dock stays one, floating or tabbed), found
    without walking every widget of the window (512 chips are 512 more to walk)."""
    return [child for child in host.children() if isinstance(child, QDockWidget)]


def lay_out_now(host) -> None:
    """Apply pending dock and widget geometry at once (no waiting for the event loop)."""
    layout = host.layout()
    layout.invalidate()          # (a dock tabbed away: the window's minimum is lower now)
    layout.activate()


def stage_needs(parts) -> tuple[StageNeed, ...]:
    """Every stage's need (gui.views.stage_panel.stage_needs: the same whichever stage is on
    screen), the masked stage's with M's strip beside it."""
    masks = parts.masks
    strip = masks.fold.strip_px() if masks is not None else 0
    return tuple(StageNeed(stage, w, h, strip if stage == MASK_STAGE else 0.0)
                 for stage, (w, h) in parts.stage_panel.stage_needs().items())


def view_room(host, parts, without: tuple[QDockWidget, ...] = ()) -> tuple[float, float, bool]:
    """(spare width, spare height, keep): the room a dock placed beside (under) the large view
    may take, its separator included, and leave the numbers of every stage that draws them
    with every panel out of the way (gui.window.placement spare_room), with M folded away and
    the docks ``without`` out of the way (never narrower than the stage tiles need); ``keep``:
    some stage draws them. Computed from the stages' needs, not from what the view painted."""
    large = parts.stage_panel.large
    masks = parts.masks
    mask_w = masks.fold.shown_px() if masks is not None else 0
    every = tuple(d for d in docks_of(host)
                  if d.isVisible() and not d.isFloating()
                  and host.dockWidgetArea(d) in (RIGHT, BOTTOM))
    bare = (large.width() + mask_w + given_back(host, every, RIGHT),
            large.height() + given_back(host, every, BOTTOM))
    back_w = given_back(host, without, RIGHT)
    room = (large.width() + mask_w + back_w, large.height() + given_back(host, without, BOTTOM))
    spare_w, spare_h, kept = spare_room(stage_needs(parts), bare, room)
    central = host.centralWidget()        # no narrower than the tiles need
    strip = parts.stage_panel.strip        # (and what lies beside the strip in it)
    least = max(central.minimumSizeHint().width(),
                strip.tiles_width() + central.width() - strip.width())
    spare_w = min(spare_w, central.width() + back_w - least)
    separator = _separator(host)        # a dock placed there brings its separator
    return spare_w - separator, spare_h - separator, bool(kept)


def column_inputs(host, parts, optional: tuple[QDockWidget, ...],
                  column: tuple[int, int]) -> PlacementInputs:
    """The placement's inputs for the left column (``column``: its preferred and minimum
    width): the view's room with the column and the ``optional`` docks out of the way, M
    folded away, and every stage's need (the same whichever stage is on screen)."""
    large, masks = parts.stage_panel.large, parts.masks
    view_w = (large.width() + parts.docks["tokens"].width()   # (the column's separator stays)
              + given_back(host, optional, RIGHT) + (masks.fold.shown_px() if masks else 0))
    view_h = large.height() + given_back(host, optional, BOTTOM)
    return PlacementInputs(view_w, view_h, column, stage_needs(parts))


def pinned_room(host, parts) -> PinnedRoom:
    """The pinned explanation's inputs (gui.window.placement.pinned_explanation), measured
    with the window laid out now: the view's room with the explanation out of the way, what
    the explanation takes now, its content's height."""
    dock = parts.docks["explanation"]
    room_w, room_h, keep = view_room(host, parts, without=(dock,))
    large = parts.stage_panel.large
    area = host.dockWidgetArea(dock) if dock.isVisible() else None
    return PinnedRoom(window=(host.width(), host.height()),
                      view=(large.width(), large.height()), view_min_w=large.minimumWidth(),
                      spare=(room_w, room_h), keep=keep,
                      content_h=explanation_height(parts.explanation, dock),
                      beside_w=dock.width() if area == RIGHT else 0)


def explanation_height(panel, dock: QDockWidget) -> int:
    """The explanation dock's height for all of its content (its title included)."""
    scroll = panel.findChild(QScrollArea)
    body = scroll.widget().sizeHint().height() if scroll is not None else 0
    fixed = panel.sizeHint().height() - (scroll.sizeHint().height() if scroll else 0)
    title = max(0, dock.sizeHint().height() - panel.sizeHint().height())
    return fixed + body + title + 4


def _separator(host) -> int:
    style = host.style()
    return style.pixelMetric(style.PixelMetric.PM_DockWidgetSeparatorExtent)


def given_back(host, docks, area: Qt.DockWidgetArea) -> float:
    """Pixels the view would gain across (RIGHT) or down (BOTTOM) without ``docks``."""
    total = 0.0
    separator = _separator(host)
    for dock in docks:
        if not dock.isVisible() or dock.isFloating() or host.dockWidgetArea(dock) != area:
            continue
        total += (dock.width() if area == RIGHT else dock.height()) + separator
    return total


def tiles_lack(host, stage_panel) -> int:
    """Measured as laid out now: the pixels the stage tiles lack side by side (0: none)."""
    lay_out_now(host)
    strip = stage_panel.strip
    return max(0, strip.tiles_width() - strip.viewport().width())
