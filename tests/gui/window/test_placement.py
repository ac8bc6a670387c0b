"""The placement (gui.window.placement) without a window: checked against brute-force searches
written here over every column width and every place of every panel, on random windows."""

from __future__ import annotations

import random
from itertools import product

from gui.window.layout_policy import BOTTOM_MIN_PX, MASK_MIN_PX, SIDE_MIN_PX
from gui.window.placement import (
    DockWish,
    ExplanationWish,
    MaskWish,
    PinnedRoom,
    PlacementInputs,
    StageNeed,
    pinned_explanation,
    place,
    side_dock,
)

STAGES = ("x", "q", "scores", "masked", "weights", "z")


def _view(need: StageNeed, width: float, height: float) -> bool:
    """The numbers of ``need`` are drawn in a view ``width`` × ``height`` (its strip beside)."""
    return width - need.beside >= need.width and height >= need.height


def _random_inputs(rng: random.Random, *, docks=True, explanation=True, mask=False):
    needs = []
    for stage in STAGES:
        beside = 32.0 if stage == "masked" else 0.0
        needs.append(StageNeed(stage, rng.uniform(250, 1100), rng.uniform(250, 700), beside))
    wishes = []
    if docks:
        for name, where, preferred, minimum in (("dock_heads", "right", 440, SIDE_MIN_PX - 60),
                                                ("dock_tour", "right", 340, SIDE_MIN_PX - 60),
                                                ("dock_code", "bottom", 240, BOTTOM_MIN_PX - 30)):
            if rng.random() < 0.5:
                wishes.append(DockWish(name, where, preferred, minimum))
    wish = ExplanationWish(rng.choice((360, 440)), rng.randrange(150, 400), 300) \
        if explanation and rng.random() < 0.6 else None
    return PlacementInputs(view_w=rng.uniform(700, 1900), view_h=rng.uniform(450, 1000),
                           column=(rng.choice((280, 333, 370)), 208), needs=tuple(needs),
                           docks=tuple(wishes), explanation=wish,
                           mask=MaskWish(rng.randrange(150, 400)) if mask else None,
                           separator=rng.choice((0, 6)))


def _fitting(inputs: PlacementInputs, column: int) -> set[str]:
    return {n.stage for n in inputs.needs
            if _view(n, inputs.view_w - column, inputs.view_h)}


CASES = [_random_inputs(random.Random(seed)) for seed in range(400)]


def test_the_column_is_the_widest_that_keeps_every_stage_any_width_could():
    for inputs in CASES:
        preferred, minimum = inputs.column
        result = place(inputs)
        widths = range(minimum, preferred + 1)
        reachable = set().union(*(_fitting(inputs, c) for c in widths))
        best = max(c for c in widths if _fitting(inputs, c) >= reachable)   # brute force
        assert result.column == best, inputs
        assert set(result.kept) == reachable


def _final_view(inputs: PlacementInputs, result) -> tuple[float, float]:
    """The view's size with the panels placed as ``result`` says."""
    width, height = inputs.view_w - result.column, inputs.view_h
    for dock in inputs.docks:
        extent = result.docks[dock.name]
        if extent is None:
            continue
        if dock.where == "right":
            width -= extent + inputs.separator
        else:
            height -= extent + inputs.separator
    explanation = result.explanation
    if explanation is not None and explanation.where == "right":
        width -= explanation.size + inputs.separator
    elif explanation is not None and explanation.where == "bottom":
        height -= explanation.size + inputs.separator
    return width, height


def _options(dock: DockWish):
    return [None, *range(dock.minimum, dock.preferred + 1, 20), dock.preferred]


def test_panels_never_cost_a_kept_stage_its_numbers_and_give_way_only_when_they_must():
    for inputs in CASES:
        result = place(inputs)
        width, height = _final_view(inputs, result)
        kept = [n for n in inputs.needs if n.stage in result.kept]
        if not kept:        # no numbers anyway: every dock at its preferred size
            assert all(result.docks[d.name] == d.preferred for d in inputs.docks)
            continue
        assert all(_view(n, width, height) for n in kept), (inputs, result)
        # a brute force over every dock's places: where all of them fit beside the view at
        # their preferred sizes with the kept stages' numbers, none is narrowed or tabbed
        whole = {d.name: d.preferred for d in inputs.docks}
        if _keeps_all(inputs, result, whole):
            assert result.docks == whole
        # a dock made a tab could not have stayed, even at its minimum, with the others placed
        for dock in inputs.docks:
            if result.docks[dock.name] is None:
                tried = {**result.docks, dock.name: dock.minimum}
                assert not _keeps_all(inputs, result, tried), (inputs, result)


def _keeps_all(inputs, result, extents: dict) -> bool:
    trial = type(result)(result.column, result.kept, extents, None, None)
    width, height = _final_view(inputs, trial)
    return all(_view(n, width, height) for n in inputs.needs if n.stage in result.kept)


def test_some_placement_of_the_docks_exists_whenever_the_computed_one_tabs_them_all():
    """Exhaustive over every dock's places: when the function puts every dock in a tab, no
    combination of sizes (each at least its minimum) keeps the kept stages' numbers."""
    for inputs in CASES:
        result = place(inputs)
        if not result.kept or not inputs.docks or any(
                result.docks[d.name] is not None for d in inputs.docks):
            continue
        for combo in product(*(_options(d)[1:] for d in inputs.docks)):
            extents = {d.name: size for d, size in zip(inputs.docks, combo, strict=True)}
            assert not _keeps_all(inputs, result, extents), (inputs, combo)


