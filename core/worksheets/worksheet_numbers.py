"""How a worksheet writes numbers, and where its choices come from.

Given numbers are written exactly (−0.5, 1, 0.25): a learner copies them, never rounds them.
Answers are rounded to a fixed number of decimals (0.42, −1.00). Every choice (the numbers of a
variant, which rows the exercises ask about) comes from SHAKE-256 bytes of a label, the seed and
the variant's number, so the same seed gives the same worksheet on every machine and numpy
version (like core.session.seeded).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

MINUS = "−"


def fixed(value: float, decimals: int) -> str:
    """An answer: ``decimals`` decimals, a real minus sign, −∞ for a hidden key, never −0.00."""
    if math.isinf(value):
        return "∞" if value > 0 else f"{MINUS}∞"
    text = f"{value:.{decimals}f}"
    if float(text) == 0.0:
        text = text.lstrip("-")
    return text.replace("-", MINUS)


def exact_decimals(values, most: int) -> int:
    """The fewest decimals (≤ ``most``) that write every finite value exactly, else ``most``."""
    finite = [float(v) for v in values if math.isfinite(float(v))]
    for decimals in range(most + 1):
        if all(abs(round(v, decimals) - v) < 1e-9 for v in finite):
            return decimals
    return most


def plain(value: float, most: int) -> str:
    """A number as short as it is exact (1, −0.5, 0.25), else rounded to ``most`` decimals."""
    return fixed(value, exact_decimals([value], most))


def factor(value: float, most: int) -> str:
    """A number as a factor in a written product: negatives in parentheses, (−0.5)."""
    text = plain(value, most)
    return f"({text})" if text.startswith(MINUS) else text


def rounded_factor(value: float, decimals: int) -> str:
    """A rounded result as a factor: (−0.25)·1, never + −0.25·1."""
    text = fixed(value, decimals)
    return f"({text})" if text.startswith(MINUS) else text


def printed(text: str) -> Decimal:
    """The number a printed factor or term stands for, exactly: '(−0.5)' → Decimal('-0.5')."""
    return Decimal(text.strip("()").replace(MINUS, "-"))


def sum_sign(printed_terms: Sequence[Decimal], total: float, decimals: int) -> str:
    """'=' when the printed terms, added up by hand and rounded as at school (half away from
    zero), give the printed total; else '≈' (the terms were rounded, the total was worked
    from the unrounded numbers)."""
    by_hand = sum(printed_terms, Decimal(0)).quantize(Decimal(1).scaleb(-decimals),
                                                      rounding=ROUND_HALF_UP)
    return "=" if fixed(float(by_hand), decimals) == fixed(total, decimals) else "≈"


def vector(values: Sequence[float], decimals: int) -> str:
    """[0.50, −1.00, 0.25] with ``decimals`` decimals each."""
    return "[" + ", ".join(fixed(v, decimals) for v in values) + "]"


class SeededStream:
    """Deterministic choices from SHAKE-256 bytes of ``label``: index(n), choice(options)."""

    def __init__(self, label: str, size: int = 4096) -> None:
        self._bytes = hashlib.shake_256(f"qkv-lab-worksheet/{label}".encode()).digest(size)
        self._position = 0

    def _next(self) -> int:
        if self._position + 4 > len(self._bytes):  # a long draw: stretch the stream
            self._bytes += hashlib.shake_256(self._bytes).digest(len(self._bytes))
        word = int.from_bytes(self._bytes[self._position:self._position + 4], "little")
        self._position += 4
        return word

    def index(self, size: int) -> int:
        """A whole number in 0..size−1."""
        return self._next() % size

    def choice(self, options: Sequence):
        return options[self.index(len(options))]

    def choices(self, options: Sequence, count: int) -> list:
        return [self.choice(options) for _ in range(count)]
