"""The placement: where every panel of the window goes, computed in one pass from what is
measured, never from what was painted. No Qt.

Inputs (``PlacementInputs``): the large view's width and height with the left column at 0 px
and no panel beside or under it; the left column's preferred and minimum width; each stage's
need (the view's size at which its 9-pt numbers are drawn, and what it keeps beside the view:
M's strip on the masked stage), measured by the heatmap from text widths and token count
(gui.views.heatmap.number_room) without painting; the side docks shown, with their preferred
and useful minimum sizes; the pinned explanation; M on the masked stage.

The rule (gui.window.layout_policy's decisions, applied to every stage at once): the numbers
come first.

- The left column narrows by the most any stage lacks that it can give (down to its minimum),
  and never in vain: a stage it cannot bring to its numbers takes nothing.
- The stages that draw their numbers with every panel out of the way are *kept*. A side dock
  (then the explanation) takes what the kept stages leave spare, narrowed down to its useful
  minimum, else it becomes a tab in the left column. With no stage kept, panels take their
  preferred sizes.
- M takes what the masked stage leaves spare, else it folds to its strip (unless unfolded).

The result does not depend on the stage on screen nor on the order things happened in: the
same inputs give the same placement (a sentence typed at stage x and then stepped to scores is
placed as one typed at scores).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gui.window.layout_policy import (
    BOTTOM_MIN_PX,
    SIDE_MIN_PX,
    Placement,
    column_width,
    dock_extent,
    mask_width,
    place_explanation,
)

MAX_EXPLANATION_SHARE = 0.45    # of the window's height, at most, for the pinned explanation
SIDE_SHARE, SIDE_PX = 0.3, (360, 440)   # its width beside the view: this share, within these
SIDE_DOCK_SHARE = 0.3          # of the window's width, at most, for a side dock beside the view
SHARED_ROW_SHARE = 0.3         # of its height, at most, for a dock under the view
SIDE_DOCK_MIN_PX = SIDE_MIN_PX - 60      # a side dock's useful minimum beside the view
BOTTOM_DOCK_MIN_PX = BOTTOM_MIN_PX - 30  # ... and under it


@dataclass(frozen=True)
class StageNeed:
    stage: str
    width: float           # the large view's width (px) at which its numbers are drawn
    height: float          # ... and its height
    beside: float = 0.0    # px the stage keeps beside the view in the panel (M's strip)


@dataclass(frozen=True)
class DockWish:
    name: str
    where: str             # "right" (beside the view) or "bottom" (under it)
    preferred: int
    minimum: int           # under this it is not worth having: a tab in the left column


@dataclass(frozen=True)
class ExplanationWish:
    side_px: int           # its width beside the view
    wanted_h: int          # its content's height under the view
    view_min_w: int        # beside it, the view keeps at least this wide (else a tab/bottom)


@dataclass(frozen=True)
class MaskWish:
    preferred: int         # M's width beside the masked stage
    unfolded: bool = False  # the learner unfolded it: its preferred width, whatever it costs


@dataclass(frozen=True)
class PlacementInputs:
    view_w: float          # the view's width with the column at 0 px and no panel beside it
    view_h: float          # its height with no panel under it
    column: tuple[int, int]           # the left column's (preferred, minimum) width
    needs: tuple[StageNeed, ...]      # every stage of the session
    docks: tuple[DockWish, ...] = ()  # shown side docks, in the order they get room
    explanation: ExplanationWish | None = None   # pinned
    mask: MaskWish | None = None      # the masked stage on screen: M beside it
    separator: int = 0                # px between two docks


@dataclass(frozen=True)
class WindowPlacement:
    """Where the panels go (gui.window.placement_applier applies it). ``place`` gives every
    part; a placement of some parts only (the others None or absent) leaves the others as
    they are."""
    column: int | None = None                # the left column's width
    kept: tuple[str, ...] = ()               # stages whose numbers the panels leave drawn
    docks: dict[str, int | None] = field(default_factory=dict)   # by name: extent; None: a tab
    explanation: Placement | None = None     # where the pinned explanation goes
    mask: int | None = None                  # M's width; None: folded to its strip

    @property
    def keep(self) -> bool:
        return bool(self.kept)


def fits(need: StageNeed, view_w: float, view_h: float) -> bool:
    """A view ``view_w`` × ``view_h`` draws ``need``'s numbers (its strip beside it)."""
    return view_w - need.beside >= need.width and view_h >= need.height


def spare_room(needs: tuple[StageNeed, ...], bare: tuple[float, float],
               room: tuple[float, float] | None = None) -> tuple[float, float, tuple[str, ...]]:
    """(spare width, spare height, kept stages): the stages ``needs`` that draw their numbers
    in a view ``bare`` (w, h) big (every panel out of the way) are kept; the spare room is the
    least any of them leaves in a view ``room`` big (default: ``bare``). Nothing kept: 0, 0."""
    kept = [n for n in needs if fits(n, *bare)]
    width, height = room or bare
    spare_w = min((width - n.beside - n.width for n in kept), default=0.0)
    spare_h = min((height - n.height for n in kept), default=0.0)
    return spare_w, spare_h, tuple(sorted(n.stage for n in kept))


