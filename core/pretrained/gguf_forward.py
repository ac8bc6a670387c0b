"""A GGUF decoder's forward pass (llama, qwen2, gemma3) in plain torch, with a KV cache.

Shapes: n new tokens at positions start … start+n−1, N = start+n keys, d = d_model, h query
heads, kv key/value heads (query head j reads kv head j // (h/kv)), d_head. Per layer:

    x̂ = RMSNorm(x) · attn_norm                                   (n, d)
    q, k, v = x̂ W_Qᵀ (+ b_Q), x̂ W_Kᵀ (+ b_K), x̂ W_Vᵀ (+ b_V)     (h|kv, n, d_head)
    gemma3: q, k = RMSNorm(q) · attn_q_norm, RMSNorm(k) · attn_k_norm   (per head, before RoPE)
    q, k turned by p·base_L^(−2i/d_head) (p / scale on global layers): pairs (2i, 2i+1) for
        llama, (i, i + d_head/2) for qwen2 and gemma3; base_L per layer (Gemma: 10,000 on
        sliding layers, 1,000,000 on global ones)
    K, V = the cache's keys and values with k, v appended         (kv, N, d_head)
    weights = softmax(q Kᵀ/√d_head, query i sees keys j ≤ i, and j > i − window on a sliding
        layer)                                                    (h, n, N)
    a = concat(weights V) W_Oᵀ;  gemma3: a = RMSNorm(a) · post_attention_norm
    x = x + a
    f = (act(x̂' W_gateᵀ) ⊙ x̂' W_upᵀ) W_downᵀ, x̂' = RMSNorm(x) · ffn_norm; act = SiLU, or
        GELU (tanh) for gemma3, then RMSNorm(f) · post_ffw_norm
    x = x + f

The embeddings are multiplied by √d first for gemma3; RMSNorm(x) · output_norm and the output
layer (tied to the embeddings unless the file has output.weight) give the logits. Rotation
angles are computed in float32 as transformers computes them. The attention step (rotary turn,
scores, mask, softmax, weighted sum, the cache's keys) is the one core's, core.attention.attend.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from core.attention.attend import Rotary, attend
from core.attention.attention_mask import AttentionMask
from core.attention.hooks import Hook
from core.attention.rotary import HALF, PAIRS
from core.pretrained.gguf_model import GGUFModel


@dataclass
class KVCache:
    """Every layer's keys (turned) and values so far: (kv, N, d_head) each, a row per token."""

    keys: list[torch.Tensor] = field(default_factory=list)
    values: list[torch.Tensor] = field(default_factory=list)

    @property
    def length(self) -> int:
        return int(self.keys[0].shape[1]) if self.keys else 0

    @property
    def nbytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in (*self.keys, *self.values))


@dataclass(frozen=True)
class Attended:
    """What one layer's attention step computed (for a layer's stages)."""

    q: torch.Tensor            # (h, n, d_head) projected (and normed), before turning
    k: torch.Tensor            # (kv, n, d_head)
    v: torch.Tensor            # (kv, n, d_head)
    q_rotated: torch.Tensor    # (h, n, d_head)
    k_rotated: torch.Tensor    # (kv, N, d_head) every key the queries read
    scores: torch.Tensor       # (h, n, N)
    allowed: torch.Tensor      # (n, N) bool
    weights: torch.Tensor      # (h, n, N)
    z: torch.Tensor            # (h, n, d_head)
    output: torch.Tensor       # (n, d) concat · W_Oᵀ


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """x (…, d) over its root mean square, times the gain as stored (d,)."""
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


def self_attention(model: GGUFModel, layer: int, normed: torch.Tensor, start: int,
                   cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                   ) -> Attended:
    """normed (n, d) at positions start … -> the layer's attention (output before post-norm);
    ``hooks`` (core.attention.hooks) act on the core's stages."""
    config, prefix = model.config, f"blk.{layer}"
    n = normed.shape[0]

    def heads(name: str, count: int) -> torch.Tensor:                       # (count, n, d_head)
        projected = normed @ model.tensor(f"{prefix}.{name}.weight").T
        if model.has(f"{prefix}.{name}.bias"):
            projected = projected + model.tensor(f"{prefix}.{name}.bias")
        return projected.view(n, count, config.d_head).transpose(0, 1)

    q, k, v = heads("attn_q", config.n_heads), heads("attn_k", config.n_kv_heads), heads(
        "attn_v", config.n_kv_heads)
    if config.qk_norm:
        q = rms_norm(q, model.tensor(f"{prefix}.attn_q_norm.weight"), config.rms_eps)
        k = rms_norm(k, model.tensor(f"{prefix}.attn_k_norm.weight"), config.rms_eps)
    past = None
    if cache is not None and len(cache.keys) > layer:
        past = (cache.keys[layer], cache.values[layer])                     # (kv, M, d_head)
    window = config.sliding_window if config.is_sliding(layer) else 0
    rotary = Rotary(config.layer_rope_base(layer), PAIRS if config.rope_layout == "pairs"
                    else HALF, config.layer_rope_scale(layer), angles="float32")
    attended = attend(q, k, v, mask=AttentionMask(causal=True, window=window or None),
                      rotary=rotary, past=past,
                      hooks=hooks)                     # scores/√d_head, the core's one softmax
    if cache is not None:
        if past is not None:
            cache.keys[layer], cache.values[layer] = attended.keys, attended.values
        else:
            cache.keys.append(attended.keys)                                 # (kv, N, d_head)
            cache.values.append(attended.values)
    n_keys = attended.keys.shape[1]                                          # N
    allowed = (torch.ones(n, n_keys, dtype=torch.bool) if attended.allowed is None
               else attended.allowed.expand(n, n_keys))                      # (n, N)
    z = attended.z                                                           # (h, n, d_head)
    concat = z.transpose(0, 1).reshape(n, config.n_heads * config.d_head)    # (n, h·d_head)
    output = concat @ model.tensor(f"{prefix}.attn_output.weight").T         # (n, d)
    return Attended(q=q, k=k, v=v, q_rotated=attended.q_rotated, k_rotated=attended.keys,
                    scores=attended.scores, allowed=allowed, weights=attended.weights, z=z,
                    output=output)


