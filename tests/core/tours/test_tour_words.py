"""The tour's own words (counter, verdicts, summary, a sign's or a direction's labels, default
prompts) go through core.i18n; the answers they label stay the English keys a prediction is
compared with, so a translated window judges exactly as the English one."""

from __future__ import annotations

import pytest

from core.i18n import install_translator, remove_translator
from core.tours.answers import choices, default_prompt, is_right
from core.tours.library import load_tour
from core.tours.progress import TourProgress


@pytest.fixture
def marked():
    install_translator(lambda context, text: f"«{text}»")
    yield
    remove_translator()


def _sign_step(checked) -> int:
    return next(index for index, question in checked.tour.questions if question.kind == "sign")


def test_english_words_as_before():
    checked = load_tour("the-lesson")
    progress = TourProgress(checked, name="the-lesson")
    assert progress.counter == f"step 1 of {len(checked.tour.steps)}"
    index = _sign_step(checked)
    assert [label for _, label in choices(checked.tour.steps[index].ask,
                                          checked.sessions[index])] == \
        ["positive", "negative", "zero"]
    answer = checked.answers[index]
    assert answer.label.startswith(answer.answer + " (")


def test_every_word_passes_through_the_hook_and_the_verdicts_stay(marked):
    checked = load_tour("the-lesson")
    index = _sign_step(checked)
    question, answer = checked.tour.steps[index].ask, checked.answers[index]
    assert answer.answer in ("positive", "negative", "zero")           # the key, untouched
    assert answer.label.startswith(f"«{answer.answer}» (")             # its label, translated
    keys_and_labels = choices(question, checked.sessions[index])
    assert [key for key, _ in keys_and_labels] == ["positive", "negative", "zero"]
    assert [label for _, label in keys_and_labels] == ["«positive»", "«negative»", "«zero»"]
    assert default_prompt(question) == "«Positive, negative or zero?»"
    progress = TourProgress(checked, name="the-lesson").go_to(index)
    assert progress.counter == f"«step {index + 1} of {len(checked.tour.steps)}»"
    wrong = next(key for key, _ in keys_and_labels if key != answer.answer)
    assert not is_right(question, answer, wrong) and is_right(question, answer, answer.answer)
    feedback = progress.predict(wrong).feedback()
    assert feedback.right is False
    assert feedback.text == "«✗ Not quite: you predicted {said}; it is {answer}.»".format(
        said=f"«{wrong}»", answer=answer.label)
    summary = progress.predict(answer.answer).summary()
    assert summary.startswith("«You predicted 1 of ")