def place(inputs: PlacementInputs) -> WindowPlacement:
    """The whole placement for ``inputs`` (see the module docstring)."""
    preferred, minimum = inputs.column
    bare_h = inputs.view_h
    at_preferred = inputs.view_w - preferred
    reachable = [n for n in inputs.needs if n.height <= bare_h]   # the column helps width only
    column = column_width(preferred, preferred, minimum,
                          [at_preferred - n.beside - n.width for n in reachable])
    view_w = inputs.view_w - column
    spare_w, spare_h, kept = spare_room(inputs.needs, (view_w, bare_h))
    keep = bool(kept)
    taken_w = 0.0                              # by panels beside the view
    docks: dict[str, int | None] = {}
    for dock in inputs.docks:
        room = (spare_w - taken_w if dock.where == "right" else spare_h) - inputs.separator
        extent = dock_extent(room, dock.preferred, dock.minimum, keep=keep)
        docks[dock.name] = extent
        if extent is None:
            continue
        if dock.where == "right":
            taken_w += extent + inputs.separator
        else:
            spare_h -= extent + inputs.separator
    explanation = None
    if inputs.explanation is not None:
        wish = inputs.explanation
        wide = view_w - taken_w - wish.side_px >= wish.view_min_w
        explanation = place_explanation(spare_w - taken_w - inputs.separator,
                                        spare_h - inputs.separator, wide=wide,
                                        side_px=wish.side_px, wanted_h=wish.wanted_h,
                                        keep=keep)
        if explanation.where == "right":
            taken_w += explanation.size + inputs.separator
    mask = None
    if inputs.mask is not None:
        mask = _mask(inputs, view_w - taken_w, bare_h)
    return WindowPlacement(column, kept, docks, explanation, mask)


def _mask(inputs: PlacementInputs, view_w: float, view_h: float) -> int | None:
    """M's width beside the masked stage in a view ``view_w`` wide (its strip's room counted
    in the need); None: its strip."""
    wish = inputs.mask
    if wish.unfolded:
        return wish.preferred
    masked = [n for n in inputs.needs if n.stage == "masked"]
    if not masked:
        return wish.preferred
    need = masked[0]
    room = view_w - need.width          # with M folded away entirely (its strip given back)
    return mask_width(room, wish.preferred, keep=fits(need, view_w, view_h))


@dataclass(frozen=True)
class PinnedRoom:
    """What the pinned explanation is placed from, measured as the window is laid out now."""
    window: tuple[int, int]      # the window's width and height
    view: tuple[int, int]        # the large view's width and height now
    view_min_w: int              # the large view's minimum width
    spare: tuple[float, float]   # the view's spare (w, h) with the explanation out of the way
    keep: bool                   # some stage draws its numbers with every panel out of the way
    content_h: int               # the explanation's content height (all of it, no cap)
    beside_w: int = 0            # its width now, when it is shown beside the view


def pinned_explanation(room: PinnedRoom) -> Placement:
    """Where the pinned explanation goes (gui.window.layout_policy.place_explanation): beside
    the view at SIDE_SHARE of the window (within SIDE_PX) if the view, given back what the
    explanation takes beside it now, keeps its minimum width and SIDE_MIN_PX more; under it
    to its content's height, at most MAX_EXPLANATION_SHARE of the window, within the spare
    height; else a tab. (When no stage's numbers can be drawn anyway it never goes under the
    view: beside a wide view, else a tab.)"""
    window_w, window_h = room.window
    side = round(min(max(window_w * SIDE_SHARE, SIDE_PX[0]), SIDE_PX[1]))
    wanted = int(min(room.content_h, window_h * MAX_EXPLANATION_SHARE))
    wide = room.view[0] + room.beside_w - side >= room.view_min_w + SIDE_MIN_PX
    return place_explanation(*room.spare, wide=wide, side_px=side, wanted_h=wanted,
                             keep=room.keep)


def side_dock(where: str, preferred: int, window_size: tuple[int, int],
              room: tuple[float, float, bool]) -> int | None:
    """A shown side dock's extent (gui.window.layout_policy.dock_extent): beside the view
    (``where`` "right") its ``preferred`` width, at most SIDE_DOCK_SHARE of the window's, down
    to SIDE_DOCK_MIN_PX; under it its ``preferred`` height (0: SHARED_ROW_SHARE of the
    window's), down to BOTTOM_DOCK_MIN_PX; narrowed to ``room`` (the view's spare width and
    height with the dock out of the way, and whether the numbers are kept); None: a tab."""
    spare_w, spare_h, keep = room
    if where == "right":
        return dock_extent(spare_w, min(preferred, int(window_size[0] * SIDE_DOCK_SHARE)),
                           SIDE_DOCK_MIN_PX, keep=keep)
    return dock_extent(spare_h, preferred or round(window_size[1] * SHARED_ROW_SHARE),
                       BOTTOM_DOCK_MIN_PX, keep=keep)
