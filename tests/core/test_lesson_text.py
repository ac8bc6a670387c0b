"""The words about a session follow its numbers: lesson claims, titles and stage formulas."""

from __future__ import annotations

import numpy as np
import pytest

from core.attention.stage_text import StageSettings, formula, meaning
from core.files.examples import load_example
from core.session.lesson import departure_note, same_numbers, words_for
from core.session.tokens import renamed_token
from core.session.value import Session

SENTENCE = "the cat sat on the mat because it was tired"


@pytest.fixture
def lesson() -> Session:
    return load_example("mole-face")


def test_a_lesson_keeps_its_words_while_its_numbers_are_its_own(lesson):
    assert lesson.description and lesson.title == "The mole on his face"
    same = lesson.with_settings(causal=True).with_settings(causal=False)
    assert words_for(same, lesson) == lesson
    assert departure_note(same, lesson) is None


@pytest.mark.parametrize("edit", [
    lambda s: s.with_tokens(tuple(SENTENCE.split())),
    lambda s: s.with_token_renamed(1, "cat"),
    lambda s: s.with_cell("W_Q", 0, 0, 0, 9.5),
    lambda s: s.with_settings(scaled=False),
])
def test_an_edited_lesson_drops_its_claims_and_is_titled_by_its_sentence(lesson, edit):
    edited = words_for(edit(lesson), lesson)
    assert edited.description == ""
    assert edited.title == " ".join(edited.tokens)
    assert "The mole on his face" in departure_note(edited, lesson)
    # edited back by hand: the lesson's own words return
    assert words_for(lesson.with_settings(title="x", description=""), lesson) == lesson


def test_words_the_learner_chose_after_leaving_stay(lesson):
    left = words_for(lesson.with_cell("X", 0, 0, 0, 3.0), lesson)
    named = left.with_settings(title="my version")
    assert words_for(named.with_cell("X", 0, 0, 1, 2.0), lesson).title == "my version"


def test_same_numbers_ignores_only_the_words(lesson):
    assert same_numbers(lesson, lesson.with_settings(title="t", description="d"))
    assert not same_numbers(lesson, lesson.with_settings(positional=True))


def test_a_sentence_title_follows_the_sentence_and_a_chosen_title_stays():
    session = Session.from_text("the mole on his face")
    assert session.with_tokens(("a", "b")).title == "a b"
    assert session.with_token_renamed(1, "cat").title == "the cat on his face"
    chosen = session.with_settings(title="Homework 3")
    assert chosen.with_tokens(("a", "b")).title == "Homework 3"


def test_renaming_a_token_keeps_its_row_and_the_reset_gives_the_words_own():
    session = Session.from_text("the mole on his face").with_cell("X", 0, 1, 0, 7.0)
    renamed = session.with_token_renamed(1, "cat")
    np.testing.assert_array_equal(renamed.embeddings, session.embeddings)
    fresh = Session.from_text("the cat on his face")
    reset = renamed.with_token_embedding_reset(1)
    np.testing.assert_array_equal(reset.embeddings[1], fresh.embeddings[1])
    np.testing.assert_array_equal(reset.embeddings[0], session.embeddings[0])


@pytest.mark.parametrize(("old", "new", "expected"), [
    (("a", "b", "c"), ("a", "x", "c"), 1),
    (("a", "b", "c"), ("b", "a", "c"), None),      # a reorder
    (("a", "b"), ("a", "b", "c"), None),           # an insertion
    (("a", "b", "c"), ("x", "y", "c"), None),      # two changes
])
def test_a_rename_is_told_from_other_token_edits(old, new, expected):
    assert renamed_token(old, new) == expected


def test_formulas_say_only_what_is_on():
    plain = StageSettings(scaled=True, masked=False, positional=False)
    assert formula("scaled", plain) == "S / √d_k"
    assert formula("weights", plain) == "A = softmax(S / √d_k), row by row"
    assert "no mask" in formula("masked", plain) and "every key" in meaning("masked", plain)
    assert formula("x", plain) == "X = token embeddings"
    off = StageSettings(scaled=False, masked=True, positional=True)
    assert "√d_k" not in formula("scaled", off) + formula("masked", off) + formula("weights", off)
    assert formula("weights", off) == "A = softmax(S + M), row by row"
    assert "positions" in formula("x", off) and "position" in meaning("x", off)
    assert "off" in meaning("scaled", off)
    session = Session.from_text("a b c", causal=True, scaled=False)
    assert StageSettings.of(session) == StageSettings(scaled=False, masked=True, positional=False,
                                                      n_heads=1, projected=False)


def test_a_sentence_typed_into_a_lesson_gets_fresh_weights_and_any_other_keeps_them():
    import numpy as np

    from core.files.examples import load_example
    from core.session.lesson import typed_sentence
    from core.session.value import Session

    lesson = load_example("mole-face")
    words = ("the", "bank", "of", "the", "river")
    typed, fresh = typed_sentence(lesson, words)
    assert fresh and typed.tokens == words and not typed.description
    assert (typed.d_model, typed.d_head, typed.n_heads) == (lesson.d_model, lesson.d_head, 1)
    x = typed.embeddings
    kept = x @ lesson.w_q[0]             # numpy: the lesson's W^Q over these words
    assert np.allclose(kept[:, 0], kept[:, 1])      # every q row two equal numbers: "broken"
    q = x @ typed.w_q[0]
    assert not np.allclose(q[:, 0], q[:, 1])
    mine = Session.from_text("a b c", d_model=4, d_head=2).with_cell("W_Q", 0, 0, 0, 0.75)
    again, fresh = typed_sentence(mine, ("a", "b", "d"))
    assert not fresh and np.array_equal(again.w_q, mine.w_q)
    np.testing.assert_array_equal(again.embeddings[:2], mine.embeddings[:2])  # a, b kept
