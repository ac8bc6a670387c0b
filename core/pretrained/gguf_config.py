"""What a GGUF decoder is, from its header: the numbers the forward pass needs, per architecture.

Three architectures are read, as ``general.architecture`` names them:

- ``llama`` (Llama, SmolLM, Mistral, TinyLlama): RMSNorm, grouped heads, rotary positions
  turning adjacent pairs (2i, 2i+1) (llama.cpp stores q and k permuted for that layout), SwiGLU.
- ``qwen2``: as llama, with biases on q, k and v, and rotary positions turning dimension i with
  i + d_head/2 ("rotate half": llama.cpp's NEOX layout, the weights as trained).
- ``gemma3``: rotate-half RoPE; q and k RMS-normed per head before it; norms after attention
  and after the MLP too (the file stores Gemma's 1 + w: used as stored); a GELU (tanh) gated
  MLP; embeddings times √d_model; five layers of every six slide over the last
  ``sliding_window`` keys (query i sees keys j with i − window < j ≤ i) with RoPE base 10,000,
  the sixth is global with the file's base (1,000,000 in Gemma 3). Gemma 3 270M's file states
  neither the pattern nor the sliding base; both are then llama.cpp's and transformers'
  constants for Gemma 3 (``attention.sliding_window_pattern`` and ``rope.freq_base_swa`` are
  read when a file has them).

Anything else (another architecture, tokenizer, RoPE scaling kind or head layout) is refused
in one PretrainedError line that names what the file holds.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import ClassVar

from core.i18n import translate
from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_header import GGUFHeader

ARCHITECTURES = ("llama", "qwen2", "gemma3")
# What gguf.quants dequantizes and the tests here check; anything else is refused by name.
KNOWN_TYPES = ("F32", "F16", "BF16", "Q8_0", "Q4_0", "Q4_1", "Q4_K", "Q5_0", "Q5_K", "Q6_K")
GEMMA3_SLIDING_BASE = 10_000.0
GEMMA3_PATTERN = 6           # layers 6, 12, 18 … (from 1) are global


@dataclass(frozen=True)
class GGUFConfig:
    """A decoder's numbers; layers counted from 0 here."""

    architecture: str          # llama, qwen2 or gemma3
    name: str                  # what titles call it, e.g. "Gemma 3 270m"
    n_layers: int
    n_heads: int               # query heads
    n_kv_heads: int            # key/value heads: query head h reads h // group
    d_model: int
    d_head: int
    d_ff: int
    context: int
    vocab_size: int
    rms_eps: float
    rope_base: float           # global layers
    rope_base_sliding: float   # sliding layers (equal to rope_base without them)
    rope_scale: float          # positions divided by this on global layers (linear scaling)
    rope_layout: str           # "pairs" (2i, 2i+1) or "halves" (i, i + d_head/2)
    sliding_window: int        # 0: every layer sees every earlier key
    sliding_layers: tuple[int, ...]
    qk_norm: bool
    post_norms: bool
    embedding_scale: float     # 1, or √d_model (Gemma)
    activation: str            # "silu" or "gelu_tanh"
    bos_id: int | None         # the token put first when the file says to add it
    eos_id: int | None
    tokenizer_model: str
    tokenizer_pre: str
    rope_angles: ClassVar[str] = "float32"   # as transformers computes them

    @property
    def group(self) -> int:
        return self.n_heads // self.n_kv_heads

    def is_sliding(self, layer: int) -> bool:
        return layer in self.sliding_layers

    def layer_rope_base(self, layer: int) -> float:
        return self.rope_base_sliding if self.is_sliding(layer) else self.rope_base

    def layer_rope_scale(self, layer: int) -> float:
        return 1.0 if self.is_sliding(layer) else self.rope_scale

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, values: dict) -> GGUFConfig:
        return cls(**{**values, "sliding_layers": tuple(values["sliding_layers"])})


