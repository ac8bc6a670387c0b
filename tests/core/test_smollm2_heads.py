"""The decoder's head ranking: previous-token, first-token sink and induction scores.

Checked twice against computations written here: on attention patterns built by hand (each
kind scores exactly 1 on its own pattern), and on the real model's first two layers through
the float64 numpy forward of test_smollm2_reference.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.test_smollm2_reference import _reference

pytestmark = needs_wheel
TEXT = "The cat sat on the mat because it was warm, and the dog slept by the door."


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_decoder()


def _patterns(n: int, copy_length: int | None) -> torch.Tensor:
    """(1, 3, n, n): head 1 previous token, head 2 first token, head 3 induction."""
    previous, first, induction = (np.zeros((n, n)) for _ in range(3))
    for row in range(n):
        previous[row, max(row - 1, 0)] = 1
        first[row, 0] = 1
        induction[row, row - copy_length + 1 if copy_length and row > copy_length else 0] = 1
    return torch.tensor(np.stack([previous, first, induction]))[None]


def test_each_kind_scores_one_on_its_own_pattern(model, monkeypatch):
    import core.pretrained.decoder_heads as heads

    n = len(model.encode(TEXT))
    repeated = heads.repeated_random_ids(seed=3)
    patterns = {n: _patterns(n, None), len(repeated): _patterns(len(repeated),
                                                                len(repeated) // 2)}
    monkeypatch.setattr(heads, "attention_weights", lambda m, ids: patterns[len(ids)])
    previous, sink, induction = heads.score_heads(TEXT, model, seed=3)
    assert (previous.previous, previous.sink) == (1.0, 0.0)
    assert (sink.sink, sink.previous) == (1.0, pytest.approx(1 / (n - 1)))  # row 1: key 0
    assert induction.induction == 1.0 and induction.previous < 1.0
    assert [s.head for s in heads.ranked([previous, sink, induction], "induction")][0] == 2
    assert repeated[:len(repeated) // 2] == repeated[len(repeated) // 2:]
    assert len(set(repeated)) == len(repeated) // 2


def test_scores_of_the_first_layers_against_numpy(model):
    from core.pretrained.decoder_heads import score_heads

    scores = score_heads(TEXT, model)
    assert len(scores) == 270 and all(0 <= s.sink <= 1 for s in scores)
    reference = _reference(model, model.encode(TEXT).ids, 1)
    for layer in (0, 1):
        weights = reference[layer][1]                                        # (9, n, n)
        n = weights.shape[-1]
        for head in range(9):
            found = scores[layer * 9 + head]
            expected_previous = np.mean([weights[head, i, i - 1] for i in range(1, n)])
            expected_sink = np.mean([weights[head, i, 0] for i in range(3, n)])
            assert found.previous == pytest.approx(expected_previous, abs=1e-5)
            assert found.sink == pytest.approx(expected_sink, abs=1e-5)


def test_the_report_names_heads_from_one_with_a_sentence_each(model):
    from core.pretrained.decoder_heads import format_decoder_heads, measure_heads

    report = format_decoder_heads(measure_heads(TEXT, model), TEXT, "SmolLM2", top=3)
    assert "previous-token heads: a head that looks at the token just before it" in report
    assert "first-token sinks" in report and "induction heads" in report
    assert report.count("  layer ") == 9 and "layer  0" not in report


REPEATING = "the old fisher mends his net at dawn, and the old fisher mends his net at dusk."


def test_induction_is_scored_on_a_text_that_repeats_and_says_so(model):
    from core.pretrained.decoder_heads import measure_heads

    ids = model.encode(REPEATING).ids
    ranking = measure_heads(REPEATING, model)
    assert ranking.induction_on_text and "scored on your text" in ranking.measured()
    # the rows of the second "old fisher mends his net at": each looks at the token after its
    # earlier self; found here by searching the ids, and checked with the float64 forward
    tokens = list(model.encode(REPEATING).tokens)
    first = tokens.index("␣old")
    second = tokens.index("␣old", first + 1)
    shift, length = second - first, 0
    while ids[first + length] == ids[second + length]:
        length += 1                                   # "␣old␣fisher␣m ends␣his␣net␣at": 7
    rows = {row: [row - shift + 1] for row in range(second + 1, second + length)}
    assert length == 7 and ranking.induction_rows == len(rows) == 6
    weights = _reference(model, ids, 1)[1][1]                                 # (9, n, n)
    for head in range(9):
        expected = np.mean([weights[head, row, keys].sum() for row, keys in rows.items()])
        assert ranking.scores[9 + head].induction == pytest.approx(expected, abs=1e-5)


def test_a_text_that_does_not_repeat_says_it_used_a_random_sequence(model):
    from core.pretrained.decoder_heads import measure_heads

    ranking = measure_heads(TEXT, model)
    assert not ranking.induction_on_text and ranking.random_length == 24
    assert "repeated random sequence (24 random tokens, twice)" in ranking.measured()


@pytest.mark.parametrize(("text", "count"), [("Hello", 1), ("The cat", 2), ("The cat sat", 3)])
def test_texts_too_short_to_measure_are_refused(model, text, count):
    from core.pretrained.decoder_heads import measure_heads
    from core.pretrained.errors import PretrainedError

    assert len(model.encode(text)) == count
    with pytest.raises(PretrainedError, match=f"the text has {count} of the 4 tokens"):
        measure_heads(text, model)
    with pytest.raises(PretrainedError, match="the text is empty"):
        measure_heads("  ", model)
