"""How explanations write names: subscripts, W^Q, token notes, head labels; and their numbers,
which core.number_text (the one formatter) writes: ``number`` and ``factor`` are its own."""

from __future__ import annotations

from core.number_text import LONG_DIGITS, SHORT_DIGITS, factor, number

__all__ = ["LONG_DIGITS", "SHORT_DIGITS", "factor", "head_label", "number", "sub", "sub2",
           "symbol", "token_note"]

_SUBSCRIPT = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")

MATRIX_SYMBOLS = {"W_Q": "W^Q", "W_K": "W^K", "W_V": "W^V", "W_O": "W^O",
                  "b_Q": "b^Q", "b_K": "b^K", "b_V": "b^V", "b_O": "b^O"}


def sub(index: int) -> str:
    """An index as subscript digits: 12 -> ₁₂."""
    return str(index).translate(_SUBSCRIPT)


def sub2(row: int, col: int) -> str:
    """Two indices as subscripts, kept apart: (64, 14) -> ₆₄,₁₄ (never ₆₄₁₄)."""
    return f"{sub(row)},{sub(col)}"


def symbol(name: str) -> str:
    """A matrix name as the formulas write it: W_Q -> W^Q."""
    return MATRIX_SYMBOLS.get(name, name)


def token_note(index: int, tokens) -> str:
    """' “face”' when token labels are known and index is in range, else ''."""
    if tokens is None or not 0 <= index < len(tokens):
        return ""
    return f" “{tokens[index]}”"


def head_label(head: int) -> str:
    """A head as the learner reads it: 1-based, 'head 1' … 'head h' (indices stay 0-based)."""
    return f"head {head + 1}"
