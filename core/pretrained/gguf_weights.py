"""A GGUF decoder's tensors: checked, dequantized with `gguf`, the token matrix kept compact.

Each tensor of a block is dequantized to float32 in nn.Linear's (out, in) layout. The token
matrix (vocabulary × d_model: Gemma 3's is 262,144 × 640, 168 M of its 270 M numbers) is kept
as the file has it when that is Q8_0: int8 values and one float32 scale per 32 (189 MB instead
of 671 MB as float32; every number exact). A token's row is unpacked when it is read, and the
output layer's logits are computed over 2,048 rows at a time. Other types are dequantized to
float32 once.

Refused in one line naming the tensor: a type outside KNOWN_TYPES, a missing tensor, a shape
that does not fit the metadata, values that are not finite.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch

from core.i18n import translate
from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_config import KNOWN_TYPES, GGUFConfig
from core.pretrained.gguf_header import GGUFHeader, TensorInfo, tensor_bytes

Q8_BLOCK = 32
LOGIT_ROWS = 2048


@dataclass(frozen=True, eq=False)
class TokenMatrix:
    """(vocab, d) token embeddings or output layer: dense float32, or Q8_0's int8 values with
    a float32 scale per block of 32."""

    dense: torch.Tensor | None = None          # (V, d) float32
    values: torch.Tensor | None = None         # (V, d) int8
    scales: torch.Tensor | None = None         # (V, d/32) float32

    @property
    def shape(self) -> tuple[int, int]:
        source = self.dense if self.dense is not None else self.values
        return tuple(source.shape)

    @property
    def nbytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in (self.dense, self.values, self.scales)
                   if t is not None)

    def rows(self, ids) -> torch.Tensor:
        """(n, d) float32: the rows of these token ids."""
        index = torch.as_tensor(list(ids), dtype=torch.long)
        if self.dense is not None:
            return self.dense[index]
        values = self.values[index].float()                                  # (n, d)
        return (values.view(len(index), -1, Q8_BLOCK) * self.scales[index, :, None]).flatten(1)

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        """(V,): each row · hidden (d,)."""
        if self.dense is not None:
            return self.dense @ hidden
        vocab, d = self.values.shape
        out = torch.empty(vocab, dtype=torch.float32)
        buffer = torch.empty(min(LOGIT_ROWS, vocab), d, dtype=torch.float32)
        for start in range(0, vocab, LOGIT_ROWS):
            chunk = buffer[:min(LOGIT_ROWS, vocab - start)]                  # (c, d)
            chunk.copy_(self.values[start:start + LOGIT_ROWS])
            chunk.view(len(chunk), -1, Q8_BLOCK).mul_(
                self.scales[start:start + LOGIT_ROWS, :, None])
            torch.mv(chunk, hidden, out=out[start:start + len(chunk)])
        return out

    def to_tensors(self, prefix: str) -> dict[str, torch.Tensor]:
        if self.dense is not None:
            return {f"{prefix}.weight": self.dense}
        return {f"{prefix}.q8_values": self.values, f"{prefix}.q8_scales": self.scales}

    @classmethod
    def from_tensors(cls, tensors: dict, prefix: str) -> TokenMatrix | None:
        if f"{prefix}.weight" in tensors:
            return cls(dense=tensors[f"{prefix}.weight"])
        if f"{prefix}.q8_values" in tensors:
            return cls(values=tensors[f"{prefix}.q8_values"],
                       scales=tensors[f"{prefix}.q8_scales"])
        return None


def expected_shapes(config: GGUFConfig, biases: bool) -> dict[str, tuple[int, ...]]:
    """Every block tensor the forward pass reads, with its (out, in) shape."""
    d, ff, h = config.d_model, config.d_ff, config.n_heads * config.d_head
    kv = config.n_kv_heads * config.d_head
    per_layer = {"attn_norm": (d,), "attn_q": (h, d), "attn_k": (kv, d), "attn_v": (kv, d),
                 "attn_output": (d, h), "ffn_norm": (d,), "ffn_gate": (ff, d), "ffn_up": (ff, d),
                 "ffn_down": (d, ff)}
    if config.qk_norm:
        per_layer.update({"attn_q_norm": (config.d_head,), "attn_k_norm": (config.d_head,)})
    if config.post_norms:
        per_layer.update({"post_attention_norm": (d,), "post_ffw_norm": (d,)})
    shapes = {"output_norm.weight": (d,)}
    for layer in range(config.n_layers):
        shapes.update({f"blk.{layer}.{name}.weight": shape for name, shape in per_layer.items()})
        if biases:
            shapes.update({f"blk.{layer}.attn_q.bias": (h,), f"blk.{layer}.attn_k.bias": (kv,),
                           f"blk.{layer}.attn_v.bias": (kv,)})
    return shapes


def has_biases(header: GGUFHeader) -> bool:
    return "blk.0.attn_q.bias" in header.tensors


def check_tensors(header: GGUFHeader, config: GGUFConfig) -> None:
    """Types known, every needed tensor present with its shape; PretrainedError otherwise."""
    path = header.path
    for info in header.tensors.values():
        if info.type_name in KNOWN_TYPES and info.nbytes == 0:
            raise PretrainedError(translate("Pretrained", "{file} is not a readable GGUF file "
                                                          "({error})").format(
                file=path, error=f"tensor {info.name}: {info.shape} does not fit "
                                 f"{info.type_name}'s blocks"))
        if info.type_name not in KNOWN_TYPES:
            raise PretrainedError(translate("Pretrained", "{file}: tensor {name} uses the {kind} "
                                                          "quantization, which this loader does "
                                                          "not know (known: {known})").format(
                file=path, name=info.name, kind=info.type_name, known=", ".join(KNOWN_TYPES)))
    if "rope_freqs.weight" in header.tensors:
        raise PretrainedError(translate("Pretrained", "{file}: rotary frequency factors "
                                                      "(rope_freqs) are not supported").format(
            file=path))
    expected = expected_shapes(config, has_biases(header))
    expected["token_embd.weight"] = (config.vocab_size, config.d_model)
    if "output.weight" in header.tensors:
        expected["output.weight"] = (config.vocab_size, config.d_model)
    for name, shape in expected.items():
        info = header.tensors.get(name)
        if info is None:
            raise PretrainedError(translate("Pretrained", "{file} lacks the tensor {name}").format(
                file=path, name=name))
        if info.shape != shape:
            raise PretrainedError(translate("Pretrained", "{file}: {name} is {shape}, the "
                                                          "metadata implies {expected}").format(
                file=path, name=name, shape=info.shape, expected=shape))


def dequantized(header: GGUFHeader, info: TensorInfo) -> np.ndarray:
    """(out, in) float32 of one tensor, through gguf's own dequantization."""
    from gguf.constants import GGMLQuantizationType
    from gguf.quants import dequantize

    raw = tensor_bytes(header, info).reshape(-1, info.nbytes // max(info.shape[0], 1)) \
        if len(info.shape) > 1 else tensor_bytes(header, info)
    try:
        values = np.asarray(dequantize(raw, GGMLQuantizationType(info.type_id)),
                            dtype=np.float32).reshape(info.shape)
    except (ValueError, NotImplementedError) as error:
        raise PretrainedError(translate("Pretrained", "{file} is not a readable GGUF file "
                                                      "({error})").format(
            file=header.path, error=f"tensor {info.name}: {error}"[:120])) from None
    if not np.isfinite(values).all():
        raise PretrainedError(translate("Pretrained", "{file} is corrupt: tensor {name} holds "
                                                      "values that are not finite").format(
            file=header.path, name=info.name))
    return values


def token_matrix(header: GGUFHeader, info: TensorInfo) -> TokenMatrix:
    """The token embeddings or output layer, Q8_0 kept as int8 + scales, else float32."""
    if info.type_name != "Q8_0":
        return TokenMatrix(dense=torch.from_numpy(dequantized(header, info)))
    vocab, d = info.shape
    blocks = tensor_bytes(header, info).reshape(vocab, d // Q8_BLOCK, 2 + Q8_BLOCK)
    scales = blocks[:, :, :2].copy().view(np.float16)[..., 0].astype(np.float32)  # (V, d/32)
    values = blocks[:, :, 2:].copy().view(np.int8).reshape(vocab, d)              # (V, d)
    if not np.isfinite(scales).all():
        raise PretrainedError(translate("Pretrained", "{file} is corrupt: tensor {name} holds "
                                                      "values that are not finite").format(
            file=header.path, name=info.name))
    return TokenMatrix(values=torch.from_numpy(values), scales=torch.from_numpy(scales))


def read_weights(header: GGUFHeader, config: GGUFConfig,
                 progress: Callable[[int, int], None] | None = None
                 ) -> tuple[dict[str, torch.Tensor], TokenMatrix, TokenMatrix | None]:
    """Block tensors (float32), the token embeddings and the untied output layer (or None).
    ``progress(k, L)`` is called after each of the L blocks."""
    check_tensors(header, config)
    names = list(expected_shapes(config, has_biases(header)))
    tensors: dict[str, torch.Tensor] = {}
    done = -1
    for name in names:
        tensors[name] = torch.from_numpy(dequantized(header, header.tensors[name]))
        layer = int(name.split(".")[1]) if name.startswith("blk.") else -1
        if progress is not None and layer > done:
            done = layer
            progress(layer + 1, config.n_layers)
    output = header.tensors.get("output.weight")
    return (tensors, token_matrix(header, header.tensors["token_embd.weight"]),
            token_matrix(header, output) if output is not None else None)
