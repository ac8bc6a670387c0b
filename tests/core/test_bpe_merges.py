"""Dropping the merges that cannot fire changes no id: `tokenizers`' own BPE with every merge is
the reference, on random vocabularies built as a SentencePiece file's are (every split of every
piece, in the pieces' order) and random texts over the same few characters, where merges
compete most."""

from __future__ import annotations

import random

import pytest
from tokenizers import Tokenizer
from tokenizers.models import BPE

from core.pretrained.bpe_merges import firing_merges


def every_split(pieces: list[str]) -> list[tuple[str, str]]:
    known = set(pieces)
    return [(piece[:cut], piece[cut:]) for piece in pieces for cut in range(len(piece) - 1, 0, -1)
            if piece[:cut] in known and piece[cut:] in known]


def tokenizer(pieces: list[str], merges: list[tuple[str, str]]) -> Tokenizer:
    return Tokenizer(BPE(vocab={p: i for i, p in enumerate(pieces)}, merges=merges))


@pytest.mark.parametrize("seed", range(6))
def test_the_kept_merges_give_the_same_ids_as_all_of_them(seed):
    chance = random.Random(seed)
    letters = "abcd"[:3 + seed % 2]
    pieces = list(letters)
    while len(pieces) < 60:
        piece = "".join(chance.choice(letters) for _ in range(chance.randint(2, 6)))
        if piece not in pieces:
            pieces.append(piece)
    merges = every_split(pieces)
    kept = firing_merges(merges)
    assert set(kept) < set(merges)                        # some merges never fire
    assert len(kept) <= len(pieces) - len(letters)        # at most one per piece
    every, pruned = tokenizer(pieces, merges), tokenizer(pieces, kept)
    for _ in range(400):
        text = "".join(chance.choice(letters) for _ in range(chance.randint(1, 24)))
        assert pruned.encode(text).ids == every.encode(text).ids, text


def test_a_piece_that_never_forms_keeps_no_merge():
    """"ab" forms before "bc" can: "abc" is only ever made as "ab"+"c", never "a"+"bc"."""
    pieces = ["a", "b", "c", "ab", "bc", "abc"]
    merges = every_split(pieces)                          # ab: a+b; bc: b+c; abc: ab+c, a+bc
    assert firing_merges(merges) == [("a", "b"), ("b", "c"), ("ab", "c")]
