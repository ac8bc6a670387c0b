"""The heatmap's ViewBox: clicks become signals, plain wheel scrolls the page.

Zoom is Ctrl + wheel (a plain wheel is passed on, so a page of heatmaps scrolls normally),
pan is a left drag, a double click fits the whole matrix again. pyqtgraph's own context
menu is off: a right click reports its global position instead.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, Qt, Signal


class MatrixViewBox(pg.ViewBox):
    cell_point_clicked = Signal(QPointF)    # view coordinates of a left click
    context_menu_at = Signal(QPoint)        # global screen position of a right click
    fit_requested = Signal()                # double click

    def __init__(self) -> None:
        super().__init__(invertY=True, enableMenu=False, defaultPadding=0.0)

    def wheelEvent(self, ev, axis=None) -> None:
        if not ev.modifiers() & Qt.KeyboardModifier.ControlModifier:
            ev.ignore()
            return
        super().wheelEvent(ev, axis)

    def mouseClickEvent(self, ev) -> None:
        if ev.button() == Qt.MouseButton.RightButton:
            ev.accept()
            self.context_menu_at.emit(ev.screenPos().toPoint())
        elif ev.button() == Qt.MouseButton.LeftButton:
            ev.accept()
            if ev.double():
                self.fit_requested.emit()
            else:
                self.cell_point_clicked.emit(self.mapToView(ev.pos()))

    def mouseDragEvent(self, ev, axis=None) -> None:
        if ev.button() == Qt.MouseButton.LeftButton:
            super().mouseDragEvent(ev, axis)
        else:
            ev.ignore()   # no right-drag zoom: right button is for the context menu
