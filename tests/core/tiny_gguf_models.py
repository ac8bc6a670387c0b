"""Tiny llama, qwen2 and gemma3 GGUFs written with gguf's own writer, and a float64 numpy
forward pass of them written here, sharing nothing with core.

Each file mixes the loader's tensor types: Q8_0, Q4_0, Q4_1, Q5_0, F16, BF16 and F32 from
gguf's quantizer, and Q4_K, Q5_K, Q6_K as raw blocks of random bytes with small valid scales
(gguf quantizes no K type; its dequantizer reads them). The reference reads the tensors back
with gguf's dequantizer and computes, in float64: RMSNorm, RoPE as complex multiplication
(adjacent pairs for llama, halves for qwen2 and gemma3), per-layer RoPE bases, the causal mask
with Gemma's sliding window, QK-norm, q/k/v biases, grouped heads, post-norms, SwiGLU or GELU
(tanh), √d embedding scale, tied or separate output layer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType as Q
from gguf import GGUFWriter
from gguf.constants import GGML_QUANT_SIZES
from gguf.quants import dequantize, quantize

GPT2_TOKENS = ["a", "b", "c", "d", "e", "Ġ", "ab", "Ġa", "!", "cd", "Ġb", "de"] + [
    f"x{i}" for i in range(20)]
GPT2_MERGES = ["a b", "Ġ a", "c d", "Ġ b", "d e"]
SP_TOKENS = ["<pad>", "<eos>", "<bos>", "<unk>", "▁", "a", "b", "c", "▁a", "ab", "▁b", "bc",
             "▁ab", "!"] + [f"<unused{i}>" for i in range(18)]


@dataclass(frozen=True)
class Tiny:
    architecture: str
    n_layers: int
    n_heads: int
    n_kv: int
    d_model: int
    d_head: int
    d_ff: int
    types: dict                      # tensor kind -> quantization type name
    window: int = 0
    biases: bool = False
    tied: bool = True


LLAMA = Tiny("llama", 2, 4, 2, 32, 8, 256, {
    "token_embd": "Q8_0", "attn_q": "Q4_0", "attn_k": "Q4_1", "attn_v": "Q8_0",
    "attn_output": "Q5_0", "ffn_gate": "F16", "ffn_up": "BF16", "ffn_down": "Q4_K"})
QWEN2 = Tiny("qwen2", 2, 4, 2, 32, 8, 256, {
    "token_embd": "F16", "output": "Q8_0", "attn_q": "Q8_0", "attn_k": "Q8_0",
    "attn_v": "Q4_0", "attn_output": "F32", "ffn_gate": "Q4_0", "ffn_up": "Q5_0",
    "ffn_down": "Q5_K"}, biases=True, tied=False)
GEMMA3 = Tiny("gemma3", 6, 4, 1, 32, 16, 256, {
    "token_embd": "Q8_0", "attn_q": "Q5_0", "attn_k": "Q5_0", "attn_v": "Q8_0",
    "attn_output": "Q4_0", "ffn_gate": "Q8_0", "ffn_up": "Q8_0", "ffn_down": "Q6_K"}, window=3)
ROPE_BASE = {"llama": 10_000.0, "qwen2": 1_000_000.0, "gemma3": 1_000_000.0}
EPS = 1e-6


def shapes(tiny: Tiny) -> dict[str, tuple[int, ...]]:
    d, h, kv = tiny.d_model, tiny.n_heads * tiny.d_head, tiny.n_kv * tiny.d_head
    vocab = len(SP_TOKENS if tiny.architecture == "gemma3" else GPT2_TOKENS)
    out = {"token_embd.weight": (vocab, d), "output_norm.weight": (d,)}
    if not tiny.tied:
        out["output.weight"] = (vocab, d)
    for layer in range(tiny.n_layers):
        p = f"blk.{layer}."
        out.update({p + "attn_norm.weight": (d,), p + "attn_q.weight": (h, d),
                    p + "attn_k.weight": (kv, d), p + "attn_v.weight": (kv, d),
                    p + "attn_output.weight": (d, h), p + "ffn_norm.weight": (d,),
                    p + "ffn_gate.weight": (tiny.d_ff, d), p + "ffn_up.weight": (tiny.d_ff, d),
                    p + "ffn_down.weight": (d, tiny.d_ff)})
        if tiny.biases:
            out.update({p + "attn_q.bias": (h,), p + "attn_k.bias": (kv,),
                        p + "attn_v.bias": (kv,)})
        if tiny.architecture == "gemma3":
            out.update({p + "attn_q_norm.weight": (tiny.d_head,),
                        p + "attn_k_norm.weight": (tiny.d_head,),
                        p + "post_attention_norm.weight": (d,), p + "post_ffw_norm.weight": (d,)})
    return out


def _k_blocks(kind: Q, shape: tuple[int, int], rng) -> np.ndarray:
    """Random K-quant blocks with small finite scales: (rows, bytes) uint8."""
    block, size = GGML_QUANT_SIZES[kind]
    raw = rng.integers(0, 256, (shape[0], shape[1] // block, size), dtype=np.uint8)
    half = np.float16
    if kind == Q.Q6_K:
        raw[..., 208:210] = np.frombuffer(half(0.002).tobytes(), np.uint8)
    else:
        raw[..., 0:2] = np.frombuffer(half(0.004).tobytes(), np.uint8)
        raw[..., 2:4] = np.frombuffer(half(0.002).tobytes(), np.uint8)
    return raw.reshape(shape[0], -1)


def write_tiny(path: Path, tiny: Tiny, *, seed: int = 0, architecture: str | None = None,
               type_override: tuple[str, Q] | None = None) -> Path:
    """Write ``tiny`` to ``path``; ``architecture`` overrides the stated one (refusals) and
    ``type_override`` (tensor name, type) stores one tensor in another type, as raw bytes."""
    rng = np.random.default_rng(seed)
    arch = architecture or tiny.architecture
    writer = GGUFWriter(str(path), arch)
    writer.add_name(f"tiny {tiny.architecture}")
    writer.add_block_count(tiny.n_layers)
    writer.add_context_length(64)
    writer.add_embedding_length(tiny.d_model)
    writer.add_feed_forward_length(tiny.d_ff)
    writer.add_head_count(tiny.n_heads)
    writer.add_head_count_kv(tiny.n_kv)
    writer.add_rope_freq_base(ROPE_BASE[tiny.architecture])
    writer.add_layer_norm_rms_eps(EPS)
    if tiny.architecture == "gemma3":
        writer.add_key_length(tiny.d_head)
        writer.add_value_length(tiny.d_head)
        writer.add_sliding_window(tiny.window)
        writer.add_tokenizer_model("llama")
        writer.add_token_list(SP_TOKENS)
        writer.add_token_scores([-float(i) for i in range(len(SP_TOKENS))])
        writer.add_token_types([3, 3, 3, 3] + [1] * (len(SP_TOKENS) - 4))
        writer.add_bos_token_id(2)
        writer.add_eos_token_id(1)
        writer.add_add_bos_token(True)
    else:
        writer.add_tokenizer_model("gpt2")
        writer.add_token_list(GPT2_TOKENS)
        writer.add_token_merges(GPT2_MERGES)
    for name, shape in shapes(tiny).items():
        kind = name.split(".")[-2] if name.startswith("blk.") else name.split(".")[0]
        type_name = tiny.types.get(kind, "F32") if name.endswith(".weight") else "F32"
        scale = 1.0 if len(shape) == 1 else 1 / math.sqrt(shape[1])
        values = (rng.standard_normal(shape) * scale).astype(np.float32)
        if len(shape) == 1 and name.endswith("norm.weight"):
            values = (1.0 + 0.1 * rng.standard_normal(shape)).astype(np.float32)
        if type_override is not None and name == type_override[0]:
            block, size = GGML_QUANT_SIZES[type_override[1]]
            raw = rng.integers(0, 8, (shape[0], shape[1] // block * size), dtype=np.uint8)
            writer.add_tensor(name, raw, raw_dtype=type_override[1])
        elif type_name in ("Q4_K", "Q5_K", "Q6_K"):
            writer.add_tensor(name, _k_blocks(Q[type_name], shape, rng), raw_dtype=Q[type_name])
        elif type_name == "F32":
            writer.add_tensor(name, values)
        elif type_name == "F16":
            writer.add_tensor(name, values.astype(np.float16))
        else:
            writer.add_tensor(name, quantize(values, Q[type_name]), raw_dtype=Q[type_name])
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def read_back(path: Path) -> dict[str, np.ndarray]:
    """Every tensor as float64 (out, in), through gguf's reader and dequantizer."""
    from gguf import GGUFReader

    reader = GGUFReader(str(path))
    return {t.name: dequantize(t.data, t.tensor_type).astype(np.float64).reshape(
        tuple(int(s) for s in reversed(t.shape))) for t in reader.tensors}


