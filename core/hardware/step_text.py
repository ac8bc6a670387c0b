"""Words for Algorithm 1's steps, in the window's language (core.i18n): a step's title, each
row's m̃, m, rescale factor, ℓ and O written out with their numbers ("ℓ₃ = e^(1.2−1.9)·0.84 +
1.37 = 1.79"), what sits on chip and what goes back, and the memory counts.

Blocks and rows are counted as people count them, from 1 (the paper's i and j too); the JSON
of `main.py tiles` keeps 0-based indices.
"""

from __future__ import annotations

import math

from core.hardware.flash_pass import FlashPass
from core.hardware.flash_step import StepDetail
from core.hardware.memory_traffic import MemoryTraffic
from core.i18n import translate, whole_number
from core.number_text import factor, number

_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def sub(index: int) -> str:
    """A 1-based index as subscript digits: 12 -> ₁₂."""
    return str(index).translate(_SUBSCRIPT)


def exponent(upper: float, lower: float) -> str:
    """e^(upper−lower) as written: e^(1.2−1.9)."""
    return f"e^({number(upper)}−{factor(lower)})"


def step_title(flash: FlashPass, detail: StepDetail) -> str:
    return translate("FlashSteps", "Step {step} of {steps}: block {i} of Q (rows {rows}) "
                                   "with block {j} of K and V (keys {keys})"
                     ).format(step=detail.index + 1, steps=len(flash.steps), i=detail.i + 1,
                              j=detail.j + 1, rows=span(detail.rows), keys=span(detail.columns))


def span(indices: range) -> str:
    """0-based indices as people count them: range(2, 4) -> "3–4", range(4, 5) -> "5"."""
    first, last = indices.start + 1, indices.stop
    return str(first) if first == last else f"{first}–{last}"


def row_lines(detail: StepDetail, row: int) -> list[str]:
    """What the step computes for one query row (0-based within the block), one line each."""
    u = detail.update
    person = sub(detail.rows.start + row + 1)
    m_old, m_tilde, m_new = (float(a[row]) for a in (u.max_before, u.block_max, u.max_after))
    l_old, l_tilde, l_new = (float(a[row]) for a in (u.sum_before, u.block_sum, u.sum_after))
    if math.isinf(m_tilde) and math.isinf(m_new):
        return [translate("FlashSteps", "Row {row}: no visible key yet; m{sub} stays −∞, "
                                        "ℓ{sub} and O{sub} stay 0").format(
            row=detail.rows.start + row + 1, sub=person)]
    lines = [translate("FlashSteps", "m̃{sub} = the largest score of row {row} in this block = "
                                     "{value}").format(sub=person, row=detail.rows.start + row + 1,
                                                       value=number(m_tilde)),
             translate("FlashSteps", "ℓ̃{sub} = the sum of e^(s − m̃{sub}) over this block = "
                                     "{value}").format(sub=person, value=number(l_tilde))]
    if math.isinf(m_old):
        lines.append(translate("FlashSteps", "m{sub} = m̃{sub} = {value} (the first block this "
                                             "row sees)").format(sub=person, value=number(m_new)))
        lines.append(f"ℓ{person} = ℓ̃{person} = {number(l_new)}")
    else:
        lines.append(f"m{person} = max({number(m_old)}, {number(m_tilde)}) = {number(m_new)}")
        lines.append(translate("FlashSteps", "rescale factor e^(m_old − m_new) = {power} = "
                                             "{value}").format(power=exponent(m_old, m_new),
                                                               value=number(float(u.old_factor[row]))))
        lines.append(f"ℓ{person} = {sum_terms(m_old, l_old, m_tilde, l_tilde, m_new)} = "
                     f"{number(l_new)}")
    old_weight = float(u.sum_before[row] * u.old_factor[row])
    lines.append(translate("FlashSteps", "O{sub} = ({old}·O{sub}_old + {new}·P̃V) / {sum} = "
                                         "[{values}]").format(
        sub=person, old=number(old_weight), new=number(float(u.new_factor[row])),
        sum=number(l_new), values=", ".join(number(float(x)) for x in u.output_after[row])))
    return lines


def sum_terms(m_old: float, l_old: float, m_tilde: float, l_tilde: float, m_new: float) -> str:
    """e^(m−m_new)·ℓ + e^(m̃−m_new)·ℓ̃, a factor of exactly 1 left out."""
    old = f"{factor(l_old)}" if m_old == m_new else f"{exponent(m_old, m_new)}·{factor(l_old)}"
    new = f"{factor(l_tilde)}" if m_tilde == m_new else \
        f"{exponent(m_tilde, m_new)}·{factor(l_tilde)}"
    return f"{old} + {new}"


def memory_lines(detail: StepDetail) -> list[str]:
    """What is on chip during the step, and what goes back to slow memory after it."""
    i, j = sub(detail.i + 1), sub(detail.j + 1)
    lines = [translate("FlashSteps", "On chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, "
                                     "m{i}").format(i=i, j=j),
             translate("FlashSteps", "Written back to slow memory: O{i}, ℓ{i}, m{i} (never S "
                                     "or P)").format(i=i)]
    if detail.diagonal:
        lines.append(translate("FlashSteps", "This block is on the mask's edge: {hidden} of its "
                                             "{cells} scores are masked (−∞)").format(
            hidden=int((~detail.allowed).sum()), cells=detail.allowed.size))
    return lines


def skipped_text(flash: FlashPass) -> str:
    return translate("FlashSteps", "{skipped} of {blocks} blocks skipped: every score in them "
                                   "is masked").format(skipped=flash.skipped_blocks,
                                                       blocks=flash.visited.size)


def on_chip_line(on_chip: int, traffic: MemoryTraffic) -> str:
    """What the memory counts assume: the on-chip memory M and the B_c it gives."""
    return translate("FlashSteps", "On-chip memory M = {m} elements: B_c = ⌈M / 4d⌉ = "
                                   "{block_k}").format(m=whole_number(on_chip),
                                                       block_k=whole_number(traffic.block_k))


def traffic_lines(traffic: MemoryTraffic, item_bytes: int = 4) -> list[str]:
    """The counts for the session's n and d, in elements and bytes."""
    standard, tiled = traffic.standard, traffic.tiled
    line = translate("FlashSteps", "{name}: reads {reads} and writes {writes} elements "
                                   "({bytes} bytes); holds {extra} more")
    return [line.format(name=translate("FlashSteps", "Standard attention"),
                        reads=whole_number(standard.reads), writes=whole_number(standard.writes),
                        bytes=whole_number(standard.total * item_bytes),
                        extra=whole_number(standard.extra)),
            line.format(name=translate("FlashSteps", "Tiled (FlashAttention)"),
                        reads=whole_number(tiled.reads), writes=whole_number(tiled.writes),
                        bytes=whole_number(tiled.total * item_bytes),
                        extra=whole_number(tiled.extra)),
            translate("FlashSteps", "n = {n}, d = {d}, T_c = {blocks}: standard attention moves "
                                    "{ratio}× as many elements").format(
                n=whole_number(traffic.n), d=traffic.d, blocks=whole_number(traffic.column_blocks),
                ratio=number(traffic.ratio))]
