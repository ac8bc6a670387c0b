"""Ranking heads by how differently a word attends in two sentences."""

from __future__ import annotations

import argparse

import numpy as np
import pytest

from core.pretrained import TokenNotFoundError, build_session, load_model
from core.pretrained.heads_report import (
    METHOD,
    aligned_difference,
    find_word,
    format_report,
    heads_command,
    key_roles,
    rank_heads,
)
from core.pretrained.tokenizer import tokenize

FACE, CHEMISTRY = "the mole on his face", "a mole of carbon dioxide"


@pytest.fixture(scope="module")
def model():
    return load_model()


@pytest.fixture(scope="module")
def ranking(model):
    return rank_heads(FACE, CHEMISTRY, "mole", model)


def test_every_head_once_most_different_first(ranking):
    assert len(ranking) == 72
    assert {(row.layer, row.head) for row in ranking} == {(l, h) for l in range(6)
                                                          for h in range(12)}
    differences = [row.difference for row in ranking]
    assert differences == sorted(differences, reverse=True)
    assert 0.0 <= min(differences) and max(differences) <= 1.0
    assert max(differences) > 0.3  # the two senses of "mole" really do differ somewhere


def test_rows_agree_with_the_engine_on_the_pretrained_sessions(ranking):
    for row in ranking[:3] + ranking[-2:]:
        a = build_session(FACE, row.layer, row.head).run(dtype="float64").numpy("weights")[2]
        b = build_session(CHEMISTRY, row.layer, row.head).run(dtype="float64").numpy(
            "weights")[2]  # "mole" is token 2 in both: [CLS] the/a mole ...
        tokens_a = ("[CLS]", "the", "mole", "on", "his", "face", "[SEP]")
        tokens_b = ("[CLS]", "a", "mole", "of", "carbon", "dioxide", "[SEP]")
        expected = aligned_difference(a, key_roles(tokens_a, 2), b, key_roles(tokens_b, 2))
        assert row.difference == pytest.approx(expected, abs=1e-9)
        assert row.top_a.weight == pytest.approx(a.max(), abs=1e-9)
        assert row.top_a.token == tokens_a[int(a.argmax())]
        assert row.top_b.token == tokens_b[int(b.argmax())]


def test_same_sentence_twice_differs_nowhere(model):
    rows = rank_heads(FACE, FACE, "mole", model)
    assert max(row.difference for row in rows) == pytest.approx(0.0, abs=1e-12)
    assert all(row.top_a == row.top_b for row in rows)


def test_key_roles():
    tokens = ("[CLS]", "a", "mole", "of", "a", "mole", "[SEP]")
    assert key_roles(tokens, 2) == ["[CLS]", "previous", "self", "next", "text:a", "text:mole",
                                    "[SEP]"]
    assert key_roles(("[CLS]", "mole", "[SEP]"), 1) == ["[CLS]", "self", "[SEP]"]


def test_aligned_difference_by_hand():
    # A: half on [CLS], half on itself. B: 0.2 [CLS], 0.3 itself, 0.5 on a word A lacks.
    a = np.array([0.5, 0.5])
    b = np.array([0.2, 0.3, 0.5])
    assert aligned_difference(a, ["[CLS]", "self"], b, ["[CLS]", "self", "text:x"]) == \
        pytest.approx(0.5 * (0.3 + 0.2 + 0.5))
    # Two keys with the same text pool their weight before comparing.
    assert aligned_difference(np.array([0.4, 0.6]), ["text:the", "text:the"],
                              np.array([1.0]), ["text:the"]) == pytest.approx(0.0)


def test_find_word(model):
    tokenized = tokenize(model.tokenizer, "Carbonation of a MOLE, carbon dioxide", 512)
    assert tokenized.tokens[find_word(model, tokenized, "mole", "it")] == "mole"
    # the whole words "carbon dioxide", not the "carbon" piece of "Carbonation" (position 1)
    assert tokenized.tokens[1:3] == ("carbon", "##ation")
    assert find_word(model, tokenized, "Carbon Dioxide", "it") == tokenized.tokens.index(
        "dioxide") - 1
    with pytest.raises(TokenNotFoundError, match="'carbonation'"):
        find_word(model, tokenize(model.tokenizer, "a mole", 512), "carbonation", "it")
    # "carbon" as the first piece of "carbonation" is not the whole word "carbon"
    with pytest.raises(TokenNotFoundError, match="not in it"):
        find_word(model, tokenize(model.tokenizer, "carbonation", 512), "carbon", "it")
    with pytest.raises(TokenNotFoundError, match="empty"):
        find_word(model, tokenized, "  ", "it")


def test_absent_token_names_the_sentence(model):
    with pytest.raises(TokenNotFoundError, match=r"'moles'.*sentence B \('a mole of carbon"):
        rank_heads(FACE + " and moles", CHEMISTRY, "moles", model)


def test_format_report(ranking):
    text = format_report(ranking, FACE, CHEMISTRY, "mole", "MiniLM", top=4)
    lines = text.splitlines()
    assert "MiniLM's 72 heads" in lines[0] and "(showing 4, " in lines[1]
    assert METHOD.splitlines()[0] in text
    table = lines[lines.index(next(line for line in lines if line.startswith("rank"))) + 1:]
    assert len(table) == 4
    first = table[0].split()
    assert first[:4] == ["1", str(ranking[0].layer + 1), str(ranking[0].head + 1),  # 1-based
                         f"{ranking[0].difference:.3f}"]
    assert max(len(line) for line in lines) <= 100


def test_heads_command_in_process(model, capsys):
    args = argparse.Namespace(texts=[FACE, CHEMISTRY], token="mole", top=None, model=None)
    assert heads_command(args) == 0
    table = [line for line in capsys.readouterr().out.splitlines() if line[:4].strip().isdigit()]
    assert len(table) == 72
    args.top = 0
    assert heads_command(args) == 2
    assert "--top must be 1 or more" in capsys.readouterr().err


def test_heads_command_missing_model_folder(tmp_path, capsys):
    args = argparse.Namespace(texts=["a", "b"], token="a", top=None, model=str(tmp_path / "no"))
    assert heads_command(args) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize("layer, head, refused", [
    (5, 11, None), (0, None, None), (6, 0, "layer 6 out of range 0..5"),
    (-1, 0, "layer -1 out of range 0..5"), (True, 0, "layer True out of range 0..5"),
    (0, 12, "head 12 out of range 0..11"), (0, 1.0, "head 1.0 out of range 0..11")])
def test_a_layer_or_head_outside_minilm_is_refused_by_name(model, layer, head, refused):
    """MiniLM has 6 layers of 12 heads (its config.json), counted from 0 in the files."""
    if refused is None:
        assert build_session(FACE, layer, head, model=model).n_heads == (12 if head is None else 1)
    else:
        with pytest.raises(ValueError, match=refused.replace(".", r"\.")):
            build_session(FACE, layer, head, model=model)
