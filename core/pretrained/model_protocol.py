"""What every pretrained model offers the window and the command line: one protocol.

A model is loaded (``load``), reads a text as tokens (``tokenize``), gives what a layer's
attention reads (``layer_input``) and a layer's heads as a lesson session (``layer_session``),
writes text one token at a time (``start_generation``: each ``step()`` is one generate step;
an encoder refuses) and ranks its heads (``rank_heads``). MiniLM (core.pretrained.minilm) and
SmolLM2 (core.pretrained.smollm2) implement it; models added later (Gemma 3, any local GGUF)
implement it too, so the window's one ranking panel and one "open a ranked head" path serve
them all. Layers and heads count from 0 here, as the files count them; people read them from 1.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

import torch

from core.attention.hooks import Hook
from core.pretrained.decoder_generate import Sampling, Step
from core.pretrained.load_progress import LoadWatch
from core.session.value import Session

ENCODER, DECODER = "encoder", "decoder"
GREEDY = Sampling()   # the default choice of the next token: the likeliest


@dataclass(frozen=True)
class ModelShape:
    """A model's numbers as the window names them."""

    name: str          # e.g. "MiniLM", "SmolLM2"
    kind: str          # ENCODER (reads both ways) or DECODER (causal, generates)
    n_layers: int
    n_heads: int       # query heads per layer
    n_kv_heads: int    # key/value heads per layer (query head h reads h // (n_heads/n_kv_heads))
    d_model: int
    d_head: int
    max_tokens: int    # the longest text the model reads here
    one_head_sessions: bool = False   # True: layer_session opens one head at a time (q and k
    #                                   normed per head, Gemma 3), never all heads (None)


@dataclass(frozen=True)
class RankedHead:
    """One (layer, head) in a ranking: its score (higher first) and the model's own record."""

    layer: int         # 0-based
    head: int          # 0-based
    score: float
    kind: str          # which ranking, e.g. "previous" or "word_difference"
    detail: object = None   # the family's own row (heads_report.HeadRow, decoder_heads.HeadScores)


class HeadRankings(dict):
    """What ``rank_heads`` returns: each ranking kind -> its RankedHeads, highest first, and
    ``measured``: what the scores average, in a person's words (translated; "" if nothing
    to add)."""

    def __init__(self, rankings: Mapping[str, list[RankedHead]], measured: str = "") -> None:
        super().__init__(rankings)
        self.measured = measured


class ModelTokens(Protocol):
    """A text as a model reads it: ids and the pieces a person reads, same length."""

    @property
    def ids(self) -> tuple[int, ...]: ...

    @property
    def tokens(self) -> tuple[str, ...]: ...


class TokenStepper(Protocol):
    """A text being continued: ``step()`` chooses one more token (the generate step); with
    ``keep_pattern`` it keeps ``pattern`` (L, h, N, N), every layer's causal weights so far
    (None past what it keeps)."""

    ids: list[int]
    sampling: Sampling
    pattern: torch.Tensor | None

    def step(self) -> Step: ...

    def labels(self, count: int | None = None) -> list[str]:
        """The first ``count`` tokens (all with None) as a person reads them together."""
        ...

    def written(self, start: int) -> str:
        """The tokens from ``start`` on as one readable text."""
        ...

    def decoded(self, start: int) -> str:
        """The tokens from ``start`` on as the tokenizer decodes them ("�" for an unfinished
        last character)."""
        ...

    def token_text(self, token_id: int) -> str:
        """One token alone as a person reads it."""
        ...


@runtime_checkable
class AttentionModel(Protocol):
    """A loaded pretrained model, whatever its family."""

    @classmethod
    def load(cls, source: str | Path | None = None,
             watch: LoadWatch | None = None) -> AttentionModel:
        """The model in ``source`` (a folder or a file; None: the shipped one), loaded once;
        ``watch`` (core.pretrained.load_progress) hears each stage, ``ready`` last, and stops
        the load when cancelled (LoadCancelled: nothing kept)."""
        ...

    @property
    def shape(self) -> ModelShape: ...

    @property
    def ranking_kinds(self) -> tuple[str, ...]:
        """The rankings ``rank_heads`` returns, in the order the window lists them."""
        ...

    def tokenize(self, text: str) -> ModelTokens:
        """The text's tokens; PretrainedError if it is empty or too long."""
        ...

    def layer_input(self, ids: Sequence[int], layer: int) -> torch.Tensor:
        """(n, d_model): what layer ``layer``'s attention reads for these token ids."""
        ...

    def layer_session(self, text: str, layer: int, head: int | None = None) -> Session:
        """Layer ``layer``'s heads (one, or all with None) as a session the engine runs to the
        model's own weights."""
        ...

    def start_generation(self, ids: Sequence[int], sampling: Sampling = GREEDY, *,
                         use_cache: bool = True, keep_pattern: bool = False,
                         hooks: Mapping[str, Hook] | None = None) -> TokenStepper:
        """A stepper continuing ``ids``; ``hooks`` (core.attention.hooks) act in every layer
        at every step. PretrainedError for a model that does not generate (an encoder)."""
        ...

    def rank_heads(self, text: str, *, other_text: str | None = None,
                   word: str | None = None) -> HeadRankings:
        """Each of ``ranking_kinds`` -> every (layer, head), highest score first (a dict, with
        what the scores average as ``measured``).
        PretrainedError when the ranking needs what was not given (or was given what it
        cannot use)."""
        ...
