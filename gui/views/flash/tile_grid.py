"""The blocks of Algorithm 1 drawn: the n × n scores split into T_r row blocks of Q and T_c
column blocks of K and V, the tiles computed so far, those skipped (every score masked), and
the tile in view with its masked cells. Q's row blocks run down the left edge and K's, V's
column blocks along the top, the block being read in each filled.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.palette import BACKGROUND, FOREGROUND, MASKED_FILL, MASKED_HATCH

translate = QCoreApplication.translate

DONE = QColor("#9ecae1")        # tiles computed before this step
CURRENT = QColor("#f16913")     # the tile on chip now
SKIPPED = MASKED_FILL           # tiles never computed (every score masked)
STRIP = 14                      # px: the Q and K/V strips beside the grid
GAP = 4


MAX_HATCHED = 400              # skipped tiles hatched one by one up to this many (grey beyond)
MAX_LINES = 128                # block borders drawn up to this many blocks a side
_COLOURS = np.array([[255, 255, 255], [DONE.red(), DONE.green(), DONE.blue()],
                     [CURRENT.red(), CURRENT.green(), CURRENT.blue()],
                     [SKIPPED.red(), SKIPPED.green(), SKIPPED.blue()],
                     [MASKED_HATCH.red(), MASKED_HATCH.green(), MASKED_HATCH.blue()]], np.uint8)


def cell_colours(n, blocks, visited, done, current, allowed) -> np.ndarray:
    """(n, n, 3) uint8: each score's colour: white (to come), computed, on chip now, skipped
    tile, or masked inside the tile on chip."""
    rows = np.minimum(np.arange(n) // blocks.block_q, visited.shape[0] - 1)   # (n,) block i
    cols = np.minimum(np.arange(n) // blocks.block_k, visited.shape[1] - 1)   # (n,) block j
    state = np.where(visited, np.where(done, 1, 0), 3).astype(np.uint8)      # (T_r, T_c)
    state[current] = 2
    cells = state[rows[:, None], cols[None, :]]                              # (n, n)
    if allowed is not None:
        r, c = blocks.rows(current[0], n), blocks.columns(current[1], n)
        cells[r.start:r.stop, c.start:c.stop][~allowed] = 4
    return np.ascontiguousarray(_COLOURS[cells])


class TileGrid(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 180)
        self._state = None

    def sizeHint(self) -> QSize:
        return QSize(220, 220)

    def show_state(self, n: int, blocks, visited: np.ndarray, done: np.ndarray,
                   current: tuple[int, int], allowed: np.ndarray | None) -> None:
        """Draw the grid for n tokens and BlockSizes ``blocks``; visited/done (T_r, T_c) bool,
        the tile (i, j) in view and its (B_r, B_c) mask (None: every score visible)."""
        self._state = (n, blocks, visited, done, current, allowed)
        self.setAccessibleDescription(translate(
            "FlashPanel", "Tile {i}, {j} of {rows} × {columns} blocks").format(
            i=current[0] + 1, j=current[1] + 1, rows=visited.shape[0], columns=visited.shape[1]))
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKGROUND)
        if self._state is None:
            return
        n, blocks, visited, done, (ci, cj), allowed = self._state
        side = max(1.0, min(self.width(), self.height()) - STRIP - GAP - 2)
        cell = side / n
        left = (self.width() - side - STRIP - GAP) / 2 + STRIP + GAP
        top = STRIP + GAP + 1.0
        image = QImage(cell_colours(n, blocks, visited, done, (ci, cj), allowed).data, n, n,
                       3 * n, QImage.Format.Format_RGB888)
        painter.drawImage(QRectF(left, top, side, side), image)        # one pixel per score
        skipped = np.argwhere(~visited)
        if len(skipped) <= MAX_HATCHED:
            for i, j in skipped:
                rows, cols = blocks.rows(i, n), blocks.columns(j, n)
                painter.fillRect(QRectF(left + cols.start * cell, top + rows.start * cell,
                                        len(cols) * cell, len(rows) * cell),
                                 QBrush(MASKED_HATCH, Qt.BrushStyle.BDiagPattern))
        self._draw_strips(painter, blocks, n, ci, cj, left, top, cell, side)
        painter.setPen(QPen(FOREGROUND, 1))
        if max(visited.shape) <= MAX_LINES:
            for i in range(visited.shape[0] + 1):
                y = top + min(i * blocks.block_q, n) * cell
                painter.drawLine(QPointF(left, y), QPointF(left + side, y))
            for j in range(visited.shape[1] + 1):
                x = left + min(j * blocks.block_k, n) * cell
                painter.drawLine(QPointF(x, top), QPointF(x, top + side))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(left, top, side, side))
        painter.end()

    @staticmethod
    def _draw_strips(painter, blocks, n, ci, cj, left, top, cell, side) -> None:
        """Q's row blocks on the left, K's and V's column blocks on top; the ones read now
        filled with the tile's colour."""
        rows, cols = blocks.rows(ci, n), blocks.columns(cj, n)
        strip = left - STRIP - GAP
        painter.fillRect(QRectF(strip, top, STRIP, side), DONE.lighter(120))
        painter.fillRect(QRectF(strip, top + rows.start * cell, STRIP, len(rows) * cell), CURRENT)
        painter.fillRect(QRectF(left, 1, side, STRIP), DONE.lighter(120))
        painter.fillRect(QRectF(left + cols.start * cell, 1, len(cols) * cell, STRIP), CURRENT)
        painter.setPen(FOREGROUND)
        painter.drawText(QRectF(strip, 0, STRIP + GAP, STRIP + GAP), Qt.AlignmentFlag.AlignCenter,
                         "Q")
        painter.drawText(QRectF(left, 0, side - 2, STRIP + 1), Qt.AlignmentFlag.AlignRight
                         | Qt.AlignmentFlag.AlignVCenter, "K, V")
