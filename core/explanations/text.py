"""Explanations as text: ``short_text`` (a tooltip line), ``long_text`` (every term, for
copying) and ``formula_text`` (the symbolic formula with its result, for a header)."""

from __future__ import annotations

from collections.abc import Sequence

from core.explanations.long_lines import long_lines
from core.explanations.model import (
    CAUSAL,
    ConcatExplanation,
    DotProductExplanation,
    Explanation,
    InputExplanation,
    MaskExplanation,
    OutputExplanation,
    QuotientExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
)
from core.explanations.numbers import (
    LONG_DIGITS,
    factor,
    head_label,
    number,
    person,
    symbol,
    token_note,
    token_sub,
    token_sub2,
)

SHOWN_TERMS = 4  # terms in a tooltip before "…"
Tokens = Sequence[str] | None


def cell_symbol(e: Explanation) -> str:
    """The cell's name: q₂[1], q₂·k₅, out₂[3], softmax row 2, z₂ … (tokens from 1, features
    as the axis numbers them)."""
    i, j = e.row, e.col
    if e.stage in ("scores", "scaled", "masked"):
        return f"{e.stage}[{person(i)}, {person(j)}]"
    if e.stage == "weights":
        return f"a{token_sub2(i, j)}" if j is not None else f"softmax row {person(i)}"
    name = {"output": "out", "concat": "concat"}.get(e.stage, e.stage)
    return f"{name}{token_sub(i)}" + ("" if j is None else f"[{j}]")


def formula_text(e: Explanation) -> str:
    """The symbolic formula of this cell, then its value: 'q₂·k₅ = Σₜ q₂[t]·k₅[t] = 1.87'."""
    i, j = e.row, e.col
    if isinstance(e, InputExplanation):
        body = f"x{token_sub(i)}[{j}] = input feature {j} of token {person(i)}"
    elif isinstance(e, DotProductExplanation) and e.stage in ("q", "k", "v"):
        bias = f" + {symbol(e.bias_name)}[{j}]" if e.bias_name else ""
        body = f"{cell_symbol(e)} = x{token_sub(i)} · {symbol(e.right_name)}[:, {j}]{bias}"
    elif isinstance(e, DotProductExplanation):
        body = f"q{token_sub(i)}·k{token_sub(j)} = Σₜ q{token_sub(i)}[t]·k{token_sub(j)}[t]"
    elif isinstance(e, QuotientExplanation):
        body = f"q{token_sub(i)}·k{token_sub(j)} / " + e.divisor_name
    elif isinstance(e, MaskExplanation):
        cell = f"[{person(i)}, {person(j)}]"
        if e.blocked:
            return f"masked{cell} = −∞ (key {person(j)} is hidden from query {person(i)})"
        body = f"masked{cell} = scaled{cell}"
    elif isinstance(e, SoftmaxExplanation):
        # s: the row softmax is given (the masked stage, S / √d_k + M); X stays the embeddings
        row = token_sub(i)
        cell = (f"a{token_sub2(i, j)} = e^(s{token_sub2(i, j)} − max) / Σₖ e^(s{row},ₖ − max)"
                if j is not None else f"Σₖ a{row},ₖ")
        body = f"softmax row {person(i)}: {cell}"
    elif isinstance(e, WeightedSumExplanation):
        feature = "" if j is None else f"[{j}]"
        body = f"z{token_sub(i)}{feature} = Σₖ a{token_sub(i)},ₖ · vₖ{feature}"
    elif isinstance(e, OutputExplanation):
        bias = " + b^O" if e.bias is not None else ""
        body = f"out{token_sub(i)}[{j}] = Σₕ zₕ,{token_sub(i)} · W^O[rows of head h, {j}]{bias}"
    else:
        assert isinstance(e, ConcatExplanation)
        body = f"{cell_symbol(e)} = {_concat_source(e)}"
    return f"{body} = {number(e.value)}"


def _concat_source(e: ConcatExplanation) -> str:
    """'z₂[1] of head 2' (and why, when it is not simply that)."""
    source = f"z{token_sub(e.row)}[{e.feature}] of {head_label(e.source_head)}"
    if e.head_off:
        return f"0: {head_label(e.source_head)} is switched off (its z{token_sub(e.row)}" \
               f"[{e.feature}] " \
               f"= {number(e.z_value)} is left out)"
    if e.stage == "output":
        return source + (" (one head, no W^O: the output is z)" if e.n_heads == 1
                         else " (no W^O: the heads' z side by side)")
    return source


def _joined_terms(terms: Sequence[str], shown: int = SHOWN_TERMS) -> str:
    if len(terms) > shown:
        return " + ".join(terms[:shown]) + " + …"
    return " + ".join(terms)


