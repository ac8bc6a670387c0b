"""The pyqtgraph pieces of one heatmap, built and wired together (no behaviour of their own)."""

from __future__ import annotations

from dataclasses import dataclass

import pyqtgraph as pg

from gui.palette import BACKGROUND, FOREGROUND, color_map_for
from gui.views.heatmap.axes import TokenAxis
from gui.views.heatmap.cell_image import CellImageItem
from gui.views.heatmap.cell_text import CellTextItem
from gui.views.heatmap.color_bar_ticks import fit_color_bar_ticks
from gui.views.heatmap.highlight import HighlightItem
from gui.views.heatmap.masked_cells import MaskedCellsItem
from gui.views.heatmap.viewbox import MatrixViewBox

MARGIN_PX = 6.0


@dataclass(frozen=True)
class HeatmapScene:
    graphics: pg.PlotWidget
    plot: pg.PlotItem
    view_box: MatrixViewBox
    left_axis: TokenAxis
    top_axis: TokenAxis
    image: CellImageItem         # uint8 colour indices, row-major: cell (r, c) = image[r, c]
    masked: MaskedCellsItem
    text: CellTextItem
    outline: HighlightItem
    color_bar: pg.ColorBarItem


def build_scene() -> HeatmapScene:
    """A light plot: token axes left and top, the image and its overlays, a colour bar."""
    view_box = MatrixViewBox()
    left_axis, top_axis = TokenAxis("left"), TokenAxis("top")
    graphics = pg.PlotWidget(background=BACKGROUND, viewBox=view_box,
                             axisItems={"left": left_axis, "top": top_axis})
    plot = graphics.getPlotItem()
    plot.setMenuEnabled(False)
    plot.hideButtons()
    plot.hideAxis("bottom")
    plot.showAxis("top")
    plot.setContentsMargins(MARGIN_PX, MARGIN_PX, MARGIN_PX, MARGIN_PX)
    image = CellImageItem()
    masked, text, outline = MaskedCellsItem(), CellTextItem(), HighlightItem()
    for item in (image, masked, text, outline):     # drawn in this order (z values agree)
        plot.addItem(item)
    # The bar only shows the scale: the image takes its colours from the view's lookup table.
    color_bar = pg.ColorBarItem(values=(-1.0, 1.0), colorMap=color_map_for("signed"),
                                interactive=False, width=14)
    plot.layout.addItem(color_bar, 2, 5)            # right of the plot, as pyqtgraph does
    plot.layout.setColumnFixedWidth(4, 5)
    color_bar.axis.setPen(pg.mkPen(FOREGROUND))
    color_bar.axis.setTextPen(pg.mkPen(FOREGROUND))
    fit_color_bar_ticks(color_bar.axis)             # labels never overlap on a short bar
    # No axis here has units to prefix (k, m, µ): without this, every change of the view's range
    # re-parsed each axis title's HTML and re-sized the axis (pyqtgraph's updateAutoSIPrefix),
    # ~3.5 % of the suite's time
    for axis in (*(plot.getAxis(side) for side in ("left", "top", "bottom", "right")),
                 color_bar.axis):
        axis.enableAutoSIPrefix(False)
    for item in (plot, color_bar):  # pyqtgraph makes their menus with no parent: they would
        menu = item.ctrlMenu        # outlive the view (a PlotItem's; a ColorBarItem is one)
        menu.setParent(graphics, menu.windowFlags())
    return HeatmapScene(graphics, plot, view_box, left_axis, top_axis, image, masked, text,
                        outline, color_bar)
