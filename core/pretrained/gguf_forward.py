"""A GGUF decoder's forward pass (llama, qwen2, gemma3) in plain torch, with a KV cache.

The blocks are the one decoder block (core.pretrained.decoder_blocks, SmolLM2's too), read
per architecture from the config: biases on q, k, v where the file has them (qwen2); q and k
RMS-normed per head before RoPE, norms after attention and after the MLP, and a GELU (tanh)
gated MLP for gemma3 (SiLU otherwise); rotary pairs (2i, 2i+1) for llama, (i, i + d_head/2)
for qwen2 and gemma3, with a base per layer (Gemma: 10,000 on sliding layers, 1,000,000 on
global ones) and angles in float32 as transformers computes them; a sliding layer's query i
sees keys j with i − window < j ≤ i. The attention step is the one core's
(core.attention.attend).

What is a GGUF model's own: the embeddings (a TokenMatrix, compact for Q8_0) are multiplied by
√d first for gemma3; RMSNorm(x) · output_norm and the output layer (tied to the embeddings
unless the file has output.weight) give the logits.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import torch

from core.attention.hooks import Hook
from core.pretrained.decoder_blocks import (
    Attended,
    KVCache,
    attention_input,
    rms_norm,
    run_layers,
    self_attention,
)
from core.pretrained.gguf_model import GGUFModel


def embed(model: GGUFModel, ids: Sequence[int]) -> torch.Tensor:
    """(n, d): the token rows, times √d for gemma3."""
    rows = model.embedding.rows(ids)
    scale = model.config.embedding_scale
    return rows * torch.tensor(scale, dtype=rows.dtype) if scale != 1.0 else rows


def run_blocks(model: GGUFModel, ids: Sequence[int], cache: KVCache | None = None,
               last_layer: int | None = None, keep_weights: bool = False,
               hooks: Mapping[str, Hook] | None = None,
               hook_layers: Collection[int] | None = None,
               ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """The residual stream after blocks 0 … last_layer−1 (all by default) for new tokens
    ``ids`` following the cache's; with ``keep_weights`` each block's weights (h, n, N).
    ``hooks`` (core.attention.hooks: {"weights": fn}, …) act in every block, in block order,
    or in ``hook_layers`` (0-based) only."""
    with torch.no_grad():
        return run_layers(model, embed(model, ids), cache, last_layer, keep_weights, hooks,
                          hook_layers)


def next_token_logits(model: GGUFModel, x: torch.Tensor) -> torch.Tensor:
    """(vocab,): the logits after the last row of the final residual stream x (n, d)."""
    with torch.no_grad():
        last = rms_norm(x[-1], model.tensor("output_norm.weight"), model.config.rms_eps)
        return model.output.logits(last)


def layer_attention(model: GGUFModel, ids: Sequence[int], layer: int) -> Attended:
    """Layer ``layer``'s attention step (0-based) for a whole text."""
    with torch.no_grad():
        stream, _ = run_blocks(model, ids, last_layer=layer)
        return self_attention(model, layer, attention_input(model, layer, stream))


def attention_weights(model: GGUFModel, ids: Sequence[int]) -> torch.Tensor:
    """(n_layers, h, n, n): every layer's attention weights for one text."""
    _, every = run_blocks(model, ids, keep_weights=True)
    return torch.stack(every)
