"""The students' exercises: the question, the numbers it needs, boxes for the answer.

No answer is printed: each exercise gives only its own inputs (see core.worksheets.exercises
for how rows are chosen so that one exercise's inputs are not another's answer). Titles and
questions are in the window's language (core.i18n, context "Worksheets"); the numbers, the
token names and the maths (q₁ = x₁ W^Q, Σ, √d_k, e^{x − max}) are filled in after the lookup.
"""

from __future__ import annotations

from core.i18n import translate
from core.worksheets.blocks import (
    blank_matrix,
    head_note,
    indices,
    matrix,
    token_number,
    token_row,
    token_sub,
    vec_name,
)
from core.worksheets.context import VariantContext
from core.worksheets.online import online_student
from core.worksheets.page import NOTE, Blanks, Block, Exercise, Matrices, Text
from core.worksheets.student_rotary import rotate_exercise, turned_score_exercise
from core.worksheets.worksheet_numbers import fixed


def student_exercise(name: str, context: VariantContext) -> Exercise:
    title, blocks = _BUILDERS[name](context)
    return Exercise(context.number_of(name), name, title, tuple(blocks))


def _query(c: VariantContext) -> tuple[str, list[Block]]:
    i, s = c.picks.query, c.session
    x, w_q = c.trace.numpy("x")[i], s.w_q[0]            # (d_model,), (d_model, d_head)
    q = vec_name("q", i)
    question = translate("Worksheets", "Token {token} has the embedding {x} below. Compute its "
                                       "query {q} = {x} W^Q{head}: entry t is the dot product of "
                                       "{x} with column t of W^Q.")
    return translate("Worksheets", "A query row"), [
        Text(question.format(token=token_row(c.tokens, i), x=vec_name("x", i), q=q,
                             head=head_note(s.n_heads))),
        Matrices((matrix(vec_name("x", i), x, (c.tokens[i],), indices(s.d_model),
                         decimals=c.decimals),
                  matrix("W^Q", w_q, indices(s.d_model), indices(s.d_head),
                         decimals=c.decimals))),
        Blanks(q, s.d_head, indices(s.d_head))]


def _score(c: VariantContext) -> tuple[str, list[Block]]:
    i, j, s = c.picks.score_q, c.picks.score_k, c.session
    if c.trace.rotary:
        return turned_score_exercise(c)
    q, k = c.trace.head("q", 0)[i], c.trace.head("k", 0)[j]
    question = translate("Worksheets", "How well does the query of “{query}” match the key of "
                                       "“{key}”? Compute the score {q} · {k} = Σₜ {q}[t] {k}[t]"
                                       "{head}.")
    return translate("Worksheets", "A score"), [
        Text(question.format(query=c.tokens[i], key=c.tokens[j],
                             q=vec_name("q", i), k=vec_name("k", j), head=head_note(s.n_heads))),
        Matrices((matrix(vec_name("q", i), q, (c.tokens[i],), indices(s.d_head),
                         decimals=c.decimals),
                  matrix(vec_name("k", j), k, (c.tokens[j],), indices(s.d_head),
                         decimals=c.decimals))),
        Blanks(f"{vec_name('q', i)} · {vec_name('k', j)}", 1)]


def _scale(c: VariantContext) -> tuple[str, list[Block]]:
    i, j = c.picks.score_q, c.picks.score_k
    if "score" in c.chosen:
        source = translate("Worksheets", "your score from exercise {number}").format(
            number=c.number_of("score"))
    else:
        source = translate("Worksheets", "the score {q} · {k} = {value}").format(
            q=c.scored_name("q", i), k=c.scored_name("k", j),
            value=fixed(float(c.trace.head("scores", 0)[i, j]), c.decimals))
    question = translate("Worksheets", "Divide {source} by √d_k, where d_k = {d_k} is the size "
                                       "of a key: {divisor}. This keeps scores small so that "
                                       "softmax does not saturate.")
    return translate("Worksheets", "Scale the score"), [
        Text(question.format(source=source, d_k=c.session.d_head, divisor=c.divisor_text)),
        Blanks(f"{c.scored_name('q', i)} · {c.scored_name('k', j)} / √{c.session.d_head}", 1)]


def _scaled_scores(c: VariantContext) -> str:
    if c.session.scaled:
        return translate("Worksheets", "scaled scores")
    return translate("Worksheets", "scores (this session does not scale them)")


