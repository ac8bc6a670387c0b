"""Where a one-head session's head comes from, when it is a pretrained model's: head 5 of the
layer's 9 query heads, which read 3 key/value heads (SmolLM2), so every view can name the
model's own head number and say why d_head is not d_model / h.

A session that holds one head of a model keeps a ModelHead; any change of its dimensions drops
it (the head is then no longer the model's). Session files keep it in settings.model_head.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n import translate
from core.limits import MAX_HEADS, LimitError


@dataclass(frozen=True)
class ModelHead:
    head: int        # the model's number of the head, from 1
    heads: int       # query heads in the model's layer
    kv_heads: int    # key/value heads they read (= heads without grouped-query attention)

    def __post_init__(self) -> None:
        numbers = (self.head, self.heads, self.kv_heads)
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) or \
                not (1 <= self.head <= self.heads <= MAX_HEADS and 1 <= self.kv_heads and
                     self.heads % self.kv_heads == 0):
            raise LimitError(translate(
                "Errors", "model_head must be a head from 1 to its layer's heads (at most "
                "{limit}) and key/value heads that divide them, got {value}").format(
                limit=MAX_HEADS, value=list(numbers)))

    @property
    def group(self) -> int:
        """Query heads per key/value head."""
        return self.heads // self.kv_heads

    @property
    def kv_head(self) -> int:
        """The key/value head this head reads, from 1."""
        return (self.head - 1) // self.group + 1

    def as_dict(self) -> dict[str, int]:
        return {"head": self.head, "heads": self.heads, "key_value_heads": self.kv_heads}


def model_head_from_dict(value) -> ModelHead:
    """settings.model_head of a session file; LimitError when it is not one."""
    if not isinstance(value, dict) or set(value) != {"head", "heads", "key_value_heads"}:
        raise LimitError(translate("Errors", "model_head must be an object with head, heads "
                                             "and key_value_heads"))
    return ModelHead(value["head"], value["heads"], value["key_value_heads"])


def checked_model_head(value, n_heads: int) -> ModelHead | None:
    """None, or a ModelHead on a session of one head."""
    if value is None:
        return None
    if not isinstance(value, ModelHead):
        raise LimitError(translate("Errors", "model_head must be a ModelHead or None"))
    if n_heads != 1:
        raise LimitError(translate("Errors", "model_head belongs to a session of one head, this "
                                             "one has {n_heads}").format(n_heads=n_heads))
    return value
