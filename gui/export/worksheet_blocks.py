"""Measure and paint a worksheet's blocks (core.worksheets.page): wrapped text, matrices as
bracketed grids with token labels, and boxes for answers. Every function that paints also
measures: with ``painter=None`` it only returns the height it would take."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from core.worksheets.page import HIDDEN, Blanks, Block, Exercise, Matrices, Matrix, Text
from gui.export.worksheet_text import SIZES, TextStyle

CELL_HEIGHT = 14.0
MIN_CELL_WIDTH = 24.0
CELL_PADDING = 8.0
BRACKET = 4.0
GAP = 16.0           # between matrices side by side
BOX_HEIGHT = 17.0
MIN_BOX_WIDTH = 42.0
BLOCK_SPACING = 4.0
COLUMN_LABEL_CAP = 40.0   # eight columns of long tokens still fit across the page
ROW_LABEL_CAP = 64.0
BOX_NAME_CAP = 56.0
BOX_LINE = QColor(150, 150, 150)
BLANK_FILL = QColor(246, 246, 246)


@dataclass(frozen=True)
class MatrixSize:
    name_width: float
    label_width: float
    columns: tuple[float, ...]
    top: float
    row_labels: tuple[str, ...]      # as painted: a long token elided with …
    col_labels: tuple[str, ...]

    @property
    def width(self) -> float:
        return self.name_width + self.label_width + 2 * BRACKET + sum(self.columns) + 4

    def height(self, rows: int) -> float:
        return self.top + rows * CELL_HEIGHT + 4


class BlockPainter:
    """Paints blocks on one device (a PDF writer or a preview image), measured on it."""

    def __init__(self, device) -> None:
        self.styles = {name: TextStyle(name, device) for name in SIZES}

    # ----- exercises -------------------------------------------------------------------------
    def exercise(self, painter: QPainter | None, exercise: Exercise, x: float, y: float,
                 width: float) -> float:
        heading = self.styles["heading"]
        top = y
        if painter is not None:
            heading.draw(painter, x, y + heading.metrics.ascent(),
                         f"{exercise.number}. {exercise.title}")
        y += heading.line_height + 2
        for block in exercise.blocks:
            y += self.block(painter, block, x, y, width) + BLOCK_SPACING
        return y - top + 6

    def block(self, painter, block: Block, x: float, y: float, width: float) -> float:
        if isinstance(block, Text):
            return self.text(painter, block.text, block.style, x, y, width)
        if isinstance(block, Matrices):
            return self.matrices(painter, block, x, y, width)
        assert isinstance(block, Blanks)
        return self.blanks(painter, block, x, y, width)

    # ----- text -------------------------------------------------------------------------------
    def text(self, painter, text: str, style: str, x: float, y: float, width: float) -> float:
        chosen = self.styles[style]
        lines = chosen.wrap(text, width)
        if painter is not None:
            for number, line in enumerate(lines):
                chosen.draw(painter, x, y + chosen.metrics.ascent() + number * chosen.line_height,
                            line)
        return len(lines) * chosen.line_height

    # ----- matrices ---------------------------------------------------------------------------
    def matrix_size(self, matrix: Matrix) -> MatrixSize:
        cell, label, name = self.styles["cell"], self.styles["label"], self.styles["body"]
        rows, cols = matrix.shape
        col_labels = tuple(label.fit(t, COLUMN_LABEL_CAP) for t in matrix.col_labels)
        row_labels = tuple(label.fit(t, ROW_LABEL_CAP) for t in matrix.row_labels)
        columns = []
        for c in range(cols):
            widest = max([cell.width(matrix.cells[r][c]) for r in range(rows)] +
                         ([label.width(col_labels[c])] if col_labels else []))
            columns.append(max(MIN_CELL_WIDTH, widest + CELL_PADDING))
        name_width = name.width(f"{matrix.name} =") + 6 if matrix.name else 0.0
        label_width = max(label.width(t) for t in row_labels) + 5 if row_labels else 0.0
        top = label.line_height if col_labels else 0.0
        return MatrixSize(name_width, label_width, tuple(columns), top, row_labels, col_labels)

    def matrices(self, painter, block: Matrices, x: float, y: float, width: float) -> float:
        """Matrices left to right, onto a new line when the next one does not fit."""
        left, line_top, line_height = x, y, 0.0
        for matrix in block.items:
            size = self.matrix_size(matrix)
            if left > x and left + size.width > x + width:
                left, line_top = x, line_top + line_height + 4
                line_height = 0.0
            if painter is not None:
                self._paint_matrix(painter, matrix, size, left, line_top)
            left += size.width + GAP
            line_height = max(line_height, size.height(matrix.shape[0]))
        return line_top - y + line_height

    def _paint_matrix(self, painter: QPainter, matrix: Matrix, size: MatrixSize, x: float,
                      y: float) -> None:
        cell, label, name = self.styles["cell"], self.styles["label"], self.styles["body"]
        rows, _ = matrix.shape
        body_top = y + size.top
        body_height = rows * CELL_HEIGHT
        middle = body_top + body_height / 2
        if matrix.name:
            name.draw(painter, x, middle + name.metrics.ascent() / 2 - 1, f"{matrix.name} =")
        grid_left = x + size.name_width + size.label_width + BRACKET
        lefts = [grid_left + sum(size.columns[:c]) for c in range(len(size.columns))]
        for c, text in enumerate(size.col_labels):
            label.draw(painter, lefts[c] + (size.columns[c] - label.width(text)) / 2,
                       y + label.metrics.ascent(), text)
        for r in range(rows):   # row by row, so that extracted text reads like the grid
            top = body_top + r * CELL_HEIGHT
            if size.row_labels:
                text = size.row_labels[r]
                label.draw(painter, grid_left - BRACKET - 3 - label.width(text),
                           top + CELL_HEIGHT / 2 + label.metrics.ascent() / 2 - 1, text)
            for c, column_width in enumerate(size.columns):
                self._paint_cell(painter, matrix.cells[r][c], lefts[c], top, column_width, cell)
        left = grid_left + sum(size.columns)
        self._paint_brackets(painter, grid_left - BRACKET, left + BRACKET, body_top - 1,
                             body_top + body_height + 1)

    @staticmethod
    def _paint_cell(painter: QPainter, text: str, left: float, top: float, width: float,
                    style: TextStyle) -> None:
        if not text:   # a box to fill in
            painter.setPen(QPen(BOX_LINE, 0.5))
            painter.setBrush(BLANK_FILL)
            painter.drawRect(QRectF(left + 2, top + 1.5, width - 4, CELL_HEIGHT - 3))
            painter.setBrush(QColor(0, 0, 0, 0))
            return
        baseline = top + CELL_HEIGHT / 2 + style.metrics.ascent() / 2 - 1
        shown = style.width(text)
        start = left + (width - shown) / 2 if text == HIDDEN else left + width - 4 - shown
        style.draw(painter, start, baseline, text)

    @staticmethod
    def _paint_brackets(painter: QPainter, left: float, right: float, top: float,
                        bottom: float) -> None:
        painter.setPen(QPen(QColor(20, 20, 20), 0.9))
        for edge, inward in ((left, BRACKET), (right, -BRACKET)):
            painter.drawPolyline([QPointF(edge + inward, top), QPointF(edge, top),
                                  QPointF(edge, bottom), QPointF(edge + inward, bottom)])

    # ----- answer boxes -----------------------------------------------------------------------
    def blanks(self, painter, block: Blanks, x: float, y: float, width: float) -> float:
        body, label = self.styles["body"], self.styles["label"]
        prefix = f"{block.label} ="
        start = x + body.width(prefix) + 8
        names = tuple(label.fit(n, BOX_NAME_CAP) for n in block.names) or ("",) * block.count
        boxes = [max(MIN_BOX_WIDTH, label.width(n) + 8) for n in names]
        name_height = label.line_height if block.names else 0.0
        row_height = BOX_HEIGHT + name_height + 3
        left, top = start, y
        if painter is not None:
            body.draw(painter, x, y + BOX_HEIGHT / 2 + body.metrics.ascent() / 2 - 1, prefix)
        for box_width, name in zip(boxes, names, strict=True):
            if left > start and left + box_width > x + width:
                left, top = start, top + row_height
            if painter is not None:
                painter.setPen(QPen(BOX_LINE, 0.7))
                painter.drawRect(QRectF(left, top, box_width, BOX_HEIGHT))
                if name:
                    label.draw(painter, left + (box_width - label.width(name)) / 2,
                               top + BOX_HEIGHT + label.metrics.ascent() + 1, name)
            left += box_width + 5
        return top - y + row_height
