"""Explanations as text: ``short_text`` (a tooltip line), ``long_text`` (every term, for
copying) and ``formula_text`` (the symbolic formula with its result, for a header).

Each kind writes its own lines (core/explanations/kinds/); this module puts them together.
"""

from __future__ import annotations

from core.explanations.base import SHOWN_TERMS, Explanation, Tokens, cell_symbol
from core.explanations.numbers import (
    LONG_DIGITS,
    feature_word,
    head_label,
    number,
    person,
    token_note,
)
from core.words import translate

__all__ = ["SHOWN_TERMS", "cell_symbol", "formula_text", "long_text", "short_text",
           "where_text"]


def formula_text(e: Explanation) -> str:
    """The symbolic formula of this cell, then its value: 'q₂·k₅ = Σₜ q₂[t]·k₅[t] = 1.87'."""
    return e.formula_text()


def short_text(e: Explanation, tokens: Tokens = None) -> str:
    """One line for a tooltip: 'q₂·k₅ = 0.31·(−1.2) + … = 1.87'."""
    return e.short_text(tokens)


def where_text(e: Explanation, tokens: Tokens = None) -> str:
    """'scores, head 1: row 3 “on”, column 5 “face”': which cell this is (tokens and heads
    counted from 1; a feature column as its axis label)."""
    head = "" if e.head is None else f", {head_label(e.head)}"
    where = translate("Explanations", "row {row}").format(row=person(e.row)) + \
        token_note(e.row, tokens)
    if e.col is not None:
        if e.stage in ("scores", "scaled", "masked", "weights"):
            where += ", " + translate("Explanations", "column {column}").format(
                column=person(e.col)) + token_note(e.col, tokens)
        else:  # a feature column, numbered as the view's axis numbers it
            where += ", " + feature_word(e.col)
    return f"{e.stage}{head}: {where}"


def long_text(e: Explanation, tokens: Tokens = None) -> str:
    """Every term, one per line, with more digits: for copying into notes."""
    lines = [where_text(e, tokens), formula_text(e)]
    lines += ["  " + line for line in e.long_lines(tokens)]
    lines.append(f"= {number(e.value, LONG_DIGITS)}")
    return "\n".join(lines)
