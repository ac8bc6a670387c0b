"""The sliding window as a lesson (core.pretrained.sliding_window_lesson) on Gemma 3 270M,
against transformers' stored last rows of layers 1 (sliding) and 6 (global) on the 1,314-token
text (tests/data/gemma3_reference.npz): the rows, the band of the mask row, and the words that
say the numbers, each number taken from the stored data here."""

from __future__ import annotations

import re

import numpy as np
import pytest

from tests.core.shipped_decoder import one_torch_thread
from tests.core.shipped_gemma3 import REFERENCE, needs_gemma3, shipped_gemma3

pytestmark = needs_gemma3
TOLERANCE = 3e-4
WINDOW = 512


@pytest.fixture(scope="module")
def ref():
    with np.load(REFERENCE, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_gemma3()


@pytest.fixture(scope="module")
def lesson(model, ref):
    from core.pretrained.sliding_window_lesson import lesson_text, sliding_window_lesson

    assert lesson_text() == str(ref["long_text"])              # the text transformers read
    with one_torch_thread():
        return sliding_window_lesson(model, model.encode(lesson_text()).ids, 0)


def test_the_last_rows_of_layers_1_and_6_are_transformers(lesson, ref):
    n = len(ref["long_ids"])
    assert lesson.n_tokens == n > 1300 and lesson.window == WINDOW
    sliding, global_ = lesson.layers
    assert (sliding.layer, sliding.sliding, global_.layer, global_.sliding) == (0, True, 5, False)
    for row in lesson.layers:
        np.testing.assert_allclose(row.weights, ref[f"long_rows_layer{row.layer + 1}"][:, -1],
                                   atol=TOLERANCE)
    keys = np.arange(n)
    assert np.array_equal(sliding.visible, n - 1 - keys < WINDOW) and global_.visible.all()
    far = n - WINDOW
    assert (sliding.weights[:, :far] == 0).all() and (global_.weights[:, :far] > 0).all()


def test_the_words_say_the_stored_numbers(lesson, ref):
    from core.pretrained.sliding_window_lesson import lesson_lines

    n = len(ref["long_ids"])
    far = n - WINDOW
    first, sliding, global_ = lesson_lines(lesson)
    assert f"last token ({n:,})" in first and f"keys 1–{far}" in first
    assert f"keeps keys {far + 1}–{n:,}" in sliding and f"1–{far} to −∞" in sliding
    assert (ref["long_rows_layer1"][:, -1, :far] == 0).all()   # why the words may say "exactly"
    assert f"Keys 1–{far}: weight exactly 0 in all 4 heads (sliding window of 512)" in sliding
    shares = re.search(r"carry ([\d., ]+) of the weight", global_).group(1).split(", ")
    stored = ref["long_rows_layer6"][:, -1, :far].sum(axis=1)
    np.testing.assert_allclose([float(s) for s in shares], stored, atol=2e-3)
    above = int((ref["long_rows_layer6"][:, -1, :far] > 0).all(axis=0).sum())
    assert f"{above} of these {far} keys are above 0 in every head" in global_


def test_the_headline_says_this_layer_first_then_its_partner(lesson, ref):
    from core.pretrained.sliding_window_lesson import lesson_headline

    n = len(ref["long_ids"])
    far = n - WINDOW
    shares = ", ".join(f"{v:.3g}" for v in ref["long_rows_layer6"][:, -1, :far].sum(axis=1))
    zero = "weight exactly 0 in layer 1 (sliding window of 512)"
    share = f"{shares} of the weight in layer 6 (global, heads 1–4)"
    start = f"Token {n:,}, the last, gives keys 1–{far} (512 or more back) "
    assert lesson_headline(lesson, 0) == f"{start}{zero}, and {share}."
    assert lesson_headline(lesson, 5) == f"{start}{share}, and {zero}."


def test_each_layer_pairs_with_its_neighbour_of_the_other_kind(model):
    from core.pretrained.errors import PretrainedError
    from core.pretrained.sliding_window_lesson import partner_layer, sliding_window_lesson

    global_layers = (5, 11, 17)                                  # layers 6, 12, 18
    for layer in range(18):
        if layer in global_layers:
            expected = layer - 1
        else:
            expected = min(g for g in global_layers if g > layer)
        assert partner_layer(model, layer) == expected, layer
    with pytest.raises(PretrainedError, match="longer than its 512 tokens"):
        sliding_window_lesson(model, model.encode("A short text.").ids, 0)


def test_a_global_layers_session_on_the_long_text_reads_the_lessons_pass(model, ref):
    """Layer 6 opened on the long text: its stream comes from the lesson's one pass through
    the blocks; its weights are transformers', its banner leads with layer 6's numbers."""
    from core.pretrained.gguf_session import build_gguf_session
    from core.pretrained.sliding_window_lesson import lesson_text

    with one_torch_thread():
        session = build_gguf_session(model, lesson_text(), 5, 1)           # layer 6, head 2
        weights = session.run().numpy("weights")                           # (n, n)
    rows = ref["long_rows_layer6"].shape[1]
    np.testing.assert_allclose(weights[-rows:], ref["long_rows_layer6"][1], atol=TOLERANCE)
    far = len(ref["long_ids"]) - WINDOW
    assert session.mask is None and session.description.startswith(
        f"Token 1,314, the last, gives keys 1–{far} (512 or more back) "
        f"{ref['long_rows_layer6'][0, -1, :far].sum():.3g}, ")
