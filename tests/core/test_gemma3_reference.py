"""Gemma 3 270M's heads and greedy tokens against transformers' own numbers, stored as test data.

tests/data/gemma3_reference.npz was made once by tests/data/make_gemma3_reference.py with
transformers 5.25 (eager attention, float32) from the same GGUF file, in a separate virtualenv:
nothing here imports transformers. Checked: the tokenizer's ids, every head of all 18 layers
(sliding and global) on a held-out sentence, the last query rows of layers 1 and
6 on a 1,314-token text (where the sliding layer gives keys 512 back exactly 0 and the global
one does not), the largest next-token logits, and twelve greedy tokens with the KV cache.
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.core.shipped_decoder import one_torch_thread
from tests.core.shipped_gemma3 import REFERENCE, needs_gemma3, shipped_gemma3

pytestmark = needs_gemma3
HEAD_TOLERANCE = 3e-4


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_gemma3()


@pytest.fixture(scope="module")
def ref():
    with np.load(REFERENCE, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


def test_the_file_reads_as_gemma3_with_one_key_value_head(model):
    config = model.config
    assert (config.architecture, config.n_layers, config.n_heads, config.n_kv_heads,
            config.d_head, config.d_model, config.vocab_size) == ("gemma3", 18, 4, 1, 256, 640,
                                                                   262_144)
    assert config.sliding_layers == tuple(i for i in range(18) if i not in (5, 11, 17))
    assert (config.layer_rope_base(0), config.layer_rope_base(5)) == (10_000.0, 1_000_000.0)
    assert model.embedding.nbytes < 200e6 and model.resident_bytes < 700e6   # Q8_0 kept compact


@pytest.mark.parametrize("index", range(4))
def test_the_tokenizer_gives_transformers_ids(model, ref, index):
    assert list(model.encode(str(ref[f"text_{index}"])).ids) == list(ref[f"tok_{index}"])


def test_every_head_of_every_layer_equals_transformers(model, ref):
    from core.pretrained.gguf_forward import attention_weights

    ids = model.encode(str(ref["sentence"])).ids
    assert list(ids) == list(ref["sentence_ids"])
    with one_torch_thread():
        weights = attention_weights(model, ids).numpy()                     # (18, 4, n, n)
    for layer in range(1, 19):
        np.testing.assert_allclose(weights[layer - 1], ref[f"weights_layer{layer}"],
                                   atol=HEAD_TOLERANCE, err_msg=f"layer {layer}")


@pytest.mark.parametrize("layer", [1, 6])
def test_a_1300_token_text_slides_in_layer_1_and_not_in_layer_6(model, ref, layer):
    from core.pretrained.gguf_forward import layer_attention

    ids = model.encode(str(ref["long_text"])).ids
    assert list(ids) == list(ref["long_ids"]) and len(ids) > 1300
    rows = ref[f"long_rows_layer{layer}"].shape[1]
    with one_torch_thread():
        weights = layer_attention(model, ids, layer - 1).weights[:, -rows:].numpy()
    np.testing.assert_allclose(weights, ref[f"long_rows_layer{layer}"], atol=HEAD_TOLERANCE)
    first_query = len(ids) - rows
    far = weights[:, :, : first_query - 511]          # keys 512 and more back of every row
    assert (far == 0).all() if layer == 1 else (far > 0).any()


def test_greedy_generation_gives_transformers_tokens(model, ref):
    from core.pretrained.gguf_generate import generate_gguf

    with one_torch_thread():
        generation = generate_gguf(model, str(ref["prompt"]), len(ref["greedy_ids"]))
    assert generation.prompt_ids == tuple(ref["prompt_ids"])
    assert generation.token_ids == list(ref["greedy_ids"])
    assert generation.text == str(ref["greedy_text"])
    first = generation.steps[0].logits.numpy()
    np.testing.assert_allclose(first[ref["prompt_top_ids"]], ref["prompt_top_logits"],
                               atol=1e-3)


@pytest.mark.parametrize(("layer", "head"), [(1, 4), (6, 2)])
def test_a_head_opened_as_a_session_gives_transformers_weights(model, ref, layer, head):
    from core.pretrained.gguf_session import build_gguf_session

    with one_torch_thread():
        session = build_gguf_session(model, str(ref["sentence"]), layer - 1, head - 1)
        weights = session.run().numpy("weights")
    np.testing.assert_allclose(weights, ref[f"weights_layer{layer}"][head - 1],
                               atol=HEAD_TOLERANCE)
    assert session.rope_base == (10_000.0 if layer == 1 else 1_000_000.0)


def test_behind_the_model_protocol_gemma_ranks_and_generates_as_transformers_computes(model, ref):
    """GGUFAttentionModel around the shipped file: previous-token and sink scores from
    transformers' weights of every layer, its greedy tokens, the hooks in all 18 layers."""
    from core.pretrained.gguf_attention_model import GGUFAttentionModel
    from core.pretrained.model_protocol import AttentionModel

    gemma = GGUFAttentionModel(model)
    assert isinstance(gemma, AttentionModel)
    shape = gemma.shape
    assert (shape.n_layers, shape.n_heads, shape.n_kv_heads, shape.d_head,
            shape.one_head_sessions) == (18, 4, 1, 256, True)
    with one_torch_thread():
        rankings = gemma.rank_heads(str(ref["sentence"]))
        seen = []
        stepper = gemma.start_generation(list(ref["prompt_ids"]), hooks={
            "weights": lambda t, *, stage: seen.append(t.shape[0])})
        tokens = [stepper.step().token_id for _ in range(3)]
    assert tokens == list(ref["greedy_ids"][:3]) and seen == [4] * 18 * 3
    n = len(ref["sentence_ids"])
    for kind, score in (("previous", lambda w: w[np.arange(1, n), np.arange(n - 1)].mean()),
                        ("sink", lambda w: w[3:, 0].mean())):
        expected = {(layer - 1, head): score(ref[f"weights_layer{layer}"][head])
                    for layer in range(1, 19) for head in range(4)}
        for row in rankings[kind]:
            assert row.score == pytest.approx(expected[row.layer, row.head], abs=HEAD_TOLERANCE)
        assert rankings[kind][0].score == pytest.approx(max(expected.values()),
                                                        abs=HEAD_TOLERANCE)
