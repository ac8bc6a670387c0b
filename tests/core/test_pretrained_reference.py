"""The pretrained sessions reproduce MiniLM's own attention.

The reference below is a whole BERT forward pass written independently of core.pretrained:
plain torch ops on the tensors read straight from model.safetensors, in float64.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F
from safetensors import safe_open

from core.pretrained import build_session, default_model_folder, load_model

SENTENCES = (
    "the mole on his face",
    "a mole of carbon dioxide",
    "Unbelievably, the river-bank's vault was robbed!",
)
N_LAYERS, N_HEADS, D_HEAD, D_MODEL = 6, 12, 32, 384


def reference_forward(weights: dict[str, torch.Tensor], ids: list[int]):
    """BERT encoder, float64: per layer the attention probabilities (h, n, n) and the attention
    output dense projection before the residual (n, d)."""
    def w(name: str) -> torch.Tensor:
        return weights[name].double()

    def layer_norm(x: torch.Tensor, prefix: str) -> torch.Tensor:
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)
        return (x - mean) / torch.sqrt(var + 1e-12) * w(f"{prefix}.weight") + w(f"{prefix}.bias")

    def dense(x: torch.Tensor, prefix: str) -> torch.Tensor:
        return x @ w(f"{prefix}.weight").T + w(f"{prefix}.bias")

    n = len(ids)
    index = torch.tensor(ids)
    hidden = (w("embeddings.word_embeddings.weight")[index]
              + w("embeddings.position_embeddings.weight")[torch.arange(n)]
              + w("embeddings.token_type_embeddings.weight")[torch.zeros(n, dtype=torch.long)])
    hidden = layer_norm(hidden, "embeddings.LayerNorm")
    probabilities, projections = [], []
    for layer in range(N_LAYERS):
        p = f"encoder.layer.{layer}"
        q, k, v = (dense(hidden, f"{p}.attention.self.{name}").reshape(n, N_HEADS, D_HEAD)
                   .permute(1, 0, 2) for name in ("query", "key", "value"))
        logits = torch.einsum("hid,hjd->hij", q, k) / math.sqrt(D_HEAD)
        exp = torch.exp(logits - logits.max(-1, keepdim=True).values)
        attention = exp / exp.sum(-1, keepdim=True)                       # (h, n, n)
        context = torch.einsum("hij,hjd->ihd", attention, v).reshape(n, D_MODEL)
        projected = dense(context, f"{p}.attention.output.dense")         # (n, d)
        hidden = layer_norm(projected + hidden, f"{p}.attention.output.LayerNorm")
        inner = dense(hidden, f"{p}.intermediate.dense")
        inner = 0.5 * inner * (1.0 + torch.erf(inner / math.sqrt(2.0)))    # exact GELU
        hidden = layer_norm(dense(inner, f"{p}.output.dense") + hidden, f"{p}.output.LayerNorm")
        probabilities.append(attention)
        projections.append(projected)
    return probabilities, projections


@pytest.fixture(scope="module")
def raw_weights() -> dict[str, torch.Tensor]:
    path = Path(default_model_folder()) / "model.safetensors"
    with safe_open(str(path), framework="pt") as handle:
        return {key: handle.get_tensor(key) for key in handle.keys()}


@pytest.fixture(scope="module")
def references(raw_weights):
    model = load_model()
    result = {}
    for text in SENTENCES:
        ids = model.tokenizer.encode(text).ids
        result[text] = reference_forward(raw_weights, ids)
    return result


@pytest.mark.parametrize("text", SENTENCES)
@pytest.mark.parametrize("layer", range(N_LAYERS))
def test_all_heads_session_matches_reference_weights_and_output(references, text, layer):
    session = build_session(text, layer)
    trace = session.run(dtype="float64")
    probabilities, projections = references[text]
    assert session.n_heads == N_HEADS and session.d_head == D_HEAD
    np.testing.assert_allclose(trace.numpy("weights"), probabilities[layer].numpy(),
                               atol=1e-5, rtol=0)
    np.testing.assert_allclose(trace.numpy("output"), projections[layer].numpy(),
                               atol=1e-5, rtol=0)


def test_every_single_head_session_matches_reference(references):
    text = SENTENCES[0]
    probabilities, _ = references[text]
    for layer in range(N_LAYERS):
        for head in range(N_HEADS):
            trace = build_session(text, layer, head).run(dtype="float64")
            assert trace.n_heads == 1
            np.testing.assert_allclose(trace.numpy("weights"),
                                       probabilities[layer][head].numpy(), atol=1e-5, rtol=0,
                                       err_msg=f"layer {layer} head {head}")


def test_float32_run_is_close_too(references):
    trace = build_session(SENTENCES[1], 4).run()  # the engine's default dtype
    np.testing.assert_allclose(trace.numpy("weights"), references[SENTENCES[1]][0][4].numpy(),
                               atol=1e-4, rtol=0)


def test_weights_are_the_heads_slices_transposed(raw_weights):
    layer, head = 3, 7
    session = build_session("the mole on his face", layer, head)
    rows = slice(head * D_HEAD, (head + 1) * D_HEAD)
    for matrix, bias, name in ((session.w_q, session.b_q, "query"),
                               (session.w_k, session.b_k, "key"),
                               (session.w_v, session.b_v, "value")):
        weight = raw_weights[f"encoder.layer.{layer}.attention.self.{name}.weight"].double()
        assert matrix.shape == (1, D_MODEL, D_HEAD)
        np.testing.assert_array_equal(matrix[0], weight[rows].T.numpy())
        np.testing.assert_array_equal(
            bias[0], raw_weights[f"encoder.layer.{layer}.attention.self.{name}.bias"]
            .double()[rows].numpy())
    assert session.w_o is None and session.b_o is None
    everything = build_session("the mole on his face", layer)
    np.testing.assert_array_equal(everything.w_q[head], session.w_q[0])
    dense = f"encoder.layer.{layer}.attention.output.dense"
    np.testing.assert_array_equal(everything.w_o, raw_weights[f"{dense}.weight"].double().T)
    np.testing.assert_array_equal(everything.b_o, raw_weights[f"{dense}.bias"].double())


def test_session_settings_title_and_mask_toggle():
    session = build_session("the mole on his face", 3, 7)
    assert session.tokens == ("[CLS]", "the", "mole", "on", "his", "face", "[SEP]")
    assert session.title == "MiniLM layer 4 head 8: the mole on his face"  # indices 3, 7
    assert (session.causal, session.scaled, session.positional) == (False, True, False)
    assert "both ways" in session.description and "causal" in session.description
    assert build_session("the mole", 0).title == "MiniLM layer 1 all heads: the mole"
    assert "layer 4 of 6" in session.description and "0–" not in session.description
    open_weights = session.run(dtype="float64").numpy("weights")
    assert np.all(open_weights > 0)  # bidirectional: every key gets some weight
    causal_weights = session.with_settings(causal=True).run(dtype="float64").numpy("weights")
    np.testing.assert_array_equal(np.triu(causal_weights, k=1), 0.0)
    np.testing.assert_allclose(causal_weights.sum(axis=1), 1.0, atol=1e-12)


def test_layer_zero_x_is_layer_normed_embeddings(raw_weights):
    session = build_session("the mole on his face", 0)
    ids = torch.tensor([101, 1996, 16709, 2006, 2010, 2227, 102])
    summed = (raw_weights["embeddings.word_embeddings.weight"][ids].double()
              + raw_weights["embeddings.position_embeddings.weight"][:7].double()
              + raw_weights["embeddings.token_type_embeddings.weight"][0].double())
    expected = F.layer_norm(summed, (D_MODEL,),
                            raw_weights["embeddings.LayerNorm.weight"].double(),
                            raw_weights["embeddings.LayerNorm.bias"].double(), 1e-12)
    np.testing.assert_allclose(session.embeddings, expected.numpy(), atol=1e-12)