def _rms(x, gain):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + EPS) * gain


def _rope(x, base, layout):
    """(heads, n, d) turned by p·base^(−2i/d) as complex numbers."""
    n, d = x.shape[-2:]
    if layout == "pairs":
        z = x[..., 0::2] + 1j * x[..., 1::2]
    else:
        z = x[..., : d // 2] + 1j * x[..., d // 2:]
    turned = z * np.exp(1j * np.arange(n)[:, None] * base ** (-np.arange(0, d, 2) / d))
    out = np.empty_like(x)
    if layout == "pairs":
        out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    else:
        out[..., : d // 2], out[..., d // 2:] = turned.real, turned.imag
    return out


def reference(tiny: Tiny, t: dict[str, np.ndarray], ids: list[int], inputs: list | None = None):
    """(every layer's weights (h, n, n), logits (n, vocab)), float64; ``inputs``, when given,
    receives each layer's attention input (n, d)."""
    gemma = tiny.architecture == "gemma3"
    n, dh, group = len(ids), tiny.d_head, tiny.n_heads // tiny.n_kv
    x = t["token_embd.weight"][ids] * (math.sqrt(tiny.d_model) if gemma else 1.0)
    every = []
    for layer in range(tiny.n_layers):
        p = f"blk.{layer}."
        xn = _rms(x, t[p + "attn_norm.weight"])
        if inputs is not None:
            inputs.append(xn)

        def project(name, count, p=p, xn=xn):
            y = xn @ t[p + name + ".weight"].T + (t[p + name + ".bias"] if tiny.biases else 0)
            return y.reshape(n, count, dh).transpose(1, 0, 2)

        q, k, v = project("attn_q", tiny.n_heads), project("attn_k", tiny.n_kv), project(
            "attn_v", tiny.n_kv)
        sliding = gemma and (layer + 1) % 6 != 0
        if gemma:
            q, k = _rms(q, t[p + "attn_q_norm.weight"]), _rms(k, t[p + "attn_k_norm.weight"])
        base = 10_000.0 if sliding else ROPE_BASE[tiny.architecture]
        layout = "pairs" if tiny.architecture == "llama" else "halves"
        q, k = _rope(q, base, layout), _rope(k, base, layout)
        i, j = np.arange(n)[:, None], np.arange(n)[None, :]
        hidden = (j > i) | ((j <= i - tiny.window) if sliding else False)
        scores = np.einsum("hid,hjd->hij", q, np.repeat(k, group, axis=0)) / math.sqrt(dh)
        scores = np.where(hidden, -np.inf, scores)
        weights = np.exp(scores - scores.max(-1, keepdims=True))
        weights /= weights.sum(-1, keepdims=True)
        every.append(weights)
        z = np.einsum("hij,hjd->hid", weights, np.repeat(v, group, axis=0))
        a = z.transpose(1, 0, 2).reshape(n, -1) @ t[p + "attn_output.weight"].T
        x = x + (_rms(a, t[p + "post_attention_norm.weight"]) if gemma else a)
        xn = _rms(x, t[p + "ffn_norm.weight"])
        g = xn @ t[p + "ffn_gate.weight"].T
        g = (0.5 * g * (1 + np.tanh(math.sqrt(2 / math.pi) * (g + 0.044715 * g ** 3))) if gemma
             else g / (1 + np.exp(-g)))
        f = (g * (xn @ t[p + "ffn_up.weight"].T)) @ t[p + "ffn_down.weight"].T
        x = x + (_rms(f, t[p + "post_ffw_norm.weight"]) if gemma else f)
    final = _rms(x, t["output_norm.weight"])
    return every, final @ t["output.weight" if not tiny.tied else "token_embd.weight"].T
