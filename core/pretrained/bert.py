"""BERT's encoder forward pass in plain torch, as far as a chosen layer.

Shapes: n tokens, d = d_model, h heads of d_head, ff = d_ff. Weights keep nn.Linear's (out, in)
layout, so a linear layer is ``x @ W.T + b``. One sentence, no padding: no attention mask
(BERT reads both ways), token type 0 everywhere. Computation runs in ``dtype`` (float64 by
default: the weights are float32, promoted per layer).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import torch
import torch.nn.functional as F

from core.attention.attend import attend
from core.attention.hooks import Hook
from core.pretrained.errors import check_layer
from core.pretrained.model_files import PretrainedModel

_ACTIVATIONS = {
    "gelu": lambda x: F.gelu(x),  # BERT's exact erf GELU
    "gelu_new": lambda x: F.gelu(x, approximate="tanh"),
    "gelu_pytorch_tanh": lambda x: F.gelu(x, approximate="tanh"),
    "relu": F.relu,
}


def embed(model: PretrainedModel, ids: Sequence[int], dtype=torch.float64) -> torch.Tensor:
    """(n, d): word + position + token-type embeddings, then LayerNorm (what layer 0 reads)."""
    index = torch.as_tensor(list(ids), dtype=torch.long)                     # (n,)
    words = model.tensor("embeddings.word_embeddings.weight")[index]          # (n, d)
    positions = model.tensor("embeddings.position_embeddings.weight")[: len(index)]  # (n, d)
    token_type = model.tensor("embeddings.token_type_embeddings.weight")[0]   # (d,)
    summed = words.to(dtype) + positions.to(dtype) + token_type.to(dtype)
    return _layer_norm(model, "embeddings.LayerNorm", summed)


def self_attention(model: PretrainedModel, layer: int, hidden: torch.Tensor,
                   hooks: Mapping[str, Hook] | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """Layer ``layer``'s attention on hidden (n, d) -> (heads side by side (n, h*d_head),
    weights (h, n, n)), before the output dense projection. The attention is the core's
    (core.attention.attend): every key visible, scores ÷ √d_head."""
    config = model.config
    n = hidden.shape[0]

    def heads(name: str) -> torch.Tensor:                                   # (h, n, d_head)
        projected = _linear(model, f"encoder.layer.{layer}.attention.self.{name}", hidden)
        return projected.view(n, config.n_heads, config.d_head).transpose(0, 1)

    attended = attend(heads("query"), heads("key"), heads("value"), hooks=hooks)
    z = attended.z                                                          # (h, n, d_head)
    return z.transpose(0, 1).reshape(n, config.d_model), attended.weights


def encoder_layer(model: PretrainedModel, layer: int,
                  hidden: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """One encoder layer: hidden (n, d) -> (next hidden (n, d), attention weights (h, n, n))."""
    prefix = f"encoder.layer.{layer}"
    concat, weights = self_attention(model, layer, hidden)                  # (n, d), (h, n, n)
    attended = _linear(model, f"{prefix}.attention.output.dense", concat)   # (n, d)
    hidden = _layer_norm(model, f"{prefix}.attention.output.LayerNorm", attended + hidden)
    activation = _ACTIVATIONS[model.config.activation]
    expanded = activation(_linear(model, f"{prefix}.intermediate.dense", hidden))  # (n, ff)
    fed_forward = _linear(model, f"{prefix}.output.dense", expanded)        # (n, d)
    return _layer_norm(model, f"{prefix}.output.LayerNorm", fed_forward + hidden), weights


def hidden_entering(model: PretrainedModel, ids: Sequence[int], layer: int,
                    dtype=torch.float64) -> torch.Tensor:
    """(n, d): the hidden state layer ``layer`` reads (the embeddings for layer 0).

    Cached (the last few sentences, every layer), so moving between heads and layers of one
    sentence costs one encoder layer at most. The result is shared: never modify it in place.
    """
    check_layer(model, layer)
    return _cached_hidden(model, tuple(int(i) for i in ids), layer, dtype)


def _cached_hidden(model: PretrainedModel, ids: tuple[int, ...], layer: int,
                   dtype: torch.dtype) -> torch.Tensor:
    key = (ids, layer, dtype)
    cached = model.hidden_cache.get(key)
    if cached is not None:
        return cached
    with torch.no_grad():
        if layer == 0:
            hidden = embed(model, ids, dtype)
        else:
            earlier = _cached_hidden(model, ids, layer - 1, dtype)
            hidden, _ = encoder_layer(model, layer - 1, earlier)
    model.hidden_cache.put(key, hidden)
    return hidden


def attention_weights(model: PretrainedModel, ids: Sequence[int],
                      dtype=torch.float64) -> torch.Tensor:
    """(n_layers, h, n, n): every layer's attention probabilities for one sentence.

    One walk through the layers; the hidden states it passes are cached for later sessions.
    """
    ids = tuple(int(i) for i in ids)
    every_layer = []
    with torch.no_grad():
        hidden = _cached_hidden(model, ids, 0, dtype)                       # (n, d)
        for layer in range(model.config.n_layers):
            hidden, weights = encoder_layer(model, layer, hidden)           # (n, d), (h, n, n)
            every_layer.append(weights)
            if layer + 1 < model.config.n_layers:
                model.hidden_cache.put((ids, layer + 1, dtype), hidden)
    return torch.stack(every_layer)




def _linear(model: PretrainedModel, prefix: str, x: torch.Tensor) -> torch.Tensor:
    weight = model.tensor(f"{prefix}.weight").to(x.dtype)                   # (out, in)
    bias = model.tensor(f"{prefix}.bias").to(x.dtype)                       # (out,)
    return F.linear(x, weight, bias)                                        # (n, out)


def _layer_norm(model: PretrainedModel, prefix: str, x: torch.Tensor) -> torch.Tensor:
    weight = model.tensor(f"{prefix}.weight").to(x.dtype)
    bias = model.tensor(f"{prefix}.bias").to(x.dtype)
    return F.layer_norm(x, (x.shape[-1],), weight, bias, model.config.layer_norm_eps)
