"""What one variant's exercises are built from: its session, its traces and its rows."""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.attention.trace import Trace
from core.session.value import Session
from core.worksheets.blocks import vec_name
from core.worksheets.exercises import Picks


@dataclass(frozen=True)
class VariantContext:
    session: Session
    trace: Trace          # the session's own forward pass
    mask_trace: Trace     # the pass the mask exercise uses (the causal mask when none is set)
    picks: Picks
    chosen: tuple[str, ...]
    decimals: int

    @property
    def tokens(self) -> tuple[str, ...]:
        return self.session.tokens

    def scored_name(self, name: str, row: int) -> str:
        """'q₂', or 'q̃₂' with rotary positions: the vector of token ``row`` the score uses."""
        return vec_name(f"{name}\u0303" if self.session.rotary else name, row)

    def number_of(self, name: str) -> int:
        """Exercise ``name``'s number on the page (1-based, in the chosen order)."""
        return self.chosen.index(name) + 1

    @property
    def attends_rows(self) -> tuple[int, ...]:
        """The query rows the attends exercise asks about: every row but the one whose weights
        the z exercise prints (that row's largest weight would be on the page already)."""
        given = {self.picks.z} if "z" in self.chosen else set()
        return tuple(i for i in range(self.session.n_tokens) if i not in given)

    @property
    def score_cell(self) -> tuple[int, int] | None:
        """The (query, key) cell the score and scale exercises ask for, when they are on the
        sheet: other exercises print it as ? so as not to give it away."""
        if "score" in self.chosen or "scale" in self.chosen:
            return self.picks.score_q, self.picks.score_k
        return None

    def hidden_in_row(self, row: int) -> set[tuple[int, int]]:
        """Cells of a printed 1-row matrix of query ``row`` to show as ?: (0, key)."""
        cell = self.score_cell
        return {(0, cell[1])} if cell is not None and cell[0] == row else set()

    @property
    def divisor_text(self) -> str:
        """'√4 = 2' or '√2 ≈ 1.41': how the scale exercise writes √d_k."""
        d_k = self.session.d_head
        root = math.sqrt(d_k)
        if root == int(root):
            return f"√{d_k} = {int(root)}"
        return f"√{d_k} ≈ {root:.{max(self.decimals, 2)}f}"
