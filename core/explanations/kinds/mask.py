"""``masked`` (i, j): the scaled score when key j is visible, else −∞ and why."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import Cell, Explanation, Tokens, long_factor, long_number
from core.explanations.notation import key_word, number, person, query_word
from core.i18n import translate

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
            why = translate("Explanations", "key {key} is hidden from query {query}").format(
                key=person(j), query=person(i))
            return f"masked{cell} = −∞ ({why})"
        return f"masked{cell} = scaled{cell}"

    def formula_text(self) -> str:
        """A hidden key's formula already says −∞: no value after it."""
        return self.formula() if self.blocked else super().formula_text()

    def _key_and_query(self, tokens: Tokens) -> tuple[str, str]:
        return (key_word(self.col, tokens), query_word(self.row, tokens))

    def short_text(self, tokens: Tokens = None) -> str:
        key, query = self._key_and_query(tokens)
        if self.reason is None:
            reason = translate("Explanations", "{key} is visible to {query}, so the scaled "
                                               "score passes through")
        elif self.reason == CAUSAL:
            reason = translate("Explanations", "{key} is after {query} (causal mask)")
        else:
            reason = translate("Explanations", "the custom mask hides {key} from {query}")
        return f"{number(self.value)}: {reason.format(key=key, query=query)}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        key, query = self._key_and_query(tokens)
        cell = f"scaled[{person(self.row)}, {person(self.col)}]"
        value = long_number(self.scaled)
        if self.reason is None:
            return [translate("Explanations", "{key} is visible to {query}").format(
                        key=key, query=query),
                    translate("Explanations", "{cell} = {value} passes through").format(
                        cell=cell, value=value)]
        why = translate("Explanations",
                        "{key} comes after {query}: the causal mask hides the future") \
            if self.reason == CAUSAL else \
            translate("Explanations", "the custom mask hides {key} from {query}")
        return [why.format(key=key, query=query),
                translate("Explanations", "{cell} = {value} is replaced by −∞ (softmax gives it "
                                          "0)").format(cell=cell, value=value),
                translate("Explanations", "why −∞ and not a large negative number: only e^(−∞) "
                                          "is exactly 0; with M = −c the key keeps e^({value} − c) "
                                          "in the row's sum (Lesson › Mask › Why −∞?)").format(
                    value=long_factor(self.scaled))]

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"scaled": [(self.head or 0, self.row, self.col)]}
