"""Sentences into tokens: words split on whitespace, punctuation split off, clusters kept whole,
and each Chinese character a token of its own (Chinese is written without spaces)."""

from __future__ import annotations

import unicodedata

from core.session.checks import is_visible_text


def split_tokens(text: str) -> tuple[str, ...]:
    """Words split on whitespace, with punctuation at either end split off as its own token.

    Characters are grouped into clusters first, so a combining mark (é as e + U+0301, a
    Devanagari vowel sign), an emoji's skin tone or a zero-width-joined emoji stays with the
    character it belongs to. Words with nothing visible in them (zero-width spaces) are dropped.
    Chinese characters (CJK ideographs) are tokens one by one, as BERT's tokenizer splits them:
    a sentence written without spaces, "我们学习注意力", is 7 tokens, not one.
    """
    tokens: list[str] = []
    for word in text.split():
        for piece in _ideographs_apart(word):
            tokens.extend(_word_tokens(piece))
    return tuple(tokens)


def _word_tokens(word: str) -> list[str]:
    """One whitespace-free piece: the word, with punctuation at either end split off."""
    if word[0].isalnum() and word[-1].isalnum():  # the common case: nothing to split off
        return [word]
    if not is_visible_text(word):
        return []
    clusters = _clusters(word)
    starts = [_has_word_character(c) for c in clusters]
    if not any(starts):
        return [word]
    first = starts.index(True)
    last = len(clusters) - starts[::-1].index(True)
    return [*clusters[:first], "".join(clusters[first:last]), *clusters[last:]]


def _ideographs_apart(word: str) -> list[str]:
    """``word`` cut before and after each ideograph cluster (with its variation selector, if
    any); a word with no ideograph comes back whole."""
    if word.isascii() or not any(_is_ideograph(char) for char in word):
        return [word]
    pieces: list[str] = []
    run = ""
    for cluster in _clusters(word):
        if any(_is_ideograph(char) for char in cluster):
            pieces.extend([run, cluster] if run else [cluster])
            run = ""
        else:
            run += cluster
    return [*pieces, run] if run else pieces


# The CJK ideograph blocks (BERT's _is_chinese_char): unified, extensions A-F, compatibility.
_IDEOGRAPH_RANGES = ((0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F),
                     (0x2B740, 0x2B81F), (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F))


def _is_ideograph(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _IDEOGRAPH_RANGES)


def renamed_token(old: tuple[str, ...], new: tuple[str, ...]) -> int | None:
    """The index of the one token whose spelling changed (a chip renamed), else None
    (a reorder, an insertion, several changes)."""
    if len(old) != len(new):
        return None
    changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    if len(changed) != 1 or old[changed[0]] in new:
        return None
    return changed[0]


_ZWJ = "\u200d"


def _clusters(word: str) -> list[str]:
    """Characters with their combining marks, modifiers and zero-width joins attached.

    Invisible format characters (RLM, LRM, ZWJ, ZWNJ ...) stay with the visible character
    before them, or the one after when they lead the word, so they never become tokens of
    their own: "שלום\u200f" is one token.
    """
    clusters: list[str] = []
    pending = ""  # invisible characters at the start of the word, waiting for a visible one
    for char in word:
        category = unicodedata.category(char)
        attaches = category[0] == "M" or category == "Cf" or \
            "\ufe00" <= char <= "\ufe0f" or "\U0001f3fb" <= char <= "\U0001f3ff"
        if clusters and (attaches or clusters[-1].endswith(_ZWJ)):
            clusters[-1] += char
        elif attaches:
            pending += char
        else:
            clusters.append(pending + char)
            pending = ""
    if pending:
        clusters.append(pending)
    return clusters


def _has_word_character(text: str) -> bool:
    return any(unicodedata.category(c)[0] in "LN" or c == "_" for c in text)


def sentence_of(tokens: tuple[str, ...] | list[str]) -> str:
    """The tokens as a sentence is written: a space between words, none before closing
    punctuation ("face." not "face ."), none inside quotes and brackets ("„gut“", "(bien)"),
    none around Chinese characters or full-width punctuation ("我们学习。" not "我 们 学 习 。")."""
    text, quoting, just_opened = "", False, False
    for token in tokens:
        quote = token in _QUOTES
        closing = quote and quoting
        if text and token and not (closing or just_opened
                                   or _joins_without_space(text[-1], token[0])):
            text += " "
        text += token
        just_opened = quote and not closing
        quoting = just_opened or (quoting and not closing)
    return text


_QUOTES = frozenset('"“”„«»‘’‚')


def _joins_without_space(before: str, after: str) -> bool:
    if after not in _QUOTES and after not in "¿¡" and \
            unicodedata.category(after) in ("Po", "Pe", "Pf"):
        return True                        # , . ! ? ; : ) ] and the full-width ones
    if before not in _QUOTES and (unicodedata.category(before) == "Ps" or before in "¿¡"):
        return True                        # ( [ ¿ ¡
    return _is_wide(before) and _is_wide(after)


def _is_wide(char: str) -> bool:
    """An ideograph, kana, or CJK/full-width punctuation: written with no spaces between."""
    return _is_ideograph(char) or (unicodedata.east_asian_width(char) in ("W", "F")
                                   and unicodedata.category(char) not in ("So", "Sk"))
