"""``masked`` (i, j): the scaled score when key j is visible, else −∞ and why."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import Cell, Explanation, Tokens, long_factor, long_number
from core.explanations.numbers import number, person, token_note

# Why a masked cell is -inf (or None when the key is visible).
CAUSAL = "causal"
CUSTOM = "custom"


@dataclass(frozen=True)
class MaskExplanation(Explanation):
    """``masked`` (i, j): the scaled score when key j is visible, else -inf and ``reason``.

    reason: None (visible), ``"causal"`` (key j comes after query i under the causal mask) or
    ``"custom"`` (the session's own mask blocks it).
    """

    scaled: float
    reason: str | None

    drawing: ClassVar[str] = "mask"

    @property
    def blocked(self) -> bool:
        return self.reason is not None

    def recombine(self) -> float:
        return -math.inf if self.blocked else self.scaled

    def formula(self) -> str:
        i, j = self.row, self.col
        cell = f"[{person(i)}, {person(j)}]"
        if self.blocked:
            return f"masked{cell} = −∞ (key {person(j)} is hidden from query {person(i)})"
        return f"masked{cell} = scaled{cell}"

    def formula_text(self) -> str:
        """A hidden key's formula already says −∞: no value after it."""
        return self.formula() if self.blocked else super().formula_text()

    def _key_and_query(self, tokens: Tokens) -> tuple[str, str]:
        return (f"key {person(self.col)}{token_note(self.col, tokens)}",
                f"query {person(self.row)}{token_note(self.row, tokens)}")

    def short_text(self, tokens: Tokens = None) -> str:
        key, query = self._key_and_query(tokens)
        if self.reason is None:
            reason = f"{key} is visible to {query}, so the scaled score passes through"
        elif self.reason == CAUSAL:
            reason = f"{key} is after {query} (causal mask)"
        else:
            reason = f"the custom mask hides {key} from {query}"
        return f"{number(self.value)}: {reason}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        key, query = self._key_and_query(tokens)
        cell = f"scaled[{person(self.row)}, {person(self.col)}]"
        if self.reason is None:
            return [f"{key} is visible to {query}",
                    f"{cell} = {long_number(self.scaled)} passes through"]
        why = (f"{key} comes after {query}: the causal mask hides the future"
               if self.reason == CAUSAL else f"the custom mask hides {key} from {query}")
        return [why, f"{cell} = {long_number(self.scaled)} is replaced by −∞ "
                     "(softmax gives it 0)",
                f"why −∞ and not a large negative number: only e^(−∞) is exactly 0; with M = −c "
                f"the key keeps e^({long_factor(self.scaled)} − c) in the row's sum "
                "(Lesson › Mask › Why −∞?)"]

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"scaled": [(self.head or 0, self.row, self.col)]}
