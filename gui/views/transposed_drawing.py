"""How a transposed n×n view is drawn (scores, scaled, masked, weights with keys as rows): its
numbers, cells and labels as drawn, and its titles. The large view and the tiles both turn
through these, so the flip is written once.

Only the drawing turns: clicks, the linked selection and explanations keep matrix coordinates
(row = query, column = key). The View-menu action that turns it, and remembers the choice, is
the window's (gui/window/transpose_toggle.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

translate = QCoreApplication.translate

# leads the title: long titles are elided
TITLE_NOTE = QT_TRANSLATE_NOOP("Transpose", "transposed, keys as rows · ")
Label = TypeVar("Label")


def as_drawn(values: np.ndarray, turned: bool) -> np.ndarray:
    """(rows, cols) matrix -> the (rows, cols) picture: its transpose (a view, no copy) when
    ``turned``."""
    return values.T if turned else values


def cell_as_drawn(row: int, col: int, turned: bool) -> tuple[int, int]:
    """A matrix cell -> the picture's cell, and back (a transpose is its own inverse)."""
    return (col, row) if turned else (row, col)


def labels_as_drawn(row_labels: Sequence[Label], col_labels: Sequence[Label],
                    turned: bool) -> tuple[Sequence[Label], Sequence[Label]]:
    """(row labels, column labels) of the picture."""
    return (col_labels, row_labels) if turned else (row_labels, col_labels)


def transposed_titles(row_title: str, col_title: str, title: str) -> tuple[str, str, str]:
    """(row title, column title, title) to give a heatmap that draws the transpose: the
    heatmap swaps the axis titles, so "(row)" / "(column)" are swapped to match the picture."""
    row, column = (translate("StageLabels", word) for word in ("(row)", "(column)"))
    swap = {"(row)": "(column)", "(column)": "(row)", row: column, column: row}
    def retitled(text: str) -> str:
        for old, new in swap.items():
            if text.endswith(old):
                return text[: -len(old)] + new
        return text
    return retitled(row_title), retitled(col_title), \
        f"{translate('Transpose', TITLE_NOTE)}{title}"
