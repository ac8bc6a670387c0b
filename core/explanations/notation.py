"""How explanations write names: subscripts, W^Q, token notes, head labels; and their numbers,
which core.number_text (the one formatter) writes: ``number`` and ``factor`` are its own.

A token, head or layer is written as a person counts it, from 1 (``person``, ``token_sub``):
the explanation's q₁ is the first token, the one whose chip is first. The words around the
names ("token", "head", "row") are in the window's language (core.i18n). Arrays, files and exported
code keep 0-based indices and say so. Features keep the 0-based numbers of the views' axes.
"""

from __future__ import annotations

from core.i18n import quoted, translate
from core.number_text import LONG_DIGITS, SHORT_DIGITS, factor, number

__all__ = ["LONG_DIGITS", "SHORT_DIGITS", "factor", "feature_word", "head_label", "key_word",
           "number", "person", "query_word", "sub", "sub2", "symbol", "token_note", "token_sub",
           "token_sub2", "token_word"]

_SUBSCRIPT = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")

MATRIX_SYMBOLS = {"W_Q": "W^Q", "W_K": "W^K", "W_V": "W^V", "W_O": "W^O",
                  "b_Q": "b^Q", "b_K": "b^K", "b_V": "b^V", "b_O": "b^O"}


def sub(index: int) -> str:
    """An index as subscript digits: 12 -> ₁₂."""
    return str(index).translate(_SUBSCRIPT)


def sub2(row: int, col: int) -> str:
    """Two indices as subscripts, kept apart: (64, 14) -> ₆₄,₁₄ (never ₆₄₁₄)."""
    return f"{sub(row)},{sub(col)}"


def person(index: int) -> int:
    """A 0-based token, head or layer index as a person reads it: 0 -> 1."""
    return index + 1


def token_sub(index: int) -> str:
    """A token's 0-based index as the 1-based subscript people read: 0 -> ₁."""
    return sub(person(index))


def token_sub2(row: int, col: int) -> str:
    """Two tokens' 0-based indices as 1-based subscripts, kept apart: (0, 4) -> ₁,₅."""
    return sub2(person(row), person(col))


def symbol(name: str) -> str:
    """A matrix name as the formulas write it: W_Q -> W^Q."""
    return MATRIX_SYMBOLS.get(name, name)


def token_word(index: int, tokens=None) -> str:
    """'token 2 “face”' for index 1: the word a person reads for a 0-based token index."""
    return translate("Explanations", "token {number}").format(number=person(index)) + \
        token_note(index, tokens)


def token_note(index: int, tokens) -> str:
    """' “face”' when token labels are known and index is in range, else '' (the quotation
    marks the window's language uses: „face“ in German)."""
    if tokens is None or not 0 <= index < len(tokens):
        return ""
    return " " + quoted(tokens[index])


def head_label(head: int) -> str:
    """A head as the learner reads it: 1-based, 'head 1' … 'head h' (indices stay 0-based)."""
    return translate("Explanations", "head {number}").format(number=person(head))


def feature_word(feature: int) -> str:
    """'feature 3': a feature column, numbered (from 0) as the view's axis numbers it."""
    return translate("Explanations", "feature {feature}").format(feature=feature)


def key_word(index: int, tokens=None) -> str:
    """'key 5 “face”' for the 0-based key 4 (the note only when tokens are known)."""
    return translate("Explanations", "key {number}").format(number=person(index)) + \
        token_note(index, tokens)


def query_word(index: int, tokens=None) -> str:
    """'query 2 “mole”' for the 0-based query 1."""
    return translate("Explanations", "query {number}").format(number=person(index)) + \
        token_note(index, tokens)
