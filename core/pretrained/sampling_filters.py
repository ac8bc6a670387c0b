"""The next token's distribution filter by filter, as sampling applies them in this order:
softmax of the logits, the temperature (softmax(logits / T)), the top-k cut (the k likeliest
kept, ties at the k-th kept too), the top-p cut (the likeliest tokens whose mass before them
is below p). Each cut sets the rest to 0 and divides by what is left, so every stage sums to 1.

``decoder_generate.token_probabilities`` (the CLI and the window draw from it) is the last
stage; the window also draws the earlier ones. Pure torch; the model is not needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

FILTERS = ("softmax", "temperature", "top_k", "top_p")


@dataclass(frozen=True)
class FilterStage:
    name: str                     # one of FILTERS
    probabilities: torch.Tensor   # (vocab,) float64, sums to 1
    applied: bool                 # False: the filter is off, the distribution as before


@dataclass(frozen=True)
class FilteredToken:
    """One token's probability at each stage (FILTERS order), and whether it was drawn."""

    token_id: int
    probabilities: tuple[float, ...]
    chosen: bool


def with_temperature(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    """(vocab,) logits -> (vocab,) softmax(logits / temperature), in float64."""
    return torch.softmax(logits.double() / temperature, dim=-1)


def cut_top_k(probabilities: torch.Tensor, top_k: int) -> torch.Tensor:
    """(vocab,) -> (vocab,): the top_k likeliest (and any tied with the k-th), renormalized."""
    if top_k >= probabilities.numel():
        return probabilities
    kth = torch.topk(probabilities, top_k).values[-1]
    kept = torch.where(probabilities >= kth, probabilities, 0.0)
    return kept / kept.sum()


def cut_top_p(probabilities: torch.Tensor, top_p: float) -> torch.Tensor:
    """(vocab,) summing to 1 -> (vocab,): the likeliest tokens while the mass of the tokens
    likelier than each is below top_p (so the one that crosses p is kept), renormalized."""
    if top_p >= 1:
        return probabilities
    ordered, order = torch.sort(probabilities, descending=True)          # (vocab,) each
    before = torch.cumsum(ordered, 0) - ordered          # mass of the likelier tokens
    keep = torch.zeros_like(probabilities, dtype=torch.bool)
    keep[order] = before < top_p * ordered.sum()
    kept = torch.where(keep, probabilities, 0.0)
    return kept / kept.sum()


def filter_stages(logits: torch.Tensor, temperature: float = 1.0, top_k: int | None = None,
                  top_p: float | None = None) -> tuple[FilterStage, ...]:
    """The four stages of FILTERS for (vocab,) ``logits``; a filter given None (or a
    temperature of 1) is off and repeats the stage before it."""
    plain = with_temperature(logits, 1.0)
    tempered = with_temperature(logits, temperature) if temperature != 1 else plain
    cut_k = cut_top_k(tempered, top_k) if top_k is not None else tempered
    cut_p = cut_top_p(cut_k, top_p) if top_p is not None else cut_k
    return (FilterStage("softmax", plain, True),
            FilterStage("temperature", tempered, temperature != 1),
            FilterStage("top_k", cut_k, top_k is not None and top_k < logits.numel()),
            FilterStage("top_p", cut_p, top_p is not None and top_p < 1))


def filtered_tokens(stages: Sequence[FilterStage], chosen_id: int | None,
                    count: int) -> tuple[FilteredToken, ...]:
    """The ``count`` likeliest tokens before any filter (likeliest first), with the chosen one
    added at the end when it is not among them: each token's probability at every stage."""
    first = stages[0].probabilities
    ids = [int(i) for i in torch.topk(first, min(count, first.numel())).indices]
    if chosen_id is not None and chosen_id not in ids:
        ids.append(int(chosen_id))
    return tuple(FilteredToken(token_id, tuple(float(stage.probabilities[token_id])
                                               for stage in stages), token_id == chosen_id)
                 for token_id in ids)
