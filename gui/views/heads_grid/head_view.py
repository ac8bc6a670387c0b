"""HeadView: one small multiple: a matrix drawn as cells on a colour scale it shares with its
neighbours, with a caption, optional token labels, the linked selection, and head blocks.

Painted directly (one image and a few labels), so twelve of them repaint in a few ms. It shows
exactly the array it is given (a trace's, read-only); it computes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
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

from gui.palette import HIGHLIGHT, HIGHLIGHT_HALO
from gui.views.heads_grid.head_keys import install_head_keys
from gui.views.stage_thumbnail import MAX_THUMBNAIL_CELLS, matrix_image

MIN_LABEL_PX = 7.0     # a cell narrower than this gets no label (the tooltip names it)
FOCUS_PEN = QColor("#1f6fd1")
OFF_OVERLAY = QColor(255, 255, 255, 170)
BLOCK_PEN = QColor("#202020")


def elided(text: str, fm: QFontMetricsF, width: float) -> str:
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, max(1.0, width))


class HeadView(QWidget):
    clicked = Signal()
    cell_clicked = Signal(int, int)   # (row, col) in matrix coordinates

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values = np.zeros((0, 0))
        self._image = QImage()
        self._levels = (-1.0, 1.0)
        self._kind = "signed"
        self._title = ""
        self._labels: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self._label_sides = (False, False)
        self._highlight: tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]] = \
            ((), (), ())
        self._blocks: tuple[int, tuple[str, ...]] | None = None   # (block width, labels)
        self._off = False
        self._focused = False
        self._caption_drawn = True
        self._tooltip_provider: Callable[[int, int], str] | None = None
        self._widths: tuple | None = None   # (font key, widest row label, widest col label)
        self.setMinimumSize(60, 60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # It fills its whole rect itself: a repaint need not paint the tile behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.keys = install_head_keys(self)   # Tab stop, cell cursor, Enter as a click

    # ----- what to show ---------------------------------------------------------------------
    def set_matrix(self, values: np.ndarray, *, kind: str, levels: tuple[float, float],
                   title: str, row_labels: Sequence[str], col_labels: Sequence[str],
                   label_rows: bool = True, label_cols: bool = True) -> None:
        """(rows, cols) values on the shared ``levels``; labels drawn on the sides asked for."""
        self._values, self._kind, self._levels, self._title = values, kind, levels, title
        labels = (tuple(row_labels), tuple(col_labels))
        if labels != self._labels:
            self._labels, self._widths = labels, None
        self._label_sides = (label_rows, label_cols)
        self._image = matrix_image(values, kind, levels) if values.size else QImage()
        self.update()

    def set_caption_drawn(self, drawn: bool) -> None:
        """False when a widget above already names the view (a grid tile's switch)."""
        self._caption_drawn = drawn
        self.update()

    def set_tooltip_provider(self, provider: Callable[[int, int], str] | None) -> None:
        """``provider(row, col)`` gives a cell's hover text (core's short explanation)."""
        self._tooltip_provider = provider

    def tooltip_at(self, x: float, y: float) -> str:
        cell = self.cell_at(x, y)
        if cell is None or self._tooltip_provider is None:
            return self.toolTip()
        return self._tooltip_provider(*cell)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self._tooltip_provider is not None:
            text = self.tooltip_at(event.pos().x(), event.pos().y())   # a QHelpEvent
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def set_label_sides(self, rows: bool, cols: bool) -> None:
        """Which edges carry token labels (a grid labels only its outer edges)."""
        if (rows, cols) != self._label_sides:
            self._label_sides = (rows, cols)
            self.update()

    def set_blocks(self, width: int | None, labels: Sequence[str] = ()) -> None:
        """Outline column blocks ``width`` wide (concat: one per head), labelled; None: none."""
        self._blocks = None if not width else (int(width), tuple(labels))
        self.update()

    def set_highlight(self, *, rows: Iterable[int] = (), cols: Iterable[int] = (),
                      cells: Iterable[tuple[int, int]] = ()) -> None:
        highlight = (tuple(rows), tuple(cols), tuple(cells))
        if highlight != self._highlight:
            self._highlight = highlight
            self.update()

    def set_off(self, off: bool) -> None:
        if off != self._off:
            self._off = off
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    # ----- reading (tests, tooltips) --------------------------------------------------------
    def shown_values(self) -> np.ndarray:
        return self._values

    def levels(self) -> tuple[float, float]:
        return self._levels

    def title(self) -> str:
        return self._title

    def highlight(self) -> tuple:
        return self._highlight

    def is_off(self) -> bool:
        return self._off

    def is_focused(self) -> bool:
        return self._focused

    def block_labels(self) -> tuple[str, ...]:
        return () if self._blocks is None else self._blocks[1]

    def sizeHint(self) -> QSize:
        return QSize(180, 180)

    # ----- geometry -------------------------------------------------------------------------
    def _label_widths(self, fm: QFontMetricsF) -> tuple[float, float]:
        """The widest row and column label in this font (measured once per labels and font)."""
        key = self.font().key()
        if self._widths is None or self._widths[0] != key:
            rows, cols = self._labels
            self._widths = (key, max((fm.horizontalAdvance(t) for t in rows), default=0.0),
                            max((fm.horizontalAdvance(t) for t in cols), default=0.0))
        return self._widths[1], self._widths[2]

    def _margins(self) -> tuple[float, float, float]:
        """(left, top of the cells, caption height)."""
        fm = QFontMetricsF(self.font())
        caption = fm.height() * 1.3 if self._caption_drawn else 0.0
        widest_row, widest_col = self._label_widths(fm)
        top = caption + 2 + (fm.height() * 1.1 if self._blocks is not None else 0.0)
        row_room = min(self.width() * 0.3, widest_row + 6)
        col_room = min(self.height() * 0.25, widest_col + 4)
        rows, cols = self._values.shape if self._values.size else (1, 1)
        # Room for labels only where they will be drawn: cells of at least MIN_LABEL_PX even
        # after the labels took their room (else the tooltip names the tokens).
        cell = min((self.width() - row_room - 4) / cols, (self.height() - top - col_room - 4) /
                   rows)
        labelled = cell >= MIN_LABEL_PX and max(rows, cols) <= MAX_THUMBNAIL_CELLS
        left = row_room if labelled and self._label_sides[0] and self._labels[0] else 4.0
        if labelled and self._label_sides[1] and self._labels[1]:
            top += col_room
        return left, top, caption

    def cell_rect(self) -> tuple[QRectF, float, float]:
        """(the cells' rectangle, cell width, cell height) in this widget's pixels."""
        rows, cols = self._values.shape if self._values.size else (1, 1)
        left, top, _ = self._margins()
        width, height = max(1.0, self.width() - left - 4), max(1.0, self.height() - top - 4)
        cell = min(width / cols, height / rows)
        return QRectF(left, top, cell * cols, cell * rows), cell, cell

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        rect, cw, ch = self.cell_rect()
        if not self._values.size or not rect.contains(x, y):
            return None
        row, col = int((y - rect.top()) / ch), int((x - rect.left()) / cw)
        rows, cols = self._values.shape
        return (min(row, rows - 1), min(col, cols - 1))

    # ----- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().color(self.backgroundRole()))
        fm = QFontMetricsF(self.font())
        rect, cw, ch = self.cell_rect()
        _, _, caption = self._margins()
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(self.palette().windowText().color())
        if self._caption_drawn:
            painter.drawText(QRectF(0, 0, self.width(), caption), Qt.AlignmentFlag.AlignCenter,
                             elided(self._title, QFontMetricsF(bold), self.width() - 4))
        painter.setFont(self.font())
        if not self._image.isNull():
            painter.drawImage(rect, self._image)
            self._paint_labels(painter, fm, rect, cw, ch)
            self._paint_blocks(painter, fm, rect, cw)
            if self._off:
                painter.fillRect(rect, OFF_OVERLAY)
                painter.setPen(QColor(60, 60, 60))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                                 QCoreApplication.translate("HeadsGrid", "off"))
            self._paint_highlight(painter, rect, cw, ch)
        if self._focused:
            painter.setPen(QPen(FOCUS_PEN, 3))
            painter.drawRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.end()

    def _paint_labels(self, painter: QPainter, fm: QFontMetricsF, rect: QRectF, cw: float,
                      ch: float) -> None:
        rows, cols = self._labels
        step = MAX_THUMBNAIL_CELLS  # labels only where each cell has room for text
        painter.setPen(self.palette().windowText().color())
        if min(cw, ch) < fm.height():   # small cells: a smaller font, one label per cell
            small = QFont(self.font())
            small.setPixelSize(max(int(MIN_LABEL_PX), int(min(cw, ch) * 0.95)))
            painter.setFont(small)
            fm = QFontMetricsF(small)
        if self._label_sides[0] and ch >= MIN_LABEL_PX and len(rows) <= step:
            font_h = min(fm.height(), ch)
            for r, text in enumerate(rows):
                box = QRectF(0, rect.top() + r * ch + (ch - font_h) / 2, rect.left() - 3, font_h)
                painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 elided(text, fm, box.width()))
        if self._label_sides[1] and cw >= MIN_LABEL_PX and len(cols) <= step:
            room = rect.top() - self._margins()[2] - 4 - \
                (QFontMetricsF(self.font()).height() * 1.1 if self._blocks is not None else 0)
            painter.save()
            for c, text in enumerate(cols):   # rotated: bottom-to-top, ending at the cells
                painter.resetTransform()
                painter.translate(rect.left() + c * cw + cw / 2 + fm.ascent() / 2 - 1,
                                  rect.top() - 3)
                painter.rotate(-90)
                painter.drawText(QRectF(0, -fm.ascent(), room, fm.height()),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBaseline,
                                 elided(text, fm, room))
            painter.restore()

    def _paint_blocks(self, painter: QPainter, fm: QFontMetricsF, rect: QRectF,
                      cw: float) -> None:
        if self._blocks is None:
            return
        width, labels = self._blocks
        painter.setPen(QPen(BLOCK_PEN, 2))
        count = max(1, round(self._values.shape[1] / width))
        label_top = self._margins()[2] + 2
        for block in range(count):
            box = QRectF(rect.left() + block * width * cw, rect.top(), width * cw, rect.height())
            painter.drawRect(box)
            if block < len(labels):
                painter.drawText(QRectF(box.left(), label_top, box.width(), fm.height()),
                                 Qt.AlignmentFlag.AlignCenter,
                                 elided(labels[block], fm, box.width()))

    def _paint_highlight(self, painter: QPainter, rect: QRectF, cw: float, ch: float) -> None:
        rows, cols, cells = self._highlight
        boxes = [QRectF(rect.left(), rect.top() + r * ch, rect.width(), ch) for r in rows]
        boxes += [QRectF(rect.left() + c * cw, rect.top(), cw, rect.height()) for c in cols]
        boxes += [QRectF(rect.left() + c * cw, rect.top() + r * ch, cw, ch) for r, c in cells]
        for color, width in ((HIGHLIGHT_HALO, 3.0), (HIGHLIGHT, 1.5)):
            painter.setPen(QPen(color, width))
            for box in boxes:
                painter.drawRect(box)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position().x(), event.position().y())
        self.clicked.emit()
        if cell is not None:
            self.cell_clicked.emit(*cell)
