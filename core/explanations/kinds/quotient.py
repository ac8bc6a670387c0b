"""``scaled`` (i, j) = score / divisor (√d_head, a temperature τ, or 1 with scaling off)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import Cell, Explanation, Tokens, long_number
from core.explanations.notation import number, token_sub
from core.i18n import translate
from core.number_text import LONG_DIGITS, MINUS, SHORT_DIGITS


@dataclass(frozen=True)
class QuotientExplanation(Explanation):
    """``scaled`` (i, j) = score / divisor (√d_head, or 1 with scaling off)."""

    score: float
    divisor: float
    d_head: int
    scaling_on: bool
    temperature: float | None = None  # a divisor τ chosen instead of √d_head

    drawing: ClassVar[str] = "fraction"

    @property
    def divisor_name(self) -> str:
        """How the divisor is written: √d_head, τ, or 1 with scaling off."""
        if not self.scaling_on:
            return "1"
        return f"√{self.d_head}" if self.temperature is None else "τ"

    def recombine(self) -> float:
        return self.score / self.divisor

    def shown_parts(self) -> tuple[str, str]:
        """The score and the divisor as the fraction shows them: 3 significant digits, or more
        where fewer would divide to another shown value (1.686 / 2 = 0.843 is not 1.69 / 2)."""
        shown = number(self.value)
        for digits in range(SHORT_DIGITS, LONG_DIGITS + 1):
            score, divisor = number(self.score, digits), number(self.divisor, digits)
            if number(_read(score) / _read(divisor)) == shown:
                break
        return score, divisor

    def formula(self) -> str:
        return f"q{token_sub(self.row)}·k{token_sub(self.col)} / " + self.divisor_name

    def short_text(self, tokens: Tokens = None) -> str:
        root = self.divisor_name if self.scaling_on else \
            "1 (" + translate("Explanations", "scaling off") + ")"
        score, divisor = self.shown_parts()
        return f"{score} / {root} = {score}/{divisor} = {number(self.value)}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        how = f"{self.divisor_name} = {long_number(self.divisor)}" if self.scaling_on \
            else "1 (" + translate("Explanations", "scaling is off") + ")"
        return [translate("Explanations", "score {cell} = {value}").format(
                    cell=f"q{token_sub(self.row)}·k{token_sub(self.col)}",
                    value=long_number(self.score)),
                translate("Explanations", "divisor = {divisor}").format(divisor=how),
                f"{long_number(self.score)} / {long_number(self.divisor)}"]

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"scores": [(self.head or 0, self.row, self.col)]}


def _read(text: str) -> float:
    """A number as ``number`` wrote it, read back (its minus is U+2212)."""
    return float(text.replace(MINUS, "-"))
