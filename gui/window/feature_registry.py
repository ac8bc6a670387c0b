"""The window's features, registered: what each needs, what it provides, what it can show.

A feature is a small class (``Feature``) that names the type it ``provides`` (what
``registry.get(T)`` returns: a TourFeatures, a HeadsDock), the features it ``needs`` (built
before it, handed to ``build`` in that order), those it ``waits_for`` (told through
``available`` when each is built, whatever the order) and its ``surfaces``: the docks, tabs,
dialogs, companion windows and popups it can show, each with a way to open it for a check.

The registry builds the features in dependency order (their registration order where nothing
says otherwise), tells each about those it waits for, and tears them down in reverse order.
It imports no Qt: a surface's ``open`` returns the widget it showed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

T = TypeVar("T")

SURFACE_KINDS = ("dock", "tab", "dialog", "window", "popup")


@dataclass(frozen=True)
class Surface:
    """One thing a feature can show: ``name`` (unique in the window), ``kind`` (one of
    SURFACE_KINDS), ``open``, which opens or shows it and returns the QWidget that
    appeared (the dock, the dialog, the lab's window, the menu, a side panel of the window;
    never the whole main window), and ``close``, which
    puts back what ``open`` changed beyond showing that widget (leaves the tour, hides a side
    panel). Without ``close`` a check closes the widget when it is a window of its own and
    hides the docks that ``open`` showed (gui/automation/scripted_surfaces.py). ``data``: the
    learner's data that ``open`` puts on the surface beyond the session's (a file's name and
    folder a question names), or names written alike in every language (each language's own
    name in View › Language): words of any language, as the session's tokens are."""

    name: str
    kind: str
    open: Callable[[], Any]
    close: Callable[[], None] | None = None
    data: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in SURFACE_KINDS:
            raise ValueError(f"surface {self.name!r}: kind {self.kind!r} is none of "
                             f"{', '.join(SURFACE_KINDS)}")


class Feature:
    """One feature's registration. Subclasses set ``provides`` and write ``build``; the rest
    is optional. ``parts`` is the window's WindowParts (gui/window/window_parts.py)."""

    provides: ClassVar[type]
    needs: ClassVar[tuple[type, ...]] = ()       # built first, handed to build() in order
    waits_for: ClassVar[tuple[type, ...]] = ()   # available() is called once each exists

    def build(self, parts, *needed) -> Any:
        """The feature, made from the parts it uses and the features it needs."""
        raise NotImplementedError

    def surfaces(self, built) -> Iterable[Surface]:
        """What it can show (none by default)."""
        return ()

    def available(self, built, other) -> None:
        """``other`` (one of ``waits_for``) now exists."""

    def all_available(self, built) -> None:
        """Every feature of the window now exists (the widgets each added are in place)."""

    def restore_layout(self, built) -> None:
        """The window restored a saved layout: put back what the feature keeps."""

    def settle_layout(self, built) -> None:
        """After every feature restored its part: place what depends on all of them."""

    def teardown(self, built) -> None:
        """The window goes away: drop what ties the feature to the others and to the window."""


class FeatureRegistry:
    """The features of one window, built from ``parts`` in dependency order."""

    def __init__(self, parts, features: Iterable[type[Feature]]) -> None:
        self._specs: list[Feature] = []
        self._built: dict[type, Any] = {}
        for spec in _in_dependency_order([feature() for feature in features]):
            self._add(spec, parts)
        for spec in list(self._specs):
            spec.all_available(self._built[spec.provides])

    def _add(self, spec: Feature, parts) -> None:
        needed = [self._built[kind] for kind in spec.needs]
        built = spec.build(parts, *needed)
        if not isinstance(built, spec.provides):
            raise TypeError(f"{type(spec).__name__} built a {type(built).__name__}, "
                            f"not the {spec.provides.__name__} it provides")
        self._specs.append(spec)
        self._built[spec.provides] = built
        for kind in spec.waits_for:          # those it waits for that came first
            if kind in self._built:
                spec.available(built, self._built[kind])
        for earlier in self._specs[:-1]:     # those that came first and wait for it
            if spec.provides in earlier.waits_for:
                earlier.available(self._built[earlier.provides], built)

    def get(self, kind: type[T]) -> T:
        """The feature that provides ``kind``; KeyError naming it when there is none."""
        try:
            return self._built[kind]
        except KeyError:
            raise KeyError(f"no feature provides {kind.__name__}") from None

    def named(self, type_name: str) -> Any:
        """The feature whose provided type is called ``type_name`` ("TourFeatures"): for rooms
        below the window that may not import its types (gui/automation)."""
        for kind, built in self._built.items():
            if kind.__name__ == type_name:
                return built
        raise KeyError(f"no feature provides {type_name}")

    def __contains__(self, kind: type) -> bool:
        return kind in self._built

    def provided(self) -> list[type]:
        """The provided types, in build order."""
        return [spec.provides for spec in self._specs]

    def surfaces(self) -> list[Surface]:
        """Every surface every feature declares, in build order."""
        return [surface for spec in self._specs
                for surface in spec.surfaces(self._built[spec.provides])]

    def restore_layout(self) -> None:
        """Each feature puts back its part of a restored layout, then each settles."""
        for spec in list(self._specs):
            spec.restore_layout(self._built[spec.provides])
        for spec in list(self._specs):
            spec.settle_layout(self._built[spec.provides])

    def teardown(self) -> None:
        """Every feature torn down, the last built first; the registry is empty after."""
        while self._specs:
            spec = self._specs.pop()
            spec.teardown(self._built.pop(spec.provides))


def _in_dependency_order(specs: list[Feature]) -> list[Feature]:
    """``specs`` ordered so that each comes after what it needs, otherwise as registered;
    ValueError naming the feature whose need no feature provides or that closes a circle."""
    providers = {spec.provides: spec for spec in specs}
    if len(providers) != len(specs):
        raise ValueError("two features provide the same type")
    ordered: list[Feature] = []
    visiting: set[int] = set()

    def visit(spec: Feature) -> None:
        if spec in ordered:
            return
        if id(spec) in visiting:
            raise ValueError(f"{type(spec).__name__} needs itself through its needs")
        visiting.add(id(spec))
        for kind in spec.needs:
            if kind not in providers:
                raise ValueError(f"{type(spec).__name__} needs {kind.__name__}, "
                                 "which no feature provides")
            visit(providers[kind])
        visiting.discard(id(spec))
        ordered.append(spec)

    for spec in specs:
        visit(spec)
    return ordered
