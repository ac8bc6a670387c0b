"""Cell colours for the matrix editor: the views' diverging map (palette), centred on 0.

Colour is precomputed per matrix as a small index array, so ``data()`` stays a lookup.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor

from gui.palette import DARK_TEXT, LIGHT_TEXT, diverging_map, prefers_dark_text

LUT_SIZE = 129


def _lut() -> list[QColor]:
    table = diverging_map().getLookupTable(0.0, 1.0, LUT_SIZE, alpha=False)  # (LUT_SIZE, 3)
    return [QColor(int(r), int(g), int(b)) for r, g, b in table]


DIVERGING_LUT: list[QColor] = _lut()
# Dark text on light cells, light text on the saturated ends: the heatmaps' (WCAG) rule.
TEXT_ON: list[QColor] = [
    QColor(DARK_TEXT if dark else LIGHT_TEXT)
    for dark in prefers_dark_text(np.array([c.getRgb()[:3] for c in DIVERGING_LUT]))
]


def color_indices(values: np.ndarray) -> np.ndarray:
    """(rows, cols) float -> (rows, cols) int index into DIVERGING_LUT, symmetric around 0."""
    limit = float(np.abs(values).max()) if values.size else 0.0
    if limit == 0.0:
        return np.full(values.shape, LUT_SIZE // 2, dtype=np.int32)
    scaled = (values / limit + 1.0) * 0.5 * (LUT_SIZE - 1)
    return np.clip(np.rint(scaled), 0, LUT_SIZE - 1).astype(np.int32)
