"""The blocks of Algorithm 1 drawn: the n × n scores split into T_r row blocks of Q and T_c
column blocks of K and V, the tiles computed so far, those skipped (every score masked), and
the tile in view with its masked cells. Q's row blocks run down the left edge and K's, V's
column blocks along the top, the block being read in each filled.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.palette import BACKGROUND, FOREGROUND, MASKED_FILL, MASKED_HATCH

translate = QCoreApplication.translate

DONE = QColor("#9ecae1")        # tiles computed before this step
CURRENT = QColor("#f16913")     # the tile on chip now
SKIPPED = MASKED_FILL           # tiles never computed (every score masked)
STRIP = 14                      # px: the Q and K/V strips beside the grid
GAP = 4


class TileGrid(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 180)
        self._state = None

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
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

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKGROUND)
        if self._state is None:
            return
        n, blocks, visited, done, (ci, cj), allowed = self._state
        side = max(1.0, min(self.width(), self.height()) - STRIP - GAP - 2)
        cell = side / n
        left = (self.width() - side - STRIP - GAP) / 2 + STRIP + GAP
        top = STRIP + GAP + 1.0
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(visited.shape[0]):
            rows = blocks.rows(i, n)
            for j in range(visited.shape[1]):
                cols = blocks.columns(j, n)
                rect = QRectF(left + cols.start * cell, top + rows.start * cell,
                              len(cols) * cell, len(rows) * cell)
                if not visited[i, j]:
                    painter.fillRect(rect, QBrush(SKIPPED))
                    painter.fillRect(rect, QBrush(MASKED_HATCH, Qt.BrushStyle.BDiagPattern))
                elif (i, j) == (ci, cj):
                    painter.fillRect(rect, CURRENT)
                elif done[i, j]:
                    painter.fillRect(rect, DONE)
        self._draw_mask(painter, allowed, blocks, n, ci, cj, left, top, cell)
        self._draw_strips(painter, blocks, n, ci, cj, left, top, cell, side)
        painter.setPen(QPen(FOREGROUND, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(visited.shape[0] + 1):
            y = top + min(i * blocks.block_q, n) * cell
            painter.drawLine(int(left), int(y), int(left + side), int(y))
        for j in range(visited.shape[1] + 1):
            x = left + min(j * blocks.block_k, n) * cell
            painter.drawLine(int(x), int(top), int(x), int(top + side))
        painter.end()

    @staticmethod
    def _draw_mask(painter, allowed, blocks, n, ci, cj, left, top, cell) -> None:
        if allowed is None or allowed.all():
            return
        rows, cols = blocks.rows(ci, n), blocks.columns(cj, n)
        for r, c in zip(*np.nonzero(~allowed), strict=True):
            painter.fillRect(QRectF(left + (cols.start + c) * cell, top + (rows.start + r) * cell,
                                    cell, cell), MASKED_HATCH)

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
