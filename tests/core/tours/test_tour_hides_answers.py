"""While a question waits, no surface shows its answer (issue 42): in every built-in tour and
language, each question that asks about numbers hides the asked stage and every later one, and
every drawing of the Vectors dock made of a hidden stage; a choice question about the numbers
of a selected cell or row names the stage that would answer it (step 13 of "The lesson,
predicted" asked sharper or flatter while the weights view showed both rows)."""

from __future__ import annotations

import pytest

from core.attention.stages import STAGES, stage_index
from core.tours.giveaway import VECTOR_DRAWINGS, hidden_surfaces
from core.tours.library import load_tour, parse_and_check
from core.tours.progress import TourProgress

TOURS = ["the-lesson", "the-labs", "rotary-positions"]
# the stages each drawing of the Vectors dock draws, read off the drawings themselves: q and k
# arrows (scores are their dot products, key widths the weights); the outputs (z with one head)
DRAWN = {"qk": {"q", "k", "scores", "scaled", "masked", "weights"},
         "moves": {"z", "concat", "output"}, "two": {"z", "concat", "output"},
         "turns": {"q", "k", "scores"}}


@pytest.mark.parametrize("language", [None, "de", "es", "zh_CN"])
@pytest.mark.parametrize("name", TOURS)
def test_every_waiting_question_hides_its_stage_and_the_drawings_of_it(name, language):
    checked = load_tour(name, language=language)
    assert checked.note == ""
    for index, step in enumerate(checked.tour.steps):
        question = step.ask
        if question is None:
            continue
        hidden = hidden_surfaces(question)
        progress = TourProgress(checked, name, index)
        assert progress.hidden_surfaces() == hidden          # while it waits
        if question.kind == "compare" or (question.kind == "choice" and not question.stage):
            assert hidden.stages == frozenset(), (name, index + 1)
            continue
        later = set(STAGES[stage_index(question.stage):])
        assert hidden.stages == later, (name, index + 1)
        assert hidden.heads_grid
        assert hidden.vectors == {drawing for drawing, stages in DRAWN.items()
                                  if stages & later}, (name, index + 1)
        if step.select is not None and step.select.col is not None:
            assert hidden.hides_cell_of(step.select.stage) == (
                stage_index(step.select.stage) >= stage_index(question.stage))


@pytest.mark.parametrize("language", [None, "de", "es", "zh_CN"])
@pytest.mark.parametrize("name", TOURS)
def test_a_choice_about_a_selected_cell_names_the_stage_that_answers_it(name, language):
    checked = load_tour(name, language=language)
    for index, step in enumerate(checked.tour.steps):
        if step.ask is not None and step.ask.kind == "choice" and step.select is not None:
            assert step.ask.stage, (name, index + 1, step.ask.prompt)
            # the asked numbers stay hidden in the view the step shows, when it shows them
            assert stage_index(step.ask.stage) >= stage_index(step.select.stage)


def test_the_lesson_hides_what_the_issue_saw_given_away():
    checked = load_tour("the-lesson", language="de")
    hidden = {i + 1: hidden_surfaces(step.ask) for i, step in enumerate(checked.tour.steps)}
    assert "qk" in hidden[4].vectors          # q₂ drawn at (2, 2) while q₂[0] was asked
    assert "qk" in hidden[7].vectors          # the widest key arrow answered "which key"
    assert "weights" in hidden[13].stages     # both rows of weights in view
    assert "moves" in hidden[18].vectors      # x → output drew z of mole
    assert "qk" in hidden[22].vectors         # the highlighted key
    assert hidden[23].hides_cell_of("weights")   # the pinned a₅,₈ = 0.48
    assert set(VECTOR_DRAWINGS) == set(DRAWN)


def test_a_choice_may_name_a_stage_and_only_a_stage():
    tour = {"format": "qkv-lab-tour", "version": 1, "title": "t", "steps": [
        {"title": "a", "text": "look", "example": "mole-face", "stage": "weights",
         "ask": {"kind": "choice", "stage": "weights", "text": "sharper?",
                 "options": ["yes", "no"], "answer": 1}}]}
    checked = parse_and_check(tour)
    assert checked.tour.steps[0].ask.stage == "weights"
    tour["steps"][0]["ask"]["stage"] = "nowhere"
    with pytest.raises(Exception, match="ask.stage"):
        parse_and_check(tour)
