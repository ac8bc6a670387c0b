"""The layout policy's inputs, measured: the large view's room beyond what its 9-pt numbers need
(gui.views.heatmap.number_room), with M and some docks out of the way, and whether the numbers
can be kept at all. DockLayout (gui.window.dock_layout), SideDocks and NumbersWatch read them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from core.attention.stages import SQUARE_STAGES
from gui.window.side_docks import BOTTOM, RIGHT


def docks_of(host) -> list[QDockWidget]:
    """The host's docks: its direct children (a dock stays one, floating or tabbed), found
    without walking every widget of the window (512 chips are 512 more to walk)."""
    return [child for child in host.children() if isinstance(child, QDockWidget)]


def lay_out_now(host) -> None:
    """Apply pending dock and widget geometry at once (no waiting for the event loop)."""
    layout = host.layout()
    layout.invalidate()          # (a dock tabbed away: the window's minimum is lower now)
    layout.activate()


def own_room(host, parts, without: tuple[QDockWidget, ...] = ()) -> tuple[float, float]:
    """The stage on screen's spare room (width, height) beyond its numbers' need, with M and
    the docks ``without`` out of the way."""
    large = parts.stage_panel.large
    room = large.number_room(square=parts.stage_panel.stage in SQUARE_STAGES)
    return (room.spare_w + mask_px(parts) + given_back(host, without, RIGHT),
            room.spare_h + given_back(host, without, BOTTOM))


def mask_px(parts) -> int:
    """Pixels M would give the view folded away (on the masked stage it keeps its strip)."""
    masks = parts.masks
    if masks is None:
        return 0
    width = masks.side_width()
    if not masks.fold.is_active():
        width -= masks.fold.strip_px()
    return width


def view_room(host, parts, drew_bare, without: tuple[QDockWidget, ...] = ()
              ) -> tuple[float, float, bool]:
    """(spare width, spare height, keep): the large view's room beyond its numbers' need for
    every stage of the session, with M and the docks ``without`` out of the way (never
    narrower than the stage tiles need), and whether the numbers can be kept: drawn with
    every panel out of the way (``drew_bare(stage)``: seen drawn so, or estimated from the
    need of the stage on screen)."""
    large = parts.stage_panel.large
    room = large.number_room(square=parts.stage_panel.stage in SQUARE_STAGES,
                             others=parts.stage_panel.number_samples())   # every stage
    back_w = given_back(host, without, RIGHT)
    spare_w = room.spare_w + mask_px(parts) + back_w
    central = host.centralWidget()        # no narrower than the tiles need
    strip = parts.stage_panel.strip        # (and what lies beside the strip in it)
    least = max(central.minimumSizeHint().width(),
                strip.tiles_width() + central.width() - strip.width())
    spare_w = min(spare_w, central.width() + back_w - least)
    spare_h = room.spare_h + given_back(host, without, BOTTOM)
    every = tuple(d for d in docks_of(host)
                  if d.isVisible() and not d.isFloating()
                  and host.dockWidgetArea(d) in (RIGHT, BOTTOM))
    own_w, own_h = own_room(host, parts, every)
    keep = (own_w >= 0 and own_h >= 0) or drew_bare(parts.stage_panel.stage)
    return spare_w, spare_h, keep


def given_back(host, docks, area: Qt.DockWidgetArea) -> float:
    """Pixels the view would gain across (RIGHT) or down (BOTTOM) without ``docks``."""
    total = 0.0
    style = host.style()
    separator = style.pixelMetric(style.PixelMetric.PM_DockWidgetSeparatorExtent)
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