def test_the_pinned_explanation_goes_where_the_numbers_keep_or_to_a_tab():
    for inputs in CASES:
        result = place(inputs)
        if inputs.explanation is None:
            assert result.explanation is None
            continue
        where = result.explanation.where
        if result.kept and where == "right":
            assert result.explanation.size >= SIDE_MIN_PX
        if result.kept and where == "bottom":
            assert result.explanation.size >= min(BOTTOM_MIN_PX, inputs.explanation.wanted_h)


def test_the_same_inputs_in_another_order_give_the_same_placement():
    for inputs in CASES[:100]:
        shuffled = list(inputs.needs)
        random.Random(1).shuffle(shuffled)
        again = PlacementInputs(**{**inputs.__dict__, "needs": tuple(shuffled)})
        assert place(again) == place(inputs)


def test_m_folds_to_its_strip_only_when_the_masked_stage_keeps_its_numbers_without_it():
    rng = random.Random(7)
    for _ in range(300):
        inputs = _random_inputs(rng, docks=False, explanation=False, mask=True)
        result = place(inputs)
        masked = next(n for n in inputs.needs if n.stage == "masked")
        view_w = inputs.view_w - result.column
        preferred = inputs.mask.preferred
        if not _view(masked, view_w, inputs.view_h):       # no numbers anyway: M shown
            assert result.mask == preferred
        elif result.mask is None:                          # folded: M at its minimum would
            assert not _view(StageNeed("masked", masked.width, masked.height, MASK_MIN_PX),
                             view_w, inputs.view_h)        # cost the numbers
        else:                                              # shown: the numbers stay
            assert MASK_MIN_PX <= result.mask <= preferred
            assert _view(StageNeed("masked", masked.width, masked.height, result.mask),
                         view_w, inputs.view_h)
    unfolded = _random_inputs(random.Random(3), docks=False, explanation=False, mask=True)
    unfolded = PlacementInputs(**{**unfolded.__dict__, "mask": MaskWish(300, unfolded=True)})
    assert place(unfolded).mask == 300


def _pinned_reference(room: PinnedRoom) -> tuple[str, int]:
    """The pinned explanation's place, written out from its rules: a side band of 30 % of the
    window within 360–440 px; all of its content under the view up to 45 % of the window;
    beside a view that keeps its minimum and 280 px more, else under it, else a tab (without
    numbers to keep: beside a view that keeps its minimum and 280 px more, else a tab)."""
    window_w, window_h = room.window
    side = round(min(max(0.3 * window_w, 360), 440))
    under = min(room.content_h, int(0.45 * window_h))
    wide = room.view[0] + room.beside_w - room.view_min_w - side >= 280
    spare_w, spare_h = int(room.spare[0]), int(room.spare[1])
    if not room.keep:
        return ("right", side) if wide else ("tab", 0)
    options = [("right", min(side, spare_w)) if wide and spare_w >= 280 else None,
               ("bottom", min(under, spare_h)) if spare_h >= 150 else None, ("tab", 0)]
    return next(option for option in options if option is not None)


def test_the_pinned_explanation_is_placed_as_its_rules_say():
    rng = random.Random(11)
    for _ in range(2000):
        beside = rng.random() < 0.4
        room = PinnedRoom(window=(rng.randrange(700, 2000), rng.randrange(450, 1200)),
                          view=(rng.randrange(250, 1500), rng.randrange(150, 900)),
                          view_min_w=rng.choice((0, 120, 200)),
                          spare=(rng.uniform(-300, 700), rng.uniform(-300, 500)),
                          keep=rng.random() < 0.7, content_h=rng.randrange(60, 900),
                          beside_w=rng.randrange(200, 450) if beside else 0)
        placement = pinned_explanation(room)
        assert (placement.where, placement.size) == _pinned_reference(room), room
        if room.keep and placement.where == "right":
            assert placement.size >= SIDE_MIN_PX


def test_a_side_dock_takes_the_spare_room_down_to_its_use_else_a_tab():
    """Beside the view: its width, at most 30 % of the window, within the spare width, never
    under 220 px; under it: its height (or 30 % of the window), within the spare height,
    never under 120 px; with no numbers to keep, that width (height) whatever the room."""
    rng = random.Random(5)
    for _ in range(2000):
        where = rng.choice(("right", "bottom"))
        preferred = rng.choice((0, 340, 440)) if where == "bottom" else rng.choice((340, 440))
        window = (rng.randrange(640, 2000), rng.randrange(440, 1200))
        spare_w, spare_h = rng.uniform(-200, 700), rng.uniform(-200, 500)
        keep = rng.random() < 0.7
        extent = side_dock(where, preferred, window, (spare_w, spare_h, keep))
        if where == "right":
            wanted, spare, least = min(preferred, int(0.3 * window[0])), int(spare_w), 220
        else:
            wanted, spare, least = preferred or round(0.3 * window[1]), int(spare_h), 120
        if not keep:
            assert extent == wanted
        elif spare < least:
            assert extent is None
        else:
            assert extent == min(wanted, spare)
