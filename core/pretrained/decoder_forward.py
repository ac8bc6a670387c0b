"""A llama-architecture decoder's forward pass in plain torch, with an optional KV cache.

Shapes: n new tokens at positions M … M+n−1 after the M tokens the KV cache holds (M = 0
without one), N = M+n keys in all, d = d_model,
h query heads and g = h/kv query heads per key/value head, d_head = 64 in SmolLM2. Per layer:

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

import functools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from core.attention.attend import Rotary, attend
from core.attention.attention_mask import AttentionMask
from core.attention.hooks import Hook
from core.attention.rotary import PAIRS
from core.pretrained.smollm2_model import DecoderModel

CAUSAL = AttentionMask(causal=True)


@dataclass
class KVCache:
    """Every layer's keys and values so far: keys[L], values[L] are (kv, N, d_head), one row
    more per token; rotated keys are kept (a key's turn depends on its own position only)."""

    keys: list[torch.Tensor] = field(default_factory=list)
    values: list[torch.Tensor] = field(default_factory=list)

    @property
    def length(self) -> int:
        """N: how many tokens' keys the cache holds."""
        return int(self.keys[0].shape[1]) if self.keys else 0

    @property
    def nbytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in (*self.keys, *self.values))


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """x (…, d) divided by its root mean square, times the learned gain weight (d,)."""
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


def embed(model: DecoderModel, ids: Sequence[int]) -> torch.Tensor:
    """(n, d): the token embeddings (no positions: those turn q and k in every layer)."""
    return model.tensor("token_embd.weight")[torch.as_tensor(list(ids), dtype=torch.long)]


def attention_input(model: DecoderModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    """(n, d): what layer ``layer``'s attention reads, the RMSNorm-ed residual stream."""
    return rms_norm(x, model.tensor(f"blk.{layer}.attn_norm.weight"), model.config.rms_eps)


def self_attention(model: DecoderModel, layer: int, normed: torch.Tensor,
                   cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                   ) -> tuple[torch.Tensor, torch.Tensor]:
    """normed (n, d) of the tokens after the cache's -> (attention output (n, d), weights
    (h, n, N)); the attention itself is the core's (core.attention.attend), which turns q and
    k from the cache's length on and masks causally; the cache gains this call's keys."""
    config, prefix = model.config, f"blk.{layer}"
    n = normed.shape[0]

    def heads(name: str, count: int) -> torch.Tensor:                     # (count, n, d_head)
        projected = normed @ model.tensor(f"{prefix}.{name}.weight").T       # (n, count*d_head)
        return projected.view(n, count, config.d_head).transpose(0, 1)

    past = None
    if cache is not None and len(cache.keys) > layer:
        past = (cache.keys[layer], cache.values[layer])                     # (kv, M, d_head)
    attended = attend(heads("attn_q", config.n_heads), heads("attn_k", config.n_kv_heads),
                      heads("attn_v", config.n_kv_heads), mask=CAUSAL, past=past,
                      rotary=_rotary(config.rope_base), hooks=hooks)     # (h, n, N) …
    if cache is not None:
        if past is not None:
            cache.keys[layer], cache.values[layer] = attended.keys, attended.values
        else:
            cache.keys.append(attended.keys)                                 # (kv, N, d_head)
            cache.values.append(attended.values)
    z = attended.z.transpose(0, 1).reshape(n, config.d_model)              # (n, h*d_head)
    return z @ model.tensor(f"{prefix}.attn_output.weight").T, attended.weights


@functools.lru_cache(maxsize=8)
def _rotary(base: float) -> Rotary:
    """The model's rotary positions: adjacent pairs, as llama.cpp stores Q and K."""
    return Rotary(base, PAIRS)


def feed_forward(model: DecoderModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    """SwiGLU: (n, d) -> (n, d) through d_ff = 1,536 gated features."""
    prefix = f"blk.{layer}"
    normed = rms_norm(x, model.tensor(f"{prefix}.ffn_norm.weight"), model.config.rms_eps)
    gate = F.silu(normed @ model.tensor(f"{prefix}.ffn_gate.weight").T)      # (n, d_ff)
    up = normed @ model.tensor(f"{prefix}.ffn_up.weight").T                  # (n, d_ff)
    return (gate * up) @ model.tensor(f"{prefix}.ffn_down.weight").T         # (n, d)


def decoder_block(model: DecoderModel, layer: int, x: torch.Tensor,
                  cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                  ) -> tuple[torch.Tensor, torch.Tensor]:
    """One block: residual stream (n, d) of the tokens after the cache's -> (next residual
    (n, d), weights (h, n, N))."""
    attended, weights = self_attention(model, layer, attention_input(model, layer, x), cache,
                                       hooks)
    x = x + attended
    return x + feed_forward(model, layer, x), weights


def run_blocks(model: DecoderModel, ids: Sequence[int], cache: KVCache | None = None,
               last_layer: int | None = None, keep_weights: bool = False,
               hooks: Mapping[str, Hook] | None = None,
               hook_layers: Collection[int] | None = None,
               ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """The residual stream after blocks 0 … last_layer−1 (all by default) for new tokens
    ``ids`` (n,) following the cache's tokens; with ``keep_weights`` each block's weights.
    ``hooks`` (core.attention.hooks: {"weights": fn}, …) act in every block, in block order,
    or in ``hook_layers`` (0-based) only."""
    stop = model.config.n_layers if last_layer is None else last_layer
    every = []
    with torch.no_grad():
        x = embed(model, ids)                                                # (n, d)
        for layer in range(stop):
            hooked = hooks if hook_layers is None or layer in hook_layers else None
            x, weights = decoder_block(model, layer, x, cache, hooked)
            if keep_weights:
                every.append(weights)
    return x, every


def next_token_logits(model: DecoderModel, x: torch.Tensor) -> torch.Tensor:
    """(vocab,): the logits after the last row of the final residual stream x (n, d)."""
    with torch.no_grad():
        last = rms_norm(x[-1], model.tensor("output_norm.weight"), model.config.rms_eps)
        return model.tensor("token_embd.weight") @ last                      # tied output layer


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


def attention_weights(model: DecoderModel, ids: Sequence[int]) -> torch.Tensor:
    """(n_layers, h, n, n): every layer's causal attention weights for one text."""
    _, every = run_blocks(model, ids, keep_weights=True)
    return torch.stack(every)
