"""Explain any number of a trace: its parts, which add up to it, as data and as text.

    e = explain(trace, "scores", 2, 5)          # head=h with several heads
    e.value, e.recombine()                      # equal (within float rounding)
    e.short_text(tokens), long_text(e, tokens)  # a tooltip line; every term, one per line
    e.feeding_cells()                           # {"q": [(head, row, col), ...], "k": [...]}

No Qt here. The package is named for what it holds (explanations) and not ``explain``, so that
``from core import explain`` is always the function, whatever was imported first.
"""

from core.explanations.build import ROW_REQUEST_STAGES, explain
from core.explanations.explanation import (
    CAUSAL,
    CUSTOM,
    ConcatExplanation,
    DotProductExplanation,
    Explanation,
    InputExplanation,
    MaskExplanation,
    OutputExplanation,
    QuotientExplanation,
    RotationExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
)
from core.explanations.notation import number, symbol
from core.explanations.text import cell_symbol, long_text, where_text

__all__ = [
    "CAUSAL", "CUSTOM", "ROW_REQUEST_STAGES", "ConcatExplanation", "DotProductExplanation",
    "Explanation", "InputExplanation", "MaskExplanation", "OutputExplanation",
    "QuotientExplanation", "RotationExplanation", "SoftmaxExplanation",
    "WeightedSumExplanation", "cell_symbol", "explain", "long_text", "number", "symbol",
    "where_text",
]

