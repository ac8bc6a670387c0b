"""A rotated q or k cell (rotary positions): one feature of a pair turned by its position.

q̃₃[4] = q₃[4]·cos(2·θ₂) − q₃[5]·sin(2·θ₂), θ₂ = base^(−4/d_head): token 3 stands at position
p = 2 (positions count from 0, tokens from 1 as a person reads them); features keep the
0-based numbers of the views' axes, and feature 2i or 2i+1 belongs to pair i.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from core.explanations.base import Cell, Explanation, Tokens, long_factor, long_number
from core.explanations.notation import factor, number, person, sub, token_note, token_sub
from core.i18n import QT_TRANSLATE_NOOP, translate

TILDE = "\u0303"  # combining tilde: q̃, k̃


@dataclass(frozen=True)
class RotationExplanation(Explanation):
    """``q_rotated``/``k_rotated`` (i, t): feature t of row i after the turn by i·θ_pair.

    first, second: the pair's two projected features (2·pair, 2·pair + 1) of the same row;
    base and d_head give θ_pair = base^(−2·pair/d_head); the row's position is ``row`` (0-based).
    """

    source: str        # "q" or "k"
    first: float       # source[i][2·pair]
    second: float      # source[i][2·pair + 1]
    base: float
    d_head: int

    panel_note: ClassVar[str] = QT_TRANSLATE_NOOP(     # the panel translates it when shown
        "Explanations", "Rotary positions: each pair of features turns by an angle that grows "
                        "with the token's position, so a score depends on how far apart two "
                        "tokens are. v is not turned.")

    @property
    def pair(self) -> int:
        return self.col // 2

    @property
    def theta(self) -> float:
        """θ_pair = base^(−2·pair/d_head), the turn per position of this pair (radians)."""
        return self.base ** (-2 * self.pair / self.d_head)

    @property
    def angle(self) -> float:
        return self.row * self.theta

    def _terms(self) -> tuple[float, float]:
        """The two products that add up to the value (the second with its sign)."""
        cos, sin = math.cos(self.angle), math.sin(self.angle)
        if self.col % 2 == 0:
            return self.first * cos, -self.second * sin
        return self.first * sin, self.second * cos

    def recombine(self) -> float:
        return math.fsum(self._terms())

    def _names(self) -> tuple[str, str, str]:
        """('q̃₃[4]', 'q₃[4]', 'q₃[5]'): the cell and the pair it comes from."""
        row, even = token_sub(self.row), 2 * self.pair
        return (f"{self.source}{TILDE}{row}[{self.col}]", f"{self.source}{row}[{even}]",
                f"{self.source}{row}[{even + 1}]")

    def formula(self) -> str:
        cell, first, second = self._names()
        angle = f"{self.row}·θ{sub(self.pair)}"
        if self.col % 2 == 0:
            return f"{cell} = {first}·cos({angle}) − {second}·sin({angle})"
        return f"{cell} = {first}·sin({angle}) + {second}·cos({angle})"

    def theta_text(self, digits: int | None = None) -> str:
        """'θ₂ = 10000^(−4/8) = 0.01': the pair's turn per position, written out."""
        shown = number(self.theta) if digits is None else number(self.theta, digits)
        return (f"θ{sub(self.pair)} = {self.base:g}^(−{2 * self.pair}/{self.d_head}) = "
                f"{shown}")

    def short_text(self, tokens: Tokens = None) -> str:
        cos, sin = math.cos(self.angle), math.sin(self.angle)
        if self.col % 2 == 0:
            numbers = f"{factor(self.first)}·{factor(cos)} − {factor(self.second)}·{factor(sin)}"
        else:
            numbers = f"{factor(self.first)}·{factor(sin)} + {factor(self.second)}·{factor(cos)}"
        return f"{self.formula()} = {numbers} = {number(self.value)}; {self.theta_text()}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        _, first, second = self._names()
        position = translate("Explanations", "token {number}{note} stands at position p = "
                                             "{position} (positions count from 0)").format(
            number=person(self.row), note=token_note(self.row, tokens), position=self.row)
        cos, sin = math.cos(self.angle), math.sin(self.angle)
        angle = f"{self.row}·θ{sub(self.pair)}"
        even = self.col % 2 == 0
        first_wave, second_wave = ("cos", "sin") if even else ("sin", "cos")
        first_value, second_value = (cos, sin) if even else (sin, cos)
        return [
            position,
            translate("Explanations", "features {first} and {second} are pair {pair}").format(
                first=2 * self.pair, second=2 * self.pair + 1, pair=self.pair),
            self.theta_text(6),
            f"{angle} = {long_number(self.angle)} rad: cos = {long_number(cos)}, "
            f"sin = {long_number(sin)}",
            f"{first}·{first_wave}({angle}) = {long_factor(self.first)}·"
            f"{long_factor(first_value)} = {long_number(self.first * first_value)}",
            f"{'−' if even else '+'} {second}·{second_wave}({angle}) = "
            f"{long_factor(self.second)}·{long_factor(second_value)} = "
            f"{long_number(self.second * second_value)}",
            translate("Explanations", "sum = {value}").format(
                value=long_number(self.recombine())),
        ]

    def feeding_cells(self) -> dict[str, list[Cell]]:
        h, i, even = self.head or 0, self.row, 2 * self.pair
        return {self.source: [(h, i, even), (h, i, even + 1)]}
