"""What a MatrixHeatmap drew, read back: the numbers and labels on screen, colour indices,
masked cells, outlines, where a cell is in pixels, the layout's measures.

The layout report, the window and the tests read the picture through these questions, never
through pixels. The heatmap (gui/views/heatmap/matrix_heatmap.py) owns one HeatmapInspection
and hands it what it reads: the widget (its size and dpi), the pyqtgraph scene's items, the
title, the picture (what is shown, as data) and the view fit (a layout pass before measuring).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from gui.views.heatmap.cell_text import MIN_FONT_PX, number_cell_px
from gui.views.heatmap.color_bar_ticks import label_width
from gui.views.heatmap.measures import HeatmapMeasures, measure
from gui.views.heatmap.number_room import NumberRoom, needed_px, number_room
from gui.views.heatmap.picture import HeatmapPicture
from gui.views.heatmap.scene import MARGIN_PX, HeatmapScene
from gui.views.heatmap.title import FittedTitle
from gui.views.heatmap.view_fit import HeatmapViewFit

Cell = tuple[int, int]


class HeatmapInspection:
    """Read-only questions about the picture a MatrixHeatmap drew (matrix coordinates)."""

    def __init__(self, widget: QWidget, scene: HeatmapScene, title: FittedTitle,
                 picture: HeatmapPicture, fit: HeatmapViewFit) -> None:
        self._widget, self._scene, self._title = widget, scene, title
        self._picture, self._fit = picture, fit
        self._axes = {"left": scene.left_axis, "top": scene.top_axis}

    def visible_cell_texts(self) -> list[tuple[int, int, str]]:
        """[(row, col, text)] drawn on cells now, in matrix coordinates; [] when too small."""
        if self._picture.dimmed:
            return []
        text = self._scene.text
        shown = text.texts(text.current_layout())
        return [(*self._picture.to_matrix(row, col), text) for row, col, text in shown]

    def shown_color_indices(self) -> np.ndarray:
        """(rows, cols) as drawn: each cell's index into the colour table (levels.py)."""
        return self._scene.image.indices().copy()

    def masked_cells(self) -> set[Cell]:
        """Cells drawn as masked (hatched, −∞), in matrix coordinates."""
        return {self._picture.to_matrix(row, col) for row, col in self._scene.masked.cells()}

    def axis_labels(self) -> tuple[list[str], list[str]]:
        """(left axis labels, top axis labels) as the axes hold them."""
        return self._axes["left"].labels(), self._axes["top"].labels()

    def axis_label_colors(self) -> tuple[list[QColor] | None, list[QColor] | None]:
        """(left axis chip colours, top axis chip colours); None where labels are plain."""
        return self._axes["left"].label_colors(), self._axes["top"].label_colors()

    def outlined_rects(self) -> list[QRectF]:
        """Highlight outlines in view (display) coordinates."""
        return self._scene.outline.outlines()

    def cell_center_in_viewport(self, row: int, col: int) -> QPoint:
        """Where the centre of matrix cell (row, col) is in the graphics viewport's pixels."""
        shown_row, shown_col = self._picture.to_matrix(row, col)     # (its own inverse)
        scene_point = self._scene.view_box.mapViewToScene(QPointF(shown_col + 0.5,
                                                                  shown_row + 0.5))
        return self._scene.graphics.mapFromScene(scene_point)

    def layout_measures(self) -> HeatmapMeasures:
        """What the last paint drew: labels, numbers and their size, pixels (measures.py)."""
        picture = self._picture
        return measure(self._widget, axes=self._axes, text_item=self._scene.text,
                       view_box=self._scene.view_box, values=picture.as_drawn(picture.frame),
                       dimmed=picture.dimmed, dpi=float(self._widget.logicalDpiY()))

    def number_room(self, *, square: bool = True, others: tuple = (),
                    own: bool = True) -> NumberRoom:
        """Pixels this view could give away (or lacks) and still draw 9-pt numbers
        (number_room.py); ``others``: other stages' (shape, sample, square) to leave room for
        too (``square``: this one is n×n; ``own=False``: the others alone)."""
        self._fit.fit_layout_now()            # axes, margins and box from one layout pass
        plot, box = self._scene.plot.geometry(), self._scene.view_box.geometry()
        inner = self._scene.plot.layout.geometry()     # the rect the box and axes were laid out
        extra = (plot.width() - inner.width() - 2 * MARGIN_PX,   # in: the margins it was laid
                 plot.height() - inner.height() - 2 * MARGIN_PX)  # out with (margins just set
        # are not laid out yet: read from them, a sentence typed at stage x lacked 160 px)
        widget = self._widget
        return number_room(widget_size=(widget.width(), widget.height()),
                           plot_size=(plot.width(), plot.height()),
                           box_size=(box.width(), box.height()), extra=extra,
                           shape=self._picture.drawn_shape(), sample=self._scene.text.sample,
                           square=square, others=tuple(others), own=own)

    def stage_needs(self, stages: tuple, *, square: bool) -> list[tuple[float, float]]:
        """The view's size (w, h) at which each of ``stages`` [(shape, widest number, square,
        colour levels)] draws its 9-pt numbers, measured from this view's layout without
        painting: its axes and margins, with the colour bar's width taken from each stage's
        own labels and the top axis's height from its own column labels (tokens, upright or
        turned, on an n×n stage). The same for a stage whichever is on screen."""
        room = self.number_room(square=square)         # laid out now; this stage's fixed parts
        cells = needed_px((0.0, 0.0), self._picture.drawn_shape(),
                          number_cell_px(self._scene.text.sample, MIN_FONT_PX))
        axis, top = self._scene.color_bar.axis, self._scene.top_axis
        base_w = room.needed[0] - cells[0] - axis.width()     # the bar's labels: each stage's
        base_h = room.needed[1] - cells[1] - top.reserved_px()  # own; its top labels: each own
        tokens = self._scene.left_axis.widest_label_px()      # (every stage's rows are tokens)
        size = float(self._widget.height())       # (a bar as long as the view: the same for
        needs = []                                # every stage, whichever is on screen)
        for shape, sample, other_square, levels in stages:
            cell = number_cell_px(sample, MIN_FONT_PX)
            top_px = top.reserve_for(tokens if other_square else 0.0, cell[0])
            needs.append(needed_px((base_w + label_width(axis, levels, size), base_h + top_px),
                                   tuple(shape), cell))
        return needs

    def graphics_view(self) -> pg.PlotWidget:
        """The pyqtgraph widget (its viewport receives the mouse)."""
        return self._scene.graphics

    def matrix_shape(self) -> tuple[int, int]:
        """(rows, cols) of the matrix set, in matrix coordinates (frames must match it)."""
        return self._picture.matrix.shape

    def shown_values(self) -> np.ndarray:
        """A copy of the numbers drawn now, laid out as drawn (the transpose when transposed)."""
        return self._picture.as_drawn(self._picture.frame).copy()

    def shown_labels(self) -> tuple[list[str], list[str]]:
        """(row labels, column labels) as drawn."""
        return self._picture.shown_labels()

    def levels(self) -> tuple[float, float]:
        """The colour range: (−m, m) with m = max|finite value| for signed, (0, 1) else."""
        return self._picture.levels

    def kind(self) -> str:
        return self._picture.kind

    def shown_title(self) -> str:
        """The plot title as drawn: elided with "…" when the widget is too narrow for it."""
        return self._title.shown_text()

    def axis_titles(self) -> tuple[str, str]:
        """(row title, column title) as drawn."""
        return self._picture.axis_titles()

    def is_dimmed(self) -> bool:
        return self._picture.dimmed

    def is_transposed(self) -> bool:
        return self._picture.transposed

    def tooltip_text(self) -> str:
        """The tooltip text for the cell under the pointer ("" when none)."""
        return self._picture.tooltip_text

    def cell_at_view_point(self, point: QPointF) -> Cell | None:
        """The matrix cell under a point in view coordinates, or None outside the cells."""
        rows, cols = self._picture.drawn_shape()
        col, row = int(np.floor(point.x())), int(np.floor(point.y()))
        if not (0 <= row < rows and 0 <= col < cols):
            return None
        return self._picture.to_matrix(row, col)

    @property
    def plot_item(self) -> pg.PlotItem:
        return self._scene.plot
