"""Explanations as text: ``short_text`` (a tooltip line), ``long_text`` (every term, for
copying) and ``formula_text`` (the symbolic formula with its result, for a header).

Each kind writes its own lines (core/explanations/kinds/); this module puts them together.
"""

from __future__ import annotations

from core.explanations.base import SHOWN_TERMS, Explanation, Tokens, cell_symbol
from core.explanations.numbers import LONG_DIGITS, head_label, number, token_note

__all__ = ["SHOWN_TERMS", "cell_symbol", "formula_text", "long_text", "short_text",
           "where_text"]


def formula_text(e: Explanation) -> str:
    """The symbolic formula of this cell, then its value: 'q₂·k₅ = Σₜ q₂[t]·k₅[t] = 1.87'."""
    return e.formula_text()


def short_text(e: Explanation, tokens: Tokens = None) -> str:
    """One line for a tooltip: 'q₂·k₅ = 0.31·(−1.2) + … = 1.87'."""
    return e.short_text(tokens)


def where_text(e: Explanation, tokens: Tokens = None) -> str:
    """'scores, head 1: row 2 “on”, column 4 “face”': which cell this is (heads 1-based)."""
    head = "" if e.head is None else f", {head_label(e.head)}"
    where = f"row {e.row}{token_note(e.row, tokens)}"
    if e.col is not None:
        where += f", column {e.col}"
        if e.stage in ("scores", "scaled", "masked", "weights"):
            where += token_note(e.col, tokens)
    return f"{e.stage}{head}: {where}"


def long_text(e: Explanation, tokens: Tokens = None) -> str:
    """Every term, one per line, with more digits: for copying into notes."""
    lines = [where_text(e, tokens), formula_text(e)]
    lines += ["  " + line for line in e.long_lines(tokens)]
    lines.append(f"= {number(e.value, LONG_DIGITS)}")
    return "\n".join(lines)
