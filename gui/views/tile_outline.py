"""Outlines drawn over a stage tile's thumbnail: the feeding cells (and the linked selection)
show in the small pictures too, so a pinned score points at q_i and k_j in their tiles.

A transparent child widget laid over the thumbnail; it finds cells where StageThumbnail
draws them (the picture centred, one pixel per cell, every step-th cell of a big matrix).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from gui.palette import HIGHLIGHT, HIGHLIGHT_HALO
from gui.views.stage_thumbnail import MAX_THUMBNAIL_CELLS, StageThumbnail

_PENS = ((HIGHLIGHT_HALO, 3.0), (HIGHLIGHT, 1.5))


def picture_rect(shape: tuple[int, int], width: float, height: float) -> tuple[QRectF, int]:
    """(where the thumbnail draws a (rows, cols) matrix in a width×height widget, its step)."""
    rows, cols = shape
    step = max(1, -(-max(rows, cols) // MAX_THUMBNAIL_CELLS))
    shown_rows, shown_cols = -(-rows // step), -(-cols // step)   # ceil: cells drawn
    scale = min(width / shown_cols, height / shown_rows)
    w, h = shown_cols * scale, shown_rows * scale
    return QRectF((width - w) / 2, (height - h) / 2, w, h), step


class TileOutline(QWidget):
    """``set_outline(rows=, cols=, cells=)`` in the coordinates the thumbnail draws."""

    def __init__(self, thumbnail: StageThumbnail) -> None:
        super().__init__(thumbnail)
        self.thumbnail = thumbnail
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._outline: Mapping = {"rows": (), "cols": (), "cells": ()}
        thumbnail.installEventFilter(self)
        self.setGeometry(thumbnail.rect())

    def set_outline(self, outline: Mapping) -> None:
        self._outline = {key: tuple(outline.get(key, ())) for key in ("rows", "cols", "cells")}
        self.update()

    def outline(self) -> Mapping:
        return dict(self._outline)

    def rects(self) -> list[QRectF]:
        """The outlines in this widget's pixels."""
        values = self.thumbnail.shown_values()            # (rows, cols) as drawn
        if values.size == 0 or self.thumbnail.is_dimmed():
            return []
        (rows, cols), outline = values.shape, self._outline
        picture, step = picture_rect((rows, cols), self.width(), self.height())
        cell_w = picture.width() / -(-cols // step)
        cell_h = picture.height() / -(-rows // step)
        left, top = picture.left(), picture.top()
        rects = [QRectF(left, top + (r // step) * cell_h, picture.width(), cell_h)
                 for r in outline["rows"]]
        rects += [QRectF(left + (c // step) * cell_w, top, cell_w, picture.height())
                  for c in outline["cols"]]
        rects += [QRectF(left + (c // step) * cell_w, top + (r // step) * cell_h, cell_w, cell_h)
                  for r, c in outline["cells"]]
        return rects

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self.thumbnail.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        rects = self.rects()
        if not rects:
            return
        painter = QPainter(self)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for color, width in _PENS:
            painter.setPen(QPen(color, width))
            for rect in rects:
                painter.drawRect(rect)
