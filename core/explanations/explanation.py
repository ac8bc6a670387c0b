"""What an explanation holds: small frozen dataclasses whose parts add up to the cell's value.

Every explanation has ``stage``, ``head`` (None for ``x`` and ``output``, which have no head
axis), ``row`` (the query / token i), ``col`` (None for a whole-row request), ``value`` (the
trace's number) and ``recombine()``, which recomputes ``value`` from the parts alone.
Numbers are plain Python floats (float64); vectors are tuples of floats. Derived parts
(products, exps, ...) are computed once, on first use.

Each kind is defined, with its texts and feeding cells, in its own module of
core/explanations/kinds/ (see core/explanations/base.py); this module gathers them.
"""

from __future__ import annotations

from core.explanations.base import Explanation, Vector
from core.explanations.kinds.concat import ConcatExplanation
from core.explanations.kinds.dot_product import DotProductExplanation
from core.explanations.kinds.input import InputExplanation
from core.explanations.kinds.mask import CAUSAL, CUSTOM, MaskExplanation
from core.explanations.kinds.output import OutputExplanation
from core.explanations.kinds.quotient import QuotientExplanation
from core.explanations.kinds.rotation import RotationExplanation
from core.explanations.kinds.softmax import SoftmaxExplanation
from core.explanations.kinds.weighted_sum import WeightedSumExplanation

__all__ = [
    "CAUSAL", "CUSTOM", "ConcatExplanation", "DotProductExplanation", "Explanation",
    "InputExplanation", "MaskExplanation", "OutputExplanation", "QuotientExplanation",
    "RotationExplanation", "SoftmaxExplanation", "Vector", "WeightedSumExplanation",
]
