"""Any supported GGUF decoder (llama, qwen2, gemma3; Gemma 3 270M shipped) as a
core.pretrained.model_protocol.AttentionModel.

The protocol's parts are the GGUF path's own functions: gguf_model.load_gguf_model (or
load_gemma3 for no source), GGUFModel.encode, gguf_forward's attention input after the earlier
blocks, gguf_session.build_gguf_session (a Gemma head, q and k normed per head, opens one head
at a time), gguf_generate.GGUFDecoder (each ``step()`` one token, KV-cached, hooks in every
block) and decoder_heads.measure_pattern_heads over the GGUF forward's attention weights:
SmolLM2's previous-token, first-token-sink and induction rankings, the random sequence for
induction drawn from the file's own vocabulary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import torch

from core.attention.hooks import Hook
from core.pretrained.decoder_blocks import attention_input
from core.pretrained.decoder_generate import Sampling
from core.pretrained.decoder_heads import (
    KINDS,
    HeadRanking,
    decoder_rankings,
    measure_pattern_heads,
    random_id_range,
)
from core.pretrained.errors import check_layer
from core.pretrained.gguf_forward import attention_weights, run_blocks
from core.pretrained.gguf_generate import GGUFDecoder
from core.pretrained.gguf_model import GGUFModel, load_gemma3, load_gguf_model
from core.pretrained.gguf_session import build_gguf_session
from core.pretrained.load_progress import LoadWatch
from core.pretrained.model_protocol import (
    DECODER,
    GREEDY,
    HeadRankings,
    ModelShape,
)
from core.pretrained.smollm2_tokenizer import DecoderTokens
from core.session.value import Session

_WATCHED_STAGES = {"reading": "reading", "unpacking": "unpacking", "caching": "writing"}


class GGUFAttentionModel:
    """A loaded GGUF decoder (``model``) behind the common model protocol."""

    ranking_kinds = KINDS

    def __init__(self, model: GGUFModel) -> None:
        self.model = model

    @classmethod
    def load(cls, source: str | Path | None = None,
             watch: LoadWatch | None = None) -> GGUFAttentionModel:
        """The file at ``source`` (None: the shipped Gemma 3); the GGUF loader's stages
        (reading, unpacking layer k of L, caching) reach ``watch`` as its own."""
        watch = watch if watch is not None else LoadWatch()

        def progress(stage: str, done: int, total: int) -> None:
            watch.report(_WATCHED_STAGES.get(stage, "reading"), done, total)

        model = (load_gemma3(progress=progress) if source is None else
                 load_gguf_model(source, progress=progress))
        watch.report("ready")
        return cls(model)

    @property
    def shape(self) -> ModelShape:
        c = self.model.config
        return ModelShape(name=c.name, kind=DECODER, n_layers=c.n_layers, n_heads=c.n_heads,
                          n_kv_heads=c.n_kv_heads, d_model=c.d_model, d_head=c.d_head,
                          max_tokens=self.model.max_tokens, one_head_sessions=c.qk_norm)

    def tokenize(self, text: str) -> DecoderTokens:
        return self.model.encode(text)

    def layer_input(self, ids: Sequence[int], layer: int) -> torch.Tensor:
        check_layer(self.model, layer)
        with torch.no_grad():
            stream, _ = run_blocks(self.model, ids, last_layer=layer)          # (n, d_model)
            return attention_input(self.model, layer, stream)                  # (n, d_model)

    def layer_session(self, text: str, layer: int, head: int | None = None) -> Session:
        return build_gguf_session(self.model, text, layer, head)

    def start_generation(self, ids: Sequence[int], sampling: Sampling = GREEDY, *,
                         use_cache: bool = True, keep_pattern: bool = False,
                         hooks: Mapping[str, Hook] | None = None) -> GGUFDecoder:
        return GGUFDecoder(self.model, ids, sampling, use_cache, keep_pattern, hooks=hooks)

    def measure_heads(self, text: str, seed: int = 0) -> HeadRanking:
        """Every head's three scores and what they were measured on (the ranking's words)."""
        return measure_pattern_heads(self.model.encode(text).ids,
                                     lambda ids: attention_weights(self.model, ids), seed,
                                     random_id_range(self.model.config.vocab_size))

    def rank_heads(self, text: str, *, other_text: str | None = None,
                   word: str | None = None) -> HeadRankings:
        return decoder_rankings(self.model.config.name, text, self.measure_heads,
                                other_text, word)
