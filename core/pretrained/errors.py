"""The one error type of core.pretrained: something about a model, a text or a choice is wrong."""

from __future__ import annotations


class PretrainedError(ValueError):
    """A model folder, text, layer, head or token the pretrained path cannot use; says why."""


class TokenNotFoundError(PretrainedError):
    """The word to follow does not occur in a sentence."""
