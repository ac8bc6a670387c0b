"""How QKV Lab writes a number, everywhere: the one formatter (Qt-free, torch-free).

- ``format_cell_value``: a matrix cell in every view and editor (0.31, −1.20, 4.2e+04, −∞);
- ``number`` and ``factor``: explanations (significant digits; a factor's negatives in
  parentheses);
- ``format_number``: exported files (shortest round-trip form, or fixed decimals; ``-inf``).

The typographic minus (U+2212) on screen, so the matrix editor, the heatmaps and the
explanations read alike; ASCII in files, so NumPy, pandas and spreadsheets read them back.
A bottom module: every room of core and gui may import it; it imports only numpy.
"""

from __future__ import annotations

import math

import numpy as np

MINUS = "−"                  # U+2212, the typographic minus
MASKED_SIGN = MINUS + "∞"
SHORT_DIGITS = 3   # significant digits in tooltips
LONG_DIGITS = 6    # significant digits in the copyable text


def format_cell_value(value: float) -> str:
    """A cell's text: 0.31, −1.20, 123.5, 4.2e+04, −∞; "" for NaN (a blank cell)."""
    if math.isnan(value):
        return ""
    if math.isinf(value):
        return MASKED_SIGN if value < 0 else "∞"
    magnitude = abs(value)
    if magnitude < 100:
        text = f"{magnitude:.2f}"
    elif magnitude < 1000:
        text = f"{magnitude:.1f}"
    elif magnitude < 100000:
        text = f"{magnitude:.0f}"
    else:
        text = f"{magnitude:.1e}"
    if value < 0 and text.strip("0.e+") != "":
        text = MINUS + text
    return text


def number(value: float, digits: int = SHORT_DIGITS) -> str:
    """0.31, −1.2, 1.87e+03, −∞: significant digits, a real minus sign."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "∞" if value > 0 else MASKED_SIGN
    text = f"{value:.{digits}g}"
    if text in ("-0", "-0.0"):
        text = "0"
    return text.replace("-", MINUS)


def factor(value: float, digits: int = SHORT_DIGITS) -> str:
    """A number as a factor in a product: negatives in parentheses, (−1.2)."""
    text = number(value, digits)
    return f"({text})" if text.startswith(MINUS) else text


def format_number(value: float, precision: int | None = None, *, float32: bool = False) -> str:
    """A finite float as text for a file (never ``-0.000``); ``inf`` and ``-inf`` as words.
    With ``float32`` (and no precision) the shortest text that reads back as the same
    float32; with no precision otherwise ``repr``, which reads back bit-for-bit."""
    if float32 and precision is None and math.isfinite(value):
        return str(np.float32(value) + np.float32(0.0))  # numpy's shortest round-trip form
    value = float(value)
    if math.isnan(value):
        raise ValueError("a matrix to export holds NaN")
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if precision is None:
        return repr(value + 0.0)  # + 0.0 turns -0.0 into 0.0
    text = f"{value:.{precision}f}"
    if float(text) == 0.0:
        text = f"{0.0:.{precision}f}"
    return text
