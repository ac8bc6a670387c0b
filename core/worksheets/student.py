"""The students' exercises: the question, the numbers it needs, boxes for the answer.

No answer is printed: each exercise gives only its own inputs (see core.worksheets.exercises
for how rows are chosen so that one exercise's inputs are not another's answer).
"""

from __future__ import annotations

from core.explanations.numbers import sub
from core.worksheets.blocks import (
    blank_matrix,
    head_note,
    indices,
    matrix,
    quoted,
    token_row,
    vec_name,
)
from core.worksheets.context import VariantContext
from core.worksheets.numbers import fixed
from core.worksheets.page import NOTE, Blanks, Block, Exercise, Matrices, Text


def student_exercise(name: str, context: VariantContext) -> Exercise:
    title, blocks = _BUILDERS[name](context)
    return Exercise(context.number_of(name), name, title, tuple(blocks))


def _query(c: VariantContext) -> tuple[str, list[Block]]:
    i, s = c.picks.query, c.session
    x, w_q = c.trace.numpy("x")[i], s.w_q[0]            # (d_model,), (d_model, d_head)
    q = vec_name("q", i)
    return "A query row", [
        Text(f"Token {token_row(c.tokens, i)} has the embedding {vec_name('x', i)} below. "
             f"Compute its query {q} = {vec_name('x', i)} W^Q{head_note(s.n_heads)}: entry t is "
             f"the dot product of {vec_name('x', i)} with column t of W^Q."),
        Matrices((matrix(vec_name("x", i), x, (c.tokens[i],), indices(s.d_model),
                         decimals=c.decimals),
                  matrix("W^Q", w_q, indices(s.d_model), indices(s.d_head),
                         decimals=c.decimals))),
        Blanks(q, s.d_head, indices(s.d_head))]


def _score(c: VariantContext) -> tuple[str, list[Block]]:
    i, j, s = c.picks.score_q, c.picks.score_k, c.session
    q, k = c.trace.head("q", 0)[i], c.trace.head("k", 0)[j]
    return "A score", [
        Text(f"How well does the query of {quoted(c.tokens[i])} match the key of "
             f"{quoted(c.tokens[j])}? Compute the score {vec_name('q', i)} · {vec_name('k', j)} "
             f"= Σₜ {vec_name('q', i)}[t] {vec_name('k', j)}[t]{head_note(s.n_heads)}."),
        Matrices((matrix(vec_name("q", i), q, (c.tokens[i],), indices(s.d_head),
                         decimals=c.decimals),
                  matrix(vec_name("k", j), k, (c.tokens[j],), indices(s.d_head),
                         decimals=c.decimals))),
        Blanks(f"{vec_name('q', i)} · {vec_name('k', j)}", 1)]


def _scale(c: VariantContext) -> tuple[str, list[Block]]:
    i, j = c.picks.score_q, c.picks.score_k
    source = (f"your score from exercise {c.number_of('score')}" if "score" in c.chosen else
              f"the score {vec_name('q', i)} · {vec_name('k', j)} = "
              f"{fixed(float(c.trace.head('scores', 0)[i, j]), c.decimals)}")
    return "Scale the score", [
        Text(f"Divide {source} by √d_k, where d_k = {c.session.d_head} is the size of a key: "
             f"{c.divisor_text}. This keeps scores small so that softmax does not saturate."),
        Blanks(f"{vec_name('q', i)} · {vec_name('k', j)} / √{c.session.d_head}", 1)]


def _scaled_scores(c: VariantContext) -> str:
    return "scaled scores" if c.session.scaled else "scores (this session does not scale them)"


def _hidden_scaled_note(c: VariantContext) -> Text:
    """What the ? in a printed row of scaled scores stands for."""
    if "scale" in c.chosen:
        return Text(f"? is your answer to exercise {c.number_of('scale')}.", NOTE)
    return Text(f"? is your score from exercise {c.number_of('score')} divided by √d_k.", NOTE)


def _row_name(c: VariantContext) -> str:
    return "scaled row" if c.session.scaled else "score row"


def _softmax_steps(c: VariantContext) -> list[Block]:
    steps = ("x − max", "e^{x − max}", "weight")
    return [Matrices((blank_matrix("", steps, c.tokens),)), Blanks("Σ e^{x − max}", 1)]


def _softmax(c: VariantContext) -> tuple[str, list[Block]]:
    r = c.picks.softmax
    row = c.trace.head("scaled", 0)[r]                    # (n,)
    blocks: list[Block] = [
        Text(f"Query {token_row(c.tokens, r)} has these {_scaled_scores(c)}"
             f"{head_note(c.session.n_heads)}. Turn them into weights: subtract the row's "
             "largest value (max), take "
             "e^{x − max} of each, add those up (Σ) and divide each by Σ. The weights add up "
             "to 1."),
        Matrices((matrix(f"{_row_name(c)} {r}", row, (c.tokens[r],), c.tokens,
                         decimals=c.decimals, hidden=c.hidden_in_row(r)),))]
    if c.hidden_in_row(r):
        blocks.append(_hidden_scaled_note(c))
    return "A row of softmax", blocks + _softmax_steps(c)


