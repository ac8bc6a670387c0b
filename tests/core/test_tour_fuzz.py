"""Mutated tours never raise past `tour check`: every document ends in a tour or in problem
lines that name a step or a field (hypothesis)."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.tours.library import TourFileError, parse_and_check
from tests.core.test_tours import SMALL

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**30) | st.floats(allow_nan=False,
                                                                     allow_infinity=False)
    | st.text(max_size=12) | st.sampled_from(["weights", "mole-face", "argmax", "W_Q", "code",
                                              "causal", "scores"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(
        st.sampled_from(["kind", "stage", "row", "col", "settings", "cell", "matrix", "value",
                         "x"]), children, max_size=3),
    max_leaves=6)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


PATHS = [path for path in _paths(SMALL) if path]


@st.composite
def mutated_tours(draw):
    document = copy.deepcopy(SMALL)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS))
        target = document
        try:
            for key in path[:-1]:
                target = target[key]
            if draw(st.booleans()) and isinstance(target, dict):
                target.pop(path[-1], None)
            else:
                target[path[-1]] = draw(JSON_VALUES)
        except (KeyError, IndexError, TypeError):
            continue
    return document


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_tours())
def test_mutated_tours_end_in_a_tour_or_in_named_problems(document):
    document = json.loads(json.dumps(document))
    try:
        checked = parse_and_check(document)
    except TourFileError as error:
        assert error.problems
        for problem in error.problems:
            assert "\n" not in problem
            head = problem.split(":")[0]
            assert head.startswith("step ") or head in (
                "format", "version", "title", "description", "steps") or \
                problem.startswith("the file holds") or head in document, problem
        return
    assert len(checked.sessions) == len(checked.tour.steps)
    assert set(checked.answers) == {k for k, _ in checked.tour.questions}
