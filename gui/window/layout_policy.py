"""The window's one layout rule: the current stage's numbers come first.

Pure decisions (no Qt), with no table of window sizes or token counts: the inputs are the large
view's measured room beyond what its 9-pt numbers need (gui.views.heatmap.number_room) and
whether the numbers can be drawn at all with every optional panel out of the way (``keep``:
computed by the caller from every stage's need). A panel narrows to the spare
room; below its useful minimum it gives way: the explanation and the docks become a tab in the
left column, M collapses to a strip that says how to bring it back. When the numbers cannot be
drawn anyway, panels take their preferred size. gui.window.placement applies these decisions
to every stage's need at once (the placement, computed, not watched).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SIDE_MIN_PX = 280          # a dock beside the view narrower than this is not worth having
BOTTOM_MIN_PX = 150        # a dock under the view lower than this is not worth having
MASK_MIN_PX = 120          # M's grid below this is not worth drawing (mask_editor's minimum)
PLACES = ("right", "bottom", "tab")     # the explanation's places, most room for it first


@dataclass(frozen=True)
class Placement:
    where: str     # "right", "bottom" or "tab" (a tab in the left column)
    size: int      # width for "right", height for "bottom", 0 for "tab"


def place_explanation(room_w: float, room_h: float, *, wide: bool, side_px: int,
                      wanted_h: int, keep: bool) -> Placement:
    """Where a pinned explanation goes: ``room_w``/``room_h`` are the view's spare pixels with
    the explanation out of the way, ``keep`` whether the numbers can be kept (drawn with every
    panel out of the way). Beside the view on a ``wide`` window if the spare width allows
    SIDE_MIN_PX, else under it if the spare height allows BOTTOM_MIN_PX, else a tab.
    Without numbers to keep: beside a wide view, else a tab, so the view keeps its labels."""
    if not keep:
        return Placement("right", side_px) if wide else Placement("tab", 0)
    spare_w, spare_h = int(room_w), int(room_h)
    if wide and spare_w >= SIDE_MIN_PX:
        return Placement("right", min(side_px, spare_w))
    if spare_h >= BOTTOM_MIN_PX:
        return Placement("bottom", min(wanted_h, spare_h))
    return Placement("tab", 0)


def dock_extent(room: float, preferred: int, minimum: int, *, keep: bool) -> int | None:
    """A side dock's width (or a bottom dock's height): the preferred size, narrowed to the
    view's spare ``room`` while the numbers must be kept; None: below ``minimum``, give way."""
    if not keep:
        return preferred
    spare = int(room)
    return min(preferred, spare) if spare >= minimum else None


def mask_width(room_w: float, preferred: int, *, keep: bool) -> int | None:
    """M's width beside the masked stage; None: collapse it to a strip."""
    return dock_extent(room_w, preferred, MASK_MIN_PX, keep=keep)


def column_width(current: int, preferred: int, minimum: int, spares: list[float]) -> int:
    """The left column's width (tokens and matrices): ``preferred``, narrowed by what the
    view's numbers lack there, never under ``minimum``. ``spares``: the view's spare width
    for each need (every stage together, each stage alone; < 0 lacks), measured with the column
    ``current`` wide and every optional panel out of the way. The column gives the most any
    need lacks that it can give; a need it cannot meet even at ``minimum`` takes nothing
    (narrowing in vain helps no one); ``preferred`` when none lacks or none can be met."""
    lacks = [(preferred - current) - spare for spare in spares]   # at ``preferred``
    met = [math.ceil(lack) for lack in lacks if 0 < lack <= preferred - minimum]
    return preferred - max(met) if met else preferred