def _attends(c: VariantContext) -> tuple[str, list[Block]]:
    s = c.session
    hidden = {c.score_cell} if "score" in c.chosen else set()
    rule = ""
    if s.causal or s.mask is not None:
        rule = " Only the keys a query may see count (this session has a mask: see its rule " \
               "in the mask exercise)."
    blocks: list[Block] = [
        Text(f"S = Q Kᵀ{head_note(s.n_heads)}: rows are queries, columns are keys. For each "
             "query, which key gets the largest weight? Predict from S (softmax keeps the order "
             f"of a row), then check by computing.{rule}"),
        Matrices((matrix("S", c.trace.head("scores", 0), c.tokens, c.tokens,
                         decimals=c.decimals, hidden=hidden),))]
    if hidden:
        blocks.append(Text(f"? is your answer to exercise {c.number_of('score')}.", NOTE))
    blocks.append(Blanks("attends most to", s.n_tokens, c.tokens))
    return "Which key does each query attend to?", blocks


def _mask_rule(c: VariantContext) -> list[Block]:
    s = c.session
    if s.mask is None:
        lead = "" if s.causal else ("This session has no mask of its own: imagine the sentence "
                                    "read left to right, with a causal mask. ")
        return [Text(f"{lead}With a causal mask, query i may see only keys j ≤ i (itself and the "
                     "tokens before it); the other cells become −∞ before the softmax.")]
    allowed = c.mask_trace.allowed.astype(float)
    words = " and the causal mask hides every key after the query" if s.causal else ""
    return [Text(f"The session's mask M says which keys each query may see (1 visible, 0 "
                 f"hidden){words}; hidden cells become −∞ before the softmax."),
            Matrices((matrix("M", allowed, c.tokens, c.tokens, decimals=0),))]


def _mask(c: VariantContext) -> tuple[str, list[Block]]:
    m = c.picks.mask
    row = c.mask_trace.head("scaled", 0)[m]               # (n,) before the mask
    blocks = _mask_rule(c) + [
        Text("(a) Mark every cell of the masked matrix that becomes −∞."),
        Matrices((blank_matrix("masked", c.tokens, c.tokens),)),
        Text(f"(b) Query {token_row(c.tokens, m)} has these {_scaled_scores(c)} before the mask. "
             "What do its weights become? (e^{−∞}\u00a0=\u00a00.)"),
        Matrices((matrix(f"{_row_name(c)} {m}", row, (c.tokens[m],), c.tokens,
                         decimals=c.decimals, hidden=c.hidden_in_row(m)),))]
    if c.hidden_in_row(m):
        blocks.append(_hidden_scaled_note(c))
    blocks.append(Blanks(f"a{sub(m)}", c.session.n_tokens, c.tokens))
    return "Masking", blocks


def _z(c: VariantContext) -> tuple[str, list[Block]]:
    p, s = c.picks.z, c.session
    weights, v = c.trace.head("weights", 0)[p], c.trace.head("v", 0)   # (n,), (n, d_head)
    z = vec_name("z", p)
    return "One row of z", [
        Text(f"Query {token_row(c.tokens, p)} has the weights a{sub(p)} below; V holds the "
             f"value rows{head_note(s.n_heads)}. Compute {z} = Σⱼ a{sub(p)},ⱼ vⱼ: entry t is "
             f"Σⱼ a{sub(p)},ⱼ vⱼ[t]."),
        Matrices((matrix(f"a{sub(p)}", weights, (c.tokens[p],), c.tokens, decimals=c.decimals,
                         exact=False),
                  matrix("V", v, c.tokens, indices(s.d_head), decimals=c.decimals))),
        Text(_ROUNDED_NOTE, NOTE),
        Blanks(z, s.d_head, indices(s.d_head))]


_ROUNDED_NOTE = "The weights are rounded, so your last digit may differ a little from the key's."


def _heads(c: VariantContext) -> tuple[str, list[Block]]:
    t, s = c.picks.heads, c.session
    zs = tuple(matrix(f"z{sub(t)} (head {h + 1})", c.trace.head("z", h)[t], (c.tokens[t],),
                      indices(s.d_head), decimals=c.decimals, exact=False)
               for h in range(s.n_heads))
    width = s.n_heads * s.d_head
    blocks: list[Block] = [
        Text(f"Each of the {s.n_heads} heads gives its own z. Token {token_row(c.tokens, t)} "
             f"gets these (to {c.decimals} decimals). (a) Lay them side by side: "
             f"concat{sub(t)} = [z{sub(t)} of head 1 | … | head {s.n_heads}]."),
        Matrices(zs), Blanks(f"concat{sub(t)}", width, indices(width))]
    rounded = Text("z is rounded, so the last digit of out may differ a little from the key's.",
                   NOTE)
    if s.w_o is not None:
        blocks += [Text(f"(b) W^O mixes the heads back to d_model = {s.d_model}: compute "
                        f"out{sub(t)} = concat{sub(t)} W^O."),
                   Matrices((matrix("W^O", s.w_o, indices(width), indices(s.d_model),
                                    decimals=c.decimals),)),
                   rounded, Blanks(f"out{sub(t)}", s.d_model, indices(s.d_model))]
    return "Several heads: concat and output", blocks


_BUILDERS = {"query": _query, "score": _score, "scale": _scale, "softmax": _softmax,
             "attends": _attends, "mask": _mask, "z": _z, "heads": _heads}
