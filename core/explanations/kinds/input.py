"""``x`` (i, m): token i's input feature m, a number the learner set (no parts)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import Cell, Explanation, Tokens
from core.explanations.notation import number, person, token_note, token_sub
from core.i18n import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class InputExplanation(Explanation):
    """``x`` (i, m): token i's input feature m, a number the learner set (no parts)."""

    panel_note: ClassVar[str] = QT_TRANSLATE_NOOP(     # the panel translates it when shown
        "Explanations", "An input: the token's embedding (plus its position, when positions "
                        "are on). Edit it in the X matrix.")

    def recombine(self) -> float:
        return self.value

    def formula(self) -> str:
        return f"x{token_sub(self.row)}[{self.col}] = {self._feature_of_token()}"

    def _feature_of_token(self) -> str:
        return translate("Explanations", "input feature {feature} of token {token}").format(
            feature=self.col, token=person(self.row))

    def short_text(self, tokens: Tokens = None) -> str:
        i, j = self.row, self.col
        return (f"x{token_sub(i)}[{j}] = {number(self.value)}: {self._feature_of_token()}"
                f"{token_note(i, tokens)}")

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        return [f"{self._feature_of_token()}{token_note(self.row, tokens)}: " + translate(
            "Explanations", "its embedding, plus the position term when positions are on")]

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"X": [(0, self.row, self.col)]}
