"""A GGUF decoder continuing a text one token at a time, with its KV cache or recomputing.

The choice of each token (greedy, or temperature, top-k, top-p with a seeded generator), the
steps and the result are SmolLM2's (core.pretrained.decoder_generate); only the forward pass
is the GGUF model's (core.pretrained.gguf_forward). With the cache each step runs the new
token alone through the blocks against every cached key; Gemma 3's single key/value head
keeps the cache at a quarter of its four query heads' size.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import torch

from core.i18n import translate
from core.pretrained.decoder_generate import (
    Generation,
    Sampling,
    Step,
    check_room,
    token_probabilities,
    top_tokens,
)
from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_forward import KVCache, next_token_logits, run_blocks
from core.pretrained.gguf_model import GGUFModel
from core.pretrained.smollm2_tokenizer import decode, readable, visible_pieces

GREEDY = Sampling()


class GGUFDecoder:
    """A text being continued (``step()``), cached or recomputed from the whole text."""

    def __init__(self, model: GGUFModel, prompt_ids: Sequence[int], sampling: Sampling,
                 use_cache: bool = True) -> None:
        self.model, self.sampling, self.use_cache = model, sampling, use_cache
        self.ids = [int(i) for i in prompt_ids]
        self.cache = KVCache() if use_cache else None
        self._pending = list(self.ids)
        self._generator = torch.Generator().manual_seed(int(sampling.seed))

    def step(self) -> Step:
        if len(self.ids) >= self.model.max_tokens:
            raise PretrainedError(translate("Pretrained", "the text is {count} tokens long; the "
                                                          "decoder reads at most {limit} here")
                                  .format(count=len(self.ids) + 1, limit=self.model.max_tokens))
        started = time.perf_counter()
        hidden, _ = run_blocks(self.model, self._pending if self.use_cache else self.ids,
                               self.cache)                                   # (n, d)
        logits = next_token_logits(self.model, hidden)                        # (vocab,)
        seconds = time.perf_counter() - started
        token = self._choose(logits)
        self.ids.append(token)
        self._pending = [token]
        cache = self.cache
        return Step(token_id=token, logits=logits,
                    top=top_tokens(self.model, logits, self.sampling), seconds=seconds,
                    cache_length=cache.length if cache else 0,
                    cache_bytes=cache.nbytes if cache else 0)

    def _choose(self, logits: torch.Tensor) -> int:
        if self.sampling.greedy:
            return int(torch.argmax(logits))
        probabilities = token_probabilities(logits, self.sampling)
        return int(torch.multinomial(probabilities, 1, generator=self._generator))


def generate_gguf(model: GGUFModel, text: str, n_tokens: int, sampling: Sampling = GREEDY,
                  use_cache: bool = True) -> Generation:
    """``n_tokens`` tokens after ``text`` (read with <bos> first when the file says so)."""
    if isinstance(n_tokens, bool) or not isinstance(n_tokens, int) or n_tokens < 1:
        raise PretrainedError(translate("Pretrained", "the number of tokens to generate must be "
                                                      "1 or more, got {value}").format(
            value=repr(n_tokens)))
    prompt = model.encode(text)
    check_room(len(prompt), n_tokens, model.max_tokens)
    decoder = GGUFDecoder(model, prompt.ids, sampling, use_cache)
    steps = tuple(decoder.step() for _ in range(n_tokens))
    written = [step.token_id for step in steps]
    labels = visible_pieces(model.tokenizer, [*prompt.ids, *written])  # read with the prompt
    return Generation(prompt_ids=prompt.ids, steps=steps, text=decode(model.tokenizer, written),
                      pieces=tuple(labels[len(prompt.ids):]),
                      readable=readable(model.tokenizer, written))
