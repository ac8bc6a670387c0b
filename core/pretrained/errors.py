"""The one error type of core.pretrained: something about a model, a text or a choice is wrong."""

from __future__ import annotations

from typing import Protocol

from core.i18n import translate


class PretrainedError(ValueError):
    """A model folder, text, layer, head or token the pretrained path cannot use; says why."""


class TokenNotFoundError(PretrainedError):
    """The word to follow does not occur in a sentence."""


class _Shape(Protocol):
    n_layers: int
    n_heads: int


class _Model(Protocol):
    config: _Shape


def check_layer(model: _Model, layer: int) -> int:
    """A layer index, counted from 0 as the files count it; refused in one line otherwise."""
    last = model.config.n_layers - 1
    if isinstance(layer, bool) or not isinstance(layer, int) or not 0 <= layer <= last:
        raise PretrainedError(translate("Pretrained", "layer {layer} out of range 0..{last}")
                              .format(layer=layer, last=last))
    return layer


def check_head(model: _Model, head: int | None) -> int | None:
    """A head index counted from 0, or None for all heads; refused in one line otherwise."""
    last = model.config.n_heads - 1
    if head is not None and (isinstance(head, bool) or not isinstance(head, int)
                             or not 0 <= head <= last):
        raise PretrainedError(translate("Pretrained", "head {head} out of range 0..{last}")
                              .format(head=head, last=last))
    return head
