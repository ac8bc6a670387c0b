"""Keeps the explanation panel on the cell the learner clicked, across edits and steps.

core.explanations builds the explanation from the current trace; this only decides which cell.
The pinned cell is the window's view state's (core/session/view_state.py, ``pinned``): a cell
pinned here is written there, and one pinned or unpinned there by another part is explained or
cleared here. ``explained`` announces the pinned explanation (None when cleared), for the
highlights.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.attention.stage_text import StageSettings
from core.attention.trace import Trace
from core.explanations import Explanation, explain
from core.session.view_state import PinnedCell, ViewState
from gui.document.view_following import follow_view
from gui.explain.panel import ExplanationPanel
from gui.palette import token_qcolors


class ExplanationLink(QObject):
    explained = Signal(object)  # Explanation | None

    def __init__(self, panel: ExplanationPanel, parent: QObject | None = None,
                 view_state: ViewState | None = None) -> None:
        """``view_state``: the window's (one of its own when None)."""
        super().__init__(parent)
        self.panel = panel
        self._view = view_state if view_state is not None else ViewState()
        self._pinning = False   # this link is writing the pinned cell: no echo
        self._trace: Trace | None = None
        self._settings: StageSettings | None = None
        self._tokens: tuple[str, ...] = ()
        self._explanation: Explanation | None = None
        follow_view(self._view, ("pinned",), self._pinned_elsewhere, self)

    @property
    def explanation(self) -> Explanation | None:
        """The pinned explanation (None when nothing is pinned)."""
        return self._explanation

    @property
    def cell(self) -> tuple[str, int, int, int] | None:
        """(stage, row, col, head) of the pinned cell, matrix coordinates."""
        pinned = self._view.pinned
        return None if pinned is None else (pinned.stage, pinned.row, pinned.col, pinned.head)

    def set_trace(self, trace: Trace, tokens: tuple[str, ...],
                  settings: StageSettings | None = None) -> None:
        """A new trace: explain the same cell again if it still exists, else clear. The
        stage's meaning follows ``settings`` (scaling, mask, positions)."""
        self._trace, self._tokens = trace, tokens
        self._settings = settings
        if self._view.pinned is not None:
            self._explain_pinned()

    def explain_cell(self, stage: str, row: int, col: int, head: int) -> None:
        if self._trace is None:
            return
        self._pin(PinnedCell(stage, row, col, head))
        self._explain_pinned()

    def _explain_pinned(self) -> None:
        cell = self._view.pinned
        try:
            explanation = explain(self._trace, cell.stage, cell.row, cell.col,
                                  head=cell.head if self._trace.n_heads > 1 else None)
        except ValueError:  # the cell is gone (fewer tokens or features now)
            self.clear()
            return
        self._explanation = explanation
        self.panel.show_explanation(explanation, self._tokens,
                                    token_colors=token_qcolors(len(self._tokens)),
                                    settings=self._settings)
        self.explained.emit(explanation)

    def clear(self) -> None:
        """Unpin: the panel shows its hint again and the highlights go."""
        had = self._view.pinned is not None or self._explanation is not None
        self._pin(None)
        self._explanation = None
        self.panel.clear()
        if had:
            self.explained.emit(None)

    def _pin(self, cell: PinnedCell | None) -> None:
        self._pinning = True
        try:
            self._view.update(pinned=cell)
        finally:
            self._pinning = False

    def _pinned_elsewhere(self) -> None:
        """Another part pinned a cell in the view state, or unpinned it: follow."""
        if self._pinning:
            return
        if self._view.pinned is None:
            self.clear()
        elif self._trace is not None:
            self._explain_pinned()
