"""A set of arrows in a pyqtgraph plot: one item paints them all (fast at n = 512).

Each arrow runs from a start (the origin unless given) to an end, in data coordinates; pens,
heads and labels are drawn in pixels so they keep their size when the plot zooms, and the
aspect-locked view keeps angles true. Labels never cover one another: one with no free place
near its tip is left out (the lit one never is); a place clear of every arrow is taken where
there is one, else the label lies on a pale patch (label_clearance.py). ``ends()`` and
``label_rects`` read back what is drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF

from gui.views.label_clearance import LABEL_PATCH, crossed

HEAD_PX = 7.0          # arrow head length at width 1
LABEL_GAP_PX = 4.0
FADED_ALPHA = 70       # arrows not lit while something is lit
OUTLINE = QColor("#202020")
SHARED_LABEL_LIMIT = 128   # arrows; beyond, coinciding ones are not looked for
SMOOTH_LIMIT = 256     # arrows; more are drawn without antialiasing (half the paint time)


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
        self._order: list[int] = []
        self._tools: list[_Tools] = []
        self.label_rects: dict[int, QRectF] = {}   # arrow -> its label, as last painted

    # ----- data -----------------------------------------------------------------------------
    def set_arrows(self, ends: np.ndarray, styles, starts: np.ndarray | None = None,
                   *, show_labels: bool = True) -> None:
        """Arrows to ``ends`` (m, 2) from ``starts`` (m, 2; default the origin)."""
        ends = np.asarray(ends, dtype=np.float64).reshape(-1, 2)
        starts = np.zeros_like(ends) if starts is None else \
            np.asarray(starts, dtype=np.float64).reshape(-1, 2)
        if not isinstance(styles, tuple):
            styles = tuple(styles)
        if not (len(ends) == len(starts) == len(styles)):
            raise ValueError("ends, starts and styles must have one entry per arrow")
        self.prepareGeometryChange()
        if styles is not self._styles:        # the same styles (a scrub): nothing to rebuild
            self._order = sorted(range(len(styles)), key=lambda a: styles[a].lit)  # lit on top
            self._tools = [_tools(style) for style in styles]    # pens and brushes, cached
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
    def boundingRect(self) -> QRectF:
        return self._rect

    def dataBounds(self, ax: int, frac: float = 1.0, orthoRange=None):
        rect = self._rect
        if rect.isNull():
            return None
        return (rect.left(), rect.right()) if ax == 0 else (rect.top(), rect.bottom())

    def paint(self, painter: QPainter, *args) -> None:
        if not len(self._ends):
            return
        t = painter.transform()                          # data -> device, affine
        matrix = np.array([[t.m11(), t.m12()], [t.m21(), t.m22()]])
        offset = np.array([t.dx(), t.dy()])
        a_px, b_px = _mapped(self._starts, matrix, offset), _mapped(self._ends, matrix, offset)
        finite = np.isfinite(a_px).all(axis=1) & np.isfinite(b_px).all(axis=1)
        heads = _heads(a_px, b_px, np.array([tools.width for tools in self._tools]))
        painter.save()
        painter.resetTransform()          # pens, heads and labels in pixels
        room = painter.clipBoundingRect() if painter.hasClipping() else QRectF()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, len(self._ends) <= SMOOTH_LIMIT)
        labelled = []
        for index in self._order:
            if not finite[index]:
                continue
            tools, style = self._tools[index], self._styles[index]
            a, b = QPointF(*a_px[index]), QPointF(*b_px[index])
            if tools.outline is not None:
                painter.setPen(tools.outline)
                painter.drawLine(a, b)
            painter.setPen(tools.line)
            painter.drawLine(a, b)
            painter.setPen(tools.head_pen)
            painter.setBrush(tools.brush)
            head = heads[index]
            if head is None:                             # a zero vector: a dot
                painter.drawEllipse(a, 2.5, 2.5)
            else:
                painter.drawPolygon(QPolygonF([QPointF(*point) for point in head]))
            if style.label and (self._show_labels or style.lit):
                labelled.append((index, a, b))
        segments = np.hstack([a_px, b_px])[finite]          # (k, 4) every arrow, in pixels
        self.label_rects = _draw_labels(painter, labelled, self._styles, self._tools, room,
                                        segments)
        painter.restore()


@dataclass(frozen=True)
class _Tools:
    line: QPen
    outline: QPen | None
    head_pen: QPen
    brush: QColor
    label: QColor
    width: float


_TOOLS_CACHE: dict[tuple, _Tools] = {}
_TOOLS_CACHE_SIZE = 4096


def _tools(style: ArrowStyle) -> _Tools:
    """The pens of a style, made once (1,024 arrows made fresh took ~70 ms per redraw)."""
    key = (style.color.rgba(), round(style.width * 4) / 4, style.dashed, style.lit,
           style.faded)
    tools = _TOOLS_CACHE.get(key)
    if tools is None:
        if len(_TOOLS_CACHE) >= _TOOLS_CACHE_SIZE:
            _TOOLS_CACHE.clear()
        tools = _TOOLS_CACHE[key] = _made_tools(style, key[1])
    return tools


def _made_tools(style: ArrowStyle, width: float) -> _Tools:
    color = QColor(style.color)
    if style.faded:
        color.setAlpha(FADED_ALPHA)
    width = width + (1.5 if style.lit else 0.0)
    line = QPen(color, width, Qt.PenStyle.DashLine if style.dashed else Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap)
    outline = QPen(OUTLINE, width + 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap) \
        if style.lit else None
    label = QColor(style.color).darker(150)
    if style.faded:
        label.setAlpha(FADED_ALPHA + 40)
    return _Tools(line, outline, QPen(OUTLINE if style.lit else color, 1.0), color, label, width)


def _mapped(points: np.ndarray, matrix: np.ndarray, offset: np.ndarray) -> np.ndarray:
    """(m, 2) data points -> pixels: p M + offset, written out (no BLAS threads for 2 × 2)."""
    return points[:, :1] * matrix[0] + points[:, 1:] * matrix[1] + offset


def _heads(a: np.ndarray, b: np.ndarray, widths: np.ndarray) -> list:
    """Each arrow's head triangle (3, 2) in pixels, or None for an arrow under a pixel long."""
    delta = b - a                                         # (m, 2)
    length = np.hypot(delta[:, 0], delta[:, 1])
    safe = np.where(length < 1.0, 1.0, length)
    unit = delta / safe[:, None]
    size = np.minimum(HEAD_PX + 1.5 * widths, 0.6 * length)[:, None]
    base = b - unit * size
    side = np.column_stack([-unit[:, 1], unit[:, 0]]) * size * 0.45
    triangles = np.stack([b, base + side, base - side], axis=1)   # (m, 3, 2)
    return [None if short else triangle for short, triangle in zip(length < 1.0, triangles,
                                                                       strict=True)]