def read_config(header: GGUFHeader) -> GGUFConfig:
    """The config of the decoder in ``header``; PretrainedError naming what does not fit."""
    path, arch = header.path, header.architecture
    if arch not in ARCHITECTURES:
        raise PretrainedError(translate("Pretrained", "{file} holds a {architecture} model; "
                                                      "supported: {supported}").format(
            file=path, architecture=repr(arch)[:40], supported=", ".join(ARCHITECTURES)))

    def number(key: str, default=None, kind=int):
        value = header.get(f"{arch}.{key}", default)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, kind) or isinstance(value, bool) or (
                kind is float and not math.isfinite(value)):
            raise PretrainedError(translate("Pretrained", "{file}: the metadata lacks {key}, or "
                                                          "it is not a {kind}").format(
                file=path, key=f"{arch}.{key}", kind=kind.__name__))
        return value

    n_layers, d_model = number("block_count"), number("embedding_length")
    n_heads = number("attention.head_count")
    n_kv = number("attention.head_count_kv", n_heads)
    d_head = number("attention.key_length", d_model // max(n_heads, 1))
    if min(n_layers, d_model, n_heads, n_kv, d_head) < 1 or n_heads % n_kv or d_head % 2 or \
            number("attention.value_length", d_head) != d_head:
        raise PretrainedError(translate("Pretrained", "{file}: the head counts do not fit "
                                                      "({numbers})").format(
            file=path, numbers=f"{n_heads} heads, {n_kv} key/value heads, d_head {d_head}"))
    rope_dims = number("rope.dimension_count", d_head)
    if rope_dims != d_head:
        raise PretrainedError(translate("Pretrained", "{file}: rotary positions over {dims} of "
                                                      "{d_head} dimensions are not supported")
                              .format(file=path, dims=rope_dims, d_head=d_head))
    gemma = arch == "gemma3"
    window = number("attention.sliding_window", 0) if gemma else 0
    sliding = _sliding_layers(header, n_layers) if gemma and window else ()
    base = number("rope.freq_base", 10_000.0, float)
    base_sliding = number("rope.freq_base_swa", GEMMA3_SLIDING_BASE, float) if sliding else base
    tokens = header.get("tokenizer.ggml.tokens")
    vocab = tokens if isinstance(tokens, int) else len(tokens) if isinstance(tokens, list) else 0
    return GGUFConfig(
        architecture=arch, name=_name(header), n_layers=n_layers, n_heads=n_heads,
        n_kv_heads=n_kv, d_model=d_model, d_head=d_head,
        d_ff=number("feed_forward_length"), context=number("context_length", 2048),
        vocab_size=vocab, rms_eps=number("attention.layer_norm_rms_epsilon", 1e-6, float),
        rope_base=base, rope_base_sliding=base_sliding,
        rope_scale=_rope_scale(header, arch), rope_layout="pairs" if arch == "llama" else "halves",
        sliding_window=window if sliding else 0, sliding_layers=sliding, qk_norm=gemma,
        post_norms=gemma, embedding_scale=math.sqrt(d_model) if gemma else 1.0,
        activation="gelu_tanh" if gemma else "silu", bos_id=_bos(header), eos_id=_id(
            header, "tokenizer.ggml.eos_token_id"),
        tokenizer_model=str(header.get("tokenizer.ggml.model", "")),
        tokenizer_pre=str(header.get("tokenizer.ggml.pre", "")))


def _sliding_layers(header: GGUFHeader, n_layers: int) -> tuple[int, ...]:
    """Which layers slide: ``attention.sliding_window_pattern`` as a period (every P-th layer
    global) or one flag per layer, else Gemma 3's period of 6."""
    pattern = header.get(f"{header.architecture}.attention.sliding_window_pattern",
                         GEMMA3_PATTERN)
    if isinstance(pattern, list) and len(pattern) == n_layers:
        return tuple(i for i, flag in enumerate(pattern) if flag)
    if isinstance(pattern, int) and not isinstance(pattern, bool) and pattern >= 1:
        return tuple(i for i in range(n_layers) if (i + 1) % pattern)
    raise PretrainedError(translate("Pretrained", "{file}: the sliding window pattern {value} "
                                                  "does not fit {layers} layers").format(
        file=header.path, value=repr(pattern)[:40], layers=n_layers))


def _rope_scale(header: GGUFHeader, arch: str) -> float:
    kind = header.get(f"{arch}.rope.scaling.type", "none")
    factor = header.get(f"{arch}.rope.scaling.factor", 1.0)
    if kind in ("none", None) or factor in (0, 1, 1.0):
        return 1.0
    if kind != "linear" or not isinstance(factor, int | float) or not factor > 0:
        raise PretrainedError(translate("Pretrained", "{file}: RoPE scaling {kind} is not "
                                                      "supported (only linear)").format(
            file=header.path, kind=repr(kind)[:30]))
    return float(factor)


def _id(header: GGUFHeader, key: str) -> int | None:
    value = header.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _bos(header: GGUFHeader) -> int | None:
    """The beginning-of-text id when the file says to add it (SentencePiece files add it
    unless they say not to, as llama.cpp does)."""
    default = header.get("tokenizer.ggml.model") == "llama"
    return _id(header, "tokenizer.ggml.bos_token_id") if header.get(
        "tokenizer.ggml.add_bos_token", default) is True else None


def _name(header: GGUFHeader) -> str:
    for key in ("general.name", "general.basename"):
        value = header.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()[:60]
    return header.path.stem[:60]
