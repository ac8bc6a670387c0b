"""Next-token prediction and generation one token at a time, with or without the KV cache.

With the cache, each step runs the new token alone through the 30 blocks (its query row
against every cached key) and appends one key and one value per layer; without it, each step
runs the whole text again. Both give the same logits (to float32 rounding) and so the same
tokens: the causal mask means no earlier row ever depends on a later token.

Choosing: greedy takes the largest logit; sampling divides the logits by the temperature,
keeps the top-k tokens and then the smallest set whose probability reaches top-p, and draws
from what is left with a seeded torch.Generator (the same seed gives the same text).
"""

from __future__ import annotations

import math
import numbers
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import torch

from core.attention.hooks import Hook
from core.i18n import translate, whole_number
from core.pretrained.byte_pieces import candidate_label
from core.pretrained.decoder_forward import KVCache, grow_pattern, next_token_logits, run_blocks
from core.pretrained.errors import PretrainedError
from core.pretrained.sampling_filters import filter_stages
from core.pretrained.smollm2_model import DecoderModel
from core.pretrained.smollm2_tokenizer import (
    decode,
    raw_pieces,
    readable,
    visible_pieces,
    visible_token,
)

TOP_SHOWN = 10
# keep_pattern keeps L·h·N²·4 bytes: 141 MB at 512 tokens (4.5 GB at the 2,048 the decoder
# reads here); past this many tokens it stops keeping rows and drops the pattern
PATTERN_MAX_TOKENS = 512


@dataclass(frozen=True)
class Sampling:
    """How the next token is chosen; greedy ignores the rest."""

    greedy: bool = True
    temperature: float = 1.0
    top_k: int | None = None
    top_p: float | None = None
    seed: int = 0

    def __post_init__(self) -> None:
        check_temperature(self.temperature)
        if self.top_k is not None and (isinstance(self.top_k, bool) or
                                       not isinstance(self.top_k, int) or self.top_k < 1):
            raise PretrainedError(translate("Pretrained", "top-k must be a whole number of 1 or "
                                                          "more, got {value}").format(
                value=repr(self.top_k)))
        if self.top_p is not None and not (isinstance(self.top_p, numbers.Real) and
                                           not isinstance(self.top_p, bool) and
                                           0 < self.top_p <= 1):
            raise PretrainedError(translate("Pretrained", "top-p must be a number above 0 and at "
                                                          "most 1, got {value}").format(
                value=repr(self.top_p)))


@dataclass(frozen=True)
class TokenChoice:
    token_id: int
    text: str           # how it reads after the text so far (core.pretrained.byte_pieces):
    #                     "␣Paris", "在", "‹E6 B8›", or "‹94›→渔" when it finishes a character
    probability: float


@dataclass(frozen=True)
class Step:
    """One generated token and what the window shows about it."""

    token_id: int
    logits: torch.Tensor          # (vocab,) the logits it was chosen from
    top: tuple[TokenChoice, ...]  # the TOP_SHOWN likeliest tokens (at the sampling temperature)
    seconds: float                # the forward pass that gave the logits
    cache_length: int             # keys per layer in the cache after the step (0 without)
    cache_bytes: int
    rows: torch.Tensor | None = None  # (L, h, n, N) the query rows this step computed, every
    #                                   layer and head (with keep_pattern): n = 1 after the first
    tokens_read: int = 1          # tokens this step ran through the blocks: the whole text
    #                               at the first step (or every step without the cache), then 1


@dataclass(frozen=True)
class Generation:
    prompt_ids: tuple[int, ...]
    steps: tuple[Step, ...]
    text: str                     # the continuation alone ("�" only for an unfinished last
    #                               character, as the tokenizer decodes it)
    pieces: tuple[str, ...] = ()  # each generated token as it reads in the whole text:
    #                               "美", "〃" (the rest of the character before), "‹E7 BE›"
    readable: str = ""            # the continuation with unfinished bytes as ‹E7 BE›, no "�"

    @property
    def token_ids(self) -> list[int]:
        return [step.token_id for step in self.steps]

    @property
    def ms_per_token(self) -> float:
        """Mean forward time per generated token (the first step includes reading the prompt)."""
        return 1000.0 * sum(step.seconds for step in self.steps) / max(len(self.steps), 1)


