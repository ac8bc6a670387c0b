"""One numbering on one screen: tokens and heads count from 1, features (columns) from 0. A
tour question that names a cell, the view's labels of that cell and the explanation of it
all say the same numbers, in every language the tour is written in."""

from __future__ import annotations

import re

import pytest

from core.explanations import explain
from core.explanations.notation import sub
from core.tours.library import load_tour
from gui.views.stage_labels import stage_axes

CELL_WORDS = {   # "(q row 2, column 0)" as each language writes it
    None: r"\((\w) row (\d+), column (\d+)\)",
    "de": r"\((\w) Zeile (\d+), Spalte (\d+)\)",
    "es": r"\((\w) fila (\d+), columna (\d+)\)",
    "zh_CN": r"（(\w) 第 (\d+) 行，第 (\d+) 列）",
}


@pytest.mark.parametrize("language", list(CELL_WORDS))
def test_a_tour_question_the_view_and_the_explanation_number_a_cell_alike(language):
    checked = load_tour("the-lesson", language=language)
    named = 0
    for step, session in zip(checked.tour.steps, checked.sessions, strict=True):
        question = step.ask
        if question is None or question.col is None:
            continue
        said = re.search(CELL_WORDS[language], question.prompt or "")
        if said is None:
            continue
        stage, row, column = said[1], int(said[2]), int(said[3])
        assert stage == question.stage
        trace = session.run()
        axes = stage_axes(stage, trace, session.tokens, question.head)
        # the view: the row is the token that the question's row number counts to (from 1),
        # the column the one whose label is the question's column number (from 0)
        assert axes.row_labels[row - 1] == session.tokens[question.row]
        assert axes.col_labels[question.col] == str(column)
        # the explanation of that cell: q₂[0]
        text = explain(trace, stage, question.row, question.col,
                       head=question.head).short_text(session.tokens)
        assert text.startswith(f"{stage}{sub(row)}[{column}] = "), text
        named += 1
    assert named >= 1


def test_feature_numbers_in_the_tour_are_columns_the_view_labels():
    """'key feature 0 and key feature 1' names columns the k view has (d_head 2: 0 and 1)."""
    checked = load_tour("the-lesson")
    for step, session in zip(checked.tour.steps, checked.sessions, strict=True):
        for number in re.findall(r"(?:key|query|value) feature (\d+)", step.text):
            stage = step.stage if step.stage in ("q", "k", "v") else "k"
            labels = stage_axes(stage, session.run(), session.tokens, 0).col_labels
            assert number in labels, (step.title, number, labels)