def _hidden_scaled_note(c: VariantContext) -> Text:
    """What the ? in a printed row of scaled scores stands for."""
    if "scale" in c.chosen:
        return _hidden_note(c.number_of("scale"))
    return Text(translate("Worksheets", "? is your score from exercise {number} divided by "
                                        "√d_k.").format(number=c.number_of("score")), NOTE)


def _hidden_note(number: int) -> Text:
    return Text(translate("Worksheets", "? is your answer to exercise {number}.").format(
        number=number), NOTE)


def _row_name(c: VariantContext, row: int) -> str:
    """'scaled row 2' (or 'score row 2' when the session does not scale)."""
    name = translate("Worksheets", "scaled row {row}") if c.session.scaled else \
        translate("Worksheets", "score row {row}")
    return name.format(row=token_number(row))


def _softmax_steps(c: VariantContext) -> list[Block]:
    steps = ("x − max", "e^{x − max}", translate("Worksheets", "weight"))
    return [Matrices((blank_matrix("", steps, c.tokens),)), Blanks("Σ e^{x − max}", 1)]


def _softmax(c: VariantContext) -> tuple[str, list[Block]]:
    r = c.picks.softmax
    row = c.trace.head("scaled", 0)[r]                    # (n,)
    question = translate("Worksheets", "Query {token} has these {scores}{head}. Turn them into "
                                       "weights: subtract the row's largest value (max), take "
                                       "{exp} of each, add those up (Σ) and divide each by Σ. "
                                       "The weights add up to 1.")
    blocks: list[Block] = [
        Text(question.format(token=token_row(c.tokens, r), scores=_scaled_scores(c),
                             head=head_note(c.session.n_heads), exp="e^{x − max}")),
        Matrices((matrix(_row_name(c, r), row, (c.tokens[r],), c.tokens,
                         decimals=c.decimals, hidden=c.hidden_in_row(r)),))]
    if c.hidden_in_row(r):
        blocks.append(_hidden_scaled_note(c))
    return translate("Worksheets", "A row of softmax"), blocks + _softmax_steps(c)


def _attends(c: VariantContext) -> tuple[str, list[Block]]:
    s, rows = c.session, c.attends_rows
    hidden = {c.score_cell} if "score" in c.chosen else set()
    rule = others = ""
    if s.causal or s.mask is not None:
        rule = translate("Worksheets", " Only the keys a query may see count (this session has "
                                       "a mask: see its rule in the mask exercise).")
    if len(rows) < s.n_tokens:
        left_out = next(i for i in range(s.n_tokens) if i not in rows)
        others = translate("Worksheets", " but {token} (exercise {number} gives its weights)")\
            .format(token=token_row(c.tokens, left_out), number=c.number_of("z"))
    question = translate("Worksheets", "S = Q Kᵀ{head}: rows are queries, columns are keys. For "
                                       "each query{others}, which key gets the largest weight? "
                                       "Predict from S (softmax keeps the order of a row), then "
                                       "check by computing.{rule}")
    blocks: list[Block] = [
        Text(question.format(head=head_note(s.n_heads), rule=rule, others=others)),
        Matrices((matrix("S", c.trace.head("scores", 0), c.tokens, c.tokens,
                         decimals=c.decimals, hidden=hidden),))]
    if hidden:
        blocks.append(_hidden_note(c.number_of("score")))
    if c.trace.rotary:
        blocks.append(Text(translate("Worksheets", "With rotary positions S multiplies the "
                                                   "turned vectors: S = {formula}.").format(
            formula="Q\u0303 K\u0303ᵀ"), NOTE))
    blocks.append(Blanks(translate("Worksheets", "attends most to"), len(rows),
                         tuple(c.tokens[i] for i in rows)))
    return translate("Worksheets", "Which key does each query attend to?"), blocks


def _mask_rule(c: VariantContext) -> list[Block]:
    s = c.session
    if s.mask is None:
        lead = "" if s.causal else translate(
            "Worksheets", "This session has no mask of its own: imagine the sentence read left "
                          "to right, with a causal mask. ")
        rule = translate("Worksheets", "{lead}With a causal mask, query i may see only keys "
                                       "j ≤ i (itself and the tokens before it); the other cells "
                                       "become −∞ before the softmax.")
        return [Text(rule.format(lead=lead))]
    allowed = c.mask_trace.allowed.astype(float)
    causal = translate("Worksheets", " and the causal mask hides every key after the query") \
        if s.causal else ""
    rule = translate("Worksheets", "The session's mask M says which keys each query may see (1 "
                                   "visible, 0 hidden){causal}; hidden cells become −∞ before "
                                   "the softmax.")
    return [Text(rule.format(causal=causal)),
            Matrices((matrix("M", allowed, c.tokens, c.tokens, decimals=0),))]


