"""Which heads treat a word differently in two sentences: a ranking for choosing what to show.

For every layer and head, the attention row of the word (its first WordPiece) in each sentence
is compared after aligning the two sentences' keys by role: [CLS], [SEP], the word itself, the
token just before it, the token just after it; any other key is matched by its text. The
difference is the total variation distance between the two aligned rows: the share of the
word's attention that would have to move to turn one row into the other (0 = the same pattern,
1 = nothing in common). Sorted most different first.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.i18n import translate
from core.pretrained.bert import attention_weights
from core.pretrained.errors import PretrainedError, TokenNotFoundError
from core.pretrained.model_files import PretrainedModel, resolve_model
from core.pretrained.tokenizer import TokenizedText, tokenize, word_pieces

METHOD = ("diff = total variation distance between the word's two attention rows: the share of\n"
          "  its attention that would have to move (0 = same pattern, 1 = nothing in common).\n"
          "  Keys are aligned by role: [CLS], [SEP], the word itself, the token before it, the\n"
          "  token after it; any other key by its text.")


@dataclass(frozen=True)
class TopKey:
    """The key a row gives the most weight to."""

    token: str
    position: int
    weight: float
    role: str  # "[CLS]", "[SEP]", "self", "previous", "next" or "other"


@dataclass(frozen=True)
class HeadRow:
    layer: int
    head: int
    difference: float  # total variation distance, 0..1
    top_a: TopKey      # where the word attends most in sentence A
    top_b: TopKey      # ... and in sentence B


def rank_heads(text_a: str, text_b: str, token: str,
               model: PretrainedModel | str | Path | None = None) -> list[HeadRow]:
    """Every (layer, head), most different attention for ``token`` between the texts first."""
    model = resolve_model(model)
    sentences = []
    for label, text in (("A", text_a), ("B", text_b)):
        tokenized = tokenize(model.tokenizer, text, model.config.max_positions)
        where = translate("Pretrained", "sentence {label} ({text})").format(
            label=label, text=repr(text.strip()))
        query = find_word(model, tokenized, token, where)
        rows = attention_weights(model, tokenized.ids)[:, :, query, :].numpy()  # (L, h, n)
        sentences.append((tokenized.tokens, query, rows, key_roles(tokenized.tokens, query)))
    (tokens_a, query_a, rows_a, roles_a), (tokens_b, query_b, rows_b, roles_b) = sentences
    ranked = []
    for layer in range(model.config.n_layers):
        for head in range(model.config.n_heads):
            row_a, row_b = rows_a[layer, head], rows_b[layer, head]
            ranked.append(HeadRow(
                layer=layer, head=head,
                difference=aligned_difference(row_a, roles_a, row_b, roles_b),
                top_a=_top_key(tokens_a, query_a, row_a), top_b=_top_key(tokens_b, query_b, row_b)))
    return sorted(ranked, key=lambda row: (-row.difference, row.layer, row.head))


def find_word(model: PretrainedModel, tokenized: TokenizedText, word: str, where: str) -> int:
    """Position of the first WordPiece of the first whole-word occurrence of ``word``."""
    pieces = word_pieces(model.tokenizer, word) if word.strip() else ()
    if not pieces:
        raise TokenNotFoundError("the word to follow is empty: give one, e.g. --token mole")
    tokens, words, size = tokenized.tokens, tokenized.word_ids, len(pieces)
    for start in range(len(tokens) - size + 1):
        if tokens[start:start + size] != pieces:
            continue
        end = start + size
        starts_word = start == 0 or words[start - 1] != words[start]
        ends_word = end == len(tokens) or words[end] != words[end - 1]
        if starts_word and ends_word:
            return start
    shown = " ".join(tokens[1:-1])
    raise TokenNotFoundError(translate("Pretrained", "the word {word} (WordPiece: {pieces}) is "
                                                     "not in {where}, whose tokens are: {tokens}"
                                       ).format(word=repr(word), pieces=" ".join(pieces),
                                                where=where, tokens=shown))


def key_roles(tokens: tuple[str, ...], query: int) -> list[str]:
    """What each key is to the query: a structural role, or 'text:<token>' for any other key."""
    roles = []
    for position, token in enumerate(tokens):
        if token in ("[CLS]", "[SEP]"):
            roles.append(token)
        elif position == query:
            roles.append("self")
        elif position == query - 1:
            roles.append("previous")
        elif position == query + 1:
            roles.append("next")
        else:
            roles.append(f"text:{token}")
    return roles


def aligned_difference(row_a: np.ndarray, roles_a: list[str],
                       row_b: np.ndarray, roles_b: list[str]) -> float:
    """Total variation distance between two rows (n_a,), (n_b,) summed into shared roles."""
    mass_a, mass_b = _mass_by_role(row_a, roles_a), _mass_by_role(row_b, roles_b)
    roles = set(mass_a) | set(mass_b)
    return 0.5 * sum(abs(mass_a.get(r, 0.0) - mass_b.get(r, 0.0)) for r in roles)


def format_report(rows: list[HeadRow], text_a: str, text_b: str, token: str,
                  model_name: str, top: int | None = None) -> str:
    """A terminal table: one line per head, most different first."""
    shown = rows if top is None else rows[:top]
    header = [
        f"Where {token!r} attends in sentences A and B, for each of {model_name}'s "
        f"{len(rows)} heads",
        f"(showing {len(shown)}, most different first).",
        f"  A: {' '.join(text_a.split())}",
        f"  B: {' '.join(text_b.split())}",
        f"  {METHOD}",
        "  top key = the key the word gives most weight to, [its weight]. Heads are numbered",
        "  1..h and layers 1..L, as in the window and File › Open Pretrained Head.",
        "",
        f"{'rank':>4}  {'layer':>5}  {'head':>4}  {'diff':>5}  {'A: top key':<24}  B: top key",
    ]
    lines = [f"{rank:>4}  {row.layer + 1:>5}  {row.head + 1:>4}  {row.difference:5.3f}  "
             f"{_describe(row.top_a):<24}  {_describe(row.top_b)}"
             for rank, row in enumerate(shown, start=1)]
    return "\n".join(header + lines)


def heads_command(args: argparse.Namespace) -> int:
    """`python main.py heads A B --token WORD [--top N] [--model DIR]`; 2 on a user error."""
    if args.top is not None and args.top < 1:
        print("qkv-lab heads: error: --top must be 1 or more", file=sys.stderr)
        return 2
    from core.pretrained.decoder_heads_command import decoder_heads_command, wants_decoder_heads

    if wants_decoder_heads(args):
        return decoder_heads_command(args)
    if len(args.texts) != 2 or args.token is None or getattr(args, "text", None) is not None:
        print("qkv-lab heads: error: give two sentences and --token WORD (--text is for "
              "a decoder: --model smollm2 or gemma3, or --gguf FILE)", file=sys.stderr)
        return 2
    try:
        model = resolve_model(None if str(args.model).lower() == "minilm" else args.model)
        rows = rank_heads(args.texts[0], args.texts[1], args.token, model)
    except PretrainedError as error:
        print(f"qkv-lab heads: error: {error}", file=sys.stderr)
        return 2
    print(format_report(rows, args.texts[0], args.texts[1], args.token, model.config.name,
                        args.top))
    return 0


def _mass_by_role(row: np.ndarray, roles: list[str]) -> dict[str, float]:
    mass: dict[str, float] = defaultdict(float)
    for weight, role in zip(row, roles, strict=True):
        mass[role] += float(weight)
    return mass


def _top_key(tokens: tuple[str, ...], query: int, row: np.ndarray) -> TopKey:
    position = int(np.argmax(row))
    role = key_roles(tokens, query)[position]
    return TopKey(token=tokens[position], position=position, weight=float(row[position]),
                  role="other" if role.startswith("text:") else role)


def _describe(key: TopKey) -> str:
    name = key.token if len(key.token) <= 12 else key.token[:11] + "…"
    role = f" ({key.role})" if key.role in ("self", "previous", "next") else ""
    return f"{name}{role} [{key.weight:.2f}]"
