"""The sliding window as a lesson: on a text longer than the window, the last query of a
sliding layer gives every key ``window`` or more tokens back a weight of exactly 0, and the
global layer beside it does not.

A window cannot draw 1,300 × 1,300 cells one by one, so the lesson is the last query's row of
both layers (each head's weights over every key, and the mask row: the band of the sliding
layer, every key for the global one) and the numbers in words, e.g. "keys 1–802: weight
exactly 0 (sliding window of 512)". The partner of a sliding layer is the next global layer;
of a global layer, the sliding layer before it. Layers count from 0 here, from 1 in the words.

The lesson's text (``lesson_text``) is the 1,314-token text whose last rows transformers
computed for the test data (tests/data/gemma3_reference.npz).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch

from core.i18n import translate, whole_number
from core.number_text import number
from core.pretrained.decoder_blocks import decoder_block
from core.pretrained.errors import PretrainedError, check_layer
from core.pretrained.gguf_forward import embed
from core.pretrained.gguf_model import GGUFModel

FIRST_STAGE = "masked"   # where the window opens the lesson: S/√d_k + M, the band in M beside it


@dataclass(frozen=True)
class LastQuery:
    """One layer's last query row over a text of n tokens."""

    layer: int              # 0-based
    sliding: bool
    weights: np.ndarray     # (h, n): each head's weights of the last query over every key
    visible: np.ndarray     # (n,) bool: the mask row (False: −∞, the key is not seen)


@dataclass(frozen=True)
class SlidingWindowLesson:
    n_tokens: int
    window: int
    layers: tuple[LastQuery, LastQuery]     # in layer order: one sliding, one global

    @property
    def far_keys(self) -> int:
        """How many keys lie ``window`` or more tokens before the last (keys 1 … far_keys)."""
        return max(self.n_tokens - self.window, 0)


def lesson_text() -> str:
    """A plain English text of 1,314 Gemma 3 tokens (105 short numbered sentences)."""
    subjects = ("The keeper", "A sailor", "The old dog", "My neighbour", "The teacher",
                "A small boat", "The baker", "Her brother")
    verbs = ("watched", "painted", "counted", "remembered", "carried", "followed", "described")
    objects = ("the grey waves", "a red lantern", "seven white gulls", "the northern coast",
               "an empty basket", "the evening train", "a letter from home")
    return " ".join(f"{subjects[k % 8]} {verbs[(k * 3) % 7]} {objects[(k * 5) % 7]} on day "
                    f"{k + 1}." for k in range(105))


def partner_layer(model: GGUFModel, layer: int) -> int | None:
    """The next global layer after a sliding ``layer``, the sliding layer before a global one;
    None when there is none (no sliding layers, or none on that side)."""
    config = model.config
    if not config.sliding_layers:
        return None
    if config.is_sliding(layer):
        return next((k for k in range(layer + 1, config.n_layers) if not config.is_sliding(k)),
                    None)
    return next((k for k in range(layer - 1, -1, -1) if config.is_sliding(k)), None)


def sliding_window_lesson(model: GGUFModel, ids: Sequence[int], layer: int
                          ) -> SlidingWindowLesson:
    """The last query rows of ``layer`` and its partner for the token ``ids``; PretrainedError
    when the model has no sliding window beside that layer or the text fits in the window."""
    return lesson_and_stream(model, ids, layer)[0]


def lesson_and_stream(model: GGUFModel, ids: Sequence[int], layer: int
                      ) -> tuple[SlidingWindowLesson, torch.Tensor]:
    """The lesson and the residual stream entering ``layer`` (n, d_model), which the layer's
    session reads: one pass through the blocks serves both."""
    check_layer(model, layer)
    config, n = model.config, len(ids)
    partner = partner_layer(model, layer)
    if partner is None or n <= config.sliding_window:
        raise PretrainedError(translate("SlidingWindowLesson", "the sliding window shows on a "
                                        "text longer than its {window} tokens, in a model with "
                                        "sliding and global layers").format(
            window=whole_number(config.sliding_window or 0)))
    chosen = sorted((layer, partner))
    rows, stream = [], None
    with torch.no_grad():
        x = embed(model, ids)                                                # (n, d)
        for block in range(chosen[1] + 1):
            if block == layer:
                stream = x
            x, attended = decoder_block(model, block, x)
            if block in chosen:                 # the model's own mask row and weights row
                rows.append(LastQuery(block, config.is_sliding(block),
                                      attended.weights[:, -1].to(torch.float64).numpy(),
                                      attended.allowed[-1].numpy().copy()))  # (h, n), (n,)
    return SlidingWindowLesson(n, config.sliding_window, tuple(rows)), stream


