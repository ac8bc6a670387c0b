"""The window's one layout rule: the current stage's numbers come first.

Pure decisions (no Qt): given how much room the large view has beyond what its 9-pt numbers
need (gui.views.heatmap.number_room), how big a side panel may be and where it goes. A panel
narrows to the spare room; below its useful minimum it gives way: the explanation and the docks
become a tab in the left column, M collapses to a strip that says how to bring it back. The
promise holds up to ``promised_tokens`` tokens for the screen; past it (the numbers cannot be
drawn anyway) panels take their preferred size.
"""

from __future__ import annotations

from dataclasses import dataclass

# (screen width, height, tokens whose numbers are promised), largest first
PROMISES = ((1280, 800, 16), (1024, 700, 10))
SIDE_MIN_PX = 280          # a dock beside the view narrower than this is not worth having
BOTTOM_MIN_PX = 150        # a dock under the view lower than this is not worth having
MASK_MIN_PX = 120          # M's grid below this is not worth drawing (mask_editor's minimum)
AIR_PX = 8                 # left to the view beyond the bare need (rounding, a splitter handle)


@dataclass(frozen=True)
class Placement:
    where: str     # "right", "bottom" or "tab" (a tab in the left column)
    size: int      # width for "right", height for "bottom", 0 for "tab"


def promised_tokens(width: int, height: int) -> int:
    """Up to how many tokens the numbers are promised on a screen (window) this big."""
    for min_w, min_h, tokens in PROMISES:
        if width >= min_w and height >= min_h:
            return tokens
    return 0


def promised(n_tokens: int, width: int, height: int) -> bool:
    return n_tokens <= promised_tokens(width, height)


def place_explanation(room_w: float, room_h: float, *, wide: bool, side_px: int,
                      wanted_h: int, keep: bool) -> Placement:
    """Where a pinned explanation goes: ``room_w``/``room_h`` are the view's spare pixels with
    the explanation out of the way (a strip under the view), ``keep`` whether the numbers must
    be kept (promised and possible). Beside the view on a ``wide`` window if the spare width
    allows SIDE_MIN_PX, else under it if the spare height allows BOTTOM_MIN_PX, else a tab.
    Without numbers to keep: beside a wide view, else a tab, so the view keeps its labels."""
    if not keep:    # no numbers to keep: beside a wide view, else a tab (the labels stay)
        return Placement("right", side_px) if wide else Placement("tab", 0)
    spare_w, spare_h = int(room_w) - AIR_PX, int(room_h) - AIR_PX
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
    spare = int(room) - AIR_PX
    return min(preferred, spare) if spare >= minimum else None


def mask_width(room_w: float, preferred: int, *, keep: bool) -> int | None:
    """M's width beside the masked stage; None: collapse it to a strip."""
    return dock_extent(room_w, preferred, MASK_MIN_PX, keep=keep)
