"""SmolLM2's attention against a numpy forward written here, from the dequantized tensors.

The reference is float64 numpy and shares nothing with core: RMSNorm, RoPE as complex
multiplication of adjacent pairs, grouped heads (query head h reads key/value head h // 3),
a causal softmax over q·k/8, SwiGLU. Layer 1 and layer 7 (from 1) are checked, both in the
layer's Session as the engine runs it and in the model's own forward.
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
TEXT = "The cat sat on the mat because it was warm, and the cat slept."
LATER = 6   # 0-based: the window's layer 7


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_decoder()


def _tensor(model, name: str) -> np.ndarray:
    return model.tensors[name].numpy().astype(np.float64)


def _rms(x: np.ndarray, gain: np.ndarray, eps: float) -> np.ndarray:
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * gain


def _rope(x: np.ndarray, base: float) -> np.ndarray:
    """(heads, n, d): pairs (2i, 2i+1) as complex numbers times e^{i·p·base^(−2i/d)}."""
    n, d = x.shape[-2:]
    pairs = x[..., 0::2] + 1j * x[..., 1::2]                                   # (heads, n, d/2)
    angles = np.arange(n)[:, None] * base ** (-np.arange(0, d, 2) / d)[None, :]
    turned = pairs * np.exp(1j * angles)
    out = np.empty_like(x)
    out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    return out


def _reference(model, ids, last_layer: int):
    """float64 numpy: {layer: (normed input (n, d), weights (9, n, n))} for layers 0..last."""
    config = model.config
    x = _tensor(model, "token_embd.weight")[list(ids)]                        # (n, d)
    n, found = len(ids), {}
    for layer in range(last_layer + 1):
        p = f"blk.{layer}."
        normed = _rms(x, _tensor(model, p + "attn_norm.weight"), config.rms_eps)
        q = (normed @ _tensor(model, p + "attn_q.weight").T).reshape(n, 9, 64).transpose(1, 0, 2)
        k = (normed @ _tensor(model, p + "attn_k.weight").T).reshape(n, 3, 64).transpose(1, 0, 2)
        v = (normed @ _tensor(model, p + "attn_v.weight").T).reshape(n, 3, 64).transpose(1, 0, 2)
        q, k = _rope(q, 100000.0), _rope(k, 100000.0)
        scores = np.stack([q[h] @ k[h // 3].T for h in range(9)]) / 8.0        # (9, n, n)
        scores = np.where(np.tril(np.ones((n, n), bool)), scores, -np.inf)
        weights = np.exp(scores - scores.max(-1, keepdims=True))
        weights /= weights.sum(-1, keepdims=True)
        found[layer] = (normed, weights)
        z = np.concatenate([weights[h] @ v[h // 3] for h in range(9)], axis=1)  # (n, 576)
        x = x + z @ _tensor(model, p + "attn_output.weight").T
        after = _rms(x, _tensor(model, p + "ffn_norm.weight"), config.rms_eps)
        gate = after @ _tensor(model, p + "ffn_gate.weight").T
        up = after @ _tensor(model, p + "ffn_up.weight").T
        x = x + (gate / (1 + np.exp(-gate)) * up) @ _tensor(model, p + "ffn_down.weight").T
    return found


@pytest.fixture(scope="module")
def reference(model):
    return _reference(model, model.encode(TEXT).ids, LATER)


@pytest.mark.parametrize("layer", [0, LATER])
def test_a_layer_session_runs_the_models_own_attention(model, reference, layer):
    from core.pretrained.decoder_session import build_decoder_session

    session = build_decoder_session(TEXT, layer, model=model)
    normed, weights = reference[layer]
    assert session.causal and session.positional == "rotary" and session.rope_base == 100000.0
    np.testing.assert_allclose(session.embeddings, normed, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(session.run().numpy("weights"), weights, atol=2e-5)


def test_one_head_session_and_its_shared_key_value_head(model, reference):
    from core.pretrained.decoder_session import build_decoder_session

    session = build_decoder_session(TEXT, LATER, head=4, model=model)          # window's head 5
    np.testing.assert_allclose(session.run().numpy("weights"), reference[LATER][1][4], atol=2e-5)
    every = build_decoder_session(TEXT, LATER, model=model)
    assert np.array_equal(every.w_k[3], every.w_k[5]) and not np.array_equal(every.w_k[2],
                                                                               every.w_k[3])
    assert "heads 4, 5, 6 share key/value head 2" in every.description
    assert session.w_o is None and every.w_o.shape == (576, 576)


def test_the_models_forward_gives_the_same_weights(model, reference):
    from core.pretrained.decoder_forward import attention_weights

    weights = attention_weights(model, model.encode(TEXT).ids).numpy()         # (30, 9, n, n)
    assert weights.shape[:2] == (30, 9)
    for layer in (0, LATER):
        np.testing.assert_allclose(weights[layer], reference[layer][1], atol=2e-5)
