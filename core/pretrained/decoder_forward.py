"""A llama-architecture decoder's forward pass (SmolLM2) in plain torch, with an optional KV cache.

Shapes: n new tokens at positions M … M+n−1 after the M tokens the KV cache holds (M = 0
without one), N = M+n keys in all, d = d_model, h query heads and g = h/kv query heads per
key/value head, d_head = 64 in SmolLM2. Its blocks are the one decoder block
(core.pretrained.decoder_blocks, every GGUF architecture's too) as a llama config reads it:

    x̂ = RMSNorm(x) · attn_norm                         (n, d)       the layer's attention input
    q = x̂ W_Qᵀ, k = x̂ W_Kᵀ, v = x̂ W_Vᵀ                 (h|kv, n, d_head)
    q, k turned pair by pair (2i, 2i+1) by p·base^(−2i/d_head)    (rotary positions)
    K, V = cached keys/values with k, v appended       (kv, N, d_head)
    weights = softmax(q Kᵀ/√d_head, causal)            (h, n, N)    query head j reads kv head j//g
                                                                    (core.attention.attend)
    x = x + concat(weights V) W_Oᵀ                     (n, d)
    x = x + (silu(x̂' W_gateᵀ) ⊙ x̂' W_upᵀ) W_downᵀ     (n, d)       x̂' = RMSNorm(x) · ffn_norm

then RMSNorm(x) · output_norm and the tied output layer (token_embd) give the logits.
The cache is exact because of the causal mask: no earlier row ever reads a later token, so the
keys and values already computed never change when a token is appended.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from core.pretrained.decoder_blocks import (
    KVCache,
    attention_input,
    attention_weights,
    feed_forward,
    next_token_logits,
    rms_norm,
    run_blocks,
)
from core.pretrained.smollm2_model import DecoderModel

# SmolLM2's forward by the names its callers know (the one block's functions), and its own
__all__ = ["KVCache", "attention_input", "attention_weights", "embed", "feed_forward",
           "grow_pattern", "next_token_logits", "rms_norm", "run_blocks"]


def embed(model: DecoderModel, ids: Sequence[int]) -> torch.Tensor:
    """(n, d): the token embeddings (DecoderModel.token_rows)."""
    return model.token_rows(ids)


def grow_pattern(pattern: torch.Tensor | None, rows: torch.Tensor) -> torch.Tensor:
    """The causal pattern so far (L, h, M, M), or None, with the query rows a cached run just
    computed, rows (L, h, n, N) where N = M + n, appended: (L, h, N, N). The earlier rows are
    copied as they were, a zero added for each new key (the mask hid it from them); only the
    new rows are new."""
    if pattern is None:
        return rows.clone()
    layers, heads, known, _ = pattern.shape
    new, total = rows.shape[2], rows.shape[3]
    if total != known + new:
        raise ValueError(f"{new} new rows over {total} keys do not follow {known} known rows")
    grown = rows.new_zeros((layers, heads, total, total))                    # (L, h, N, N)
    grown[:, :, :known, :known] = pattern
    grown[:, :, known:, :] = rows
    return grown
