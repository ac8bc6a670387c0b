"""The mask M drawn as a grid a learner can paint: 0 where a key is visible, −∞ where hidden.

A press on a cell starts a stroke: it hides the key when the session's own mask shows it, and
shows it when hidden; dragging applies the same to every cell crossed. The widget computes
nothing: it emits ``stroked`` with the cells and the binding turns them into one undo step.
Cells the causal toggle hides (while the own mask allows them) are hatched the other way.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from gui.palette import FOREGROUND, MASKED_FILL, MASKED_HATCH, MASKED_TEXT

from .mask_grid import (
    CAUSAL,
    OWN,
    VISIBLE,
    GridGeometry,
    cell_states,
    cells_between,
    fit_grid,
    state_runs,
)
from .mask_labels import fitting_note, label_font, mask_labels, note_box, thinned_notes

CAUSAL_FILL = QColor("#eeeeee")
CAUSAL_HATCH = QColor("#a8a8a8")
WARNING = QColor("#b00020")
GRID_LINE = QColor("#c8c8c8")
MIN_TEXT_CELL_PX = 15.0
MIN_HATCH_CELL_PX = 6.0
translate = QCoreApplication.translate
# fill of each state (VISIBLE, OWN, CAUSAL) as 0xAARRGGBB
_FILLS = np.array([QColor("#ffffff").rgb(), MASKED_FILL.rgb(), CAUSAL_FILL.rgb()],
                  dtype=np.uint32)
_strokes = itertools.count(1)


class MaskGrid(QWidget):
    """Paints M and turns mouse strokes into ``stroked(cells, visible, stroke_id)``."""

    stroked = Signal(object, bool, int)   # [(query, key), ...], new visibility, stroke id
    stroke_finished = Signal(int)         # stroke id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own = np.ones((0, 0), dtype=bool)            # (n, n) the session's own mask
        self._states = np.zeros((0, 0), dtype=np.int8)     # (n, n) VISIBLE / OWN / CAUSAL
        self._tokens: tuple[str, ...] = ()
        self._stroke: tuple[int, bool] | None = None       # (id, visibility) while dragging
        self._last: tuple[int, int] | None = None
        self._done: set[tuple[int, int]] = set()
        self._image_cache: tuple[QImage, np.ndarray] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(120, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(translate("MaskEditor", "M: click or drag to hide (−∞) or show (0) keys"))

    # ----- state from the session ----------------------------------------------------------
    def set_state(self, own: np.ndarray | None, causal: bool, tokens: Sequence[str]) -> None:
        n = len(tokens)
        self._own = np.ones((n, n), dtype=bool) if own is None else np.asarray(own, dtype=bool)
        self._states = cell_states(self._own, causal)
        self._tokens = tuple(tokens)
        self._image_cache = None
        self.update()

    def states(self) -> np.ndarray:
        """(n, n) VISIBLE / OWN / CAUSAL as drawn."""
        return self._states

    def geometry_now(self) -> GridGeometry:
        return fit_grid(self.width(), self.height(), len(self._tokens), self._label_space())

    def cell_center(self, row: int, col: int) -> QPointF:
        x, y, w, h = self.geometry_now().cell_rect(row, col)
        return QPointF(x + w / 2, y + h / 2)

    def sizeHint(self) -> QSize:
        return QSize(260, 260)

    # ----- strokes -------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.geometry_now().cell_at(event.position().x(), event.position().y())
        if event.button() != Qt.MouseButton.LeftButton or cell is None:
            return super().mousePressEvent(event)
        self._stroke = (next(_strokes), not bool(self._own[cell]))
        self._last, self._done = cell, set()
        self._extend([cell])

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.geometry_now().cell_at(event.position().x(), event.position().y())
        if self._stroke is None or cell is None or cell == self._last:
            return
        self._extend(cells_between(self._last, cell))
        self._last = cell

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._stroke is not None and event.button() == Qt.MouseButton.LeftButton:
            stroke_id = self._stroke[0]
            self._stroke, self._last = None, None
            self.stroke_finished.emit(stroke_id)

    def _extend(self, cells: list[tuple[int, int]]) -> None:
        fresh = [c for c in cells if c not in self._done]
        if fresh and self._stroke is not None:
            self._done.update(fresh)
            self.stroked.emit(fresh, self._stroke[1], self._stroke[0])

    # ----- painting ------------------------------------------------------------------------
    def _label_space(self) -> float:
        fm = QFontMetricsF(self.font())
        widest = max((fm.horizontalAdvance(t) for t in self._tokens), default=0.0)
        return min(widest, 90.0) + 8.0

    def paintEvent(self, event: QPaintEvent) -> None:
        n = len(self._tokens)
        if n == 0:
            return
        geo = self.geometry_now()
        p = QPainter(self)
        fm = QFontMetricsF(self.font())
        grid_rect = QRectF(geo.left, geo.top, geo.cell * n, geo.cell * n)
        p.drawImage(grid_rect, self._image())   # one pixel per cell, scaled without smoothing
        if geo.cell >= MIN_HATCH_CELL_PX:
            p.setPen(Qt.PenStyle.NoPen)
            for state, hatch in ((OWN, MASKED_HATCH), (CAUSAL, CAUSAL_HATCH)):
                style = Qt.BrushStyle.BDiagPattern if state == OWN else Qt.BrushStyle.FDiagPattern
                p.setBrush(QBrush(hatch, style))
                for row, first, end in state_runs(self._states, state).tolist():
                    x, y, _, _ = geo.cell_rect(row, first)
                    p.drawRect(QRectF(x, y, (end - first) * geo.cell, geo.cell))
            p.setPen(QPen(GRID_LINE, 1))
            for k in range(n + 1):
                offset = k * geo.cell
                p.drawLine(QPointF(geo.left + offset, geo.top),
                           QPointF(geo.left + offset, geo.top + n * geo.cell))
                p.drawLine(QPointF(geo.left, geo.top + offset),
                           QPointF(geo.left + n * geo.cell, geo.top + offset))
        if geo.cell >= max(MIN_TEXT_CELL_PX, fm.horizontalAdvance("−∞") + 4):
            for (row, col), state in np.ndenumerate(self._states):
                p.setPen(FOREGROUND if state == VISIBLE else MASKED_TEXT)
                p.drawText(QRectF(*geo.cell_rect(row, col)), Qt.AlignmentFlag.AlignCenter,
                           "0" if state == VISIBLE else "−∞")
        hidden_rows = set(np.flatnonzero((self._states != VISIBLE).all(axis=1)).tolist())
        self._paint_labels(p, geo, fm, hidden_rows)
        p.end()

    def _image(self) -> QImage:
        """(n, n) cells as one RGB32 image, cached until the states change."""
        if self._image_cache is None:
            pixels = np.ascontiguousarray(_FILLS[self._states])   # (n, n) uint32
            n = pixels.shape[0]
            image = QImage(pixels.data, n, n, 4 * n, QImage.Format.Format_RGB32)
            self._image_cache = (image.copy(), pixels)
        return self._image_cache[0]

    def label_font(self) -> QFont:
        """The labels' type at the grid's size now (mask_labels.label_font)."""
        return label_font(self.font(), self.geometry_now().cell)

    def labels_drawn(self):
        """The token labels as drawn now: text and box of each (mask_labels.MaskLabel)."""
        blind = frozenset(np.flatnonzero((self._states != VISIBLE).all(axis=1)).tolist())
        return mask_labels(self._tokens, self.geometry_now(), self.label_font(), blind)

    def labels_note(self) -> str:
        """Why some tokens have no label ('' when every one has): said in the corner where it
        fits (``corner_note``) and in the tooltip off the cells."""
        return thinned_notes(len(self.labels_drawn()), len(self._tokens))[0]

    def corner_note(self) -> str:
        """The note as drawn in the corner above the row labels ('' when none is)."""
        notes = thinned_notes(len(self.labels_drawn()), len(self._tokens))
        return fitting_note(notes, note_box(self.geometry_now()), self.label_font())

    def _paint_labels(self, p: QPainter, geo: GridGeometry, fm: QFontMetricsF,
                      hidden_rows: set[int]) -> None:
        """Token labels on both axes, each in a box one line high (mask_labels.py), in a
        smaller type when cells are small; below that every k-th token, the rest in tooltips."""
        p.setFont(self.label_font())
        labels = self.labels_drawn()
        note = self.corner_note()
        if note:
            p.setPen(MASKED_TEXT)
            p.drawText(note_box(geo), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop |
                                          Qt.TextFlag.TextWordWrap), note)
        for label in labels:
            p.setPen(WARNING if label.index in hidden_rows else FOREGROUND)
            p.drawText(label.row_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       label.row_text)
            p.setPen(FOREGROUND)
            p.save()
            box = label.col_box           # turned: the text runs up from the box's bottom
            p.translate(box.left(), box.bottom())
            p.rotate(-90)
            p.drawText(QRectF(0.0, 0.0, box.height(), box.width()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label.text)
            p.restore()

    def event(self, event) -> bool:
        if event.type() == event.Type.ToolTip:
            cell = self.geometry_now().cell_at(event.pos().x(), event.pos().y())
            if cell is not None:
                QToolTip.showText(event.globalPos(), self.cell_tooltip(*cell), self)
                return True
            note = self.labels_note()
            if note:
                QToolTip.showText(event.globalPos(), f"{self.toolTip()}\n{note}", self)
                return True
        return super().event(event)

    def cell_tooltip(self, row: int, col: int) -> str:
        query, key = self._tokens[row], self._tokens[col]
        state = int(self._states[row, col])
        cell = f"M[{row}, {col}]"
        if state == VISIBLE:
            text = translate("MaskEditor", "{cell} = 0: “{query}” sees “{key}” (click to hide it)")
        elif state == CAUSAL:
            text = translate("MaskEditor", "{cell} = −∞: the causal mask hides “{key}” (it comes "
                             "after “{query}”), though your mask allows it")
        else:
            text = translate("MaskEditor", "{cell} = −∞: your mask hides “{key}” from “{query}” "
                             "(click to show it)")
        return text.format(cell=cell, query=query, key=key)
