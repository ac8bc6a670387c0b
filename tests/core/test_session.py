"""The session value: deterministic defaults, edits that return new sessions, limits."""

import unicodedata

import numpy as np
import pytest

from core.limits import LimitError, parse_number
from core.session.tokens import sentence_of, split_tokens
from core.session.value import Session


def test_from_text_is_deterministic_and_case_insensitive_per_word():
    a = Session.from_text("The mole on his face")
    b = Session.from_text("The mole on his face")
    assert a == b and a.tokens == ("The", "mole", "on", "his", "face")
    assert (a.n_tokens, a.d_model, a.d_head, a.n_heads) == (5, 8, 4, 1)
    the = Session.from_text("the cat")
    np.testing.assert_array_equal(a.embeddings[0], the.embeddings[0])


def test_default_numbers_are_pinned_across_machines():
    # SHAKE-256 derived; these values must never change or saved lessons would drift.
    s = Session.from_text("mole", d_model=4, d_head=2)
    np.testing.assert_array_equal(s.embeddings, [[0.52, 0.89, 0.13, 0.6]])
    np.testing.assert_array_equal(s.w_q[0, 0], [-0.04, -0.66])


def test_another_seed_gives_other_numbers():
    assert Session.from_text("a b", seed=1) != Session.from_text("a b", seed=2)


def test_split_tokens_separates_punctuation_and_keeps_odd_text():
    assert split_tokens("The mole, on his face.") == ("The", "mole", ",", "on", "his", "face", ".")
    assert split_tokens("  ") == ()
    assert split_tokens("🙂 שלום e\u0301t\u00e9") == ("🙂", "שלום", "e\u0301t\u00e9")
    assert split_tokens("don't") == ("don't",)


def test_edits_return_new_sessions_and_leave_the_old_alone():
    s = Session.from_text("the mole on his face")
    edited = s.with_cell("W_Q", 0, 1, 2, 0.55)
    assert edited.w_q[0, 1, 2] == 0.55 and s.w_q[0, 1, 2] != 0.55
    with pytest.raises(ValueError):
        s.w_q[0, 0, 0] = 3.0  # arrays are read-only
    assert s.with_cell("X", 0, 0, 0, s.embeddings[0, 0]) == s


@pytest.mark.parametrize("value, message", [
    (float("nan"), "NaN"), (float("inf"), "infinite"), (1e30, "beyond"), ("1", "must be a number"),
])
def test_with_cell_refuses_bad_numbers(value, message):
    s = Session.from_text("a b")
    with pytest.raises(LimitError, match=message):
        s.with_cell("W_K", 0, 0, 0, value)


def test_with_cell_refuses_cells_outside_the_matrix_and_unknown_matrices():
    s = Session.from_text("a b")
    with pytest.raises(LimitError, match="outside"):
        s.with_cell("X", 0, 2, 0, 1.0)
    with pytest.raises(ValueError, match="unknown matrix 'W_Z'"):
        s.with_cell("W_Z", 0, 0, 0, 1.0)
    with pytest.raises(ValueError, match="head 1 out of range 0..0"):
        s.with_cell("W_Q", 1, 0, 0, 1.0)
    with pytest.raises(ValueError, match="no W_O"):
        s.matrix("W_O")


def test_new_tokens_keep_edited_rows_of_known_words():
    s = Session.from_text("the mole").with_cell("X", 0, 1, 0, 0.5)
    moved = s.with_tokens(["mole", "the", "face"])
    np.testing.assert_array_equal(moved.embeddings[0], s.embeddings[1])
    np.testing.assert_array_equal(moved.embeddings[2], Session.from_text("face").embeddings[0])
    with pytest.raises(LimitError, match="at least one token"):
        s.with_tokens([])


def test_resizing_keeps_the_overlap_and_shrinking_back_restores_numbers():
    s = Session.from_text("the mole on").with_cell("W_V", 0, 1, 1, 0.77)
    bigger = s.with_dimensions(d_model=10, d_head=6, n_heads=2)
    assert (bigger.d_model, bigger.d_head, bigger.n_heads) == (10, 6, 2)
    assert bigger.w_v[0, 1, 1] == 0.77 and bigger.w_o.shape == (12, 10)
    assert bigger.with_dimensions(d_model=8, d_head=4, n_heads=1) == s
    with pytest.raises(LimitError, match="d_head must be between 1 and"):
        s.with_dimensions(d_head=0)