def _bounds(starts: np.ndarray, ends: np.ndarray) -> QRectF:
    points = np.vstack([starts, ends, np.zeros((1, 2))])
    points = points[np.isfinite(points).all(axis=1)]
    low, high = points.min(axis=0), points.max(axis=0)
    span = np.maximum(high - low, 1e-9)
    low, high = low - 0.16 * span, high + 0.16 * span   # room for heads and labels
    return QRectF(float(low[0]), float(low[1]), float(high[0] - low[0]), float(high[1] - low[1]))


def _draw_labels(painter: QPainter, labelled: list, styles, tools, room: QRectF,
                 segments: np.ndarray) -> dict:
    """Each label beside its arrow's tip, none over another: the lit ones first, then from
    the top of the drawing down; a label with no free place among LABEL_TRIES is left out
    (a lit one never is). A place no arrow of ``segments`` ((k, 4) pixels) crosses is taken
    first; a label over an arrow lies on a pale patch. Returns arrow -> the label's
    rectangle."""
    placed: dict[int, QRectF] = {}
    for index, a, b in sorted(reversed(labelled), key=lambda item: not styles[item[0]].lit):
        style = styles[index]
        rect = _free_label_rect(painter, a, b, style, room, placed.values(), segments)
        if rect is None:
            continue
        if crossed(rect, segments):
            painter.fillRect(rect, LABEL_PATCH)
        if painter.font().bold() != style.lit:
            font = painter.font()
            font.setBold(style.lit)
            painter.setFont(font)
        painter.setPen(tools[index].label)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.label)
        placed[index] = rect
    return placed


