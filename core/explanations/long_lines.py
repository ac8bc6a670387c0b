"""The term-by-term lines of ``long_text``: one line per term, six significant digits."""

from __future__ import annotations

from collections.abc import Sequence

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


def _n(value: float) -> str:
    return number(value, LONG_DIGITS)


def _f(value: float) -> str:
    return factor(value, LONG_DIGITS)


def long_lines(e: Explanation, tokens: Sequence[str] | None) -> list[str]:
    i, j = e.row, e.col
    if isinstance(e, InputExplanation):
        return [f"input feature {j} of token {person(i)}{token_note(i, tokens)}: its embedding, "
                "plus the position term when positions are on"]
    if isinstance(e, DotProductExplanation):
        return _dot_lines(e)
    if isinstance(e, QuotientExplanation):
        how = f"{e.divisor_name} = {_n(e.divisor)}" if e.scaling_on else "1 (scaling is off)"
        return [f"score q{token_sub(i)}·k{token_sub(j)} = {_n(e.score)}", f"divisor = {how}",
                f"{_n(e.score)} / {_n(e.divisor)}"]
    if isinstance(e, MaskExplanation):
        return _mask_lines(e, tokens)
    if isinstance(e, SoftmaxExplanation):
        return _softmax_lines(e, tokens)
    if isinstance(e, WeightedSumExplanation):
        return _weighted_sum_lines(e, tokens)
    if isinstance(e, OutputExplanation):
        return _output_lines(e)
    assert isinstance(e, ConcatExplanation)
    return _concat_lines(e)


def _output_lines(e: OutputExplanation) -> list[str]:
    """Per head: its z row times W^O's rows h·d_head … h·d_head + d_head − 1 of column c."""
    lines = []
    for part, contribution in zip(e.heads, e.head_contributions, strict=True):
        first, last = part.right_first_row, part.right_first_row + len(part.right) - 1
        off = " (switched off: its z is left out, zeros)" if part.head in e.heads_off else ""
        lines.append(f"{head_label(part.head)}{off}: z{token_sub(e.row)} · W^O rows "
                     f"{first}..{last}, column {e.col} = {_n(contribution)}")
        lines += ["  " + line for line in _dot_lines(part)[:-1]]
    if e.bias is not None:
        lines.append(f"+ b^O[{e.col}] = {_n(e.bias)}")
    return lines


def _concat_lines(e: ConcatExplanation) -> list[str]:
    i, j, head = e.row, e.col, head_label(e.source_head)
    if e.stage == "output":
        why = ("one head and no W^O: the output is z itself" if e.n_heads == 1 else
               "no W^O: the output is the heads' z side by side")
    else:
        why = "concat lays the heads' z side by side, d_head columns per head"
    lines = [f"{why}, so column {j} is {head}'s feature {e.feature}",
             f"z{token_sub(i)}[{e.feature}] of {head} = {_n(e.z_value)}"]
    if e.head_off:
        lines.append(f"{head} is switched off: its block is zeros")
    return lines


def _dot_lines(e: DotProductExplanation) -> list[str]:
    left, right, k = e.left_name, symbol(e.right_name), e.index_name
    lines = []
    for index, (a, b) in enumerate(zip(e.left, e.right, strict=True)):
        if e.stage == "scores":
            names = f"q{token_sub(e.row)}[{index}]·k{token_sub(e.col)}[{index}]"
        else:
            row = index + e.right_first_row  # W^O: head h's rows start at h·d_head
            names = f"{left}{token_sub(e.row)}[{index}]·{right}[{row}, {e.col}]"
        lines.append(f"{k}={index}: {names} = {_f(a)}·{_f(b)} = {_n(a * b)}")
    if e.bias is not None:
        lines.append(f"+ {symbol(e.bias_name or 'b')}[{e.col}] = {_n(e.bias)}")
    lines.append(f"sum = {_n(e.recombine())}")
    return lines


def _mask_lines(e: MaskExplanation, tokens) -> list[str]:
    i, j = e.row, e.col
    key = f"key {person(j)}{token_note(j, tokens)}"
    query = f"query {person(i)}{token_note(i, tokens)}"
    cell = f"scaled[{person(i)}, {person(j)}]"
    if e.reason is None:
        return [f"{key} is visible to {query}", f"{cell} = {_n(e.scaled)} passes through"]
    why = (f"{key} comes after {query}: the causal mask hides the future" if e.reason == CAUSAL
           else f"the custom mask hides {key} from {query}")
    return [why, f"{cell} = {_n(e.scaled)} is replaced by −∞ (softmax gives it 0)",
            f"why −∞ and not a large negative number: only e^(−∞) is exactly 0; with M = −c "
            f"the key keeps e^({_f(e.scaled)} − c) in the row's sum (Lesson › Mask › Why −∞?)"]


def _softmax_lines(e: SoftmaxExplanation, tokens) -> list[str]:
    if e.fully_masked:
        return [f"every key is masked for query {person(e.row)}: there is nothing to attend to",
                "the weights are defined as 0 (a plain softmax would give NaN)"]
    row = token_sub(e.row)
    lines = [f"s{row} = row {person(e.row)} of the masked stage (S / √d_k + M): softmax's input",
             f"row max (visible keys) = {_n(e.row_max)}"]
    for key, (s, ok, ex) in enumerate(zip(e.inputs, e.allowed, e.exps, strict=True)):
        label = f"key {person(key)}{token_note(key, tokens)}"
        if not ok:
            lines.append(f"{label}: masked, e^(−∞) = 0")
        else:
            lines.append(f"{label}: e^(s{token_sub2(e.row, key)} − max) = e^({_n(s)} − "
                         f"{_f(e.row_max)}) = {_n(ex)}")
    lines.append(f"Σₖ e^(s{row},ₖ − max) = {_n(e.row_sum)}")
    for key, (ex, w) in enumerate(zip(e.exps, e.quotients, strict=True)):
        lines.append(f"a{token_sub2(e.row, key)} = {_n(ex)} / {_n(e.row_sum)} = {_n(w)}")
    return lines


def _weighted_sum_lines(e: WeightedSumExplanation, tokens) -> list[str]:
    features = range(len(e.z_row)) if e.col is None else (e.col,)
    lines = []
    for t in features:
        if e.col is None:
            lines.append(f"feature {t}:")
        for key, (w, v) in enumerate(zip(e.weights, e.values, strict=True)):
            lines.append(f"key {person(key)}{token_note(key, tokens)}: a{token_sub2(e.row, key)}·"
                         f"v{token_sub(key)}[{t}] = {_f(w)}·{_f(v[t])} = {_n(w * v[t])}")
        lines.append(f"z{token_sub(e.row)}[{t}] = {_n(e.z_row[t])}")
    return lines
