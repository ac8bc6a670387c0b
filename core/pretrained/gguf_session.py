"""A GGUF decoder's layer as a Session: the lesson's engine gives the model's own weights.

llama and qwen2 (no QK-norm): X is the layer's attention input (the RMSNorm-ed residual
stream), W_Q of query head h its d_head rows of attn_q transposed, W_K and W_V those of the
key/value head it reads (repeated across a group), the biases likewise, W_O attn_output
transposed with all heads; causal mask on, ÷√d_head, rotary positions with the layer's base.
qwen2 turns dimension i with i + d_head/2; the session's engine turns adjacent pairs, so W_Q's
and W_K's columns (and the biases) are interleaved (i, i + d_head/2 -> 2i, 2i+1): the same
turn, the same scores.

gemma3 normalises q and k per head (RMSNorm) between the projection and the turn: no matrix
does that, so a Gemma head is opened one at a time, and its X is that head's normed q, normed
k and v side by side (n, 3·d_head = 768), with W_Q, W_K and W_V the selectors that take each
part (the columns of q and k interleaved as above). The scores, mask (the 512-key band of a
sliding layer), weights and z are then the model's. The description says so.
"""

from __future__ import annotations

import numpy as np
import torch

from core.i18n import translate
from core.pretrained.decoder_blocks import attention_input, rms_norm
from core.pretrained.decoder_session import decoder_title
from core.pretrained.errors import PretrainedError, check_head, check_layer
from core.pretrained.gguf_forward import run_blocks
from core.pretrained.gguf_model import GGUFModel
from core.session.model_head import ModelHead
from core.session.value import Session


def pairs_order(d_head: int) -> np.ndarray:
    """(d_head,) column order that makes (i, i + d_head/2) adjacent: 0, d/2, 1, d/2+1, …"""
    half = d_head // 2
    return np.stack((np.arange(half), np.arange(half) + half), axis=1).reshape(-1)


def build_gguf_session(model: GGUFModel, text: str, layer: int,
                       head: int | None = None) -> Session:
    """The session of ``layer`` (0-based) for ``text``, one ``head`` (0-based) or all."""
    check_layer(model, layer)
    check_head(model, head)
    config = model.config
    if config.layer_rope_scale(layer) != 1.0:
        raise PretrainedError(translate("Pretrained", "{name}: a layer with scaled rotary "
                                                      "positions cannot be opened as a session")
                              .format(name=config.name))
    encoded = model.encode(text)
    lesson, stream = _sliding_window_words(model, encoded.ids, layer)
    with torch.no_grad():
        if stream is None:
            stream, _ = run_blocks(model, encoded.ids, last_layer=layer)
        x = attention_input(model, layer, stream)                            # (n, d)
    mask = None
    if config.is_sliding(layer):
        i, j = np.indices((len(encoded), len(encoded)))
        mask = j > i - config.sliding_window                                  # (n, n) band
    common = {"tokens": encoded.tokens, "causal": True, "scaled": True, "positional": "rotary",
              "rope_base": config.layer_rope_base(layer), "mask": mask,
              "title": decoder_title(model, layer, head, text),
              "model_head": None if head is None else ModelHead(head + 1, config.n_heads,
                                                                config.n_kv_heads)}
    if config.qk_norm:
        return _normed_head_session(model, layer, head, x, common, lesson)
    heads = list(range(config.n_heads)) if head is None else [head]
    order = pairs_order(config.d_head) if config.rope_layout == "halves" else np.arange(
        config.d_head)
    w_q, b_q = _head_slices(model, layer, "attn_q", heads, order, shared=False)
    w_k, b_k = _head_slices(model, layer, "attn_k", heads, order, shared=True)
    w_v, b_v = _head_slices(model, layer, "attn_v", heads, np.arange(config.d_head), True)
    w_o = None if head is not None else _numpy(model.tensor(
        f"blk.{layer}.attn_output.weight").T)                                # (h·d_head, d)
    return Session(embeddings=_numpy(x), w_q=w_q, w_k=w_k, w_v=w_v, w_o=w_o, b_q=b_q, b_k=b_k,
                   b_v=b_v, description=_description(model, layer, head, False, lesson),
                   **common)


def _head_slices(model: GGUFModel, layer: int, name: str, heads: list[int], order: np.ndarray,
                 shared: bool):
    """(len, d, d_head) weights and (len, d_head) biases (or None) of the chosen heads."""
    config = model.config
    weight = model.tensor(f"blk.{layer}.{name}.weight").view(-1, config.d_head, config.d_model)
    index = [h // config.group if shared else h for h in heads]
    w = _numpy(weight[index].transpose(1, 2))[:, :, order]                    # (len, d, d_head)
    bias_name = f"blk.{layer}.{name}.bias"
    if not model.has(bias_name):
        return w, None
    return w, _numpy(model.tensor(bias_name).view(-1, config.d_head)[index])[:, order]


def _normed_head_session(model: GGUFModel, layer: int, head: int | None, x: torch.Tensor,
                         common: dict, lesson: tuple[str, str]) -> Session:
    config = model.config
    if head is None:
        raise PretrainedError(translate("Pretrained", "{name} normalises q and k per head: "
                                                      "open one head at a time").format(
            name=config.name))
    prefix, d_head = f"blk.{layer}", config.d_head

    def part(name: str, row: int) -> torch.Tensor:                          # (n, d_head)
        weight = model.tensor(f"{prefix}.{name}.weight")[row * d_head:(row + 1) * d_head]
        return x @ weight.T

    with torch.no_grad():
        q = rms_norm(part("attn_q", head), model.tensor(f"{prefix}.attn_q_norm.weight"),
                     config.rms_eps)
        kv = head // config.group
        k = rms_norm(part("attn_k", kv), model.tensor(f"{prefix}.attn_k_norm.weight"),
                     config.rms_eps)
        v = part("attn_v", kv)
    order = pairs_order(d_head) if config.rope_layout == "halves" else np.arange(d_head)
    parts = np.concatenate([_numpy(q)[:, order], _numpy(k)[:, order], _numpy(v)], axis=1)
    eye, zero = np.eye(d_head), np.zeros((d_head, d_head))
    select = [np.vstack([eye if i == p else zero for i in range(3)])[None] for p in range(3)]
    return Session(embeddings=parts, w_q=select[0], w_k=select[1], w_v=select[2],
                   description=_description(model, layer, head, True, lesson), **common)


def _description(model: GGUFModel, layer: int, head: int | None, normed: bool,
                 lesson: tuple[str, str]) -> str:
    from core.pretrained.gguf_layer_words import layer_description

    return layer_description(model.config, layer, head, normed, *lesson)


def _sliding_window_words(model: GGUFModel, ids, layer: int
                          ) -> tuple[tuple[str, str], torch.Tensor | None]:
    """On a text longer than the sliding window, what the last query of this layer and of its
    partner (the next global layer, the sliding one before) give the keys beyond it
    (core.pretrained.sliding_window_lesson): the headline and the details, and the stream
    entering the layer (n, d) from the same pass; (("", ""), None) otherwise."""
    from core.pretrained.sliding_window_lesson import (
        lesson_and_stream,
        lesson_headline,
        lesson_lines,
        partner_layer,
    )

    if partner_layer(model, layer) is None or len(ids) <= model.config.sliding_window:
        return ("", ""), None
    lesson, stream = lesson_and_stream(model, ids, layer)
    return (lesson_headline(lesson, layer), " ".join(lesson_lines(lesson))), stream


def _numpy(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to("cpu", torch.float64).numpy()
