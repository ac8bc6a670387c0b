"""How a matrix cell writes its number, in every view and editor: 0.31, −1.20, 4.2e+04, −∞.

The typographic minus (U+2212) everywhere, so the matrix editor and the heatmaps read alike.
A low module: every room may import it; it imports nothing from gui.
"""

from __future__ import annotations

import math

MINUS = "−"                  # U+2212, the typographic minus
MASKED_SIGN = MINUS + "∞"


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
