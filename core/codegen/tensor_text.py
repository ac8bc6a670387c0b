"""A matrix as ``torch.tensor([...])`` source text, for "Copy as torch.tensor(...)"."""

from __future__ import annotations

import math

import numpy as np

from core.codegen.literals import float_literal


def _number(value: float) -> str:
    if math.isnan(value):
        return "float('nan')"
    if math.isinf(value):
        return "float('-inf')" if value < 0 else "float('inf')"
    return float_literal(value)


def torch_tensor_text(values, dtype: str = "torch.float64") -> str:
    """``torch.tensor([[…], …], dtype=torch.float64)``: evaluates to exactly ``values``.

    values: 1-D or 2-D numbers (a masked −∞ becomes ``float('-inf')``). Rows go on their own
    lines so a pasted matrix reads as a matrix.
    """
    array = np.asarray(values, dtype=np.float64)
    if array.ndim == 1:
        return f"torch.tensor([{', '.join(_number(v) for v in array)}], dtype={dtype})"
    if array.ndim != 2:
        raise ValueError(f"a matrix or a vector is needed, got {array.ndim} dimensions")
    rows = [f"    [{', '.join(_number(v) for v in row)}]," for row in array]
    return "torch.tensor([\n" + "\n".join(rows) + f"\n], dtype={dtype})"


def additive_mask_text(allowed) -> str:
    """M as ``torch.tensor`` source: 0.0 where query i may see key j, float('-inf') where not.

    allowed: (n, n) bool. ``scaled + M`` is the masked stage, as in the formula.
    """
    allowed = np.asarray(allowed, dtype=bool)
    return torch_tensor_text(np.where(allowed, 0.0, -np.inf))  # (n, n)
