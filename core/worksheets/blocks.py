"""Small builders shared by the students' pages and the key: token names, matrices of text.

The words go through core.i18n (context "Worksheets"), so a page is in the window's language;
the numbers and the maths names (q₁, W^Q, −∞) are filled in after the lookup, as written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from core.explanations.notation import sub
from core.i18n import translate
from core.worksheets.page import HIDDEN, Matrix
from core.worksheets.worksheet_numbers import exact_decimals, fixed


def token_number(i: int) -> int:
    """Token ``i`` (0-based in the arrays) as a person reads it: counted from 1, as the window
    counts rows (q₂ and "row 2 ‘mole’" for tokens[1]); features stay 0-based, as its columns."""
    return i + 1


def token_sub(i: int) -> str:
    """The subscript of token ``i``: ₂ for tokens[1], as in the window's q₂ · k₅."""
    return sub(token_number(i))


def token_row(tokens: Sequence[str], i: int) -> str:
    """'“mole” (row 2)': a token by its word and its row as the window numbers it
    (in the language's quotation marks: „mole“ (Zeile 2) in German)."""
    return translate("Worksheets", "“{token}” (row {row})").format(token=tokens[i],
                                                                 row=token_number(i))


def indices(count: int) -> tuple[str, ...]:
    return tuple(str(i) for i in range(count))


def matrix(name: str, values, row_labels: Sequence[str] = (), col_labels: Sequence[str] = (),
           *, decimals: int, hidden: Iterable[tuple[int, int]] = (),
           exact: bool = True) -> Matrix:
    """A Matrix of ``values`` (2-D, or 1-D as one row): written exactly when they are exact at
    ≤ ``decimals`` decimals (``exact``), else rounded to ``decimals``; ``hidden`` cells as ?."""
    values = np.atleast_2d(np.asarray(values, dtype=np.float64))
    places = exact_decimals(values.ravel(), decimals) if exact else decimals
    hidden = set(hidden)
    cells = tuple(tuple(HIDDEN if (r, c) in hidden else fixed(float(v), places)
                        for c, v in enumerate(row)) for r, row in enumerate(values))
    return Matrix(name, cells, tuple(row_labels), tuple(col_labels))


def blank_matrix(name: str, rows: Sequence[str], cols: Sequence[str]) -> Matrix:
    return Matrix(name, tuple(tuple("" for _ in cols) for _ in rows), tuple(rows), tuple(cols))


def head_note(n_heads: int) -> str:
    """' of head 1' when the session has several heads (the exercises use head 1), else ''."""
    return translate("Worksheets", " of head {head}").format(head=1) if n_heads > 1 else ""


def vec_name(name: str, i: int) -> str:
    """'q₂' for token 1 (0-based): a token's vector, named as the window names it."""
    return f"{name}{token_sub(i)}"