def check_room(prompt_tokens: int, requested: int, limit: int) -> None:
    """PretrainedError, counting the prompt, the requested tokens and the limit apart, when the
    prompt and the tokens asked for would not fit in ``limit`` tokens."""
    if prompt_tokens + requested <= limit:
        return
    room = limit - prompt_tokens
    numbers = {"prompt": whole_number(prompt_tokens), "requested": whole_number(requested),
               "total": whole_number(prompt_tokens + requested), "limit": whole_number(limit),
               "room": whole_number(room)}
    if room < 1:
        raise PretrainedError(translate("Pretrained", "the prompt is {prompt} tokens long, the "
                                                      "most the decoder reads here ({limit}): "
                                                      "there is no room to generate")
                              .format(**numbers))
    raise PretrainedError(translate("Pretrained", "the prompt is {prompt} tokens long and "
                                                  "{requested} more were asked for ({total} in "
                                                  "all); the decoder reads at most {limit} here: "
                                                  "ask for at most {room}").format(**numbers))


def check_temperature(value) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or \
            not math.isfinite(value) or value <= 0:
        raise PretrainedError(translate("Pretrained", "the temperature must be a positive finite "
                                                      "number, got {value}").format(
            value=repr(value)))
    return float(value)


def token_probabilities(logits: torch.Tensor, sampling: Sampling) -> torch.Tensor:
    """(vocab,) probabilities to draw from: softmax(logits / T), cut to top-k, then top-p
    (core.pretrained.sampling_filters, whose stages the window draws)."""
    return filter_stages(logits, sampling.temperature, sampling.top_k,
                         sampling.top_p)[-1].probabilities


def top_tokens(model: DecoderModel, logits: torch.Tensor, sampling: Sampling = Sampling(),
               count: int = TOP_SHOWN, context_ids: Sequence[int] = ()
               ) -> tuple[TokenChoice, ...]:
    """The ``count`` likeliest next tokens with their probabilities (temperature applied),
    each labelled as it would read after ``context_ids`` (the text so far)."""
    probabilities = torch.softmax(logits.double() / sampling.temperature, dim=-1)
    values, ids = torch.topk(probabilities, min(count, probabilities.numel()))
    context = raw_pieces(model.tokenizer, list(context_ids)[-3:])
    return tuple(TokenChoice(int(i), candidate_label(context, raw_pieces(model.tokenizer,
                                                                         [int(i)])[0]), float(p))
                 for p, i in zip(values, ids, strict=True))