# Where a label may go, in order: beyond the tip, a line or two above (−) or below (+) it, then
# on the near side of the tip (over the arrow's own end), a line above or below.
LABEL_TRIES = tuple((side, shift) for side in ("beyond", "near") for shift in (0, -1, 1, -2, 2))
# ... and, for a place clear of every arrow, up to three lines away
CLEAR_TRIES = LABEL_TRIES + tuple((side, shift) for side in ("beyond", "near")
                                  for shift in (-3, 3))


def _free_label_rect(painter: QPainter, a: QPointF, b: QPointF, style: ArrowStyle,
                     room: QRectF, taken, segments: np.ndarray) -> QRectF | None:
    """Where the label goes beyond the tip, kept inside ``room`` (the plot's visible area),
    moved a line up or down or to the tip's near side when another label is there, or an
    arrow crosses it (then the first place with no label); None when every place is taken."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    font = painter.font()
    font.setBold(style.lit)
    metrics = QFontMetricsF(font)
    text_w, text_h = metrics.horizontalAdvance(style.label), metrics.height()
    beyond = b.x() + dx / length * LABEL_GAP_PX + (0 if dx >= 0 else -text_w)
    near = b.x() - dx / length * LABEL_GAP_PX - (text_w if dx >= 0 else 0)
    y = b.y() + dy / length * LABEL_GAP_PX + (text_h * 0.75 if dy >= 0 else -text_h * 0.1)
    taken = list(taken)
    first = None
    free = []                                            # places no other label takes
    for side, shift in CLEAR_TRIES:
        top = y - text_h * 0.8 + shift * text_h          # the text's box, its baseline at y
        left = beyond if side == "beyond" else near
        if not room.isEmpty():
            left = min(max(left, room.left() + 2), max(room.left() + 2,
                                                       room.right() - text_w - 2))
            top = min(max(top, room.top() + 2), room.bottom() - text_h - 2)
        rect = QRectF(left, top, text_w, text_h)
        first = first or rect
        if not any(rect.intersects(other) for other in taken):
            if not crossed(rect, segments):
                return rect
            if (side, shift) in LABEL_TRIES:     # over an arrow: only as near as before
                free.append(rect)
    return free[0] if free else (first if style.lit else None)


def shared_labels(letter: str, points: np.ndarray, tokens: tuple[str, ...],
                  lit: int | None = None) -> list[str]:
    """"q3 dog" per arrow, numbered from 1 as tokens are everywhere on screen (the token
    alone without a letter); arrows that end at the same point (a word said twice) share one
    label, "q1 = q9 the", on the lit one or else the last drawn (on top): none hides unnamed."""
    labels = [f"{letter}{i + 1} {tokens[i]}" if letter else tokens[i] for i in range(len(points))]
    if len(points) > SHARED_LABEL_LIMIT:
        return labels
    groups: dict[tuple, list[int]] = {}
    for i, point in enumerate(points):
        groups.setdefault(tuple(np.round(point, 9)), []).append(i)
    for members in groups.values():
        if len(members) > 1:
            names = " = ".join(f"{letter}{i + 1}" for i in members) if letter else ""
            words = sorted({tokens[i] for i in members}, key=tokens.index)
            for i in members:
                labels[i] = ""
            labels[lit if lit in members else members[-1]] = \
                f"{names} {' / '.join(words)}".strip()
    return labels
