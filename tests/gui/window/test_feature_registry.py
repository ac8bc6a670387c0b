"""The feature registry (gui/window/feature_registry.py) on its own: build order from needs,
availability notices whichever comes first, teardown in reverse, clear refusals."""

from __future__ import annotations

import re

import pytest

from gui.window.feature_registry import Feature, FeatureRegistry, Surface


class Log(list):
    """What the features did, in order (the parts every test feature is handed)."""


class A:
    def __init__(self, log, *needed):
        self.needed = needed
        log.append(("build", type(self).__name__))


class B(A):
    pass


class C(A):
    pass


def spec(provided, needs=(), waits=(), shows=()):
    """A Feature class providing ``provided``, logging its hooks."""

    class Spec(Feature):
        provides = provided

        def build(self, log, *needed):
            self.log = log
            return provided(log, *needed)

        def available(self, built, other):
            self.log.append(("available", provided.__name__, type(other).__name__))

        def surfaces(self, built):
            return tuple(Surface(name, "dialog", lambda: built) for name in shows)

        def teardown(self, built):
            self.log.append(("teardown", provided.__name__))

    Spec.needs, Spec.waits_for = needs, waits
    return Spec


def test_needs_come_first_whatever_the_registration_order():
    log = Log()
    registry = FeatureRegistry(log, [spec(C, needs=(B,)), spec(B, needs=(A,)), spec(A)])
    assert [entry for entry in log if entry[0] == "build"] == \
        [("build", "A"), ("build", "B"), ("build", "C")]
    assert registry.provided() == [A, B, C]
    c = registry.get(C)
    assert c.needed == (registry.get(B),) and registry.get(B).needed == (registry.get(A),)


def test_without_needs_the_registration_order_stands():
    log = Log()
    FeatureRegistry(log, [spec(B), spec(C), spec(A)])
    assert [name for _, name in log] == ["B", "C", "A"]


def test_a_waiting_feature_hears_of_the_other_whichever_is_built_first():
    log = Log()
    FeatureRegistry(log, [spec(A, waits=(B, C)), spec(B), spec(C, waits=(A,))])
    # A is built before B and C: it hears of each as it comes; C, built after A, hears at once
    assert [entry for entry in log if entry[0] == "available"] == [
        ("available", "A", "B"), ("available", "C", "A"), ("available", "A", "C")]


def test_teardown_runs_in_reverse_build_order_and_empties_the_registry():
    log = Log()
    registry = FeatureRegistry(log, [spec(C, needs=(A,)), spec(A), spec(B)])
    registry.teardown()
    assert [name for kind, name in log if kind == "teardown"] == ["B", "C", "A"]
    assert registry.provided() == [] and A not in registry
    with pytest.raises(KeyError, match="no feature provides A"):
        registry.get(A)


def test_surfaces_are_listed_in_build_order_and_open_to_their_feature():
    registry = FeatureRegistry(Log(), [spec(B, needs=(A,), shows=("b-dialog",)),
                                       spec(A, shows=("a-one", "a-two"))])
    surfaces = registry.surfaces()
    assert [s.name for s in surfaces] == ["a-one", "a-two", "b-dialog"]
    assert surfaces[2].open() is registry.get(B)
    assert registry.named("B") is registry.get(B)


def test_refusals_name_the_feature():
    with pytest.raises(ValueError, match="needs C, which no feature provides"):
        FeatureRegistry(Log(), [spec(A, needs=(C,))])
    with pytest.raises(ValueError, match="needs itself"):
        FeatureRegistry(Log(), [spec(A, needs=(B,)), spec(B, needs=(A,))])
    with pytest.raises(ValueError, match="two features provide"):
        FeatureRegistry(Log(), [spec(A), spec(A)])
    with pytest.raises(ValueError, match="kind 'sheet'"):
        Surface("x", "sheet", lambda: None)

    class Wrong(Feature):
        provides = B

        def build(self, log):
            return A(log)

    with pytest.raises(TypeError, match="built a A, not the B it provides"):
        FeatureRegistry(Log(), [Wrong])


ZERO_TIMER = re.compile(r"singleShot\(\s*0\s*,|\.start\(\s*0\s*\)|setInterval\(\s*0\s*\)|"
                        r"interval\s*=\s*0\b")


def test_no_zero_timer_orders_anything_outside_the_automation():
    """Order comes from the registry and from Qt's own events (a resize, a show, a layout
    request), never from a zero-delay timer (QTimer.singleShot(0, ...), a QTimer started or
    set to 0 ms); only gui/automation, which drives the whole window, waits for the event loop
    that way."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "gui"
    found = [f"{path.relative_to(root.parent)}:{number}: {line.strip()}"
             for path in sorted(root.rglob("*.py")) if "automation" not in path.parts
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ZERO_TIMER.search(line)]
    assert found == []
