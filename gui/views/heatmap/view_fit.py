"""Fitting a MatrixHeatmap's view to its widget: margins that keep the cells square-ish as
the widget and the axes change size, the whole matrix in view, and the learner's zoom kept.

A mixin of MatrixHeatmap (gui/views/heatmap/matrix_heatmap.py); the margins' arithmetic is
geometry.py's.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QResizeEvent

from gui.views.heatmap.cell_text import number_cell_px
from gui.views.heatmap.geometry import square_margins
from gui.views.heatmap.scene import MARGIN_PX

FIT_PASSES = 4      # margin fits per layout: one pass from a stale layout left 30-px cells


class HeatmapViewFit:
    """The view of a MatrixHeatmap fitted to its widget (cells square unless long and thin)."""

    def fit_view(self) -> None:
        """Show the whole matrix, cells square unless the matrix is very long and thin."""
        rows, cols = self._display(self._frame).shape
        if rows == 0 or cols == 0:
            return
        self._keep_cells_square()
        self._view_box.setRange(QRectF(0.0, 0.0, cols, rows), padding=0.0)
        self._user_zoomed = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_cells_square()   # a smaller widget: smaller margins before the plot lays out

    def _fit_layout_now(self) -> None:
        """Lay the plot out now (axes sized for new labels or fonts), then refit the margins,
        so no frame is painted with the old margins squeezing the cells (they could reach 0 px
        for a pass when longer token labels widened an axis)."""
        self._plot.layout.activate()
        for _ in range(FIT_PASSES):      # the margins change the axes' room: until they settle
            if not self._keep_cells_square():
                break
            self._plot.layout.activate()

    def _keep_cells_square(self) -> bool:
        """Centre the plot with extra margins so cells stay square-ish (geometry.py)."""
        plot, box = self._plot.geometry(), self._view_box.geometry()
        margins = square_margins(self._graphics.viewport().size(), (plot.width(), plot.height()),
                                 (box.width(), box.height()), self._extra_margins,
                                 self._display(self._frame).shape,
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
        self._user_zoomed = True
