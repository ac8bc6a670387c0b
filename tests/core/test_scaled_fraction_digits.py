"""The scaled cell's fraction never contradicts itself: the score and the divisor it shows divide
to the value it shows (1.686 / 2 = 0.843 is shown as 1.686 / 2, never as 1.69 / 2 = 0.843)."""

from __future__ import annotations

import math

import torch

from core import explain
from core.session.value import Session

SENTENCE = "the young teacher carefully explained why every student should read the whole book"


def three_significant(value: float) -> str:
    """Python's own 3-significant-digit text, the reference the fraction's result is read by."""
    return f"{value:.3g}"


def read(text: str) -> float:
    return float(text.replace("−", "-"))


def scaled_fractions(d_head: int):
    session = Session.from_text(SENTENCE, d_model=8, d_head=d_head)
    trace = session.run(dtype=torch.float64)
    scores = trace["scores"].reshape(-1, *trace["scores"].shape[-2:])[0].numpy()
    n = scores.shape[0]
    for i in range(n):
        for j in range(n):
            yield scores[i, j], explain(trace, "scaled", i, j)


def test_the_shown_score_and_divisor_divide_to_the_shown_value():
    widened = 0
    for d_head in (4, 8):
        for score, explanation in scaled_fractions(d_head):
            shown_score, shown_divisor = explanation.shown_parts()
            assert math.isclose(read(shown_divisor), math.sqrt(d_head), rel_tol=5e-3)
            assert math.isclose(read(shown_score), score, rel_tol=5e-3, abs_tol=5e-3)
            value = score / math.sqrt(d_head)              # the scaled cell, computed here
            assert three_significant(read(shown_score) / read(shown_divisor)) == \
                three_significant(value), (shown_score, shown_divisor, value)
            widened += len(shown_score.lstrip("−0.")) > 3
            short = explanation.short_text()
            assert short.endswith(f"{shown_score}/{shown_divisor} = "
                                  f"{three_significant(value).replace('-', '−')}"), short
    assert widened > 0      # some cell of this sentence needs a fourth digit
