"""A Session holding one real attention layer (one head or all) of a pretrained BERT model.

X is the hidden state entering the layer; W_Q, W_K, W_V and their biases are the heads' slices
of nn.Linear's (out, in) weights, transposed to the session's (d_model, d_head) per head; with
all heads, W_O and b_O are the layer's attention output projection. Scaling on, no causal mask
(BERT reads both ways), positions already inside X (Session.positional stays False).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch

from core.i18n import translate
from core.pretrained.bert import hidden_entering
from core.pretrained.errors import check_head, check_layer
from core.pretrained.model_files import PretrainedModel, resolve_model
from core.pretrained.tokenizer import tokenize
from core.session.model_head import ModelHead
from core.session.value import Session

ALL_HEADS = None
TITLE_TEXT_CHARS = 80


def build_session(text: str, layer: int, head: int | None = ALL_HEADS,
                  model: PretrainedModel | str | Path | None = None) -> Session:
    """The session for ``text`` at ``layer``, one ``head`` or all (None). PretrainedError if
    the folder, text, layer or head is wrong."""
    model = resolve_model(model)
    check_layer(model, layer)
    check_head(model, head)
    tokenized = tokenize(model.tokenizer, text, model.config.max_positions)
    x = hidden_entering(model, tokenized.ids, layer)                       # (n, d_model)
    heads = range(model.config.n_heads) if head is None else [head]
    weights = {name: _head_slices(model, layer, name, heads) for name in ("query", "key", "value")}
    w_o = b_o = None
    if head is None:
        dense = f"encoder.layer.{layer}.attention.output.dense"
        w_o = _numpy(model.tensor(f"{dense}.weight").T)                    # (h*d_head, d_model)
        b_o = _numpy(model.tensor(f"{dense}.bias"))                        # (d_model,)
    return Session(
        tokens=tokenized.tokens, embeddings=_numpy(x),
        w_q=weights["query"][0], w_k=weights["key"][0], w_v=weights["value"][0],
        b_q=weights["query"][1], b_k=weights["key"][1], b_v=weights["value"][1],
        w_o=w_o, b_o=b_o, causal=False, scaled=True, positional=False,
        title=session_title(model, layer, head, text),
        description=session_description(model, layer, head),
        model_head=None if head is None else ModelHead(head + 1, model.config.n_heads,
                                                       model.config.n_heads))


def session_title(model: PretrainedModel, layer: int, head: int | None, text: str) -> str:
    """e.g. 'MiniLM layer 4 head 8: the mole on his face' for layer index 3, head index 7 (layers
    and heads read from 1, as in the window; a long text is cut with '…')."""
    words = " ".join(text.split())
    if len(words) > TITLE_TEXT_CHARS:
        words = words[:TITLE_TEXT_CHARS - 1].rstrip() + "…"
    if head is None:
        return translate("Pretrained", "{model} layer {layer} all heads: {text}").format(
            model=model.config.name, layer=layer + 1, text=words)
    return translate("Pretrained", "{model} layer {layer} head {head}: {text}").format(
        model=model.config.name, layer=layer + 1, head=head + 1, text=words)


def session_description(model: PretrainedModel, layer: int, head: int | None) -> str:
    config = model.config
    entering = translate("Pretrained", "the token embeddings plus position and token-type "
                                       "embeddings, after LayerNorm") if layer == 0 else \
        translate("Pretrained", "the hidden state after layers 1..{layer}").format(layer=layer)
    which = translate("Pretrained", "all {heads} heads, with the layer's output projection as "
                                    "W^O").format(heads=config.n_heads) if head is None else \
        translate("Pretrained", "head {head} of {heads}").format(head=head + 1,
                                                                 heads=config.n_heads)
    return translate(
        "Pretrained", "Real attention from the pretrained {model} model: layer {layer} of "
        "{layers}, {which}, d_head = {d_head}. X is {entering}: positions are already inside "
        "X. Tokens are WordPiece tokens, [CLS] and [SEP] included. BERT reads both ways, so "
        "there is no causal mask; turn the mask on to see what a left-to-right model would be "
        "allowed to see.").format(model=config.name, layer=layer + 1, layers=config.n_layers,
                                  which=which, d_head=config.d_head, entering=entering)


def _head_slices(model: PretrainedModel, layer: int, name: str,
                 heads) -> tuple[np.ndarray, np.ndarray]:
    """(len(heads), d_model, d_head) weights and (len(heads), d_head) biases of some heads."""
    config = model.config
    prefix = f"encoder.layer.{layer}.attention.self.{name}"
    weight = model.tensor(f"{prefix}.weight").view(config.n_heads, config.d_head, config.d_model)
    bias = model.tensor(f"{prefix}.bias").view(config.n_heads, config.d_head)
    chosen = torch.as_tensor(list(heads), dtype=torch.long)
    return _numpy(weight[chosen].transpose(1, 2)), _numpy(bias[chosen])


def _numpy(tensor: torch.Tensor) -> np.ndarray:
    return tensor.detach().to("cpu", torch.float64).numpy()
