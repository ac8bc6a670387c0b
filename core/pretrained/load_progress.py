"""What a decoder load is doing, for a progress bar, and a way to stop it.

A load goes through named stages in this order: ``hashing`` (the file's content hash, which
names its weights cache), ``cache`` (reading the weights cache); when there is none, ``reading``
(the GGUF's metadata and vocabulary), ``unpacking`` (layer k of n: 0 is the embeddings) and
``writing`` (the weights cache); ``ready`` ends it (alone when the model was loaded already).
The loader calls ``LoadWatch.report`` at each stage and between layers; that is where a cancel
flag set from another thread stops the work (LoadCancelled), so Cancel frees the worker within
one layer and nothing is kept.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from core.i18n import translate
from core.pretrained.errors import PretrainedError

STAGES = ("hashing", "cache", "reading", "unpacking", "writing", "ready")


class LoadCancelled(PretrainedError):
    """The person cancelled the load; nothing was kept or written."""


@dataclass(frozen=True)
class LoadStep:
    """One report: the stage, and for ``unpacking`` the layer done of all layers."""

    stage: str
    done: int = 0
    total: int = 0

    def words(self) -> str:
        """The stage as a progress bar says it (translated)."""
        if self.stage == "unpacking":
            if self.done == 0:
                return translate("Pretrained", "Unpacking the token embeddings…")
            return translate("Pretrained", "Unpacking layer {layer} of {layers}…").format(
                layer=self.done, layers=self.total)
        return {
            "hashing": translate("Pretrained", "Checking the model file…"),
            "cache": translate("Pretrained", "Reading the weights cache…"),
            "reading": translate("Pretrained", "Reading the model file…"),
            "writing": translate("Pretrained", "Writing the weights cache…"),
            "ready": translate("Pretrained", "Loaded."),
        }[self.stage]

    def fraction(self) -> float:
        """How far the whole load is, 0..1, for a bar (unpacking takes most of a cold load)."""
        if self.stage == "unpacking" and self.total:
            return 0.15 + 0.75 * self.done / self.total
        return {"hashing": 0.0, "cache": 0.3, "reading": 0.05, "unpacking": 0.15,
                "writing": 0.9, "ready": 1.0}[self.stage]


@dataclass
class LoadWatch:
    """What a caller hands the loader: a callback for each step and a flag to stop it."""

    progress: Callable[[LoadStep], None] | None = None
    cancel: threading.Event = field(default_factory=threading.Event)

    def report(self, stage: str, done: int = 0, total: int = 0) -> None:
        """Stop here when cancelled (LoadCancelled), else tell the callback."""
        if self.cancel.is_set():
            raise LoadCancelled(translate("Pretrained", "loading the model was cancelled"))
        if self.progress is not None:
            self.progress(LoadStep(stage, done, total))
