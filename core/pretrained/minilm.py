"""MiniLM (any BERT-family folder) as a core.pretrained.model_protocol.AttentionModel.

The protocol's parts are the encoder's own functions, unchanged: model_files.load_model,
tokenizer.tokenize, bert.hidden_entering, session_builder.build_session and
heads_report.rank_heads (how differently a word attends in two sentences). An encoder reads a
text both ways and writes none: ``start_generation`` refuses in one line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import torch

from core.attention.hooks import Hook
from core.i18n import QT_TRANSLATE_NOOP, translate
from core.pretrained.bert import hidden_entering
from core.pretrained.decoder_generate import Sampling
from core.pretrained.errors import PretrainedError
from core.pretrained.heads_report import rank_heads
from core.pretrained.load_progress import LoadWatch
from core.pretrained.model_files import PretrainedModel, load_model
from core.pretrained.model_protocol import (
    ENCODER,
    GREEDY,
    HeadRankings,
    ModelShape,
    RankedHead,
    TokenStepper,
)
from core.pretrained.session_builder import build_session
from core.pretrained.tokenizer import TokenizedText, tokenize
from core.session.value import Session

WORD_DIFFERENCE = "word_difference"
# Marked for the translation catalogues (the Heads dock's ranking shows them translated)
TITLES = {WORD_DIFFERENCE: QT_TRANSLATE_NOOP("Pretrained", "heads that read a word "
                                             "differently in two sentences")}
SENTENCES = {WORD_DIFFERENCE: QT_TRANSLATE_NOOP(
    "Pretrained", "attends from the word to different tokens in the two sentences: it may "
    "tell the word's senses apart.")}


class MiniLM:
    """A loaded BERT-family encoder (``model``) behind the common model protocol."""

    ranking_kinds = (WORD_DIFFERENCE,)

    def __init__(self, model: PretrainedModel) -> None:
        self.model = model

    @classmethod
    def load(cls, source: str | Path | None = None, watch: LoadWatch | None = None) -> MiniLM:
        """One stage: reading the folder (a second or two the first time, then kept)."""
        watch = watch if watch is not None else LoadWatch()
        watch.report("reading")
        model = cls(load_model(source))
        watch.report("ready")
        return model

    @property
    def shape(self) -> ModelShape:
        c = self.model.config
        return ModelShape(name=c.name, kind=ENCODER, n_layers=c.n_layers, n_heads=c.n_heads,
                          n_kv_heads=c.n_heads, d_model=c.d_model, d_head=c.d_head,
                          max_tokens=c.max_positions)

    def tokenize(self, text: str) -> TokenizedText:
        return tokenize(self.model.tokenizer, text, self.model.config.max_positions)

    def layer_input(self, ids: Sequence[int], layer: int) -> torch.Tensor:
        return hidden_entering(self.model, ids, layer)                      # (n, d_model)

    def layer_session(self, text: str, layer: int, head: int | None = None) -> Session:
        return build_session(text, layer, head, self.model)

    def start_generation(self, ids: Sequence[int], sampling: Sampling = GREEDY, *,
                         use_cache: bool = True, keep_pattern: bool = False,
                         hooks: Mapping[str, Hook] | None = None) -> TokenStepper:
        raise PretrainedError(translate("Pretrained", "{name} is an encoder: it reads a text "
                                                      "both ways and does not write one")
                              .format(name=self.model.config.name))

    def rank_heads(self, text: str, *, other_text: str | None = None,
                   word: str | None = None) -> HeadRankings:
        if other_text is None or word is None:
            raise PretrainedError(translate("Pretrained", "{name} ranks heads by comparing two "
                                                          "sentences: give the other sentence "
                                                          "and the word to follow").format(
                name=self.model.config.name))
        rows = rank_heads(text, other_text, word, self.model)
        return HeadRankings(
            {WORD_DIFFERENCE: [RankedHead(row.layer, row.head, row.difference, WORD_DIFFERENCE,
                                          row) for row in rows]},
            translate("Pretrained", "A score is the total variation distance between the "
                                    "word's two attention rows: the share of its weight that "
                                    "would have to move to turn one into the other (0..1)."))
