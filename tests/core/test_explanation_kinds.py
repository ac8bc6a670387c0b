"""Each explanation kind carries its own behaviour: a kind defined here, in one place, reads
as text, names its feeders and recombines without any other module knowing it."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pytest

from core.explanations import explain, explanation, long_text
from core.explanations.base import Explanation
from core.explanations.explanation import __all__ as KIND_NAMES
from core.session.value import Session


@dataclass(frozen=True)
class ResidualExplanation(Explanation):
    """A made-up kind: out + x at (i, c), the residual stream a later lesson might add."""

    attended: float
    residual: float

    def recombine(self) -> float:
        return self.attended + self.residual

    def formula(self) -> str:
        return f"res[{self.row}, {self.col}] = out + x"

    def short_text(self, tokens=None) -> str:
        return f"res = {self.attended} + {self.residual}"

    def long_lines(self, tokens=None) -> list[str]:
        return [f"out = {self.attended}", f"x = {self.residual}"]

    def feeding_cells(self):
        return {"output": [(0, self.row, self.col)], "x": [(0, self.row, self.col)]}


def test_a_kind_defined_in_one_place_works_through_the_public_functions():
    e = ResidualExplanation("residual", None, 2, 3, 1.75, attended=1.5, residual=0.25)
    assert e.recombine() == 1.75
    assert e.short_text() == "res = 1.5 + 0.25"
    assert long_text(e, ["a", "b", "c"]).splitlines() == [
        "residual: row 3 “c”, feature 3", "res[2, 3] = out + x = 1.75",
        "  out = 1.5", "  x = 0.25", "= 1.75"]
    assert e.feeding_cells() == {"output": [(0, 2, 3)], "x": [(0, 2, 3)]}
    assert e.drawing == "statement" and e.panel_note == ""


def test_every_kind_overrides_the_behaviour_of_the_base():
    kinds = [getattr(explanation, name) for name in KIND_NAMES
             if isinstance(getattr(explanation, name), type)
             and getattr(explanation, name) is not Explanation]
    assert len(kinds) == 9  # rotation (rotary positions) is the ninth
    for kind in kinds:
        for method in ("recombine", "formula", "short_text", "long_lines", "feeding_cells"):
            assert getattr(kind, method) is not getattr(Explanation, method), (kind, method)


def test_only_row_kinds_have_a_row_width_and_it_is_the_rows_length():
    trace = Session.from_text("the mole on his face").run()
    weights, z = explain(trace, "weights", 1), explain(trace, "z", 1)
    assert weights.row_width() == trace.head("weights", 0).shape[1] == 5
    assert z.row_width() == trace.head("z", 0).shape[1] == 4
    assert math.isclose(weights.recombine(), float(np.sum(trace.head("weights", 0)[1])),
                        rel_tol=1e-6)         # float32 weights, float64 recombination
    with pytest.raises(ValueError, match="scores explains single cells"):
        explain(trace, "scores", 1, 2).row_width()
