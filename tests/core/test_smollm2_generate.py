"""SmolLM2's tokens, next-token prediction and generation, with and without the KV cache.

Token ids are a reference list stored here (taken once from the tokenizer and checked by eye:
"2024" is four digit tokens, "3.5" three, accents split as byte-level BPE does). Probabilities
are checked against softmax, top-k and top-p written here in numpy.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
import torch

from core.pretrained.errors import PretrainedError
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
PROMPT = "The capital of France is"
REFERENCE_IDS = {
    PROMPT: [504, 3575, 282, 4649, 314],
    "In 2024, prices rose 3.5%!": [788, 216, 34, 32, 34, 36, 28, 5770, 8739, 216, 35, 30, 37,
                                   21, 17],
    "Café crème, naïve façade — déjà vu?": [51, 1939, 2756, 1650, 11180, 1558, 28, 15486,
                                            46494, 40852, 1841, 32564, 90, 16739, 386, 101, 47],
}


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_decoder()


@pytest.mark.parametrize("text", list(REFERENCE_IDS))
def test_token_ids_equal_the_reference(model, text):
    from core.pretrained.smollm2_tokenizer import decode

    encoded = model.encode(text)
    assert list(encoded.ids) == REFERENCE_IDS[text]
    assert decode(model.tokenizer, encoded.ids) == text
    assert all(token.strip() for token in encoded.tokens)       # no blank token in the window


def test_digits_are_one_token_each_and_spaces_are_visible(model):
    encoded = model.encode("In 2024, prices")
    assert encoded.tokens[:7] == ("In", "␣", "2", "0", "2", "4", ",")


def test_greedy_continuation_names_paris(model):
    from core.pretrained.decoder_generate import generate

    generation = generate(model, PROMPT, 2)
    assert generation.text.startswith(" Paris")
    top = generation.steps[0].top
    logits = generation.steps[0].logits.double().numpy()
    expected = np.exp(logits - logits.max())
    expected /= expected.sum()
    assert [choice.token_id for choice in top] == list(np.argsort(-expected)[:10])
    assert [choice.probability for choice in top] == pytest.approx(np.sort(expected)[::-1][:10])
    assert top[0].text == "␣Paris"


def _continue(model, steps: int, use_cache: bool, sampling=None):
    from core.pretrained.decoder_generate import Decoder, Sampling

    decoder = Decoder(model, model.encode(PROMPT).ids, sampling or Sampling(), use_cache)
    return decoder, [decoder.step() for _ in range(steps)]


def test_cached_and_recomputed_generation_agree(model):
    cached_decoder, cached = _continue(model, 4, use_cache=True)
    _, recomputed = _continue(model, 4, use_cache=False)
    assert [s.token_id for s in cached] == [s.token_id for s in recomputed]
    for a, b in zip(cached, recomputed, strict=True):        # float32: 1e-5 of the logits' size
        scale = float(b.logits.abs().max())
        assert float((a.logits - b.logits).abs().max()) <= 1e-5 * scale
    assert [s.cache_length for s in cached] == [5, 6, 7, 8]  # one key per token, per layer
    assert all(s.cache_length == 0 for s in recomputed)
    keys = cached_decoder.cache.keys
    assert len(keys) == 30 and tuple(keys[0].shape) == (3, 8, 64)
    assert cached[-1].cache_bytes == 2 * 30 * 3 * 8 * 64 * 4


def test_in_float64_the_cache_is_exact_to_1e_5(model):
    wide = dataclasses.replace(model, tensors={k: v.double() for k, v in model.tensors.items()})
    _, cached = _continue(wide, 3, use_cache=True)
    _, recomputed = _continue(wide, 3, use_cache=False)
    assert [s.token_id for s in cached] == [s.token_id for s in recomputed]
    for a, b in zip(cached, recomputed, strict=True):
        assert float((a.logits - b.logits).abs().max()) <= 1e-5


def test_earlier_cache_rows_never_change(model):
    from core.pretrained.decoder_generate import Decoder, Sampling

    decoder = Decoder(model, model.encode(PROMPT).ids, Sampling())
    decoder.step()
    before = [k.clone() for k in decoder.cache.keys], [v.clone() for v in decoder.cache.values]
    decoder.step()
    decoder.step()
    for layer in (0, 29):
        assert torch.equal(decoder.cache.keys[layer][:, :5], before[0][layer])
        assert torch.equal(decoder.cache.values[layer][:, :5], before[1][layer])


def test_sampling_is_seeded_and_the_same_with_or_without_cache(model):
    from core.pretrained.decoder_generate import Sampling

    sampling = Sampling(greedy=False, temperature=0.9, top_k=50, top_p=0.95, seed=7)
    _, cached = _continue(model, 3, True, sampling)
    _, recomputed = _continue(model, 3, False, sampling)
    _, again = _continue(model, 3, True, sampling)
    assert [s.token_id for s in cached] == [s.token_id for s in recomputed] == \
        [s.token_id for s in again]


def test_temperature_top_k_and_top_p_against_numpy():
    from core.pretrained.decoder_generate import Sampling, token_probabilities

    logits = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0, 3.0])
    plain = np.exp(logits.numpy() / 0.5)
    plain /= plain.sum()                                      # order: 5, 0, 1, 2, 3, 4
    top_k = token_probabilities(logits, Sampling(greedy=False, temperature=0.5, top_k=2)).numpy()
    kept = np.where(np.isin(np.arange(6), [5, 0]), plain, 0)
    np.testing.assert_allclose(top_k, kept / kept.sum(), atol=1e-12)
    top_p = token_probabilities(logits, Sampling(greedy=False, temperature=0.5,
                                                 top_p=plain[5] + 0.5 * plain[0])).numpy()
    np.testing.assert_allclose(top_p, kept / kept.sum(), atol=1e-12)   # needs 5 and 0
    only = token_probabilities(logits, Sampling(greedy=False, top_p=0.01)).numpy()
    assert only[5] == 1.0 and only.sum() == 1.0


@pytest.mark.parametrize("temperature", [0, -1.0, math.nan, math.inf, "1", True])
def test_a_temperature_must_be_positive_and_finite(temperature):
    from core.pretrained.decoder_generate import Sampling

    with pytest.raises(PretrainedError, match="temperature must be a positive finite number"):
        Sampling(greedy=False, temperature=temperature)


def test_text_longer_than_the_budget_is_refused(model):
    from core.pretrained.decoder_generate import generate

    with pytest.raises(PretrainedError, match=r"the text is 2,100 tokens long; the decoder "
                                              r"reads at most 2,048"):
        model.encode("a" + " a" * 2099)
    prompt = "a" + " a" * 1982
    assert len(model.encode(prompt)) == 1983
    with pytest.raises(PretrainedError) as refusal:
        generate(model, prompt, 80)                # the prompt and 80 more tokens do not fit
    assert str(refusal.value) == ("the prompt is 1,983 tokens long and 80 more were asked for "
                                  "(2,063 in all); the decoder reads at most 2,048 here: ask "
                                  "for at most 65")
    with pytest.raises(PretrainedError, match=r"the prompt is 2,048 tokens long, the most the "
                                              r"decoder reads here \(2,048\): there is no room"):
        generate(model, "a" + " a" * 2047, 1)
    from core.pretrained.decoder_generate import Decoder, Sampling

    with pytest.raises(PretrainedError, match="the text has reached 2,048 tokens, the most"):
        Decoder(model, [64] * 2048, Sampling()).step()
    with pytest.raises(PretrainedError, match="empty"):
        model.encode("   ")


@pytest.mark.parametrize(("layer", "head", "message"), [
    (30, None, "layer 30 out of range 0..29"), (-1, None, "layer -1 out of range"),
    (0, 9, "head 9 out of range 0..8"), (0, -1, "head -1 out of range")])
def test_layer_and_head_out_of_range_are_refused(model, layer, head, message):
    from core.pretrained.decoder_session import build_decoder_session

    with pytest.raises(PretrainedError, match=message):
        build_decoder_session(PROMPT, layer, head, model=model)
