"""The base of every explanation kind, and what the kinds' texts share.

An explanation is a frozen dataclass (``stage``, ``head``, ``row``, ``col``, ``value``) that
carries its own behaviour: ``recombine()`` (the value from the parts alone),
``formula_text()``, ``short_text(tokens)``, ``long_lines(tokens)``, ``feeding_cells()`` and
``drawing`` (the name of the picture the explanation panel draws of it). Each kind lives in one
module of core/explanations/kinds/, so a new kind is added in one place.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from core.explanations.notation import (
    LONG_DIGITS,
    factor,
    head_label,
    number,
    person,
    token_sub,
    token_sub2,
)
from core.i18n import translate

Vector = tuple[float, ...]
Tokens = Sequence[str] | None
Cell = tuple[int, int, int]   # (head, row, col); head 0 for things without a head axis
SHOWN_TERMS = 4  # terms in a tooltip before "…"


def exact_sum(values) -> float:
    """A correctly rounded sum (math.fsum) that keeps -inf/inf instead of raising."""
    values = list(values)
    if any(math.isinf(v) or math.isnan(v) for v in values):
        return float(sum(values))
    return math.fsum(values)


def joined_terms(terms: Sequence[str], shown: int = SHOWN_TERMS) -> str:
    """'a + b + c + d + …': at most ``shown`` terms."""
    if len(terms) > shown:
        return " + ".join(terms[:shown]) + " + …"
    return " + ".join(terms)


def long_number(value: float) -> str:
    """A number in the copyable text: six significant digits."""
    return number(value, LONG_DIGITS)


def long_factor(value: float) -> str:
    """A factor in the copyable text: six significant digits, negatives in parentheses."""
    return factor(value, LONG_DIGITS)


def cell_symbol(e: Explanation) -> str:
    """The cell's name: q₂[1], q₂·k₅, out₂[3], softmax row 2, z₂ … (tokens from 1, features
    as the axis numbers them)."""
    i, j = e.row, e.col
    if e.stage in ("scores", "scaled", "masked"):
        return f"{e.stage}[{person(i)}, {person(j)}]"
    if e.stage == "weights":
        return f"a{token_sub2(i, j)}" if j is not None else softmax_row(i)
    name = {"output": "out", "concat": "concat"}.get(e.stage, e.stage)
    return f"{name}{token_sub(i)}" + ("" if j is None else f"[{j}]")


def softmax_row(i: int) -> str:
    """'softmax row 2' for the 0-based row 1, in the window's language."""
    return translate("Explanations", "softmax row {row}").format(row=person(i))


@dataclass(frozen=True)
class Explanation:
    stage: str
    head: int | None
    row: int
    col: int | None
    value: float
    # heads in the trace this cell came from: with one head no text names a head ("head 1"
    # would suggest another); explain() sets it, keyword-only so every kind keeps its order
    n_heads: int = field(default=1, kw_only=True)

    drawing: ClassVar[str] = "statement"   # the explanation panel's picture of this kind
    panel_note: ClassVar[str] = ""         # a sentence the panel adds under a statement

    def head_name(self, head: int) -> str | None:
        """'head 2' for head index 1; None when the trace has one head (nothing to tell)."""
        return head_label(head) if self.n_heads > 1 else None

    def recombine(self) -> float:  # pragma: no cover - every kind overrides
        raise NotImplementedError

    def formula(self) -> str:  # pragma: no cover - every kind overrides
        """The symbolic formula of this cell, without its value."""
        raise NotImplementedError

    def formula_text(self) -> str:
        """The formula, then the value: 'q₂·k₅ = Σₜ q₂[t]·k₅[t] = 1.87'."""
        return f"{self.formula()} = {number(self.value)}"

    def short_text(self, tokens: Tokens = None) -> str:  # pragma: no cover - every kind
        """One line for a tooltip: 'q₂·k₅ = 0.31·(−1.2) + … = 1.87'."""
        raise NotImplementedError

    def long_lines(self, tokens: Tokens = None) -> list[str]:  # pragma: no cover
        """The term-by-term lines of long_text: one per term, six significant digits."""
        raise NotImplementedError

    def feeding_cells(self) -> dict[str, list[Cell]]:  # pragma: no cover - every kind
        """Which cells of which stages and input matrices fed this one (the window outlines
        them). Keys are stage names ("x", "q", "weights", ...) and input names ("X", "W_Q",
        "b_Q", "W_O", "b_O", ...); every cell is a (head, row, col) triple, head 0 for things
        without a head axis (X, x, W_O, b_O, output), and a bias vector is one row (row 0)."""
        raise NotImplementedError

    def row_width(self) -> int:
        """Columns of the row a whole-row explanation (col None) covers."""
        raise ValueError(f"{self.stage} explains single cells, not whole rows")
