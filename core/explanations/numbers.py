"""How explanations write numbers and names: Unicode minus, ∞, subscripts, W^Q.

A token, head or layer is written as a person counts it, from 1 (``person``, ``token_sub``):
the explanation's q₁ is the first token, the one whose chip is first. Arrays, files and exported
code keep 0-based indices and say so. Features keep the 0-based numbers of the views' axes.
"""

from __future__ import annotations

import math

_SUBSCRIPT = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
SHORT_DIGITS = 3   # significant digits in tooltips
LONG_DIGITS = 6    # significant digits in the copyable text

MATRIX_SYMBOLS = {"W_Q": "W^Q", "W_K": "W^K", "W_V": "W^V", "W_O": "W^O",
                  "b_Q": "b^Q", "b_K": "b^K", "b_V": "b^V", "b_O": "b^O"}


def number(value: float, digits: int = SHORT_DIGITS) -> str:
    """0.31, −1.2, 1.87e+03, −∞: significant digits, a real minus sign."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "∞" if value > 0 else "−∞"
    text = f"{value:.{digits}g}"
    if text in ("-0", "-0.0"):
        text = "0"
    return text.replace("-", "−")


def factor(value: float, digits: int = SHORT_DIGITS) -> str:
    """A number as a factor in a product: negatives in parentheses, (−1.2)."""
    text = number(value, digits)
    return f"({text})" if text.startswith("−") else text


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
    return f"token {person(index)}{token_note(index, tokens)}"


def token_note(index: int, tokens) -> str:
    """' “face”' when token labels are known and index is in range, else ''."""
    if tokens is None or not 0 <= index < len(tokens):
        return ""
    return f" “{tokens[index]}”"


def head_label(head: int) -> str:
    """A head as the learner reads it: 1-based, 'head 1' … 'head h' (indices stay 0-based)."""
    return f"head {person(head)}"
