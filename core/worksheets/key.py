"""The answer key: each exercise worked out from core.explanations, so that the key says what
the window's explanations say (the terms of a dot product, e^{x − max} and the row sum, the
weighted sum of values). Given numbers are written exactly, results to the chosen decimals.
The words are in the window's language (core.i18n); the working lines are maths, as written.
"""

from __future__ import annotations

from decimal import Decimal

from core.explanations import explain
from core.explanations.notation import sub
from core.i18n import translate
from core.worksheets.blocks import matrix, token_number, token_sub, vec_name
from core.worksheets.context import VariantContext
from core.worksheets.online import online_key
from core.worksheets.page import (
    ANSWER,
    NOTE,
    WORKING,
    Block,
    Exercise,
    Matrices,
    Text,
    answer_line,
)
from core.worksheets.rotation import TRIG_DECIMALS, pair_turn, turned_name
from core.worksheets.worksheet_numbers import (
    factor,
    fixed,
    plain,
    printed,
    rounded_factor,
    sum_sign,
    vector,
)


def key_exercise(name: str, context: VariantContext, title: str) -> Exercise:
    blocks = _rounded_note(_BUILDERS[name](context), context.decimals)
    return Exercise(context.number_of(name), name, title, tuple(blocks))


def answer(text: str) -> Text:
    return Text(answer_line(text), ANSWER)


def row_title(row: int) -> str:
    """'row 2': the name of a softmax table of the key."""
    return translate("Worksheets", "row {row}").format(row=token_number(row))


def _products(pairs) -> tuple[str, list[Decimal]]:
    """'a·b + c·d' from (left text, right text) pairs, and the products of the printed
    factors (what a learner adds up from the page)."""
    pairs = list(pairs)
    return (" + ".join(f"{a}·{b}" for a, b in pairs),
            [printed(a) * printed(b) for a, b in pairs])


def _factor_terms(left, right, decimals: int) -> tuple[str, list[Decimal]]:
    return _products(((factor(a, decimals), factor(b, decimals))
                      for a, b in zip(left, right, strict=True)))


def _sum(name: str, terms: tuple[str, list[Decimal]], total: float, decimals: int) -> Text:
    """'name = terms = total', or '… ≈ total' when the printed terms do not add up to the
    printed total (they were rounded; _rounded_note says so under the exercise)."""
    text, values = terms
    sign = sum_sign(values, total, decimals)
    return Text(f"{name} = {text} {sign} {fixed(total, decimals)}", WORKING)


def _rounded_note(blocks: list[Block], decimals: int) -> list[Block]:
    """The blocks, and after them why a line says ≈ (when one does)."""
    if not any(isinstance(b, Text) and " ≈ " in b.text and b.style == WORKING for b in blocks):
        return blocks
    note = translate("Worksheets", "≈: each term is rounded to {decimals} decimals and the total "
                                   "is worked from the unrounded numbers, so the rounded terms "
                                   "add up to a slightly different last digit.")
    return blocks + [Text(note.format(decimals=decimals), NOTE)]


def _rounded_terms(left, right, decimals: int) -> str:
    """Products of rounded values (turned vectors): (−0.25)·1.30 + …"""
    return " + ".join(f"{rounded_factor(a, decimals)}·{rounded_factor(b, decimals)}"
                      for a, b in zip(left, right, strict=True))


def _query(c: VariantContext) -> list[Block]:
    i, d = c.picks.query, c.decimals
    parts = [explain(c.trace, "q", i, t, head=0) for t in range(c.session.d_head)]
    lines = [_sum(f"q{token_sub(i)}[{t}]", _factor_terms(e.left, e.right, d), e.value, d)
             for t, e in enumerate(parts)]
    return lines + [answer(f"q{token_sub(i)} = {vector([e.value for e in parts], d)}")]


def _exact_or_about(value: float) -> str:
    """'= 0.01' when ``value`` has at most 6 decimals, else '≈ 0.1585' (4 decimals)."""
    if abs(round(value, 6) - value) < 1e-12:
        return f"= {plain(value, 6)}"
    return f"≈ {fixed(value, 4)}"