def short_text(e: Explanation, tokens: Tokens = None) -> str:
    """One line for a tooltip: 'q₂·k₅ = 0.31·(−1.2) + … = 1.87'."""
    i, j, value = e.row, e.col, number(e.value)
    if isinstance(e, InputExplanation):
        return (f"x{token_sub(i)}[{j}] = {value}: input feature {j} of token {person(i)}"
                f"{token_note(i, tokens)}")
    if isinstance(e, DotProductExplanation):
        terms = [f"{factor(a)}·{factor(b)}" for a, b in zip(e.left, e.right, strict=True)]
        bias = "" if e.bias is None else f" + {factor(e.bias)}"
        name = f"q{token_sub(i)}·k{token_sub(j)}" if e.stage == "scores" else cell_symbol(e)
        return f"{name} = {_joined_terms(terms)}{bias} = {value}"
    if isinstance(e, QuotientExplanation):
        root = e.divisor_name if e.scaling_on else "1 (scaling off)"
        return f"{number(e.score)} / {root} = {number(e.score)}/{number(e.divisor)} = {value}"
    if isinstance(e, MaskExplanation):
        return f"{value}: {_mask_reason(e, tokens)}"
    if isinstance(e, SoftmaxExplanation):
        return f"softmax row {person(i)}: {_softmax_short(e)}"
    if isinstance(e, WeightedSumExplanation):
        if j is None:
            terms = [f"{factor(w)}·v{token_sub(k)}" for k, w in enumerate(e.weights)]
            row = ", ".join(number(z) for z in e.z_row[:SHOWN_TERMS])
            more = ", …" if len(e.z_row) > SHOWN_TERMS else ""
            return f"z{token_sub(i)} = {_joined_terms(terms)} = [{row}{more}]"
        terms = [f"{factor(w)}·{factor(v[j])}" for w, v in zip(e.weights, e.values, strict=True)]
        return f"z{token_sub(i)}[{j}] = {_joined_terms(terms)} = {value}"
    if isinstance(e, OutputExplanation):
        terms = [f"{head_label(h)}{' (off)' if h in e.heads_off else ''} {factor(c)}"
                 for h, c in enumerate(e.head_contributions)]
        bias = "" if e.bias is None else f" + b^O {factor(e.bias)}"
        return f"out{token_sub(i)}[{j}] = {_joined_terms(terms)}{bias} = {value}"
    assert isinstance(e, ConcatExplanation)
    return f"{cell_symbol(e)} = {value}: {_concat_source(e)}"


def _mask_reason(e: MaskExplanation, tokens: Tokens) -> str:
    key, query = f"key {person(e.col)}{token_note(e.col, tokens)}", f"query {person(e.row)}"
    query += token_note(e.row, tokens)
    if e.reason is None:
        return f"{key} is visible to {query}, so the scaled score passes through"
    if e.reason == CAUSAL:
        return f"{key} is after {query} (causal mask)"
    return f"the custom mask hides {key} from {query}"


def _softmax_short(e: SoftmaxExplanation) -> str:
    if e.fully_masked:
        return "every key is masked, so every weight is 0 (not NaN)"
    j = e.col
    if j is None:
        weights = ", ".join(number(w) for w in e.weights_row[:SHOWN_TERMS])
        more = ", …" if len(e.weights_row) > SHOWN_TERMS else ""
        return (f"max {number(e.row_max)}, Σ e^(s−max) = {number(e.row_sum)}, "
                f"weights {weights}{more} (sum {number(e.value)})")
    if not e.allowed[j]:
        return f"key {person(j)} is masked: e^(−∞) = 0, so a{token_sub2(e.row, j)} = 0"
    total = number(e.row_sum)  # Σₖ e^(sₖ − max), written as its value: never "Σ = 0"
    return (f"a{token_sub2(e.row, j)} = e^({number(e.inputs[j])} − {factor(e.row_max)}) / {total}"
            f" = {number(e.exps[j])} / {total} = {number(e.value)}")


def where_text(e: Explanation, tokens: Tokens = None) -> str:
    """'scores, head 1: row 3 “on”, column 5 “face”': which cell this is (tokens and heads
    counted from 1; a feature column as its axis label)."""
    head = "" if e.head is None else f", {head_label(e.head)}"
    where = f"row {person(e.row)}{token_note(e.row, tokens)}"
    if e.col is not None:
        if e.stage in ("scores", "scaled", "masked", "weights"):
            where += f", column {person(e.col)}{token_note(e.col, tokens)}"
        else:  # a feature column, numbered as the view's axis numbers it
            where += f", feature {e.col}"
    return f"{e.stage}{head}: {where}"


def long_text(e: Explanation, tokens: Tokens = None) -> str:
    """Every term, one per line, with more digits: for copying into notes."""
    lines = [where_text(e, tokens), formula_text(e)]
    lines += ["  " + line for line in long_lines(e, tokens)]
    lines.append(f"= {number(e.value, LONG_DIGITS)}")
    return "\n".join(lines)
