"""Memory traffic against n: the elements standard attention and the tiled pass move between
slow memory and the chip, for n = 16 … 16,384 (log–log), with the session's n marked."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSizePolicy

from gui.palette import BACKGROUND, FOREGROUND

translate = QCoreApplication.translate

STANDARD_PEN = QColor("#d94801")
TILED_PEN = QColor("#2171b5")


class TrafficPlot(pg.PlotWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent, background=BACKGROUND)
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMenuEnabled(False)
        item = self.getPlotItem()
        item.setLogMode(x=True, y=True)
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        for side in ("left", "bottom"):
            item.getAxis(side).setPen(FOREGROUND)
            item.getAxis(side).setTextPen(FOREGROUND)
            item.getAxis(side).enableAutoSIPrefix(False)   # 10⁶, never "(x1e+09)"
        item.setLabel("bottom", "n")
        item.setLabel("left", translate("FlashPanel", "elements"))
        self.legend = item.addLegend(offset=(8, 4), labelTextColor=FOREGROUND)
        self.standard = item.plot([], [], pen=pg.mkPen(STANDARD_PEN, width=2),
                                  name=translate("FlashPanel", "standard"))
        self.tiled = item.plot([], [], pen=pg.mkPen(TILED_PEN, width=2),
                               name=translate("FlashPanel", "tiled"))
        self.marks = item.plot([], [], pen=None, symbol="o", symbolSize=8,
                               symbolBrush=FOREGROUND, symbolPen=None)
        self.session_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(FOREGROUND, width=1,
                                                                   style=pg.QtCore.Qt.DashLine))
        item.addItem(self.session_line)

    def show_curve(self, sizes: np.ndarray, standard: np.ndarray, tiled: np.ndarray,
                   n: int, at_n: tuple[float, float]) -> None:
        """The two curves, and the session's n marked on both (at_n: their values there)."""
        self.standard.setData(sizes, standard)
        self.tiled.setData(sizes, tiled)
        self.marks.setData([n, n], list(at_n))
        self.session_line.setValue(np.log10(n))
