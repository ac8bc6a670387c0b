"""Keeps the explanation panel on the cell the learner clicked, across edits and steps.

core.explain builds the explanation from the current trace; this only decides which cell.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from core.explain import explain
from core.trace import Trace

from .explain_panel import ExplanationPanel
from .token_colors import token_qcolors


class ExplanationLink(QObject):
    def __init__(self, panel: ExplanationPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self._cell: tuple[str, int, int, int] | None = None  # stage, row, col, head
        self._trace: Trace | None = None
        self._tokens: tuple[str, ...] = ()

    def set_trace(self, trace: Trace, tokens: tuple[str, ...]) -> None:
        """A new trace: explain the same cell again if it still exists, else clear."""
        self._trace, self._tokens = trace, tokens
        if self._cell is not None:
            self.explain_cell(*self._cell)

    def explain_cell(self, stage: str, row: int, col: int, head: int) -> None:
        if self._trace is None:
            return
        self._cell = (stage, row, col, head)
        try:
            explanation = explain(self._trace, stage, row, col,
                                  head=head if self._trace.n_heads > 1 else None)
        except ValueError:  # the cell is gone (fewer tokens or features now)
            self._cell = None
            self.panel.clear()
            return
        self.panel.show_explanation(explanation, self._tokens,
                                    token_colors=token_qcolors(len(self._tokens)))
