"""The decoder's attention is the core's, in generation too: its KV-cached steps against a
float64 numpy forward written here, and a hook on ``weights`` that fires (and replaces) while
``generate`` runs.

The tiny llama GGUF (tests/core/tiny_gguf.py: two blocks, 2 query heads on 1 key/value head)
keeps the numpy forward short; the shipped SmolLM2 checks the hook on the real model.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from tests.core.attention_reference import PAIRS, turned_reference
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.tiny_gguf import write_tiny_llama

TEXT = "ab a!"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from core.pretrained.smollm2_model import forget_decoder, load_decoder

    folder = tmp_path_factory.mktemp("tiny-decoder")
    path = write_tiny_llama(folder / "tiny.gguf", seed=3)
    yield load_decoder(path, cache_folder=folder / "cache")
    forget_decoder(path)


def rms(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    return x / np.sqrt((x ** 2).mean(-1, keepdims=True) + eps) * weight


def numpy_logits(model, ids: list[int], uniform: bool = False) -> np.ndarray:
    """(vocab,) the next-token logits after ``ids``, every block in float64 numpy; with
    ``uniform`` each causal row's weights are 1/(i+1) on keys 0…i instead of the softmax."""
    t = {name: value.double().numpy() for name, value in model.tensors.items()}
    c = model.config
    n, group = len(ids), c.n_heads // c.n_kv_heads
    x = t["token_embd.weight"][ids]                                          # (n, d)
    for layer in range(c.n_layers):
        def w(name, layer=layer):
            return t[f"blk.{layer}.{name}.weight"]

        h = rms(x, w("attn_norm"), c.rms_eps)
        q = (h @ w("attn_q").T).reshape(n, c.n_heads, c.d_head).transpose(1, 0, 2)
        k = (h @ w("attn_k").T).reshape(n, c.n_kv_heads, c.d_head).transpose(1, 0, 2)
        v = (h @ w("attn_v").T).reshape(n, c.n_kv_heads, c.d_head).transpose(1, 0, 2)
        q = turned_reference(q, c.rope_base, np.arange(n, dtype=float), PAIRS)
        k = turned_reference(k, c.rope_base, np.arange(n, dtype=float), PAIRS)
        heads = []
        for head in range(c.n_heads):
            scores = q[head] @ k[head // group].T / math.sqrt(c.d_head)       # (n, n)
            scores[np.triu_indices(n, 1)] = -np.inf
            weights = np.exp(scores - scores.max(-1, keepdims=True))
            weights /= weights.sum(-1, keepdims=True)
            if uniform:
                weights = np.tril(np.ones((n, n))) / np.arange(1, n + 1)[:, None]
            heads.append(weights @ v[head // group])
        x = x + np.concatenate(heads, axis=-1) @ w("attn_output").T
        h = rms(x, w("ffn_norm"), c.rms_eps)
        gate = h @ w("ffn_gate").T
        x = x + ((gate / (1 + np.exp(-gate))) * (h @ w("ffn_up").T)) @ w("ffn_down").T
    return t["token_embd.weight"] @ rms(x[-1], t["output_norm.weight"], c.rms_eps)


def uniform_causal(tensor: torch.Tensor, *, stage: str) -> torch.Tensor:
    """weights (h, n, N) of the last n of N tokens -> 1/(p+1) on keys 0…p for the row at p."""
    n, n_keys = tensor.shape[-2:]
    positions = torch.arange(n_keys - n, n_keys)[:, None]                    # (n, 1)
    seen = torch.arange(n_keys)[None, :] <= positions                        # (n, N)
    return (seen / (positions + 1)).expand_as(tensor).to(tensor.dtype)


@pytest.mark.parametrize("uniform", [False, True], ids=["softmax", "hooked uniform weights"])
def test_cached_steps_equal_a_numpy_forward(tiny, uniform):
    from core.pretrained.decoder_generate import Decoder, Sampling

    hooks = {"weights": uniform_causal} if uniform else None
    decoder = Decoder(tiny, tiny.encode(TEXT).ids, Sampling(), hooks=hooks)
    for _ in range(4):                       # the prompt, then one token at a time
        ids = list(decoder.ids)
        step = decoder.step()
        np.testing.assert_allclose(step.logits.double().numpy(),
                                   numpy_logits(tiny, ids, uniform), rtol=0, atol=2e-4)
    assert decoder.cache.length == len(ids)


def test_a_weights_hook_fires_in_every_block_at_every_step_of_generate(tiny):
    from core.pretrained.decoder_generate import Sampling, generate

    seen = []
    plain = generate(tiny, TEXT, 3)
    observed = generate(tiny, TEXT, 3, hooks={
        "weights": lambda t, *, stage: seen.append((stage, tuple(t.shape)))})
    n, blocks, heads = len(plain.prompt_ids), tiny.config.n_layers, tiny.config.n_heads
    assert seen == ([("weights", (heads, n, n))] * blocks + [("weights", (heads, 1, n + 1))]
                    * blocks + [("weights", (heads, 1, n + 2))] * blocks)
    assert observed.token_ids == plain.token_ids
    uniform = generate(tiny, TEXT, 3, Sampling(), hooks={"weights": uniform_causal})
    assert [s.logits for s in uniform.steps][0].tolist() != plain.steps[0].logits.tolist()


def test_hook_layers_choose_the_blocks(tiny):
    from core.pretrained.decoder_forward import KVCache, run_blocks

    seen = []
    run_blocks(tiny, tiny.encode(TEXT).ids, KVCache(), hook_layers={1},
               hooks={"scores": lambda t, *, stage: seen.append(stage)})
    assert seen == ["scores"]


@needs_wheel
def test_a_weights_hook_sees_smollm2_generate_its_cached_rows():
    """Each step's hooked rows (9 heads over every key so far) are the last rows of the whole
    text's weights, run afresh without the cache: the offsets of the turn and mask are right."""
    from core.pretrained.decoder_forward import attention_weights
    from core.pretrained.decoder_generate import generate

    with one_torch_thread():
        model = shipped_decoder()
        rows = []
        generation = generate(model, "The capital of France is", 2, hooks={
            "weights": lambda t, *, stage: rows.append(t.clone())})
        assert len(rows) == 2 * model.config.n_layers
        assert tuple(rows[0].shape) == (9, 5, 5) and tuple(rows[-1].shape) == (9, 1, 6)
        whole = attention_weights(model, [*generation.prompt_ids, generation.token_ids[0]])
    for layer in (0, 14, 29):
        torch.testing.assert_close(rows[model.config.n_layers + layer], whole[layer][:, -1:],
                                   atol=1e-5, rtol=0)
