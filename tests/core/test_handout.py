"""Handout names and captions (core.export.handout): every file says its session, heads are
counted from 1, a taken name gets a number, and the caption follows the session."""

from __future__ import annotations

from core.export.handout import (
    existing_names,
    file_stem,
    free_name,
    handout_caption,
    handout_name,
    session_stem,
)
from core.files.examples import load_example
from core.session.value import Session


def test_names_carry_the_stem_and_count_heads_from_one():
    assert handout_name("the-cat", "weights.csv") == "the-cat_weights.csv"
    assert handout_name("the-cat", "weights_h0.csv") == "the-cat_weights_head1.csv"
    assert handout_name("the-cat", "step-through_h2.gif") == "the-cat_step-through_head3.gif"
    assert handout_name("the-cat", "stages.npz") == "the-cat_stages.npz"
    assert handout_name("", "weights_h0.csv") == "weights_h0.csv"      # the command line's


def test_the_stem_is_the_title_else_the_sentence_and_safe_on_every_disk():
    assert session_stem(Session.from_text("The cat sat, on the mat!")) == "the-cat-sat-on-the-mat"
    assert session_stem(load_example("three-heads")) == "three-heads-three-habits"
    assert file_stem("../../etc/passwd") == "etc-passwd"
    assert file_stem("😀") == "attention"
    assert len(file_stem("word " * 40)) <= 60


def test_a_taken_name_gets_the_first_free_number(tmp_path):
    assert free_name([], "a.csv") == "a.csv"
    assert free_name(["a.csv"], "a.csv") == "a (2).csv"
    assert free_name(["a.csv", "a (2).csv", "a (3).csv"], "a.csv") == "a (4).csv"
    (tmp_path / "a.csv").write_text("x")
    assert existing_names(tmp_path, ["a.csv", "b.csv"]) == ["a.csv"]


def test_the_caption_names_sentence_stage_and_lesson():
    lesson = load_example("three-heads")
    sentence = " ".join(lesson.tokens)
    assert handout_caption(lesson, "weights") == (
        f"“{sentence}”  ·  stage 8 of 11  ·  Three heads, three habits")
    own = Session.from_text("the cat sat on the mat")
    assert handout_caption(own, "x") == "“the cat sat on the mat”  ·  stage 1 of 11"
    assert handout_caption(own, None) == "“the cat sat on the mat”"   # a step-through