def _rotate(c: VariantContext) -> list[Block]:
    """θᵢ, the angle, and the turn worked with the printed (rounded) cos and sin, so every term
    shown is exact and they add up to the result shown; the exact turn is given beside it."""
    t = pair_turn(c)
    a, b = t.features
    i, sub_i = t.pair, sub(t.pair)
    theta = _exact_or_about(t.theta)
    angle = _exact_or_about(t.angle)
    cos, sin = fixed(t.cos, TRIG_DECIMALS), fixed(t.sin, TRIG_DECIMALS)
    angle_text = angle.split(" ", 1)[1]
    name = turned_name(t.vector, t.row)
    x, y = factor(t.x, 4), factor(t.y, 4)
    first, second = t.turned

    def product(u: float, v: float) -> str:
        return factor(round(u * v, 6), 4)

    exact = c.trace.head(c.trace.scored(t.vector), 0)[t.row][a:b + 1]       # (2,)
    note = translate("Worksheets", "cos and sin are rounded to {decimals} decimals, so this "
                                   "differs a little from the exact turn {exact}.")
    return [
        Text(f"θ{sub_i} = {plain(t.base, 4)}^{{−2·{i}/{t.d_head}}} {theta}", WORKING),
        Text(f"p·θ{sub_i} = {t.position}·{theta.split(' ', 1)[1]} {angle}", WORKING),
        Text(f"cos({angle_text}) ≈ {cos}, sin({angle_text}) ≈ {sin}", WORKING),
        Text(f"{name}[{a}] = {x}·{factor(t.cos, 4)} − {y}·{factor(t.sin, 4)} = "
             f"{product(t.x, t.cos)} − {product(t.y, t.sin)} = {plain(first, 4)}", WORKING),
        Text(f"{name}[{b}] = {x}·{factor(t.sin, 4)} + {y}·{factor(t.cos, 4)} = "
             f"{product(t.x, t.sin)} + {product(t.y, t.cos)} = {plain(second, 4)}", WORKING),
        answer(f"(a) θ{sub_i} {theta}, p·θ{sub_i} {angle}"),
        answer(f"(b) ({name}[{a}], {name}[{b}]) = ({plain(first, 4)}, {plain(second, 4)})"),
        Text(note.format(decimals=TRIG_DECIMALS, exact=vector(exact, 4)), NOTE)]


def _score(c: VariantContext) -> list[Block]:
    i, j, d = c.picks.score_q, c.picks.score_k, c.decimals
    e = explain(c.trace, "scores", i, j, head=0)
    if c.trace.rotary:
        name = f"{turned_name('q', i)} · {turned_name('k', j)}"
        return [Text(f"{name} = {_rounded_terms(e.left, e.right, d)}", WORKING),
                answer(f"{name} = {fixed(e.value, d)}")]
    name = f"{vec_name('q', i)} · {vec_name('k', j)}"
    return [Text(f"{name} = {_factor_terms(e.left, e.right, d)[0]}", WORKING),
            answer(f"{name} = {fixed(e.value, d)}")]


def _scale(c: VariantContext) -> list[Block]:
    i, j, d = c.picks.score_q, c.picks.score_k, c.decimals
    e = explain(c.trace, "scaled", i, j, head=0)
    name = f"{c.scored_name('q', i)} · {c.scored_name('k', j)} / √{e.d_head}"
    root = c.divisor_text.split(" ")[-1]
    return [Text(f"{fixed(e.score, d)} / √{e.d_head} = {fixed(e.score, d)} / {root}", WORKING),
            answer(f"{name} = {fixed(e.value, d)}")]


