"""The students' side of rotary positions: turn one pair by hand (exercise "rotate"), and the
score exercise when the score multiplies the turned q̃ and k̃ (rounded, so a note says the last
digit may differ; the rotation exercise's answer, when it is in the printed row, is a ?).
"""

from __future__ import annotations

from core.explanations.notation import sub
from core.i18n import translate
from core.worksheets.blocks import head_note, indices, matrix, token_row, vec_name
from core.worksheets.context import VariantContext
from core.worksheets.page import NOTE, Blanks, Block, Matrices, Text
from core.worksheets.rotation import TRIG_DECIMALS, pair_turn, turned_name
from core.worksheets.worksheet_numbers import fixed, plain


def rotate_exercise(c: VariantContext) -> tuple[str, list[Block]]:
    turn = pair_turn(c)
    a, b = turn.features
    given = vec_name(turn.vector, turn.row)
    question = translate("Worksheets", "With rotary positions, {v} of token {token} turns by "
                                       "its position p = {p} (positions count from 0) before "
                                       "the scores. Take its pair i = {i}, features {a} and {b} "
                                       "below (x, y). (a) Compute θᵢ = {power} with "
                                       "base = {base} and d_head = {d_head}, and the angle "
                                       "p·θᵢ in radians. (b) Turn the pair: x·cos − y·sin and "
                                       "x·sin + y·cos, with cos(p·θᵢ) ≈ {cos} and "
                                       "sin(p·θᵢ) ≈ {sin} (rounded to {decimals} decimals).")
    sub_i = sub(turn.pair)                 # θ₀ for pair 0: pairs count from 0, as features
    return translate("Worksheets", "Turn one pair (rotary positions)"), [
        Text(question.format(v=given, token=token_row(c.tokens, turn.row), p=turn.position,
                             i=turn.pair, a=a, b=b, base=plain(turn.base, 4),
                             power="base^{−2i/d_head}",
                             d_head=turn.d_head, cos=fixed(turn.cos, TRIG_DECIMALS),
                             sin=fixed(turn.sin, TRIG_DECIMALS), decimals=TRIG_DECIMALS)),
        Matrices((matrix(given, (turn.x, turn.y), (c.tokens[turn.row],), (str(a), str(b)),
                         decimals=c.decimals),)),
        Blanks(f"θ{sub_i}, p·θ{sub_i}", 2, ("θ" + sub_i, "p·θ" + sub_i)),
        Blanks(turned_name(turn.vector, turn.row), 2, (str(a), str(b)))]


def _turned_row(c: VariantContext, name: str, row: int) -> tuple[str, object, set]:
    """The turned row the score multiplies for ``name`` ('q' or 'k'): its name, its values and
    the cells to hide (the rotation exercise's answer)."""
    values = c.trace.head(c.trace.scored(name), 0)[row]             # (d_head,)
    hidden: set[tuple[int, int]] = set()
    picks = c.picks
    if "rotate" in c.chosen and (picks.rotate_vector, picks.rotate_row) == (name, row):
        hidden = {(0, 2 * picks.rotate_pair), (0, 2 * picks.rotate_pair + 1)}
    return turned_name(name, row), values, hidden


def turned_score_exercise(c: VariantContext) -> tuple[str, list[Block]]:
    """The score exercise with rotary positions: the score multiplies the turned q̃ and k̃."""
    i, j, s = c.picks.score_q, c.picks.score_k, c.session
    (q, q_values, q_hidden), (k, k_values, k_hidden) = (
        _turned_row(c, "q", i), _turned_row(c, "k", j))
    question = translate("Worksheets", "How well does the query of “{query}” match the key of "
                                       "“{key}”? With rotary positions the score multiplies "
                                       "the turned vectors: compute {q} · {k} = Σₜ {q}[t] "
                                       "{k}[t]{head}.")
    blocks: list[Block] = [
        Text(question.format(query=c.tokens[i], key=c.tokens[j], q=q, k=k,
                             head=head_note(s.n_heads))),
        Matrices((matrix(q, q_values, (c.tokens[i],), indices(s.d_head), decimals=c.decimals,
                         exact=False, hidden=q_hidden),
                  matrix(k, k_values, (c.tokens[j],), indices(s.d_head), decimals=c.decimals,
                         exact=False, hidden=k_hidden)))]
    if q_hidden or k_hidden:
        blocks.append(Text(translate("Worksheets", "? is your answer to exercise {number}.").format(
            number=c.number_of("rotate")), NOTE))
    blocks.append(Text(translate("Worksheets", "The turned vectors are rounded, so your last "
                                               "digit may differ a little from the key's."), NOTE))
    return translate("Worksheets", "A score"), blocks + [Blanks(f"{q} · {k}", 1)]