def _mask(c: VariantContext) -> tuple[str, list[Block]]:
    m = c.picks.mask
    row = c.mask_trace.head("scaled", 0)[m]               # (n,) before the mask
    question = translate("Worksheets", "(b) Query {token} has these {scores} before the mask. "
                                       "What do its weights become? ({zero}.)")
    blocks = _mask_rule(c) + [
        Text(translate("Worksheets", "(a) Mark every cell of the masked matrix that becomes "
                                     "−∞.")),
        Matrices((blank_matrix("masked", c.tokens, c.tokens),)),
        Text(question.format(token=token_row(c.tokens, m), scores=_scaled_scores(c),
                             zero="e^{−∞}\u00a0=\u00a00")),
        Matrices((matrix(_row_name(c, m), row, (c.tokens[m],), c.tokens,
                         decimals=c.decimals, hidden=c.hidden_in_row(m)),))]
    if c.hidden_in_row(m):
        blocks.append(_hidden_scaled_note(c))
    blocks.append(Blanks(f"a{token_sub(m)}", c.session.n_tokens, c.tokens))
    return translate("Worksheets", "Masking"), blocks


def _z(c: VariantContext) -> tuple[str, list[Block]]:
    p, s = c.picks.z, c.session
    weights, v = c.trace.head("weights", 0)[p], c.trace.head("v", 0)   # (n,), (n, d_head)
    z = vec_name("z", p)
    question = translate("Worksheets", "Query {token} has the weights {a} below; V holds the "
                                       "value rows{head}. Compute {z} = Σⱼ {a},ⱼ vⱼ: entry t is "
                                       "Σⱼ {a},ⱼ vⱼ[t].")
    return translate("Worksheets", "One row of z"), [
        Text(question.format(token=token_row(c.tokens, p), a=f"a{token_sub(p)}",
                             head=head_note(s.n_heads), z=z)),
        Matrices((matrix(f"a{token_sub(p)}", weights, (c.tokens[p],), c.tokens, decimals=c.decimals,
                         exact=False),
                  matrix("V", v, c.tokens, indices(s.d_head), decimals=c.decimals))),
        Text(translate("Worksheets", "The weights are rounded, so your last digit may differ a "
                                     "little from the key's."), NOTE),
        Blanks(z, s.d_head, indices(s.d_head))]


def _heads(c: VariantContext) -> tuple[str, list[Block]]:
    t, s = c.picks.heads, c.session
    of_head = translate("Worksheets", "{z} (head {head})")
    zs = tuple(matrix(of_head.format(z=f"z{token_sub(t)}", head=h + 1), c.trace.head("z", h)[t],
                      (c.tokens[t],), indices(s.d_head), decimals=c.decimals, exact=False)
               for h in range(s.n_heads))
    width = s.n_heads * s.d_head
    question = translate("Worksheets", "Each of the {heads} heads gives its own z. Token {token} "
                                       "gets these (to {decimals} decimals). (a) Lay them side "
                                       "by side: {concat} = [{z} of head 1 | … | head {heads}].")
    blocks: list[Block] = [
        Text(question.format(heads=s.n_heads, token=token_row(c.tokens, t), decimals=c.decimals,
                             concat=f"concat{token_sub(t)}", z=f"z{token_sub(t)}")),
        Matrices(zs), Blanks(f"concat{token_sub(t)}", width, indices(width))]
    rounded = Text(translate("Worksheets", "z is rounded, so the last digit of out may differ a "
                                           "little from the key's."), NOTE)
    if s.w_o is not None:
        mixes = translate("Worksheets", "(b) W^O mixes the heads back to d_model = {d_model}: "
                                        "compute {out} = {concat} W^O.")
        blocks += [Text(mixes.format(d_model=s.d_model, out=f"out{token_sub(t)}",
                                     concat=f"concat{token_sub(t)}")),
                   Matrices((matrix("W^O", s.w_o, indices(width), indices(s.d_model),
                                    decimals=c.decimals),)),
                   rounded, Blanks(f"out{token_sub(t)}", s.d_model, indices(s.d_model))]
    return translate("Worksheets", "Several heads: concat and output"), blocks


_BUILDERS = {"query": _query, "rotate": rotate_exercise, "score": _score, "scale": _scale,
             "softmax": _softmax, "online": online_student,
             "attends": _attends, "mask": _mask, "z": _z, "heads": _heads}