def _softmax_working(e, c: VariantContext, row_name: str) -> list[Block]:
    """The steps of a softmax row from its SoftmaxExplanation, as a table and Σ."""
    d = c.decimals
    shifted = [x - e.row_max if ok else float("-inf")
               for x, ok in zip(e.inputs, e.allowed, strict=True)]
    table = matrix(row_name, [list(e.inputs), shifted, list(e.exps), list(e.weights_row)],
                   ("x", "x − max", "e^{x − max}", translate("Worksheets", "weight")),
                   c.tokens, decimals=d, exact=False)
    largest = translate("Worksheets", "max = {value} (the largest visible score)")
    return [Text(largest.format(value=fixed(e.row_max, d)), WORKING),
            Matrices((table,)),
            _sum("Σ e^{x − max}", (" + ".join(fixed(x, d) for x in e.exps),
                                   [printed(fixed(x, d)) for x in e.exps]), e.row_sum, d)]


def _softmax(c: VariantContext) -> list[Block]:
    r = c.picks.softmax
    e = explain(c.trace, "weights", r, None, head=0)
    return _softmax_working(e, c, row_title(r)) + [
        answer(f"a{token_sub(r)} = {vector(e.weights_row, c.decimals)}")]


def _attends(c: VariantContext) -> list[Block]:
    d = c.decimals
    blocks: list[Block] = [Matrices((matrix("A", c.trace.head("weights", 0), c.tokens,
                                            c.tokens, decimals=d, exact=False),))]
    attends = translate("Worksheets", "“{query}” → “{key}” ({cell} = {value})")
    for i in c.attends_rows:
        token = c.tokens[i]
        e = explain(c.trace, "weights", i, None, head=0)
        top = max(range(len(e.weights_row)), key=lambda j: e.weights_row[j])
        blocks.append(answer(attends.format(query=token, key=c.tokens[top],
                                            cell=f"a{token_sub(i)},{token_sub(top)}",
                                            value=fixed(e.weights_row[top], d))))
    return blocks


def _mask(c: VariantContext) -> list[Block]:
    n, m, d = c.session.n_tokens, c.picks.mask, c.decimals
    masked = [[explain(c.mask_trace, "masked", i, j, head=0).value for j in range(n)]
              for i in range(n)]
    hidden = sum(1 for row in masked for v in row if v == float("-inf"))
    e = explain(c.mask_trace, "weights", m, None, head=0)
    return [Matrices((matrix("masked", masked, c.tokens, c.tokens, decimals=d, exact=False),)),
            answer(translate("Worksheets", "(a) {count} cells become −∞ (in the grid above)")
                   .format(count=hidden)),
            *_softmax_working(e, c, row_title(m)),
            answer(f"(b) a{token_sub(m)} = {vector(e.weights_row, d)}")]


def _z(c: VariantContext) -> list[Block]:
    p, d = c.picks.z, c.decimals
    parts = [explain(c.trace, "z", p, t, head=0) for t in range(c.session.d_head)]
    lines = [_sum(f"z{token_sub(p)}[{t}]", _products(
        ((fixed(w, d), factor(v[t], d)) for w, v in zip(e.weights, e.values, strict=True))),
        e.value, d) for t, e in enumerate(parts)]
    return lines + [answer(f"z{token_sub(p)} = {vector([e.value for e in parts], d)}")]


def _heads(c: VariantContext) -> list[Block]:
    t, s, d = c.picks.heads, c.session, c.decimals
    width = s.n_heads * s.d_head
    concat = [explain(c.trace, "concat", t, col).value for col in range(width)]
    blocks: list[Block] = [answer(f"(a) concat{token_sub(t)} = {vector(concat, d)}")]
    if s.w_o is None:
        return blocks
    outputs = [explain(c.trace, "output", t, col) for col in range(s.d_model)]
    for col, e in enumerate(outputs):
        terms = _products(((rounded_factor(a, d), factor(b, d)) for head in e.heads
                           for a, b in zip(head.left, head.right, strict=True)))
        blocks.append(_sum(f"out{token_sub(t)}[{col}]", terms, e.value, d))
    blocks.append(answer(f"(b) out{token_sub(t)} = {vector([e.value for e in outputs], d)}"))
    return blocks


_BUILDERS = {"query": _query, "rotate": _rotate, "score": _score, "scale": _scale,
             "softmax": _softmax, "online": online_key,
             "attends": _attends, "mask": _mask, "z": _z, "heads": _heads}
