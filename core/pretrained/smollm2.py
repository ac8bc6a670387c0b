"""SmolLM2 (any llama-architecture GGUF) as a core.pretrained.model_protocol.AttentionModel.

The protocol's parts are the decoder's own functions, unchanged: smollm2_model.load_decoder,
DecoderModel.encode, decoder_session.layer_input and build_decoder_session,
decoder_generate.Decoder (each ``step()`` one token, KV-cached, hooks in every block) and
decoder_heads.score_heads (previous-token, first-token-sink and induction heads).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import torch

from core.attention.hooks import Hook
from core.pretrained.decoder_generate import Decoder, Sampling
from core.pretrained.decoder_heads import KINDS, HeadRanking, decoder_rankings, measure_heads
from core.pretrained.decoder_session import build_decoder_session, layer_input
from core.pretrained.load_progress import LoadWatch
from core.pretrained.model_protocol import (
    DECODER,
    GREEDY,
    HeadRankings,
    ModelShape,
)
from core.pretrained.smollm2_model import DecoderModel, load_decoder
from core.pretrained.smollm2_tokenizer import DecoderTokens
from core.session.value import Session


class SmolLM2:
    """A loaded llama-architecture decoder (``model``) behind the common model protocol."""

    ranking_kinds = KINDS

    def __init__(self, model: DecoderModel) -> None:
        self.model = model

    @classmethod
    def load(cls, source: str | Path | None = None, watch: LoadWatch | None = None) -> SmolLM2:
        return cls(load_decoder(source, watch=watch))

    @property
    def shape(self) -> ModelShape:
        c = self.model.config
        return ModelShape(name=c.name, kind=DECODER, n_layers=c.n_layers, n_heads=c.n_heads,
                          n_kv_heads=c.n_kv_heads, d_model=c.d_model, d_head=c.d_head,
                          max_tokens=self.model.max_tokens)

    def tokenize(self, text: str) -> DecoderTokens:
        return self.model.encode(text)

    def layer_input(self, ids: Sequence[int], layer: int) -> torch.Tensor:
        return layer_input(self.model, ids, layer)                          # (n, d_model)

    def layer_session(self, text: str, layer: int, head: int | None = None) -> Session:
        return build_decoder_session(text, layer, head, self.model)

    def start_generation(self, ids: Sequence[int], sampling: Sampling = GREEDY, *,
                         use_cache: bool = True, keep_pattern: bool = False,
                         hooks: Mapping[str, Hook] | None = None) -> Decoder:
        return Decoder(self.model, ids, sampling, use_cache, keep_pattern, hooks=hooks)

    def measure_heads(self, text: str, seed: int = 0) -> HeadRanking:
        """Every head's three scores and what they were measured on (the ranking's words)."""
        return measure_heads(text, self.model, seed)

    def rank_heads(self, text: str, *, other_text: str | None = None,
                   word: str | None = None) -> HeadRankings:
        return decoder_rankings(self.model.config.name, text, self.measure_heads,
                                other_text, word)
