"""A set of arrows in a pyqtgraph plot: one item paints them all (fast at n = 512).

Each arrow runs from a start (the origin unless given) to an end, in data coordinates; pens,
heads and labels are drawn in pixels so they keep their size when the plot zooms, and the
aspect-locked view keeps angles true. ``ends()`` reads back what is drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

HEAD_PX = 7.0          # arrow head length at width 1
LABEL_GAP_PX = 4.0
FADED_ALPHA = 70       # arrows not lit while something is lit
OUTLINE = QColor("#202020")


@dataclass(frozen=True)
class ArrowStyle:
    color: QColor
    width: float = 1.5        # pixels
    dashed: bool = False
    label: str = ""
    lit: bool = False
    faded: bool = False


class ArrowSet(pg.GraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self._starts = np.zeros((0, 2))   # (m, 2)
        self._ends = np.zeros((0, 2))     # (m, 2)
        self._styles: tuple[ArrowStyle, ...] = ()
        self._show_labels = True
        self._rect = QRectF()

    # ----- data -----------------------------------------------------------------------------
    def set_arrows(self, ends: np.ndarray, styles, starts: np.ndarray | None = None,
                   *, show_labels: bool = True) -> None:
        """Arrows to ``ends`` (m, 2) from ``starts`` (m, 2; default the origin)."""
        ends = np.asarray(ends, dtype=np.float64).reshape(-1, 2)
        starts = np.zeros_like(ends) if starts is None else \
            np.asarray(starts, dtype=np.float64).reshape(-1, 2)
        styles = tuple(styles)
        if not (len(ends) == len(starts) == len(styles)):
            raise ValueError("ends, starts and styles must have one entry per arrow")
        self.prepareGeometryChange()
        self._starts, self._ends, self._styles = starts, ends, styles
        self._show_labels = show_labels
        self._rect = _bounds(starts, ends)
        self.update()

    def ends(self) -> np.ndarray:
        return self._ends.copy()

    def starts(self) -> np.ndarray:
        return self._starts.copy()

    def styles(self) -> tuple[ArrowStyle, ...]:
        return self._styles

    # ----- QGraphicsItem ----------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._rect

    def dataBounds(self, ax: int, frac: float = 1.0, orthoRange=None):  # noqa: N802, N803
        rect = self._rect
        if rect.isNull():
            return None
        return (rect.left(), rect.right()) if ax == 0 else (rect.top(), rect.bottom())

    def paint(self, painter: QPainter, *args) -> None:
        if not len(self._ends):
            return
        transform = painter.transform()
        painter.save()
        painter.resetTransform()          # pens, heads and labels in pixels
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        order = sorted(range(len(self._styles)), key=lambda a: self._styles[a].lit)  # lit on top
        for index in order:
            start, end = self._starts[index], self._ends[index]
            if not (np.isfinite(start).all() and np.isfinite(end).all()):
                continue
            style = self._styles[index]
            a = transform.map(QPointF(float(start[0]), float(start[1])))
            b = transform.map(QPointF(float(end[0]), float(end[1])))
            _draw_arrow(painter, a, b, style)
            if style.label and (self._show_labels or style.lit):
                _draw_label(painter, a, b, style)
        painter.restore()


def _bounds(starts: np.ndarray, ends: np.ndarray) -> QRectF:
    points = np.vstack([starts, ends, np.zeros((1, 2))])
    points = points[np.isfinite(points).all(axis=1)]
    low, high = points.min(axis=0), points.max(axis=0)
    span = np.maximum(high - low, 1e-9)
    low, high = low - 0.12 * span, high + 0.12 * span   # room for heads and labels
    return QRectF(float(low[0]), float(low[1]), float(high[0] - low[0]), float(high[1] - low[1]))


def _draw_arrow(painter: QPainter, a: QPointF, b: QPointF, style: ArrowStyle) -> None:
    color = QColor(style.color)
    if style.faded:
        color.setAlpha(FADED_ALPHA)
    width = style.width + (1.5 if style.lit else 0.0)
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if style.lit:                       # a dark outline under a lit arrow
        painter.setPen(QPen(OUTLINE, width + 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
    pen = QPen(color, width, Qt.PenStyle.DashLine if style.dashed else Qt.PenStyle.SolidLine,
               Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(a, b)
    if length < 1.0:                    # a zero vector: a dot at the origin
        painter.setBrush(color)
        painter.drawEllipse(a, 2.5, 2.5)
        return
    head = min(HEAD_PX + 1.5 * width, 0.6 * length)
    ux, uy = dx / length, dy / length
    base = QPointF(b.x() - ux * head, b.y() - uy * head)
    side = QPointF(-uy * head * 0.45, ux * head * 0.45)
    painter.setPen(QPen(OUTLINE if style.lit else color, 1.0))
    painter.setBrush(color)
    painter.drawPolygon(QPolygonF([b, base + side, base - side]))


def _draw_label(painter: QPainter, a: QPointF, b: QPointF, style: ArrowStyle) -> None:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    metrics = painter.fontMetrics()
    text_w, text_h = metrics.horizontalAdvance(style.label), metrics.height()
    x = b.x() + dx / length * LABEL_GAP_PX + (0 if dx >= 0 else -text_w)
    y = b.y() + dy / length * LABEL_GAP_PX + (text_h * 0.75 if dy >= 0 else -text_h * 0.1)
    font = painter.font()
    font.setBold(style.lit)
    painter.setFont(font)
    color = QColor(style.color).darker(150)
    if style.faded:
        color.setAlpha(FADED_ALPHA + 40)
    painter.setPen(color)
    painter.drawText(QPointF(x, y), style.label)
