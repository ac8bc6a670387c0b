"""A GGUF decoder's layer in words (translated): its kind (sliding window or global), its RoPE
base, QK-norm, and the sharing of key/value heads, for the pretrained dialog and the session's
banner (core.pretrained.gguf_session). Layers and heads are counted from 1 in the words.
"""

from __future__ import annotations

from core.i18n import translate, whole_number
from core.pretrained.gguf_config import GGUFConfig


def layer_kind_words(config: GGUFConfig, layer: int) -> str:
    """e.g. 'Layer 1 is a sliding layer: query i sees keys i−512 < j ≤ i (the last 512 tokens);
    RoPE base 10,000.' (``layer`` 0-based)."""
    base = whole_number(round(config.layer_rope_base(layer)))
    if config.is_sliding(layer):
        return translate("Pretrained", "Layer {layer} is a sliding layer: query i sees keys "
                                       "i−{window} < j ≤ i (the last {window} tokens, the band "
                                       "in M); RoPE base {base}.").format(
            layer=layer + 1, window=whole_number(config.sliding_window), base=base)
    return translate("Pretrained", "Layer {layer} is a global layer: query i sees every key "
                                   "j ≤ i; RoPE base {base}.").format(layer=layer + 1, base=base)


def model_words(config: GGUFConfig) -> str:
    """The model's heads, QK-norm and sliding pattern in a sentence or three."""
    text = translate("Pretrained", "{name}: causal mask and rotary positions on; its {heads} "
                                   "query heads share {kv_heads} key/value head(s) ({group} "
                                   "query heads read each).").format(
        name=config.name, heads=config.n_heads, kv_heads=config.n_kv_heads, group=config.group)
    if config.qk_norm:
        text += " " + translate("Pretrained", "QK-norm: q and k are RMS-normed per head before "
                                              "they turn, so a head opens alone, with X its "
                                              "normed q, normed k and v side by side.")
    if config.sliding_layers:
        text += " " + translate("Pretrained", "{sliding} of its {layers} layers are sliding "
                                              "(a {window}-key window, RoPE base {base}); the "
                                              "others are global (RoPE base {global_base}).")\
            .format(sliding=len(config.sliding_layers), layers=config.n_layers,
                    window=whole_number(config.sliding_window),
                    base=whole_number(round(config.rope_base_sliding)),
                    global_base=whole_number(round(config.rope_base)))
    return text


def layer_description(config: GGUFConfig, layer: int, head: int | None, normed: bool,
                      headline: str = "", lesson: str = "") -> str:
    """The session's banner: the layer's kind and base first (the banner's first line), or on
    a text past the sliding window the lesson's ``headline`` before it and its details
    (``lesson``) after it (core.pretrained.sliding_window_lesson); then which layer and head
    and what X is."""
    which = translate("Pretrained", "all {heads} heads, with the layer's output projection as "
                                    "W^O").format(heads=config.n_heads) if head is None else \
        translate("Pretrained", "head {head} of {heads}").format(head=head + 1,
                                                                 heads=config.n_heads)
    x_is = translate("Pretrained", "this head's q and k, RMS-normed per head (QK-norm), and its "
                                   "v, side by side (W^Q, W^K and W^V pick each part)") \
        if normed else translate("Pretrained", "the residual stream entering the layer, "
                                               "RMSNorm-ed with its gain")
    real = translate("Pretrained", "Real attention from {model} ({architecture}): layer {layer} "
                                   "of {layers}, {which}, d_head = {d_head}; {heads} query heads "
                                   "share {kv_heads} key/value head(s). X is {x_is}.").format(
        model=config.name, architecture=config.architecture, layer=layer + 1,
        layers=config.n_layers, which=which, d_head=config.d_head, heads=config.n_heads,
        kv_heads=config.n_kv_heads, x_is=x_is)
    return " ".join(part for part in (headline, layer_kind_words(config, layer), lesson, real)
                    if part)
