"""Two indices in a subscript stay apart: a₁₂,₃ is row 12, column 3 (a₁₂₃ could be anything)."""

from __future__ import annotations

from core.explanations import explain, long_text
from core.explanations.notation import sub2
from core.session.value import Session


def test_two_indices_are_separated():
    assert sub2(64, 14) == "₆₄,₁₄"
    assert sub2(1, 23) != sub2(12, 3)


def test_a_weight_explanation_names_its_row_and_column_apart():
    session = Session.from_text(" ".join(f"w{t}" for t in range(14)))
    explanation = explain(session.run(dtype="float64"), "weights", 11, 2)  # 0-based indices
    assert "a₁₂,₃" in long_text(explanation)  # read from 1: the 12th query, the 3rd key
    assert "softmax row 12" in explanation.short_text()
    assert "a₁₂₃" not in explanation.short_text() + long_text(explanation)
