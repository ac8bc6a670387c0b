"""Keeps the explanation panel on the cell the learner clicked, across edits and steps.

core.explanations builds the explanation from the current trace; this only decides which cell.
``explained`` announces the pinned explanation (None when cleared), for the highlights.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.attention.stage_text import StageSettings
from core.attention.trace import Trace
from core.explanations import Explanation, explain
from gui.explain.panel import ExplanationPanel
from gui.palette import token_qcolors


class ExplanationLink(QObject):
    explained = Signal(object)  # Explanation | None

    def __init__(self, panel: ExplanationPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self._cell: tuple[str, int, int, int] | None = None  # stage, row, col, head
        self._trace: Trace | None = None
        self._settings: StageSettings | None = None
        self._tokens: tuple[str, ...] = ()
        self._explanation: Explanation | None = None

    @property
    def explanation(self) -> Explanation | None:
        """The pinned explanation (None when nothing is pinned)."""
        return self._explanation

    @property
    def cell(self) -> tuple[str, int, int, int] | None:
        """(stage, row, col, head) of the pinned cell, matrix coordinates."""
        return self._cell

    def set_trace(self, trace: Trace, tokens: tuple[str, ...],
                  settings: StageSettings | None = None) -> None:
        """A new trace: explain the same cell again if it still exists, else clear. The
        stage's meaning follows ``settings`` (scaling, mask, positions)."""
        self._trace, self._tokens = trace, tokens
        self._settings = settings
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
            self.clear()
            return
        self._explanation = explanation
        self.panel.show_explanation(explanation, self._tokens,
                                    token_colors=token_qcolors(len(self._tokens)),
                                    settings=self._settings)
        self.explained.emit(explanation)

    def clear(self) -> None:
        """Unpin: the panel shows its hint again and the highlights go."""
        had = self._cell is not None or self._explanation is not None
        self._cell, self._explanation = None, None
        self.panel.clear()
        if had:
            self.explained.emit(None)
