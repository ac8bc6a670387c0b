"""Where a TokenAxis puts its labels, which cell a point along it is, and how a chip is drawn.

Cell i spans [i, i+1] in view coordinates; ``bounds`` is the axis's rectangle in its own
pixels, ``axis_range`` its (low, high) view range, ``along`` "x" (top axis) or "y" (left).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gui.palette import text_color_for
from gui.views.heatmap.label_fit import shown_indices


def label_positions(bounds: QRectF, axis_range, along: str, n_labels: int,
                    step: int) -> list[tuple[float, int]]:
    """[(position along the axis in local pixels, label index)] of every ``step``-th label."""
    low, high = axis_range
    if high == low or not n_labels:
        return []
    if along == "y":
        scale = -bounds.height() / (high - low)

        def position(value: float) -> float:
            return (value - low) * scale + bounds.height() + bounds.top()
    else:
        scale = bounds.width() / (high - low)

        def position(value: float) -> float:
            return (value - low) * scale + bounds.left()
    first, last = sorted((low, high))
    return [(position(index + 0.5), index) for index in shown_indices(n_labels, first, last, step)]


def index_at(bounds: QRectF, axis_range, along: str, local: float) -> int:
    """Cell index at a local coordinate along the axis (inverts label_positions)."""
    low, high = axis_range
    if high == low:
        return -1
    if along == "y":
        value = (local - bounds.top() - bounds.height()) / (-bounds.height() / (high - low))
    else:
        value = (local - bounds.left()) / (bounds.width() / (high - low))
    return math.floor(value + low)


def draw_chip(p: QPainter, chip: QRectF, text: str, color: QColor | None, plain_pen) -> None:
    """A token label: on a rounded chip of its colour, or plain text (``plain_pen``)."""
    align = int(Qt.AlignmentFlag.AlignCenter)
    if color is None:
        p.setPen(plain_pen)
        p.drawText(chip, align, text)
        return
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(chip, 3.0, 3.0)
    p.setPen(QPen(text_color_for(color)))
    p.drawText(chip, align, text)
