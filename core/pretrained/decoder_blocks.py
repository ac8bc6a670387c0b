"""A decoder's blocks, written once for SmolLM2 and every GGUF architecture (llama, qwen2,
gemma3), with a KV cache; what differs is read from the model's config, never copied.

Shapes: n new tokens after the M tokens the cache holds (M = 0 without one), N = M+n keys,
d = d_model, h query heads and kv key/value heads (query head j reads kv head j // (h/kv)),
d_head. Per block (layer L, counted from 0):

    x̂ = RMSNorm(x) · attn_norm                                   (n, d)   attention_input
    q, k, v = x̂ W_Qᵀ (+ b_Q), x̂ W_Kᵀ (+ b_K), x̂ W_Vᵀ (+ b_V)     (h|kv, n, d_head)  biases when
                                                                  the file has them (qwen2)
    qk_norm: q, k = RMSNorm(q) · attn_q_norm, RMSNorm(k) · attn_k_norm   per head, before RoPE
    weights, z = the one attention core (core.attention.attend): q and k turned by position
        (config.rope_layout: adjacent pairs or rotate-half; a base and scale per layer), the
        cache's keys and values first, scores/√d_head, causal, and a window of the last
        ``sliding_window`` keys on a sliding layer, softmax, weights V   (h, n, N), (h, n, d_head)
    a = concat(z) W_Oᵀ;  post_norms: a = RMSNorm(a) · post_attention_norm          (n, d)
    x = x + a
    f = (act(x̂' W_gateᵀ) ⊙ x̂' W_upᵀ) W_downᵀ, x̂' = RMSNorm(x) · ffn_norm; act = SiLU, or
        GELU (tanh) (config.activation); post_norms: f = RMSNorm(f) · post_ffw_norm   (n, d)
    x = x + f

A model here is anything with ``config`` (the fields ``BlockConfig`` names), ``tensor(name)``
and ``has(name)`` over tensors named as in a GGUF ("blk.3.attn_q.weight", (out, in)), its
tokens' embedding rows (``token_rows``) and output layer (``output_logits``): SmolLM2's
DecoderModel (core.pretrained.smollm2_model) and a GGUFModel (core.pretrained.gguf_model).
The logits are RMSNorm(x) · output_norm through the output layer. The
cache is exact because of the causal mask: no earlier row ever reads a later token.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import torch
import torch.nn.functional as F

from core.attention.attend import Rotary, attend
from core.attention.attention_mask import AttentionMask
from core.attention.hooks import Hook
from core.attention.rotary import HALF, PAIRS

ACTIVATIONS = {"silu": F.silu, "gelu_tanh": lambda x: F.gelu(x, approximate="tanh")}


class BlockConfig(Protocol):
    """What the blocks read of a config (core.pretrained.gguf_config.GGUFConfig, and SmolLM2's
    DecoderConfig with a llama block's constants)."""

    n_layers: int
    n_heads: int
    n_kv_heads: int
    d_head: int
    rms_eps: float
    qk_norm: bool              # q and k RMS-normed per head before RoPE (Gemma 3)
    post_norms: bool           # norms after attention and after the MLP too (Gemma 3)
    activation: str            # a key of ACTIVATIONS
    rope_layout: str           # "pairs" (2i, 2i+1) or "halves" (i, i + d_head/2)
    rope_angles: str           # the angles' precision (core.attention.rotary.ANGLES)
    sliding_window: int        # 0: every layer sees every earlier key

    def is_sliding(self, layer: int) -> bool: ...

    def layer_rope_base(self, layer: int) -> float: ...

    def layer_rope_scale(self, layer: int) -> float: ...


class BlockModel(Protocol):
    config: BlockConfig

    def tensor(self, name: str) -> torch.Tensor: ...

    def has(self, name: str) -> bool: ...

    def token_rows(self, ids: Sequence[int]) -> torch.Tensor: ...          # (n, d)

    def output_logits(self, last: torch.Tensor) -> torch.Tensor: ...       # (d,) -> (vocab,)


@dataclass
class KVCache:
    """Every layer's keys (turned) and values so far: keys[L], values[L] are (kv, N, d_head),
    one row more per token (a key's turn depends on its own position only)."""

    keys: list[torch.Tensor] = field(default_factory=list)
    values: list[torch.Tensor] = field(default_factory=list)

    @property
    def length(self) -> int:
        """N: how many tokens' keys the cache holds."""
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
    scaled: torch.Tensor       # (h, n, N) scores / √d_head
    masked: torch.Tensor       # (h, n, N) scaled, −∞ where a key is hidden
    allowed: torch.Tensor      # (n, N) bool
    weights: torch.Tensor      # (h, n, N)
    z: torch.Tensor            # (h, n, d_head)
    output: torch.Tensor       # (n, d) concat · W_Oᵀ


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """x (…, d) over its root mean square, times the gain as stored (d,)."""
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


def attention_input(model: BlockModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    """(n, d): what layer ``layer``'s attention reads, the RMSNorm-ed residual stream."""
    return rms_norm(x, model.tensor(f"blk.{layer}.attn_norm.weight"), model.config.rms_eps)


@functools.lru_cache(maxsize=512)
def layer_rotary(config: BlockConfig, layer: int) -> Rotary:
    """Layer ``layer``'s rotary positions: its base and scale, the file's layout (made once
    per config and layer: a generated token asks for every layer's)."""
    return Rotary(config.layer_rope_base(layer), PAIRS if config.rope_layout == "pairs" else HALF,
                  config.layer_rope_scale(layer), angles=config.rope_angles)


@functools.lru_cache(maxsize=64)
def _causal_mask(window: int | None) -> AttentionMask:
    return AttentionMask(causal=True, window=window)


def self_attention(model: BlockModel, layer: int, normed: torch.Tensor,
                   cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                   ) -> Attended:
    """normed (n, d) of the tokens after the cache's -> the layer's attention step (its output
    before any post-norm); the cache gains this call's keys and values; ``hooks``
    (core.attention.hooks) act on the core's stages."""
    config, prefix = model.config, f"blk.{layer}"
    n = normed.shape[0]

    def heads(name: str, count: int) -> torch.Tensor:                       # (count, n, d_head)
        projected = normed @ model.tensor(f"{prefix}.{name}.weight").T        # (n, count·d_head)
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
    attended = attend(q, k, v, mask=_causal_mask(window or None),
                      rotary=layer_rotary(config, layer), past=past,
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
                    scores=attended.scores, scaled=attended.scaled, masked=attended.masked,
                    allowed=allowed, weights=attended.weights, z=z, output=output)


def feed_forward(model: BlockModel, layer: int, x: torch.Tensor) -> torch.Tensor:
    """The gated MLP: (n, d) -> (n, d) through d_ff gated features (SwiGLU or GeGLU)."""
    config, prefix = model.config, f"blk.{layer}"
    normed = rms_norm(x, model.tensor(f"{prefix}.ffn_norm.weight"), config.rms_eps)
    gate = ACTIVATIONS[config.activation](
        normed @ model.tensor(f"{prefix}.ffn_gate.weight").T)               # (n, d_ff)
    up = normed @ model.tensor(f"{prefix}.ffn_up.weight").T                  # (n, d_ff)
    out = (gate * up) @ model.tensor(f"{prefix}.ffn_down.weight").T          # (n, d)
    if config.post_norms:
        out = rms_norm(out, model.tensor(f"{prefix}.post_ffw_norm.weight"), config.rms_eps)
    return out


def decoder_block(model: BlockModel, layer: int, x: torch.Tensor,
                  cache: KVCache | None = None, hooks: Mapping[str, Hook] | None = None
                  ) -> tuple[torch.Tensor, Attended]:
    """One block: residual stream (n, d) of the tokens after the cache's -> (next residual
    (n, d), the attention step)."""
    attended = self_attention(model, layer, attention_input(model, layer, x), cache, hooks)
    out = attended.output
    if model.config.post_norms:
        out = rms_norm(out, model.tensor(f"blk.{layer}.post_attention_norm.weight"),
                       model.config.rms_eps)
    x = x + out
    return x + feed_forward(model, layer, x), attended


def run_blocks(model: BlockModel, ids: Sequence[int], cache: KVCache | None = None,
               last_layer: int | None = None, keep_weights: bool = False,
               hooks: Mapping[str, Hook] | None = None,
               hook_layers: Collection[int] | None = None,
               ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """The residual stream (n, d) after blocks 0 … last_layer−1 (all by default) for new
    tokens ``ids`` (n,) following the cache's; with ``keep_weights`` each block's weights
    (h, n, N). ``hooks`` ({"weights": fn}, …) act in every block, in block order, or in
    ``hook_layers`` (0-based) only."""
    stop = model.config.n_layers if last_layer is None else last_layer
    every = []
    with torch.no_grad():
        x = model.token_rows(ids)                                            # (n, d)
        for layer in range(stop):
            hooked = hooks if hook_layers is None or layer in hook_layers else None
            x, attended = decoder_block(model, layer, x, cache, hooked)
            if keep_weights:
                every.append(attended.weights)
    return x, every


def next_token_logits(model: BlockModel, x: torch.Tensor) -> torch.Tensor:
    """(vocab,): the logits after the last row of the final residual stream x (n, d)."""
    with torch.no_grad():
        last = rms_norm(x[-1], model.tensor("output_norm.weight"), model.config.rms_eps)
        return model.output_logits(last)


def attention_weights(model: BlockModel, ids: Sequence[int]) -> torch.Tensor:
    """(n_layers, h, n, n): every layer's causal attention weights for one text."""
    _, every = run_blocks(model, ids, keep_weights=True)
    return torch.stack(every)
