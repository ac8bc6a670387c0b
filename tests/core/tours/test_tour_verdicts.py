"""A tour's verdicts, answered right, wrong and not at all, on every question of the built-in
tours: each says the answer once (and a wrong prediction once beside it), and writes a number
as the view's cell writes it (core.number_text: 2.00, −0.50), never '2.000', which German and
Spanish readers take for two thousand."""

from __future__ import annotations

import re

import numpy as np
import pytest

from core.number_text import format_cell_value
from core.tours.answers import choices
from core.tours.library import load_tour
from core.tours.progress import TourProgress

THREE_DECIMALS = re.compile(r"\d\.\d{3}(?!\d)")


def _questions(name: str):
    progress = TourProgress(load_tour(name), name=name)
    for k, step in enumerate(progress.steps):
        if step.ask is not None:
            yield progress.go_to(k)


def _wrong(progress: TourProgress):
    offered = choices(progress.question, progress.session)
    if offered:
        return next(value for value, _ in offered if value != progress.answer.answer)
    return float(progress.answer.answer) + 1.0


@pytest.mark.parametrize("name", ["the-lesson", "the-labs", "rotary-positions", "gpu-attention"])
def test_verdicts_say_each_thing_once_and_write_numbers_as_the_view(name):
    asked = 0
    for progress in _questions(name):
        asked += 1
        answer, question = progress.answer, progress.question
        right = progress.predict(answer.answer).feedback()
        wrong = progress.predict(_wrong(progress)).feedback()
        blank = progress.reveal().feedback()
        assert right.right is True and wrong.right is False and blank.right is None
        for verdict in (right, wrong, blank):
            assert verdict.text.count(answer.label) == 1, verdict.text
            assert not THREE_DECIMALS.search(verdict.text), verdict.text
        said = wrong.text.replace(answer.label, "")
        assert answer.label not in said                  # the answer once, the guess beside it
        if question.kind in ("value", "sign"):           # the number as its cell shows it
            trace = progress.session.run()
            matrix = trace.head(question.stage, question.head or 0)
            cell = format_cell_value(float(np.asarray(matrix)[question.row, question.col]))
            assert cell in answer.label, (answer.label, cell)
    assert asked
