"""One layer of a GGUF decoder as the lesson's stages, computed by the model's own forward pass.

For a text (read with <bos> first when the file says so) and a layer, every stage the model
computed there, as numpy arrays named as the lesson names them (core.attention.stages):
``x`` the layer's attention input (RMSNorm-ed residual stream), ``q`` ``k`` ``v`` as projected
(and, for Gemma 3, RMS-normed per head), ``q_rotated`` ``k_rotated`` after the rotary turn,
``scores`` (q·k), ``scaled`` (÷√d_head), ``masked`` (−∞ where the causal mask or the sliding
window hides a key), ``weights``, ``z``, ``concat`` and ``output`` (concat · W_Oᵀ, before
Gemma's post-attention norm). Per-head stages are (h, n, …) with keys and values repeated for
each query head that reads them; with one head chosen they are that head's (n, …) and concat
and output are left out. ``allowed`` is the (n, n) mask: True where query i sees key j.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from core.pretrained.decoder_blocks import attention_input, self_attention
from core.pretrained.errors import check_head, check_layer
from core.pretrained.gguf_forward import run_blocks
from core.pretrained.gguf_model import GGUFModel

PER_HEAD = ("q", "k", "v", "q_rotated", "k_rotated", "scores", "scaled", "masked", "weights",
            "z")


@dataclass(frozen=True)
class LayerStages:
    tokens: tuple[str, ...]
    ids: tuple[int, ...]
    arrays: dict[str, np.ndarray]
    layer: int                      # 0-based
    head: int | None                # 0-based, None: all heads


def layer_stages(model: GGUFModel, text: str, layer: int, head: int | None = None
                 ) -> LayerStages:
    """The stages of ``layer`` (0-based) for ``text``, all heads or one (0-based)."""
    check_layer(model, layer)
    check_head(model, head)
    config = model.config
    encoded = model.encode(text)
    with torch.no_grad():
        stream, _ = run_blocks(model, encoded.ids, last_layer=layer)         # (n, d)
        x = attention_input(model, layer, stream)                            # (n, d)
        step = self_attention(model, layer, x)
    group = config.group
    arrays = {"x": x, "q": step.q, "k": step.k.repeat_interleave(group, 0),
              "v": step.v.repeat_interleave(group, 0), "q_rotated": step.q_rotated,
              "k_rotated": step.k_rotated.repeat_interleave(group, 0), "scores": step.scores,
              "scaled": step.scaled, "masked": step.masked, "weights": step.weights, "z": step.z,
              "concat": step.z.transpose(0, 1).flatten(1), "output": step.output}
    if head is not None:
        arrays = {name: values[head] if name in PER_HEAD else values
                  for name, values in arrays.items() if name not in ("concat", "output")}
    arrays = {name: values.numpy().astype(np.float32) for name, values in arrays.items()}
    arrays["allowed"] = step.allowed.numpy()
    return LayerStages(tokens=encoded.tokens, ids=encoded.ids, arrays=arrays, layer=layer,
                       head=head)
