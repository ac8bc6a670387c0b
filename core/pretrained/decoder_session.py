"""A Session holding one real attention layer (one head or all) of the decoder (SmolLM2).

X is the layer's attention input: the residual stream after the earlier blocks, RMSNorm-ed
with the layer's gain (what the layer's W^Q, W^K and W^V read). W_Q of query head h is its
64 rows of attn_q, transposed to (d_model, d_head); W_K and W_V of head h are those of the
key/value head h // 3 that it shares with two other query heads (repeated, so the session
holds them three times; an edit changes one copy). With all heads, W_O is attn_output
transposed. Causal mask on, scaling on (÷8 = √64), rotary positions with the model's base,
no biases: the engine's weights then equal the model's own attention weights in that layer.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch

from core.i18n import translate
from core.pretrained.decoder_blocks import attention_input
from core.pretrained.decoder_forward import run_blocks
from core.pretrained.errors import check_head, check_layer
from core.pretrained.kv_cache_size import cache_size
from core.pretrained.smollm2_model import DecoderModel, resolve_decoder
from core.session.model_head import ModelHead
from core.session.value import Session

ALL_HEADS = None
TITLE_TEXT_CHARS = 80


def layer_input(model: DecoderModel, ids, layer: int) -> torch.Tensor:
    """(n, d_model): what layer ``layer``'s attention reads for these token ids."""
    check_layer(model, layer)
    with torch.no_grad():
        stream, _ = run_blocks(model, ids, last_layer=layer)                 # (n, d_model)
        return attention_input(model, layer, stream)


def build_decoder_session(text: str, layer: int, head: int | None = ALL_HEADS,
                          model: DecoderModel | str | Path | None = None) -> Session:
    """The session for ``text`` at ``layer`` (0-based), one ``head`` or all (None).
    PretrainedError if the file, text, layer or head is wrong."""
    model = resolve_decoder(model)
    check_layer(model, layer)
    check_head(model, head)
    tokens = model.encode(text)
    x = layer_input(model, tokens.ids, layer)                                # (n, d_model)
    heads = list(range(model.config.n_heads)) if head is None else [head]
    w_q, w_k, w_v = (head_matrices(model, layer, name, heads)
                     for name in ("attn_q", "attn_k", "attn_v"))             # (len, d, d_head)
    w_o = None
    if head is None:
        w_o = _numpy(model.tensor(f"blk.{layer}.attn_output.weight").T)      # (h*d_head, d)
    return Session(
        tokens=tokens.tokens, embeddings=_numpy(x), w_q=w_q, w_k=w_k, w_v=w_v, w_o=w_o,
        causal=True, scaled=True, positional="rotary", rope_base=model.config.rope_base,
        title=decoder_title(model, layer, head, text),
        description=decoder_description(model, layer, head),
        model_head=None if head is None else ModelHead(head + 1, model.config.n_heads,
                                                       model.config.n_kv_heads))


def head_matrices(model: DecoderModel, layer: int, name: str, heads: list[int]) -> np.ndarray:
    """(len(heads), d_model, d_head): each query head's slice of attn_q, or of attn_k/attn_v
    the slice of the key/value head it reads (head // group)."""
    config = model.config
    weight = model.tensor(f"blk.{layer}.{name}.weight")                     # (rows, d_model)
    shared = name != "attn_q"
    per_head = weight.view(-1, config.d_head, config.d_model)               # (count, d_head, d)
    chosen = torch.as_tensor([h // config.group if shared else h for h in heads])
    return _numpy(per_head[chosen].transpose(1, 2))


def decoder_title(model: DecoderModel, layer: int, head: int | None, text: str) -> str:
    """e.g. 'SmolLM2 layer 4 head 8: The capital of France is' (layers and heads from 1)."""
    words = " ".join(text.split())
    if len(words) > TITLE_TEXT_CHARS:
        words = words[:TITLE_TEXT_CHARS - 1].rstrip() + "…"
    if head is None:
        return translate("Pretrained", "{model} layer {layer} all heads: {text}").format(
            model=model.config.name, layer=layer + 1, text=words)
    return translate("Pretrained", "{model} layer {layer} head {head}: {text}").format(
        model=model.config.name, layer=layer + 1, head=head + 1, text=words)


def sharing_sentence(model: DecoderModel, heads: list[int]) -> str:
    """Which of ``heads`` (0-based) read the same key/value head, counted from 1."""
    config, groups = model.config, {}
    for head in heads:
        groups.setdefault(head // config.group, []).append(head + 1)
    parts = [translate("Pretrained", "heads {heads} share key/value head {kv}").format(
                 heads=", ".join(map(str, members)), kv=group + 1)
             if len(members) > 1 else
             translate("Pretrained", "head {head} reads key/value head {kv}, as do heads "
                                     "{first}–{last}").format(
                 head=members[0], kv=group + 1, first=group * config.group + 1,
                 last=(group + 1) * config.group)
             for group, members in groups.items()]
    return "; ".join(parts)


def decoder_description(model: DecoderModel, layer: int, head: int | None) -> str:
    config = model.config
    heads = list(range(config.n_heads)) if head is None else [head]
    which = translate("Pretrained", "all {heads} heads, with the layer's output projection as "
                                    "W^O").format(heads=config.n_heads) if head is None else \
        translate("Pretrained", "head {head} of {heads}").format(head=head + 1,
                                                                 heads=config.n_heads)
    entering = translate("Pretrained", "the token embeddings") if layer == 0 else \
        translate("Pretrained", "the residual stream after blocks 1..{layer}").format(layer=layer)
    size = cache_size(config, 1)
    text = translate(
        "Pretrained", "Real attention from the pretrained {model} decoder: layer {layer} of "
        "{layers}, {which}, d_head = {d_head}. X is {entering}, RMSNorm-ed with the layer's "
        "gain. Grouped-query attention: {heads} query heads share {kv_heads} key/value heads "
        "({sharing}), so W^K and W^V repeat across a group, and the KV cache keeps {kv_heads} "
        "key/value heads per layer instead of {heads}: {per_token} bytes per token in float32 "
        "instead of {per_token_all}, a {kv_heads}/{heads} share.").format(
        model=config.name, layer=layer + 1, layers=config.n_layers, which=which,
        d_head=config.d_head, entering=entering, heads=config.n_heads,
        kv_heads=config.n_kv_heads, sharing=sharing_sentence(model, heads),
        per_token=size.nbytes(), per_token_all=size.one_per_query_head())
    if head is not None:
        text += " " + translate(
            "Pretrained", "d_head {d_head} ≠ d_model {d_model}: the model's choice, d_model / "
            "{heads} query heads; this session holds one of them.").format(
            d_head=config.d_head, d_model=config.d_model, heads=config.n_heads)
    return text + " " + translate(
        "Pretrained", "Positions are rotary (base {base}): q and k turn by position, X carries "
        "none. The causal mask is on: a token sees only itself and the tokens before it, as "
        "when the model writes text one token at a time. Tokens are byte-level BPE pieces; ␣ is "
        "a space.").format(base=f"{config.rope_base:g}")


def _numpy(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to("cpu", torch.float64).numpy()
