"""Which label boxes an arrow crosses: a label is placed clear of the drawing's arrows where a
place is free (the rotary tab's labels lay over its arrows, unreadable), and drawn on a pale
patch where none is.

Segments and boxes are in pixels. ``crossed(rect, segments)`` clips every segment against the
box at once (Liang–Barsky, vectorised over the (k, 4) array of segments).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

LABEL_PATCH = QColor(255, 255, 255, 200)   # under a label: the arrows beneath it recede


def crossed(rect: QRectF, segments: np.ndarray) -> bool:
    """Whether any of ``segments`` ((k, 4): x0, y0, x1, y1 in pixels) enters ``rect``."""
    if not len(segments):
        return False
    x0, y0, x1, y1 = segments.T
    dx, dy = x1 - x0, y1 - y0
    low = np.zeros(len(segments))
    high = np.ones(len(segments))
    inside = np.ones(len(segments), dtype=bool)
    for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0),
                 (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
        parallel = p == 0
        inside &= ~(parallel & (q < 0))          # parallel to this edge and outside it
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.where(parallel, 0.0, q / np.where(parallel, 1.0, p))
        entering = (p < 0) & ~parallel
        leaving = (p > 0) & ~parallel
        low = np.where(entering, np.maximum(low, t), low)
        high = np.where(leaving, np.minimum(high, t), high)
    return bool(np.any(inside & (low <= high)))
