"""A GGUF decoder's forward pass (llama, qwen2, gemma3) in plain torch, with a KV cache.

The blocks are the one decoder block (core.pretrained.decoder_blocks, SmolLM2's too), read
per architecture from the config: biases on q, k, v where the file has them (qwen2); q and k
RMS-normed per head before RoPE, norms after attention and after the MLP, and a GELU (tanh)
gated MLP for gemma3 (SiLU otherwise); rotary pairs (2i, 2i+1) for llama, (i, i + d_head/2)
for qwen2 and gemma3, with a base per layer (Gemma: 10,000 on sliding layers, 1,000,000 on
global ones) and angles in float32 as transformers computes them; a sliding layer's query i
sees keys j with i − window < j ≤ i. The attention step is the one core's
(core.attention.attend).

What is a GGUF model's own (core.pretrained.gguf_model.GGUFModel.token_rows and
output_logits): the embeddings (a TokenMatrix, compact for Q8_0) are multiplied by √d first
for gemma3; RMSNorm(x) · output_norm and the output layer (tied to the embeddings unless the
file has output.weight) give the logits.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from core.pretrained.decoder_blocks import (
    Attended,
    KVCache,
    attention_input,
    attention_weights,
    feed_forward,
    next_token_logits,
    rms_norm,
    run_blocks,
    self_attention,
)
from core.pretrained.gguf_model import GGUFModel

# A GGUF model's forward by the names its callers know (the one block's functions), and its own
__all__ = ["Attended", "KVCache", "attention_input", "attention_weights", "embed",
           "feed_forward", "layer_attention", "next_token_logits", "rms_norm", "run_blocks",
           "self_attention"]


def embed(model: GGUFModel, ids: Sequence[int]) -> torch.Tensor:
    """(n, d): the token rows, times √d for gemma3 (GGUFModel.token_rows)."""
    return model.token_rows(ids)


def layer_attention(model: GGUFModel, ids: Sequence[int], layer: int) -> Attended:
    """Layer ``layer``'s attention step (0-based) for a whole text."""
    with torch.no_grad():
        stream, _ = run_blocks(model, ids, last_layer=layer)
        return self_attention(model, layer, attention_input(model, layer, stream))
