"""Linked selection: which query row and key column every view highlights.

The value (``Selection``) and where it is kept are the window's view state's
(core/session/view_state.py); ``SelectionModel`` is its Qt face: it changes the view state's
selection and announces each change as ``changed`` to the views that render it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.session.view_state import Selection, ViewState
from gui.document.view_following import follow_view

__all__ = ["Selection", "SelectionModel"]


class SelectionModel(QObject):
    changed = Signal(object)  # Selection: the view state's, after each change, whoever made it

    def __init__(self, view_state: ViewState | None = None,
                 parent: QObject | None = None) -> None:
        """``view_state``: the window's (one of its own when None)."""
        super().__init__(parent)
        self._view = view_state if view_state is not None else ViewState()
        follow_view(self._view, ("selection",), self._announce, self)

    @property
    def selection(self) -> Selection:
        return self._view.selection

    def select_token(self, i: int) -> None:
        """Token i (a chip, or any row i): query i everywhere."""
        self._view.select_token(i)

    def select_cell(self, i: int, j: int) -> None:
        """Cell (i, j) of an n×n view: q_i, k_j, v_j and that cell everywhere."""
        self._view.select_cell(i, j)

    def clear(self) -> None:
        self._view.clear_selection()

    def clip(self, n_tokens: int) -> None:
        self._view.clip_selection(n_tokens)

    def set(self, selection: Selection) -> None:
        self._view.update(selection=selection)

    def _announce(self) -> None:
        self.changed.emit(self._view.selection)
