"""The three-heads lesson: each head attends the way its description says, with its numbers."""

from __future__ import annotations

import numpy as np
import pytest

from core.files.examples import load_example


@pytest.fixture(scope="module")
def lesson():
    session = load_example("three-heads")
    return session, session.run(dtype="float64").numpy("weights")   # (3, n, n)


def test_the_lesson_splits_d_model_across_three_heads_and_w_o_is_the_identity(lesson):
    session, _ = lesson
    assert (session.n_heads, session.d_model, session.d_head) == (3, 6, 2)
    assert session.d_head == session.d_model // session.n_heads
    np.testing.assert_array_equal(session.w_o, np.eye(6))
    text = session.description
    assert "Head 1 looks at the previous token" in text
    assert "Head 2 looks at the same word elsewhere" in text
    assert "Head 3 looks at the sentence start" in text


def test_head_1_looks_at_the_previous_token(lesson):
    session, weights = lesson
    previous = weights[0]
    assert int(np.argmax(previous[0])) == 0                    # nothing before the first word
    for query in range(1, session.n_tokens):
        assert int(np.argmax(previous[query])) == query - 1
        assert previous[query, query - 1] >= 0.9               # "at least 0.9"
    assert "at least 0.9 of its weight" in session.description


def test_head_2_looks_at_every_copy_of_the_same_word(lesson):
    session, weights = lesson
    same = weights[1]
    tokens = np.array(session.tokens)
    for query, word in enumerate(tokens):
        copies = tokens == word
        assert same[query, copies].sum() >= 0.85
        if word == "the":
            np.testing.assert_allclose(same[query, copies], 0.32, atol=0.005)
        if word == "dog":
            np.testing.assert_allclose(same[query, copies], 0.48, atol=0.005)
    assert "0.32 / 0.32 / 0.32" in session.description
    assert "0.48 / 0.48" in session.description


def test_head_3_looks_at_the_sentence_start(lesson):
    session, weights = lesson
    np.testing.assert_allclose(weights[2][:, 0], 0.99, atol=0.005)
    assert "about 0.99" in session.description


def test_the_three_heads_attend_differently(lesson):
    _, weights = lesson
    tops = [tuple(np.argmax(weights[h], axis=1)) for h in range(3)]
    assert len(set(tops)) == 3


def test_switching_a_head_off_blanks_its_two_output_columns(lesson):
    session, _ = lesson
    on = session.run(dtype="float64").numpy("output")
    off = session.with_settings(heads_off=(1,)).run(dtype="float64").numpy("output")
    assert not off[:, 2:4].any() and on[:, 2:4].any()
    np.testing.assert_array_equal(off[:, [0, 1, 4, 5]], on[:, [0, 1, 4, 5]])
    assert "its two output columns become 0" in session.description


def test_switching_heads_off_keeps_the_lessons_words(lesson):
    from core.session.lesson import departure_note, words_for
    session, _ = lesson
    off = session.with_settings(heads_off=(0, 2))
    assert departure_note(off, session) is None
    assert words_for(off, session).description == session.description
    edited = off.with_cell("X", 0, 0, 0, 0.5)
    assert departure_note(edited, session) is not None
