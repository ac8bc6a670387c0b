"""Which heads treat a word differently in two sentences, for any model behind the model
protocol (core.pretrained.model_protocol): the pretrained dialog's hint for choosing a head.

An encoder (MiniLM) ranks this itself (``rank_heads`` with the other sentence and the word,
core.pretrained.heads_report: the word's first WordPiece, keys aligned by role). A decoder
(SmolLM2, Gemma 3, a GGUF file) reads the word as its own tokenizer cuts it: the word is the
run of the model's tokens that spells it, whole (a space or the text's start before it, no
letter or digit right after it), and its row is that run's last token, where a causal model has
read the whole word. Every layer's weights come from the protocol's generate step with the
pattern kept (``start_generation(ids, keep_pattern=True).step()``: (L, h, n, n) over the
sentence). The two rows are compared as heads_report compares MiniLM's: keys aligned by role
(the first token, the word itself, the token before it; any other key by its text), the total
variation distance between them, highest first.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.i18n import translate
from core.pretrained.errors import PretrainedError, TokenNotFoundError
from core.pretrained.heads_report import HeadRow, TopKey, aligned_difference
from core.pretrained.model_protocol import ENCODER, AttentionModel

SPACES = ("␣", "▁", " ")       # how a token's text may show the space before a word


@dataclass(frozen=True)
class WordRanking:
    """The heads, most different first, and the word as the model reads it in each sentence
    (its tokens, as a person reads them)."""

    rows: list[HeadRow]
    pieces: tuple[tuple[str, ...], tuple[str, ...]]


def rank_word_heads(model: AttentionModel, text_a: str, text_b: str, word: str) -> WordRanking:
    """Every (layer, head) of ``model`` by how differently ``word`` attends in the two texts;
    PretrainedError (TokenNotFoundError: the word is not in a text, named with its tokens)."""
    if model.shape.kind == ENCODER:
        from core.pretrained.minilm import WORD_DIFFERENCE

        ranked = model.rank_heads(text_a, other_text=text_b, word=word)[WORD_DIFFERENCE]
        rows = [head.detail for head in ranked]
        pieces = tuple(_encoder_pieces(model, text, word) for text in (text_a, text_b))
        return WordRanking(rows, pieces)
    sentences = [_decoder_rows(model, text, word, label)
                 for label, text in (("A", text_a), ("B", text_b))]
    (tokens_a, (first_a, query_a), rows_a), (tokens_b, (first_b, query_b), rows_b) = sentences
    roles_a, roles_b = _roles(tokens_a, query_a), _roles(tokens_b, query_b)
    ranked = [HeadRow(layer, head,
                      aligned_difference(rows_a[layer, head], roles_a, rows_b[layer, head],
                                         roles_b),
                      _top_key(tokens_a, roles_a, rows_a[layer, head]),
                      _top_key(tokens_b, roles_b, rows_b[layer, head]))
              for layer in range(rows_a.shape[0]) for head in range(rows_a.shape[1])]
    ranked.sort(key=lambda row: (-row.difference, row.layer, row.head))
    return WordRanking(ranked, (tokens_a[first_a:query_a + 1], tokens_b[first_b:query_b + 1]))


def find_word_tokens(tokens: tuple[str, ...], word: str) -> tuple[int, int] | None:
    """(first, last) token of the first whole occurrence of ``word`` in a decoder's readable
    ``tokens``; None when it is not there."""
    wanted = word.strip()
    if not wanted:
        return None
    for first in range(len(tokens)):
        before = _plain(tokens[first - 1]) if first > 0 else " "
        if not _starts_word(tokens[first]) and before[-1:].isalnum() and \
                not _special(tokens[first - 1]):
            continue                              # inside a word
        spelled = ""
        for last in range(first, len(tokens)):
            spelled += _plain(tokens[last])
            if spelled.strip() == wanted:
                after = _plain(tokens[last + 1]) if last + 1 < len(tokens) else " "
                if not after[:1].isalnum():
                    return first, last
            if len(spelled.strip()) >= len(wanted):
                break
    return None


def _decoder_rows(model: AttentionModel, text: str, word: str, label: str):
    """(the readable tokens, the word's (first, last) token, every layer's rows of the last
    (L, h, n))."""
    if not word.strip():
        raise TokenNotFoundError(translate("Pretrained", "the word to follow is empty: give "
                                                         "one, e.g. mole"))
    read = model.tokenize(text)
    tokens = tuple(read.tokens)
    found = find_word_tokens(tokens, word)
    if found is None:
        raise TokenNotFoundError(translate(
            "Pretrained", "the word {word} is not in sentence {label} as {name} reads it: "
                          "{tokens}").format(word=repr(word.strip()), label=label,
                                             name=model.shape.name, tokens=" ".join(tokens)))
    stepper = model.start_generation(read.ids, keep_pattern=True)
    stepper.step()                                 # the prompt's rows, every layer
    if stepper.pattern is None:
        raise PretrainedError(translate("Pretrained", "sentence {label} is too long to compare "
                                                      "its rows").format(label=label))
    rows = stepper.pattern[:, :, found[1], :len(tokens)].double().numpy()  # (L, h, n)
    return tokens, found, rows


def _plain(token: str) -> str:
    for space in SPACES:
        token = token.replace(space, " ")
    return token


def _starts_word(token: str) -> bool:
    return token[:1] in SPACES


def _special(token: str) -> bool:
    """A control token shown by its name (<bos>, <|endoftext|>, <s>)."""
    return len(token) > 2 and token.startswith("<") and token.endswith(">")


def _roles(tokens: tuple[str, ...], query: int) -> list[str]:
    """What each key is to the word's row: the first token, the word itself, the token before
    it, or 'text:<token>'."""
    return ["first" if k == 0 else "self" if k == query else "previous" if k == query - 1
            else f"text:{_plain(token).strip()}" for k, token in enumerate(tokens)]


def _top_key(tokens: tuple[str, ...], roles: list[str], row: np.ndarray) -> TopKey:
    position = int(np.argmax(row))
    role = roles[position]
    return TopKey(token=tokens[position], position=position, weight=float(row[position]),
                  role="other" if role.startswith("text:") else role)


def _encoder_pieces(model, text: str, word: str) -> tuple[str, ...]:
    from core.pretrained.tokenizer import word_pieces

    return tuple(word_pieces(model.model.tokenizer, word)) if word.strip() else ()
