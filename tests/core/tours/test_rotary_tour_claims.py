"""The rotary tour's distance question is a choice whose answer a file states ("the same"):
the lesson's own numbers must bear it out, and the next step, which shows the scores, must
say the same. Checked here against the trace of the step's session."""

from __future__ import annotations

import numpy as np

from core.tours.library import load_tour
from core.tours.progress import TourProgress


def test_scores_three_apart_are_the_same_as_the_distance_question_answers():
    progress = TourProgress(load_tour("rotary-positions"), name="rotary-positions")
    asked = next(k for k, step in enumerate(progress.steps)
                 if step.ask is not None and "q₂·k₅" in step.ask.prompt)
    progress = progress.go_to(asked)
    question = progress.question
    assert question.kind == "choice" and question.options[question.answer] == "the same"
    assert progress.steps[asked].stage != "scores"        # the asked numbers are not in view

    scores = progress.session.run(dtype="float64").head("scores", 0)    # (n, n)
    np.testing.assert_allclose(scores[1, 4], scores[0, 3], rtol=1e-9, atol=1e-12)
    n = scores.shape[0]
    for offset in range(-n + 1, n):                       # every diagonal: one number
        diagonal = np.diagonal(scores, offset)
        np.testing.assert_allclose(diagonal, diagonal[0], rtol=1e-9, atol=1e-12)
    shown = progress.steps[asked + 1]
    assert shown.stage == "scores" and "q₁·k₄ and q₂·k₅ are the same" in shown.text
