"""Sentences into tokens: words split on whitespace, punctuation split off, clusters kept whole."""

from __future__ import annotations

import unicodedata

from core.session.checks import is_visible_text


def split_tokens(text: str) -> tuple[str, ...]:
    """Words split on whitespace, with punctuation at either end split off as its own token.

    Characters are grouped into clusters first, so a combining mark (é as e + U+0301, a
    Devanagari vowel sign), an emoji's skin tone or a zero-width-joined emoji stays with the
    character it belongs to. Words with nothing visible in them (zero-width spaces) are dropped.
    """
    tokens: list[str] = []
    for word in text.split():
        if word[0].isalnum() and word[-1].isalnum():  # the common case: nothing to split off
            tokens.append(word)
            continue
        if not is_visible_text(word):
            continue
        clusters = _clusters(word)
        starts = [_has_word_character(c) for c in clusters]
        if not any(starts):
            tokens.append(word)
            continue
        first = starts.index(True)
        last = len(clusters) - starts[::-1].index(True)
        tokens.extend(clusters[:first])
        tokens.append("".join(clusters[first:last]))
        tokens.extend(clusters[last:])
    return tuple(tokens)


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