def test_default_matrix_is_what_a_fresh_session_holds():
    s = Session.from_text("the mole", n_heads=2)
    fresh = Session.from_text("the mole", n_heads=2)
    edited = s.with_matrix("W_K", 1, np.zeros((8, 4)))
    np.testing.assert_array_equal(edited.default_matrix("W_K", 1), fresh.w_k[1])
    np.testing.assert_array_equal(edited.default_matrix("X"), fresh.embeddings)


def test_positions_are_added_to_x_only_when_on():
    s = Session.from_text("a a a", d_model=4)
    np.testing.assert_array_equal(s.x(), s.embeddings)
    with_positions = s.with_settings(positional=True).x()
    assert not np.array_equal(with_positions[0], with_positions[1])
    np.testing.assert_allclose(with_positions[0], s.embeddings[0] + [0, 1, 0, 1])


def test_run_uses_every_setting():
    s = Session.from_text("the mole on his face").with_settings(causal=True, scaled=False)
    trace = s.run(dtype="float64")
    assert trace.causal and trace.divisor == 1.0
    assert np.isneginf(trace.numpy("masked")[0, 1])


@pytest.mark.parametrize("text, message", [
    ("", "type a number"), ("abc", "not a number"), ("nan", "NaN"), ("inf", "infinite"),
    ("1e400", "beyond"), ("9" * 10_000, "too long"), ("1e7", "beyond"),
])
def test_parse_number_refuses_what_is_not_a_usable_number(text, message):
    with pytest.raises(LimitError, match=message):
        parse_number(text)


def test_parse_number_accepts_ordinary_forms():
    assert parse_number(" 0.55 ") == 0.55
    assert parse_number("−1.5") == -1.5
    assert parse_number("2e-3") == 0.002


def test_an_edit_keeps_the_untouched_matrices_without_copying_them():
    s = Session.from_text("the mole on his face")
    edited = s.with_cell("W_Q", 0, 1, 2, 0.55)
    assert edited.embeddings is s.embeddings and edited.w_k is s.w_k and edited.w_v is s.w_v
    assert edited.w_q is not s.w_q and not edited.w_q.flags.writeable
    outside = np.array(s.w_k)  # an array the session did not make is still copied and checked
    outside[0, 0, 0] = np.nan
    with pytest.raises(LimitError, match="NaN"):
        Session(tokens=s.tokens, embeddings=s.embeddings, w_q=s.w_q, w_k=outside, w_v=s.w_v)


def test_chinese_written_without_spaces_is_a_token_per_character():
    # a learner types Chinese as it is written: no spaces between words
    text = "我们的老师每天早上都会耐心地讲解注意力"
    expected = tuple(char for char in text)               # every character is a CJK ideograph
    assert all(unicodedata.name(char).startswith("CJK UNIFIED IDEOGRAPH") for char in text)
    assert split_tokens(text) == expected
    # Latin words inside stay whole; full-width punctuation is split off like any punctuation
    assert split_tokens("我爱Python，你呢？ the cat.") == (
        "我", "爱", "Python", "，", "你", "呢", "？", "the", "cat", ".")
    # a variation selector stays with its character; Japanese kana runs are not ideographs
    assert split_tokens("葛\U000e0100城") == ("葛\U000e0100", "城")
    assert split_tokens("ひらがな") == ("ひらがな",)


@pytest.mark.parametrize("written", [
    "The mole, on his face.", "我们的老师，每天早上都会讲解注意力。", "¿Qué tal? (bien) dijo ella.",
    "Er sagte „gut“ und ging.", "“Hello,” she said.", "「你好」他说", 'I said "yes" to it.'])
def test_a_sentences_tokens_read_back_as_it_was_written(written):
    assert sentence_of(split_tokens(written)) == written
    assert Session.from_text(written).title == written        # the window's title too


def test_an_empty_or_spaced_token_still_reads_as_a_sentence():
    assert sentence_of(["the", "", "cat"]) == "the cat"     # a chip being emptied by the learner
    assert sentence_of([]) == ""


def test_a_title_that_was_the_sentence_follows_it_in_old_files_too():
    old = Session.from_text("the mole , on his face").with_settings(title="the mole , on his face")
    renamed = old.with_token_renamed(1, "cat")
    assert renamed.title == "the cat, on his face"
    chosen = old.with_settings(title="My lesson").with_token_renamed(1, "cat")
    assert chosen.title == "My lesson"
