"""What a MatrixHeatmap drew, read back: the numbers and labels on screen, colour indices,
masked cells, outlines, where a cell is in pixels, the layout's measures.

The layout report, the window and the tests read the picture through these methods (a mixin of
MatrixHeatmap, gui/views/heatmap/matrix_heatmap.py), never through pixels.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor

from gui.views.heatmap.measures import HeatmapMeasures, measure
from gui.views.heatmap.number_room import NumberRoom, number_room
from gui.views.heatmap.scene import MARGIN_PX

Cell = tuple[int, int]


class HeatmapInspection:
    """Read-only questions about the picture a MatrixHeatmap drew (matrix coordinates)."""

    def visible_cell_texts(self) -> list[tuple[int, int, str]]:
        """[(row, col, text)] drawn on cells now, in matrix coordinates; [] when too small."""
        if self._dimmed:
            return []
        shown = self._text.texts(self._text.current_layout())
        return [(*self._to_matrix(row, col), text) for row, col, text in shown]

    def shown_color_indices(self) -> np.ndarray:
        """(rows, cols) as drawn: each cell's index into the colour table (levels.py)."""
        return self._image.indices().copy()

    def masked_cells(self) -> set[Cell]:
        """Cells drawn as masked (hatched, −∞), in matrix coordinates."""
        return {self._to_matrix(row, col) for row, col in self._masked.cells()}

    def axis_labels(self) -> tuple[list[str], list[str]]:
        """(left axis labels, top axis labels) as the axes hold them."""
        return self._axes["left"].labels(), self._axes["top"].labels()

    def axis_label_colors(self) -> tuple[list[QColor] | None, list[QColor] | None]:
        """(left axis chip colours, top axis chip colours); None where labels are plain."""
        return self._axes["left"].label_colors(), self._axes["top"].label_colors()

    def outlined_rects(self) -> list[QRectF]:
        """Highlight outlines in view (display) coordinates."""
        return self._outline.outlines()

    def cell_center_in_viewport(self, row: int, col: int) -> QPoint:
        """Where the centre of matrix cell (row, col) is in the graphics viewport's pixels."""
        shown_row, shown_col = self._to_display(row, col)
        scene_point = self._view_box.mapViewToScene(QPointF(shown_col + 0.5, shown_row + 0.5))
        return self._graphics.mapFromScene(scene_point)

    def layout_measures(self) -> HeatmapMeasures:
        """What the last paint drew: labels, numbers and their size, pixels (measures.py)."""
        return measure(self, axes=self._axes, text_item=self._text, view_box=self._view_box,
                       values=self._display(self._frame), dimmed=self._dimmed,
                       dpi=float(self.logicalDpiY()))

    def number_room(self, *, square: bool = True, others: tuple = ()) -> NumberRoom:
        """Pixels this view could give away (or lacks) and still draw 9-pt numbers
        (number_room.py); ``others``: other stages' (shape, sample, square) to leave room for
        too (``square``: this one is n×n)."""
        self._fit_layout_now()                # axes, margins and box from one layout pass
        plot, box = self._plot.geometry(), self._view_box.geometry()
        left, top, right, bottom = self._plot.getContentsMargins()   # as laid out now
        extra = (left + right - 2 * MARGIN_PX, top + bottom - 2 * MARGIN_PX)
        return number_room(widget_size=(self.width(), self.height()),
                           plot_size=(plot.width(), plot.height()),
                           box_size=(box.width(), box.height()), extra=extra,
                           shape=self._display(self._frame).shape, sample=self._text.sample,
                           square=square, others=tuple(others))

    def graphics_view(self) -> pg.PlotWidget:
        """The pyqtgraph widget (its viewport receives the mouse)."""
        return self._graphics

    def matrix_shape(self) -> tuple[int, int]:
        """(rows, cols) of the matrix set, in matrix coordinates (frames must match it)."""
        return self._matrix.shape

    def shown_values(self) -> np.ndarray:
        """A copy of the numbers drawn now, laid out as drawn (the transpose when transposed)."""
        return self._display(self._frame).copy()

    def shown_labels(self) -> tuple[list[str], list[str]]:
        """(row labels, column labels) as drawn."""
        rows, cols = self._labels
        return (list(cols), list(rows)) if self._transposed else (list(rows), list(cols))

    def levels(self) -> tuple[float, float]:
        """The colour range: (−m, m) with m = max|finite value| for signed, (0, 1) else."""
        return self._levels

    def kind(self) -> str:
        return self._kind

    def shown_title(self) -> str:
        """The plot title as drawn: elided with "…" when the widget is too narrow for it."""
        return self._title_item.shown_text()

    def axis_titles(self) -> tuple[str, str]:
        """(row title, column title) as drawn."""
        return self._titles[::-1] if self._transposed else self._titles

    def is_dimmed(self) -> bool:
        return self._dimmed

    def is_transposed(self) -> bool:
        return self._transposed

    def tooltip_text(self) -> str:
        """The tooltip text for the cell under the pointer ("" when none)."""
        return self._tooltip_text

    def cell_at_view_point(self, point: QPointF) -> Cell | None:
        """The matrix cell under a point in view coordinates, or None outside the cells."""
        rows, cols = self._display(self._frame).shape
        col, row = int(np.floor(point.x())), int(np.floor(point.y()))
        if not (0 <= row < rows and 0 <= col < cols):
            return None
        return self._to_matrix(row, col)

    @property
    def plot_item(self) -> pg.PlotItem:
        return self._plot
