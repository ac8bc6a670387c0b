"""Explanations as text: ``long_text`` (every term, for copying) and ``where_text`` (which cell).

Each kind writes its own lines (core/explanations/kinds/): ``e.short_text(tokens)`` (a tooltip
line) and ``e.formula_text()`` (the symbolic formula with its result, for a header) are the
explanation's own methods; this module puts the long text together.
"""

from __future__ import annotations

from core.explanations.base import SHOWN_TERMS, Explanation, Tokens, cell_symbol
from core.explanations.notation import (
    LONG_DIGITS,
    feature_word,
    number,
    person,
    token_note,
)
from core.i18n import translate

__all__ = ["SHOWN_TERMS", "cell_symbol", "long_text", "where_text"]


def where_text(e: Explanation, tokens: Tokens = None) -> str:
    """'scores, head 2: row 3 “on”, column 5 “face”': which cell this is (tokens and heads
    counted from 1; a feature column as its axis label). With one head no head is named."""
    name = None if e.head is None else e.head_name(e.head)
    head = "" if name is None else f", {name}"
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
    lines = [where_text(e, tokens), e.formula_text()]
    lines += ["  " + line for line in e.long_lines(tokens)]
    lines.append(f"= {number(e.value, LONG_DIGITS)}")
    return "\n".join(lines)
