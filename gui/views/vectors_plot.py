"""One vectors plot: a line that says exact or projected (with the share), an aspect-locked
pyqtgraph plot with arrows from the origin, and a text line under it (the score's equation).

Options are set per item (never the global pyqtgraph options): white background, dark axes.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from gui.palette import BACKGROUND, FOREGROUND
from gui.views.steady_label import SteadyLabel
from gui.views.vectors_arrows import ArrowSet

AXIS_PEN = QColor("#b0b0b0")
PROJECTION_PEN = QColor("#303030")
MIN_PLOT_PX = 160
MIN_SPAN = 1e-6     # arrows shorter than this all sit at the origin: the unit square is shown
FILL_SHARE = 0.6    # arrows filling this much of the view keep the axes where they are


class VectorsPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = SteadyLabel()   # its numbers change with every edit: no relayout then
        self.header.setObjectName("vectorsHeader")
        self.plot = pg.PlotWidget(background=BACKGROUND)
        self.plot.setMinimumSize(MIN_PLOT_PX, MIN_PLOT_PX)
        self.plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.plot.setMenuEnabled(False)
        # nothing to do with the keys here: Tab passes on (a stop with no focus mark in sight
        # was Tab's dead end)
        self.plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plot_item = self.plot.getPlotItem()
        self.plot_item.setAspectLocked(True)
        # the view is placed by fit() only: pyqtgraph's auto-range on no arrows (rotary
        # positions off) set a range of ±1e-10 whose tick labels changed the axis' width at
        # each paint, which locked the aspect again and laid the plot out again, for ever
        self.plot_item.getViewBox().disableAutoRange()
        self.show_unit_square()
        self.plot_item.showGrid(x=True, y=True, alpha=0.15)
        for name in ("left", "bottom"):
            axis = self.plot_item.getAxis(name)
            axis.setPen(FOREGROUND)
            axis.setTextPen(FOREGROUND)
            axis.enableAutoSIPrefix(False)      # 0.8 reads as 0.8, not 800 (×0.001)
        for angle in (0, 90):
            self.plot_item.addItem(pg.InfiniteLine(0, angle=angle, pen=pg.mkPen(AXIS_PEN)),
                                   ignoreBounds=True)
        self.arrows = ArrowSet()        # the plot's main arrows (q and k, or outputs)
        self.plot_item.addItem(self.arrows)
        self.projection = pg.PlotDataItem(pen=pg.mkPen(PROJECTION_PEN, width=1.5,
                                                       style=Qt.PenStyle.DashLine))
        self.projection_foot = pg.PlotDataItem(pen=pg.mkPen(PROJECTION_PEN, width=4))
        for item in (self.projection, self.projection_foot):
            self.plot_item.addItem(item, ignoreBounds=True)
        self.caption = SteadyLabel()
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.caption.setObjectName("vectorsCaption")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.header.row)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.caption.row)

    def set_axis_titles(self, bottom: str, left: str) -> None:
        if (bottom, left) == getattr(self, "_axis_titles", None):
            return                      # a new title lays the plot out again: only on change
        self._axis_titles = (bottom, left)
        self.plot_item.setLabel("bottom", bottom, color=FOREGROUND.name())
        self.plot_item.setLabel("left", left, color=FOREGROUND.name())

    def set_projection(self, line: tuple[tuple[float, float], ...] | None,
                       foot: tuple[tuple[float, float], ...] | None) -> None:
        """The dashed drop from q's tip to k's line, and the foot segment along k (or none)."""
        for item, points in ((self.projection, line), (self.projection_foot, foot)):
            if points is None:
                item.setData([], [])
            else:
                item.setData([p[0] for p in points], [p[1] for p in points])

    def show_unit_square(self) -> None:
        """The view from −1 to 1 on both axes (widened on one by the locked aspect)."""
        self.plot_item.getViewBox().setRange(xRange=(-1, 1), yRange=(-1, 1), padding=0)

    def fit(self) -> None:
        """Fit the view to the arrows (the origin always in sight), unless they already fill
        at least FILL_SHARE of it: a scrub then moves the arrows, not the axes."""
        view_box = self.plot_item.getViewBox()
        bounds, shown = self.arrows.boundingRect(), view_box.viewRect()
        if bounds.isNull():
            return
        if max(bounds.width(), bounds.height()) < MIN_SPAN:     # every arrow of length ~0
            self.show_unit_square()
            return
        fills = bounds.width() >= FILL_SHARE * shown.width() or \
            bounds.height() >= FILL_SHARE * shown.height()
        if shown.contains(bounds) and fills:
            return
        view_box.autoRange(items=[self.arrows], padding=0.08)