def embed(model: GGUFModel, ids: Sequence[int]) -> torch.Tensor:
    """(n, d): the token rows, times √d for gemma3."""
    rows = model.embedding.rows(ids)
    scale = model.config.embedding_scale
    return rows * torch.tensor(scale, dtype=rows.dtype) if scale != 1.0 else rows


def attention_input(model: GGUFModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    return rms_norm(x, model.tensor(f"blk.{layer}.attn_norm.weight"), model.config.rms_eps)


def feed_forward(model: GGUFModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    config, prefix = model.config, f"blk.{layer}"
    normed = rms_norm(x, model.tensor(f"{prefix}.ffn_norm.weight"), config.rms_eps)
    gate = normed @ model.tensor(f"{prefix}.ffn_gate.weight").T              # (n, d_ff)
    gate = F.gelu(gate, approximate="tanh") if config.activation == "gelu_tanh" else F.silu(gate)
    out = (gate * (normed @ model.tensor(f"{prefix}.ffn_up.weight").T)) @ model.tensor(
        f"{prefix}.ffn_down.weight").T                                       # (n, d)
    if config.post_norms:
        out = rms_norm(out, model.tensor(f"{prefix}.post_ffw_norm.weight"), config.rms_eps)
    return out


def decoder_block(model: GGUFModel, layer: int, x: torch.Tensor, start: int = 0,
                  cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                  ) -> tuple[torch.Tensor, Attended]:
    """One block: residual stream (n, d) -> (next residual (n, d), the attention step)."""
    attended = self_attention(model, layer, attention_input(model, layer, x), start, cache,
                              hooks)
    out = attended.output
    if model.config.post_norms:
        out = rms_norm(out, model.tensor(f"blk.{layer}.post_attention_norm.weight"),
                       model.config.rms_eps)
    x = x + out
    return x + feed_forward(model, layer, x), attended


def run_blocks(model: GGUFModel, ids: Sequence[int], cache: KVCache | None = None,
               last_layer: int | None = None, keep_weights: bool = False,
               hooks: Mapping[str, Hook] | None = None,
               hook_layers: Collection[int] | None = None,
               ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """The residual stream after blocks 0 … last_layer−1 (all by default) for new tokens
    ``ids`` following the cache's; with ``keep_weights`` each block's weights (h, n, N).
    ``hooks`` (core.attention.hooks: {"weights": fn}, …) act in every block, in block order,
    or in ``hook_layers`` (0-based) only."""
    start = cache.length if cache is not None else 0
    stop = model.config.n_layers if last_layer is None else last_layer
    every = []
    with torch.no_grad():
        x = embed(model, ids)                                                # (n, d)
        for layer in range(stop):
            hooked = hooks if hook_layers is None or layer in hook_layers else None
            x, attended = decoder_block(model, layer, x, start, cache, hooked)
            if keep_weights:
                every.append(attended.weights)
    return x, every


def next_token_logits(model: GGUFModel, x: torch.Tensor) -> torch.Tensor:
    """(vocab,): the logits after the last row of the final residual stream x (n, d)."""
    with torch.no_grad():
        last = rms_norm(x[-1], model.tensor("output_norm.weight"), model.config.rms_eps)
        return model.output.logits(last)


def layer_attention(model: GGUFModel, ids: Sequence[int], layer: int) -> Attended:
    """Layer ``layer``'s attention step (0-based) for a whole text."""
    with torch.no_grad():
        stream, _ = run_blocks(model, ids, last_layer=layer)
        return self_attention(model, layer, attention_input(model, layer, stream), 0)


def attention_weights(model: GGUFModel, ids: Sequence[int]) -> torch.Tensor:
    """(n_layers, h, n, n): every layer's attention weights for one text."""
    _, every = run_blocks(model, ids, keep_weights=True)
    return torch.stack(every)