def lesson_lines(lesson: SlidingWindowLesson) -> list[str]:
    """The lesson in sentences (translated), from its numbers: the last query, then what
    each layer gives the keys ``window`` or more back."""
    n, far = lesson.n_tokens, lesson.far_keys
    fields = {"n": whole_number(n), "far": whole_number(far), "window":
              whole_number(lesson.window), "first": whole_number(far + 1)}
    lines = [translate("SlidingWindowLesson", "The last token ({n}) is the query; keys 1–{far} "
                                              "lie {window} or more tokens back.").format(**fields)]
    for row in lesson.layers:
        lines.append(_layer_line(row, far, fields))
    return lines


def lesson_headline(lesson: SlidingWindowLesson, layer: int) -> str:
    """One sentence, the lesson's point, for the banner's first line: what the last token gives
    the keys ``window`` or more back in ``layer`` (0-based), then in its partner."""
    far = lesson.far_keys
    rows = sorted(lesson.layers, key=lambda row: row.layer != layer)       # this layer first
    parts = [_layer_part(row, far, lesson.window) for row in rows]
    return translate("SlidingWindowLesson", "Token {n}, the last, gives keys 1–{far} ({window} "
                                            "or more back) {here}, and {there}.").format(
        n=whole_number(lesson.n_tokens), far=whole_number(far),
        window=whole_number(lesson.window), here=parts[0], there=parts[1])


def _layer_part(row: LastQuery, far: int, window: int) -> str:
    far_weights = row.weights[:, :far]                                       # (h, far)
    fields = {"layer": row.layer + 1, "heads": row.weights.shape[0],
              "window": whole_number(window)}
    if row.sliding and (far_weights == 0).all():
        return translate("SlidingWindowLesson", "weight exactly 0 in layer {layer} (sliding "
                                                "window of {window})").format(**fields)
    if row.sliding:
        return translate("SlidingWindowLesson", "at most {largest} in layer {layer} "
                                                "(sliding)").format(
            largest=number(far_weights.max()), **fields)
    return translate("SlidingWindowLesson", "{shares} of the weight in layer {layer} (global, "
                                            "heads 1–{heads})").format(
        shares=", ".join(number(share) for share in far_weights.sum(axis=1)), **fields)


def _layer_line(row: LastQuery, far: int, fields: dict) -> str:
    far_weights = row.weights[:, :far]                                       # (h, far)
    layer = {"layer": row.layer + 1, "heads": row.weights.shape[0], **fields}
    if row.sliding:
        mask = translate("SlidingWindowLesson", "Layer {layer} (sliding): its mask row keeps "
                                                "keys {first}–{n} (the {window}-key band) and "
                                                "sets keys 1–{far} to −∞.").format(**layer)
        if (far_weights == 0).all():
            return mask + " " + translate("SlidingWindowLesson", "Keys 1–{far}: weight exactly "
                                          "0 in all {heads} heads (sliding window of "
                                          "{window}).").format(**layer)
        return mask + " " + translate("SlidingWindowLesson", "Keys 1–{far}: largest weight "
                                      "{largest}.").format(largest=number(far_weights.max()),
                                                           **layer)
    shares = ", ".join(number(share) for share in far_weights.sum(axis=1))
    above = int((far_weights > 0).all(axis=0).sum())
    return translate("SlidingWindowLesson", "Layer {layer} (global): no key is masked. Keys "
                     "1–{far} carry {shares} of the weight (heads 1–{heads}); {above} of these "
                     "{far} keys are above 0 in every head.").format(
        shares=shares, above=whole_number(above), **layer)
