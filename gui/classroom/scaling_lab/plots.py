"""The lab's four plots: each shows a core.scaling.lab frame (and the sweep's curves); no maths.

Unscaled is orange (solid), scaled ÷√d_k is blue, both Okabe-Ito colours; entropy curves are
dashed so the two statistics differ by more than colour.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from shiboken6 import isValid

from core.i18n import whole_number
from core.scaling.lab import LabFrame, ScalingSweep
from gui.palette import BACKGROUND, FOREGROUND

UNSCALED = QColor("#D55E00")
SCALED = QColor("#0072B2")
MARKER = QColor("#444444")
D_K_TICKS = (1, 4, 16, 64, 256, 1024)
GRADIENT_TICKS = (0.02, 0.05, 0.1, 0.2, 0.3, 0.5)
translate = QCoreApplication.translate


TITLE_POINTS = (11.0, 10.0, 9.0, 8.0)   # pyqtgraph's title size, then smaller before a cut
TITLE_MARGIN = 16                       # the plot's own margins around its title, pixels


def log_ticks(values) -> list[list[tuple[float, str]]]:
    """Major ticks only, at ``values``, for a log axis (its coordinate is log10 of the value);
    whole numbers as the window's language writes them (1,024 in English, 1024 in German, as
    the lab's sentences), fractions as they are (0.05)."""
    return [[(float(np.log10(v)), whole_number(int(v)) if float(v).is_integer() else f"{v:g}")
             for v in values], []]


def _pen(color: QColor, *, dashed: bool = False, width: float = 2.0):
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    return pg.mkPen(color, width=width, style=style)


def _faded(color: QColor, alpha: int = 70) -> QColor:
    faded = QColor(color)
    faded.setAlpha(alpha)
    return faded


class LabPlot(pg.PlotWidget):
    """A light plot with a title, axis labels and a legend; pyqtgraph's own menu is off."""

    def __init__(self, title: str, bottom: str, left: str,
                 legend_at: tuple[float, float] = (1.0, 0.0)) -> None:
        super().__init__(background=BACKGROUND)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)            # no keys: Tab passes on (it
        self.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # stopped here, unseen)
        self.plot_item: pg.PlotItem = self.getPlotItem()
        self.full_title = title
        self._fit_title()
        self.plot_item.setLabel("bottom", bottom, color=FOREGROUND.name())
        self.plot_item.setLabel("left", left, color=FOREGROUND.name())
        # no grid: its translucent lines over the whole plot cost ~7 ms a repaint per plot
        self.plot_item.setMenuEnabled(False)
        self.plot_item.getViewBox().setMouseEnabled(x=False, y=False)
        self.legend = self.plot_item.addLegend(offset=(-8, 8), labelTextColor=FOREGROUND.name(),
                                               brush=pg.mkBrush(255, 255, 255, 200))
        # legend_at: (x, y) fractions of the plot area where the legend sits, clear of the data
        margin = (10 if legend_at[0] < 0.5 else -10, 10 if legend_at[1] < 0.5 else -10)
        self.legend.anchor(itemPos=legend_at, parentPos=legend_at, offset=margin)
        for side in ("left", "bottom"):
            self.plot_item.getAxis(side).enableAutoSIPrefix(False)  # no "(x0.001)" in labels
        self.setMinimumSize(240, 170)
        for side in ("left", "right"):   # their widths are the title's room's edges
            self.plot_item.getAxis(side).geometryChanged.connect(self._axes_changed)

    def resizeEvent(self, event) -> None:
        # the title first: its drawn width is part of the plot's minimum width, and
        # pyqtgraph's own resizeEvent sizes the plot to the view, held to that minimum. Fitted
        # after, a title fitted at the width the plot had before (at construction, 640 px)
        # kept the plot that wide until the next resize: cut at the view's right edge
        if "full_title" in self.__dict__:     # not during pyqtgraph's own construction
            self._fit_title()
        super().resizeEvent(event)

    def _axes_changed(self) -> None:
        """An axis took another width (its tick labels or its title changed): the title's
        room changed with it; the plot is sized to the view again if the title was refitted."""
        if not isValid(self) or self.closed or not isValid(self.plot_item):
            return                                   # (an axis moved as the plot is deleted)
        if self._fit_title():
            self.plot_item.setGeometry(self.range)   # pyqtgraph's own sizing, as on a resize

    def title_room(self) -> float:
        """The pixels the title may take: pyqtgraph lays it out in the column above the plot
        area, between the left and right axes; the title's width plus theirs is the plot's
        minimum width."""
        axes = sum(axis.minimumWidth() for axis in (self.plot_item.getAxis("left"),
                                                    self.plot_item.getAxis("right"))
                   if axis.isVisible())
        return self.width() - TITLE_MARGIN - axes

    def _fit_title(self) -> bool:
        """The title whole in its room (title_room): smaller type before it is cut, and only
        below TITLE_POINTS' last shortened with "…" (the whole title then in the tooltip).
        Measured as drawn (pyqtgraph's label, whose text decides the plot's own minimum
        width). False when the room and title are those fitted last (nothing done)."""
        title, width = self.full_title, self.title_room()
        if self.__dict__.get("_fitted") == (title, width):
            return False
        self._fitted = (title, width)
        label = self.plot_item.titleLabel
        shown = title
        for points in TITLE_POINTS:
            self.plot_item.setTitle(shown, color=FOREGROUND.name(), size=f"{points:g}pt")
            if label.item.boundingRect().width() <= width:
                break
        while label.item.boundingRect().width() > width and len(shown) > 2:
            shown = shown[:-2].rstrip() + "…" if shown.endswith("…") else shown[:-1] + "…"
            self.plot_item.setTitle(shown, color=FOREGROUND.name(), size=f"{points:g}pt")
        self.setToolTip(title if shown != title else "")
        return True


