"""Explain any number of a trace: its parts, which add up to it, as data and as text.

    e = explain(trace, "scores", 2, 5)          # head=h with several heads
    e.value, e.recombine()                      # equal (within float rounding)
    short_text(e), long_text(e, tokens)         # a tooltip line; every term, one per line
    feeding_cells(e)                            # {"q": [(head, row, col), ...], "k": [...]}

No Qt here.
"""

import sys
import types

from core.explain.build import ROW_REQUEST_STAGES, explain
from core.explain.feeding import feeding_cells
from core.explain.model import (
    CAUSAL,
    CUSTOM,
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
from core.explain.numbers import number, symbol
from core.explain.text import cell_symbol, formula_text, long_text, short_text, where_text

__all__ = [
    "CAUSAL", "CUSTOM", "ROW_REQUEST_STAGES", "ConcatExplanation", "DotProductExplanation",
    "Explanation", "InputExplanation", "MaskExplanation", "OutputExplanation",
    "QuotientExplanation", "SoftmaxExplanation", "WeightedSumExplanation", "cell_symbol",
    "explain", "feeding_cells", "formula_text", "long_text", "number", "short_text", "symbol",
    "where_text",
]


class _CallablePackage(types.ModuleType):
    """``from core import explain`` has always meant the function. core/__init__.py now loads
    its names lazily (so light modules import without torch), and once this package has been
    imported, ``core.explain`` is the package: calling it calls the function, so both spellings
    explain a cell."""

    def __call__(self, *args, **kwargs) -> Explanation:
        return explain(*args, **kwargs)


sys.modules[__name__].__class__ = _CallablePackage
