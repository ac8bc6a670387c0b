"""Answer keys add up on paper: a worked sum whose printed terms, added by hand and rounded,
do not give its printed total says ≈ (and the exercise says why); every other one says =."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pytest

from core.files.examples import load_example
from core.session.value import Session
from core.worksheets.fit import fitted_to_paper
from core.worksheets.page import NOTE, WORKING, Text
from core.worksheets.sheet import build_worksheet

NUMBER = r"\(?−?\d+(?:\.\d+)?\)?"
TERM = rf"{NUMBER}(?:·{NUMBER})?"
SUM_LINE = re.compile(rf"= ({TERM}(?: \+ {TERM})+) ([=≈]) ({NUMBER})$")


def value(text: str) -> Fraction:
    return Fraction(text.strip("()").replace("−", "-"))


def by_hand(terms: str, decimals: int) -> str:
    """What a learner writes adding the printed terms (each a number or a product of two),
    exactly, rounded half away from zero as at school, with a real minus."""
    total = sum(math.prod(value(f) for f in term.split("·")) for term in terms.split(" + "))
    scaled = abs(total) * 10 ** decimals
    whole = math.floor(scaled + Fraction(1, 2))
    text = f"{whole // 10 ** decimals}.{whole % 10 ** decimals:0{decimals}d}"
    return ("−" if total < 0 and whole else "") + text


def sessions():
    yield "mole-face", load_example("mole-face")
    yield "tiny-by-hand", load_example("tiny-by-hand")
    yield "causal-next-word", fitted_to_paper(load_example("causal-next-word"))
    yield "four heads", Session.from_text("a b c d", d_model=4, d_head=2, n_heads=2)


@pytest.mark.parametrize("decimals", [1, 2, 3])
def test_every_printed_sum_adds_up_or_says_approximately(decimals):
    checked = approximate = 0
    for name, session in sessions():
        sheet = build_worksheet(session, variants=3, seed=5, decimals=decimals)
        for variant in sheet.variants:
            for exercise in variant.key:
                texts = [b for b in exercise.blocks if isinstance(b, Text)]
                signs = []
                for block in texts:
                    match = SUM_LINE.search(block.text) if block.style == WORKING else None
                    if not match:
                        continue
                    terms, sign, total = match.groups()
                    hand = by_hand(terms, decimals)
                    agrees = hand == total.strip("()")
                    assert agrees == (sign == "="), (name, variant.number, block.text, hand)
                    signs.append(sign)
                    checked += 1
                noted = any(b.style == NOTE and b.text.startswith("≈") for b in texts)
                assert noted == ("≈" in signs), (name, exercise.name)
                approximate += signs.count("≈")
    assert checked > 40
    if decimals < 3:
        assert approximate > 0      # the sweep does meet rounded terms that do not add up
