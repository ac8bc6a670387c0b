"""Fitting a MatrixHeatmap's view to its widget: margins that keep the cells square-ish as
the widget and the axes change size, the whole matrix in view, and the learner's zoom kept.

The heatmap (gui/views/heatmap/matrix_heatmap.py) owns one HeatmapViewFit and hands it the
pyqtgraph pieces it sizes (the graphics view, the plot, the view box), the numbers' text item
(the smallest cell a number fits in) and the picture (the shape as drawn); the margins'
arithmetic is geometry.py's.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QRectF

from gui.views.heatmap.cell_text import CellTextItem, number_cell_px
from gui.views.heatmap.geometry import square_margins
from gui.views.heatmap.picture import HeatmapPicture
from gui.views.heatmap.scene import MARGIN_PX
from gui.views.heatmap.viewbox import MatrixViewBox

FIT_PASSES = 4      # margin fits per layout: one pass from a stale layout left 30-px cells


class HeatmapViewFit:
    """The view of a heatmap fitted to its widget (cells square unless long and thin).
    Refits the margins itself when the view box or the plot changes size; the heatmap calls
    ``keep_cells_square`` on its own resize and ``fit_view`` for a new matrix."""

    def __init__(self, graphics: pg.PlotWidget, plot: pg.PlotItem, view_box: MatrixViewBox,
                 text: CellTextItem, picture: HeatmapPicture) -> None:
        self._graphics, self._plot, self._view_box = graphics, plot, view_box
        self._text, self._picture = text, picture
        self._extra_margins = (0.0, 0.0)
        self.user_zoomed = False          # the learner zoomed or panned since the last fit
        self._fitting = False             # keep_cells_square under way: the plot it moves ...
        self._asked_again = False         # ... told it again from inside (answered after)
        view_box.sigResized.connect(self.keep_cells_square)
        plot.geometryChanged.connect(self.keep_cells_square)
        view_box.sigRangeChangedManually.connect(self._on_user_zoom)

    def fit_view(self) -> None:
        """Show the whole matrix, cells square unless the matrix is very long and thin."""
        rows, cols = self._picture.drawn_shape()
        if rows == 0 or cols == 0:
            return
        self.keep_cells_square()
        self._view_box.setRange(QRectF(0.0, 0.0, cols, rows), padding=0.0)
        self.user_zoomed = False

    def fit_layout_now(self) -> None:
        """Lay the plot out now (axes sized for new labels or fonts), then refit the margins,
        so no frame is painted with the old margins squeezing the cells (they could reach 0 px
        for a pass when longer token labels widened an axis)."""
        self._plot.layout.activate()
        for _ in range(FIT_PASSES):      # the margins change the axes' room: until they settle
            if not self.keep_cells_square():
                break
            self._plot.layout.activate()

    def keep_cells_square(self) -> bool:
        """Centre the plot with extra margins so cells stay square-ish (geometry.py).

        The plot it moves tells it again (geometryChanged, sigResized) from inside, before the
        plot's layout has caught up: that call is answered here once the layout is laid out,
        at most FIT_PASSES times. Answered where it came, each call measured the last one's
        margins against the old layout and asked for others; with a token label longer than
        the view they never settled, and the nested calls ran the stack out (the monkey's
        segmentation fault at action 1,089)."""
        if self._fitting:
            self._asked_again = True
            return False
        self._fitting = True
        try:
            changed = False
            for _ in range(FIT_PASSES):
                self._asked_again = False
                if not self._fit_margins():
                    break
                changed = True
                if not self._asked_again:
                    break
                self._plot.layout.activate()
            return changed
        finally:
            self._fitting = False

    def _fit_margins(self) -> bool:
        plot, box = self._plot.geometry(), self._view_box.geometry()
        margins = square_margins(self._graphics.viewport().size(), (plot.width(), plot.height()),
                                 (box.width(), box.height()), self._extra_margins,
                                 self._picture.drawn_shape(),
                                 number_cell_px(self._text.sample))
        if margins is None:
            return False
        self._extra_margins = new_w, new_h = margins
        self._plot.setContentsMargins(MARGIN_PX + new_w / 2, MARGIN_PX + new_h / 2,
                                      MARGIN_PX + new_w / 2, MARGIN_PX + new_h / 2)
        # The plot may have been held at its old, larger minimum size: give it the view's size.
        self._plot.setGeometry(QRectF(0.0, 0.0, self._graphics.width(), self._graphics.height()))
        return True

    def _on_user_zoom(self, *_axes) -> None:
        self.user_zoomed = True
