"""The worksheet's online-softmax exercise: one row of scaled scores split into two blocks of
keys, as FlashAttention sees it; the student finds each block's maximum m̃ and sum ℓ̃ of
e^{x − m̃}, then combines them with the rescale step, m = max(m̃₁, m̃₂) and
ℓ = e^{m̃₁ − m}·ℓ̃₁ + e^{m̃₂ − m}·ℓ̃₂, which is the whole row's Σ e^{x − max}. The key works it
out with the printed numbers."""

from __future__ import annotations

import math

import numpy as np

from core.i18n import translate
from core.worksheets.blocks import head_note, matrix, token_row, token_sub
from core.worksheets.context import VariantContext
from core.worksheets.page import ANSWER, WORKING, Blanks, Block, Matrices, Text, answer_line
from core.worksheets.worksheet_numbers import fixed

NAMES = ("m̃₁", "ℓ̃₁", "m̃₂", "ℓ̃₂", "m", "ℓ")


def split(n: int) -> int:
    """Where block 2 starts: the first ⌈n/2⌉ keys are block 1."""
    return -(-n // 2)


def block_numbers(row: np.ndarray) -> dict[str, float]:
    """m̃ and ℓ̃ of each half of a row of scores (n,), and m, the two factors and ℓ."""
    cut = split(len(row))
    first, second = row[:cut], row[cut:]
    m1, m2 = float(first.max()), float(second.max())
    l1, l2 = float(np.exp(first - m1).sum()), float(np.exp(second - m2).sum())
    m = max(m1, m2)
    f1, f2 = math.exp(m1 - m), math.exp(m2 - m)
    return {"m1": m1, "l1": l1, "m2": m2, "l2": l2, "m": m, "f1": f1, "f2": f2,
            "l": f1 * l1 + f2 * l2}


def _row(c: VariantContext) -> tuple[int, np.ndarray]:
    r = c.picks.online
    return r, c.trace.head("scaled", 0)[r]                             # (n,)


def online_student(c: VariantContext) -> tuple[str, list[Block]]:
    r, row = _row(c)
    cut = split(len(row))
    question = translate(
        "Worksheets", "FlashAttention never holds a whole row of scores: it reads the keys in "
                      "blocks. Query {token} has these scaled scores{head}; block 1 is keys "
                      "1–{cut}, block 2 keys {next}–{n}. For each block find its largest value "
                      "m̃ and {block_sum} over the block. Then combine the blocks: {m_rule} and "
                      "{l_rule} (the rescale step).")
    blocks: list[Block] = [
        Text(question.format(token=token_row(c.tokens, r), head=head_note(c.session.n_heads),
                             cut=cut, next=cut + 1, n=len(row), block_sum="ℓ̃ = Σ e^{x − m̃}",
                             m_rule="m = max(m̃₁, m̃₂)",
                             l_rule="ℓ = e^{m̃₁ − m}·ℓ̃₁ + e^{m̃₂ − m}·ℓ̃₂")),
        Matrices((matrix(f"s{token_sub(r)}", row, (c.tokens[r],), c.tokens,
                         decimals=c.decimals, hidden=c.hidden_in_row(r)),)),
        *(Blanks(name, 1) for name in NAMES),
        Text(translate("Worksheets", "Check: ℓ is the whole row's {sum}.").format(
            sum="Σ e^{x − max}"))]
    return translate("Worksheets", "Online softmax over two blocks"), blocks


def online_key(c: VariantContext) -> list[Block]:
    _, row = _row(c)
    v, d = block_numbers(row), c.decimals
    rescale = translate("Worksheets", "the rescale step: each block's sum is multiplied by "
                                      "{factor}").format(factor="e^{m̃ − m}")
    return [Text(f"m̃₁ = {fixed(v['m1'], d)}, ℓ̃₁ = {fixed(v['l1'], d)}", WORKING),
            Text(f"m̃₂ = {fixed(v['m2'], d)}, ℓ̃₂ = {fixed(v['l2'], d)}", WORKING),
            Text(f"m = max({fixed(v['m1'], d)}, {fixed(v['m2'], d)}) = {fixed(v['m'], d)}",
                 WORKING),
            Text(rescale, WORKING),
            Text(f"ℓ = e^{{{fixed(v['m1'], d)} − {fixed(v['m'], d)}}}·{fixed(v['l1'], d)} + "
                 f"e^{{{fixed(v['m2'], d)} − {fixed(v['m'], d)}}}·{fixed(v['l2'], d)} = "
                 f"{fixed(v['f1'], d)}·{fixed(v['l1'], d)} + {fixed(v['f2'], d)}·"
                 f"{fixed(v['l2'], d)} ≈ {fixed(v['l'], d)}", WORKING),
            Text(answer_line(f"m = {fixed(v['m'], d)}, ℓ = {fixed(v['l'], d)}"), ANSWER)]
