"""Linked selection: which query row and key column every view highlights.

A plain value plus a small QObject that broadcasts it; views render it, nothing computes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal


@dataclass(frozen=True)
class Selection:
    """query: token i as a query (a row); key: token j as a key (a column of an n×n view)."""

    query: int | None = None
    key: int | None = None

    def clipped(self, n_tokens: int) -> Selection:
        """The selection that survives an edit: indices that no longer exist are dropped."""
        query = self.query if self.query is not None and self.query < n_tokens else None
        key = self.key if self.key is not None and self.key < n_tokens and query is not None \
            else None
        return Selection(query, key)

    @property
    def is_empty(self) -> bool:
        return self.query is None


class SelectionModel(QObject):
    changed = Signal(object)  # Selection

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._selection = Selection()

    @property
    def selection(self) -> Selection:
        return self._selection

    def select_token(self, i: int) -> None:
        """Token i (a chip, or any row i): query i everywhere."""
        self.set(Selection(i, None))

    def select_cell(self, i: int, j: int) -> None:
        """Cell (i, j) of an n×n view: q_i, k_j, v_j and that cell everywhere."""
        self.set(Selection(i, j))

    def clear(self) -> None:
        self.set(Selection())

    def clip(self, n_tokens: int) -> None:
        self.set(self._selection.clipped(n_tokens))

    def set(self, selection: Selection) -> None:
        if selection != self._selection:
            self._selection = selection
            self.changed.emit(selection)
