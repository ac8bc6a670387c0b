"""A tour never shows a question's answer before it asks: no earlier step of the same numbers
showed the asked stage (or a later one), in the built-in tours and their translations."""

from __future__ import annotations

import pytest

from core.tours.giveaway import given_away
from core.tours.library import load_tour, parse_and_check


@pytest.mark.parametrize("language", [None, "de", "es", "zh_CN"])
@pytest.mark.parametrize("name", ["the-lesson", "the-labs", "rotary-positions", "gpu-attention"])
def test_built_in_tours_ask_before_they_show(name, language):
    checked = load_tour(name, language=language)
    assert checked.note == ""
    assert given_away(checked.tour.steps, checked.sessions) == []


def tour(*steps) -> dict:
    return {"format": "qkv-lab-tour", "version": 1, "title": "t", "steps": list(steps)}


ASK_ROW = {"kind": "argmax", "stage": "scores", "row": 1, "text": "which?"}


def test_a_step_that_shows_the_stage_first_gives_the_question_away():
    shown_first = parse_and_check(tour(
        {"title": "a", "text": "look", "example": "mole-face", "stage": "weights"},
        {"title": "b", "text": "now say", "stage": "scores", "ask": ASK_ROW},
        {"title": "c", "text": "again", "stage": "scores", "ask": ASK_ROW},
        {"title": "d", "text": "other numbers", "example": "mole-chemistry", "stage": "scores",
         "ask": ASK_ROW}))
    # step 2: step 1 showed weights (after scores); step 3: step 2's reveal showed scores;
    # step 4 has other numbers
    assert given_away(shown_first.tour.steps, shown_first.sessions) == [1, 2]
    asked_first = parse_and_check(tour(
        {"title": "a", "text": "look", "example": "mole-face", "stage": "k"},
        {"title": "b", "text": "now say", "stage": "scores", "ask": ASK_ROW}))
    assert given_away(asked_first.tour.steps, asked_first.sessions) == []