class HistogramPlot(LabPlot):
    """(1) The scores' distribution: unscaled q·k and q·k/√d_k, as density."""

    def __init__(self) -> None:
        super().__init__(translate("ScalingLab", "Scores q·k"), translate("ScalingLab", "score"),
                         translate("ScalingLab", "density"))
        self.unscaled = self.plot_item.plot(stepMode="center", fillLevel=0, pen=_pen(UNSCALED),
                                            brush=_faded(UNSCALED),
                                            name=translate("ScalingLab", "unscaled"))
        self.scaled = self.plot_item.plot(stepMode="center", fillLevel=0, pen=_pen(SCALED),
                                          brush=_faded(SCALED), name="÷ √d_k")

    def show_frame(self, frame: LabFrame) -> None:
        for item, histogram in ((self.unscaled, frame.unscaled_histogram),
                                (self.scaled, frame.scaled_histogram)):
            item.setData(histogram.edges, histogram.density)
        self.plot_item.setRange(xRange=frame.histogram_x_range, yRange=frame.histogram_y_range,
                                padding=0.02)


class RowPlot(LabPlot):
    """(2) One sampled query's softmax row: its weight on each key, unscaled and scaled."""

    BAR_WIDTH = 0.4

    def __init__(self) -> None:
        super().__init__(translate("ScalingLab", "One softmax row"), translate("ScalingLab", "key"),
                         translate("ScalingLab", "weight"), legend_at=(0.0, 0.0))
        self.unscaled = pg.BarGraphItem(x=[], height=[], width=self.BAR_WIDTH,
                                        brush=UNSCALED, pen=None,
                                        name=translate("ScalingLab", "unscaled"))
        self.scaled = pg.BarGraphItem(x=[], height=[], width=self.BAR_WIDTH, brush=SCALED,
                                      pen=None, name="÷ √d_k")
        for item in (self.unscaled, self.scaled):
            self.plot_item.addItem(item)   # the legend lists named items by itself
        self.plot_item.setYRange(0, 1, padding=0.02)

    def show_frame(self, frame: LabFrame) -> None:
        keys = np.arange(1, frame.unscaled_weights.size + 1)        # (n,): counted from 1,
        half = self.BAR_WIDTH / 2                                   # as tokens are
        self.unscaled.setOpts(x=keys - half, height=frame.unscaled_weights)
        self.scaled.setOpts(x=keys + half, height=frame.scaled_weights)
        self.plot_item.setXRange(0, keys.size + 1, padding=0)


