"""A learner's own sentence with a word typed twice ties two keys exactly: the tour opens, each
tied key is a right answer, another key is not (before, the tour refused to open: "row 1 of
weights ties between columns 0 and 9: no single answer"). A tour's own sentences still must
have one answer."""

from __future__ import annotations

import numpy as np
import pytest

from core.tours.answers import answer_for, is_right
from core.tours.library import load_tour
from core.tours.sessions import StepError

TEXT = ("The patient teacher explained every step of attention while the students took careful "
        "notes")


def _weights_row(session, row: int) -> np.ndarray:
    """softmax((x W^Q)(x W^K)ᵀ / √d_head + mask) of one query, written here for head 0."""
    x = session.x()                                    # (n, d_model)
    q, k = x @ session.w_q[0], x @ session.w_k[0]      # (n, d_head) each
    if session.b_q is not None:
        q, k = q + session.b_q[0], k + session.b_k[0]
    scores = (q[row] @ k.T) / (np.sqrt(q.shape[1]) if session.scaled else 1.0)   # (n,)
    n = len(session.tokens)
    if session.causal:
        scores = np.where(np.arange(n) <= row, scores, -np.inf)
    if session.mask is not None:
        scores = np.where(session.mask[row], scores, -np.inf)
    e = np.exp(scores - scores.max())
    return e / e.sum()


def _own_argmax_step(checked):
    for index, step in enumerate(checked.tour.steps):
        if step.source is not None and step.source.kind == "own" and step.ask is not None \
                and step.ask.kind == "argmax":
            return index, step
    raise AssertionError("the lesson tour has no argmax question on the learner's sentence")


def test_a_word_typed_twice_ties_keys_and_each_is_right():
    checked = load_tour("the-lesson", TEXT)             # raised StepError before
    index, step = _own_argmax_step(checked)
    session = checked.sessions[index]
    assert session.tokens[0].lower() == session.tokens[9].lower() == "the"
    assert session.positional is False and session.temperature is None
    weights = _weights_row(session, step.ask.row)
    top = np.flatnonzero(np.isclose(weights, weights.max(), rtol=0, atol=1e-12))
    assert len(top) >= 2                                 # the sentence really ties
    answer = checked.answers[index]
    assert {answer.answer, *answer.also} == set(top.tolist())
    assert all(is_right(step.ask, answer, int(col)) for col in top)
    others = [col for col in range(len(weights)) if col not in top]
    assert not any(is_right(step.ask, answer, col) for col in others)
    assert " = " in answer.label                         # both keys named in the reveal


def test_a_tie_in_a_tours_own_sentence_is_still_a_fault():
    checked = load_tour("the-lesson", TEXT)
    index, step = _own_argmax_step(checked)
    with pytest.raises(StepError, match="no single answer"):
        answer_for(step.ask, checked.sessions[index])   # not the learner's: one answer