class Decoder:
    """A text being continued one token at a time (``step()``), cached or recomputed.

    With ``keep_pattern`` it also keeps ``pattern`` (L, h, N, N): every layer's causal attention
    weights over the N tokens run so far. A cached step adds only its new query rows (the
    earlier rows stay as they were, which is why the cache is exact); a recomputing step
    replaces the whole pattern. It costs L·h·N²·4 bytes (21 MB at 200 tokens); past
    PATTERN_MAX_TOKENS tokens the pattern is dropped (None) and steps keep no rows."""

    def __init__(self, model: DecoderModel, prompt_ids: Sequence[int], sampling: Sampling,
                 use_cache: bool = True, keep_pattern: bool = False,
                 hooks: Mapping[str, Hook] | None = None) -> None:
        self.model, self.sampling, self.use_cache = model, sampling, use_cache
        self.keep_pattern = keep_pattern
        self.hooks = hooks    # the attention core's stage hooks, in every block of every step
        self.pattern: torch.Tensor | None = None      # (L, h, N, N) with keep_pattern
        self.ids = [int(i) for i in prompt_ids]
        self.cache = self._new_cache() if use_cache else None
        self._pending = list(self.ids)    # tokens not yet run through the blocks
        self._generator = torch.Generator().manual_seed(int(sampling.seed))

    def step(self) -> Step:
        if len(self.ids) >= self.model.max_tokens:
            raise PretrainedError(translate("Pretrained", "the text has reached {count} tokens, "
                                                          "the most the decoder reads here: no "
                                                          "more can be generated").format(
                count=whole_number(len(self.ids))))
        started = time.perf_counter()
        run = self._pending if self.use_cache else self.ids
        keep = self.keep_pattern and len(self.ids) <= PATTERN_MAX_TOKENS
        if not keep:
            self.pattern = None
        hidden, every = self._run_blocks(run, keep)                           # (len(run), d)
        logits = self._next_token_logits(hidden)                              # (vocab,)
        seconds = time.perf_counter() - started
        rows = torch.stack(every) if every else None                          # (L, h, n, N)
        if rows is not None:
            self.pattern = grow_pattern(self.pattern if self.use_cache else None, rows)
        token = self._choose(logits)
        top = top_tokens(self.model, logits, self.sampling, context_ids=self.ids)
        self.ids.append(token)
        self._pending = [token]
        cache = self.cache
        return Step(token_id=token, logits=logits, top=top,
                    seconds=seconds, cache_length=cache.length if cache else 0,
                    cache_bytes=cache.nbytes if cache else 0, rows=rows, tokens_read=len(run))

    # The forward pass: the one decoder block's (core.pretrained.decoder_blocks, SmolLM2's and
    # every GGUF model's), with its KV cache, and the logits after the last row.
    def _new_cache(self) -> KVCache:
        return KVCache()

    def _run_blocks(self, ids: Sequence[int], keep: bool
                    ) -> tuple[torch.Tensor, list[torch.Tensor]]:
        return run_blocks(self.model, ids, self.cache, keep_weights=keep, hooks=self.hooks)

    def _next_token_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return next_token_logits(self.model, hidden)

    def labels(self, count: int | None = None) -> list[str]:
        """The first ``count`` tokens of the text so far (all with None) as a person reads
        them together (core.pretrained.byte_pieces): the KV cache's row and column labels."""
        return visible_pieces(self.model.tokenizer, self.ids[:count])

    def written(self, start: int) -> str:
        """The tokens from ``start`` on as a person reads them together (unfinished bytes as
        ‹E7 BE›, no "�"): the continuation after a prompt of ``start`` tokens."""
        return readable(self.model.tokenizer, self.ids[start:])

    def decoded(self, start: int) -> str:
        """The tokens from ``start`` on as the tokenizer decodes them ("�" only for an
        unfinished last character): the continuation's text in `generate --json`."""
        return decode(self.model.tokenizer, self.ids[start:])

    def token_text(self, token_id: int) -> str:
        """One token alone as a person reads it (core.pretrained.smollm2_tokenizer)."""
        return visible_token(self.model.tokenizer, token_id)

    def head_pattern(self, layer: int, head: int) -> torch.Tensor | None:
        """(N, N): one head's causal weights so far (layer and head counted from 0), row i the
        query of token i against keys 0…i; None before the first step or without keep_pattern.
        """
        return None if self.pattern is None else self.pattern[layer, head]

    def _choose(self, logits: torch.Tensor) -> int:
        if self.sampling.greedy:
            return int(torch.argmax(logits))
        probabilities = token_probabilities(logits, self.sampling)
        return int(torch.multinomial(probabilities, 1, generator=self._generator))


def generate(model: DecoderModel, text: str, n_tokens: int, sampling: Sampling = Sampling(),
             use_cache: bool = True, hooks: Mapping[str, Hook] | None = None,
             decoder_class: type[Decoder] = Decoder) -> Generation:
    """``n_tokens`` tokens after ``text``; PretrainedError if the whole would not fit.
    ``hooks`` ({"weights": fn}, core.attention.hooks) act in every block at every step;
    ``decoder_class`` steps (a GGUF model's: core.pretrained.gguf_generate.GGUFDecoder)."""
    if isinstance(n_tokens, bool) or not isinstance(n_tokens, int) or n_tokens < 1:
        raise PretrainedError(translate("Pretrained", "the number of tokens to generate must be "
                                                      "1 or more, got {value}").format(
            value=repr(n_tokens)))
    prompt = model.encode(text)
    check_room(len(prompt), n_tokens, model.max_tokens)
    decoder = decoder_class(model, prompt.ids, sampling, use_cache, hooks=hooks)
    steps = tuple(decoder.step() for _ in range(n_tokens))
    written = [step.token_id for step in steps]
    labels = visible_pieces(model.tokenizer, [*prompt.ids, *written])  # read with the prompt
    return Generation(prompt_ids=prompt.ids, steps=steps, text=decode(model.tokenizer, written),
                      pieces=tuple(labels[len(prompt.ids):]),
                      readable=readable(model.tokenizer, written))


def step_both_ways(decoder: Decoder) -> tuple[Step, Step]:
    """The decoder's next step with its cache, and the same step recomputed from the whole text
    (same sampling state): the tokens agree, the times show what the cache saves."""
    recomputing = type(decoder)(decoder.model, decoder.ids, decoder.sampling, use_cache=False,
                                hooks=decoder.hooks)
    recomputing._generator.set_state(decoder._generator.get_state())
    recomputed = recomputing.step()
    return decoder.step(), recomputed