class CurvePlot(LabPlot):
    """Statistics against d_k on a log axis, both curves, the slider's d_k marked."""

    def __init__(self, title: str, left: str, fields: tuple[tuple[str, str, bool], ...], *,
                 log_y: bool = False, legend_at: tuple[float, float] = (0.5, 0.0),
                 top: float | None = None) -> None:
        super().__init__(title, translate("ScalingLab", "d_k (log scale)"), left, legend_at)
        self.legend.setColumnCount(2)  # one row: it fits in the room above the curves
        self.top = top  # the y axis's top (room for the legend), or None to fit the curves
        self.plot_item.setLogMode(x=True, y=log_y)
        self.plot_item.getAxis("bottom").setTicks(log_ticks(D_K_TICKS))  # no crowded minors
        if log_y:
            self.plot_item.getAxis("left").setTicks(log_ticks(GRADIENT_TICKS))
        self.fields = fields
        self.curves: dict[tuple[str, int], pg.PlotDataItem] = {}
        for index, (field, _label, dashed) in enumerate(fields):
            for column, (color, side) in enumerate(((UNSCALED, translate("ScalingLab", "unscaled")),
                                                         (SCALED, "÷ √d_k"))):
                self.curves[field, column] = self.plot_item.plot(  # the legend names colours
                    pen=_pen(color, dashed=dashed), name=side if index == 0 else None)
        self.marker_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(MARKER, width=1,
                                                                   style=Qt.PenStyle.DotLine))
        self.plot_item.addItem(self.marker_line)
        self.markers = self.plot_item.plot(pen=None, symbol="o", symbolSize=9,
                                           symbolBrush=[UNSCALED, SCALED] * len(fields),
                                           symbolPen=pg.mkPen(MARKER))

    def show_sweep(self, sweep: ScalingSweep) -> None:
        d_ks = np.array(sweep.d_ks, dtype=float)                   # (k,)
        for field, _label, _dashed in self.fields:
            values = sweep.curve(field)                            # (k, 2)
            for column in (0, 1):
                self.curves[field, column].setData(d_ks, values[:, column])
        # fit the curves once; moving the marker must not re-range (and re-tick) the axes
        self.plot_item.getViewBox().autoRange(items=list(self.curves.values()), padding=0.06)
        if self.top is not None:
            self.plot_item.setYRange(0, self.top, padding=0)
        self.plot_item.disableAutoRange()

    def show_frame(self, frame: LabFrame) -> None:
        row = frame.row
        values = [getattr(side, field) for field, _l, _d in self.fields
                  for side in (row.unscaled, row.scaled)]
        self.markers.setData([row.d_k] * len(values), values)
        self.marker_line.setPos(np.log10(row.d_k))  # the axis is log10(d_k) in log mode


def saturation_plot() -> CurvePlot:
    """(3) The largest weight (solid) and the entropy in nats (dashed) against d_k."""
    return CurvePlot(translate("ScalingLab", "Largest weight (solid) and entropy (dashed)"),
                     translate("ScalingLab", "weight  /  entropy (nats)"),
                     (("max_weight", translate("ScalingLab", "largest weight"), False),
                      ("entropy", translate("ScalingLab", "entropy"), True)),
                     top=3.6)  # entropy ≤ log 16 ≈ 2.77 for 16 tokens; the legend sits above


def gradient_plot() -> CurvePlot:
    """(4) ‖∂softmax/∂scores‖_F against d_k, both axes logarithmic."""
    return CurvePlot(translate("ScalingLab", "Softmax gradient ‖∂p/∂s‖_F"),
                     translate("ScalingLab", "gradient norm (log)"),
                     (("grad_norm", translate("ScalingLab", "gradient"), False),), log_y=True,
                     legend_at=(0.0, 1.0))
