"""MatrixHeatmap: one matrix as a coloured grid with token labels, numbers and masked cells.

Matrix coordinates are the caller's (row, col) of the matrix it set. With ``set_transposed``
the picture shows the transpose; signals, highlights and frames keep matrix coordinates,
while ``shown_values`` / ``shown_labels`` describe the picture as drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from gui.palette import FOREGROUND, color_map_for
from gui.views.heatmap.accessible_table import install_accessible_table
from gui.views.heatmap.cell_cursor import CellCursor
from gui.views.heatmap.cell_text import BASE_FONT_PX
from gui.views.heatmap.inspection import HeatmapInspection
from gui.views.heatmap.levels import (
    N_COLORS,
    color_indices,
    frozen_matrix,
    level_range,
    lookup_table,
)
from gui.views.heatmap.measures import HeatmapMeasures
from gui.views.heatmap.number_room import NumberRoom
from gui.views.heatmap.numbers_note import lacks_room, numbers_note
from gui.views.heatmap.picture import HeatmapPicture
from gui.views.heatmap.pointer import PointerTracker
from gui.views.heatmap.scene import build_scene
from gui.views.heatmap.title import FittedTitle
from gui.views.heatmap.view_fit import HeatmapViewFit

Cell = tuple[int, int]
_DIMMED_OPACITY = 0.22


class MatrixHeatmap(QWidget):
    """One (rows, cols) matrix drawn as coloured cells with token labels, numbers, masked
    (hatched) cells, outlines and a colour bar, on pyqtgraph.

    The window sets a matrix (``set_matrix``) or an animation frame (``show_frame``) and
    listens to ``cell_clicked`` / ``cell_hovered`` / ``context_menu_requested``, all in matrix
    coordinates. What it shows is one HeatmapPicture (picture.py), which it changes; two parts
    it owns are handed that picture and the pyqtgraph items they use: HeatmapViewFit
    (view_fit.py) fits the view to the widget, HeatmapInspection (inspection.py) reads back
    what was drawn (its questions are asked here, below, and answered there).
    """

    cell_clicked = Signal(int, int)         # (row, col), matrix coordinates
    cell_hovered = Signal(int, int)         # (-1, -1) when the pointer leaves the cells
    context_menu_requested = Signal(QPoint)  # global position
    numbers_painted = Signal(bool)          # after a paint on screen: were numbers drawn?

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._picture = HeatmapPicture()    # what is shown: matrix, frame, labels, levels, ...
        self._colors: tuple[list[QColor] | None, list[QColor] | None] = (None, None)
        self._lut: np.ndarray | None = None   # (256, 4) RGBA table of the image
        self._title = ""
        self._font_scale = 1.0
        self._highlight: tuple[tuple[int, ...], tuple[int, ...], tuple[Cell, ...]] = ((), (), ())
        self._tooltip_provider: Callable[[int, int], str] | None = None
        self._drawn_texts: tuple = ()
        self._hidden: np.ndarray | None = None   # (rows, cols) bool: hidden by the mask
        self._build()

    def _build(self) -> None:
        scene = build_scene()
        self._scene = scene
        self._graphics, self._plot, self._view_box = scene.graphics, scene.plot, scene.view_box
        self._axes = {"left": scene.left_axis, "top": scene.top_axis}
        self._image, self._masked, self._text = scene.image, scene.masked, scene.text
        self._outline, self._color_bar = scene.outline, scene.color_bar
        self._text.painted.connect(self.numbers_painted)
        self._numbers_note = ""       # said over the cells while they lack room for numbers
        self._text.painted.connect(self._refresh_numbers_note, Qt.ConnectionType.QueuedConnection)
        self._view_box.cell_point_clicked.connect(self._on_point_clicked)
        self._view_box.context_menu_at.connect(self.context_menu_requested)
        self._view_box.fit_requested.connect(self.fit_view)
        self._title_item = FittedTitle(self._plot)
        self._fit = HeatmapViewFit(self._graphics, self._plot, self._view_box, self._text,
                                   self._picture)   # after the title: it refits first
        self.inspection = HeatmapInspection(self, scene, self._title_item, self._picture,
                                            self._fit)
        self._pointer = PointerTracker(self._graphics, self._cell_at_scene, self._set_hovered)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._graphics)
        self.set_font_scale(1.0)
        self.cursor = CellCursor(self)   # arrow keys, Home/End, Enter: one tab stop per view
        install_accessible_table(MatrixHeatmap)  # a screen reader hears a table of named cells

    # the API the window calls ---------------------------------------------------------------

    def set_matrix(self, values: np.ndarray, *, row_labels: Sequence[str],
                   col_labels: Sequence[str], row_title: str, col_title: str,
                   kind: str = "signed", title: str = "",
                   label_colors: Sequence[QColor] | None = None,
                   col_label_colors: Sequence[QColor] | None = None,
                   levels: tuple[float, float] | None = None) -> None:
        """Show a (rows, cols) matrix; fit the view unless the learner zoomed this same shape.

        ``levels`` sets the colour range (shared with other stages); by default the kind's.

        ``label_colors`` colour the row labels, and the column labels too when they are the
        same tokens (an n×n stage); ``col_label_colors`` sets the column colours explicitly.
        """
        matrix = frozen_matrix(values)                        # (rows, cols), read-only
        if matrix.ndim != 2:
            raise ValueError(f"a heatmap needs a 2-D matrix, got shape {matrix.shape}")
        rows, cols = matrix.shape
        if len(row_labels) != rows or len(col_labels) != cols:
            raise ValueError(f"{len(row_labels)} row / {len(col_labels)} column labels for a "
                             f"{rows}×{cols} matrix")
        levels = level_range(matrix, kind) if levels is None else tuple(map(float, levels))
        same_tokens = list(col_labels) == list(row_labels)
        col_colors = col_label_colors or (label_colors if same_tokens else None)
        picture = self._picture
        picture.labels = ([str(s) for s in row_labels], [str(s) for s in col_labels])
        picture.titles = (row_title, col_title)
        self._colors = (None if label_colors is None else list(label_colors),
                        None if col_colors is None else list(col_colors))
        if levels != picture.levels or kind != picture.kind or self._lut is None:
            color_map = color_map_for(kind)
            self._color_bar.setColorMap(color_map)
            self._color_bar.setLevels(levels)
            self._lut = lookup_table(color_map)
            self._image.set_table(self._lut)
            self._text.set_coloring(self._lut[:N_COLORS], levels)
        picture.levels, picture.kind = levels, kind
        shape_changed = matrix.shape != picture.frame.shape
        picture.matrix, picture.frame, self._title = matrix, matrix, title
        self._refresh_labels()
        self._render()
        self._fit.fit_layout_now()
        if shape_changed or not self._fit.user_zoomed:
            self.fit_view()      # an edit of the same matrix keeps the learner's zoom

    def set_hidden(self, hidden: np.ndarray | None, *, render: bool = True) -> None:
        """Cells the mask hid (rows, cols) bool, matrix coordinates, at a stage after the mask
        (weights: exactly 0 because of −∞): hatched like masked cells and marked HIDDEN_MARK,
        never drawn like a computed 0.00. None: none. ``render=False``: kept for the
        ``set_matrix`` that follows at once (of the same shape), which draws both in one pass
        (a pass costs ~20 ms at 2,048 tokens)."""
        self._hidden = None if hidden is None or not np.any(hidden) else \
            np.asarray(hidden, dtype=bool)
        if render:
            self._render()

    def show_frame(self, values: np.ndarray) -> None:
        """An animation frame (same shape as the matrix); NaN cells are drawn blank."""
        frame = frozen_matrix(values)
        if frame.shape != self._picture.matrix.shape:
            raise ValueError(f"frame shape {frame.shape} != matrix shape "
                             f"{self._picture.matrix.shape}")
        self._picture.frame = frame
        self._render()

    def set_highlight(self, *, rows: Iterable[int] = (), cols: Iterable[int] = (),
                      cells: Iterable[Cell] = ()) -> None:
        """Outline rows, columns and cells, in matrix coordinates."""
        self._highlight = (tuple(rows), tuple(cols), tuple((int(r), int(c)) for r, c in cells))
        self._refresh_highlight()

    def set_dimmed(self, dimmed: bool) -> None:
        """A stage not reached yet: faded colours, numbers hidden."""
        self._picture.dimmed = dimmed = bool(dimmed)
        self._image.setOpacity(_DIMMED_OPACITY if dimmed else 1.0)
        self._masked.setOpacity(_DIMMED_OPACITY if dimmed else 1.0)
        self._text.setVisible(not dimmed)
        self._refresh_numbers_note()

    def set_transposed(self, on: bool) -> None:
        """Draw the transpose; labels and axis titles swap, matrix coordinates do not."""
        if bool(on) == self._picture.transposed:
            return
        self._picture.transposed = bool(on)
        self._refresh_labels()
        self._render()
        self._fit.fit_layout_now()
        self.fit_view()

    def set_frame_tooltip(self, text: str) -> None:
        """The hover text of the title and the axes (where the pointer is not over a cell)."""
        self._plot.titleLabel.setToolTip(text)
        for side in ("left", "top"):
            self._plot.getAxis(side).setToolTip(text)

    def set_tooltip_provider(self, fn: Callable[[int, int], str] | None) -> None:
        """fn(row, col) -> hover text, matrix coordinates; None turns tooltips off."""
        self._tooltip_provider = fn

    def shown_numbers_note(self) -> str:
        """The "hover for numbers" note as drawn above the cells ('' when none is)."""
        note = self._numbers_note
        return note if note and self._axes["top"].shown_title().endswith(note) else ""

    def set_font_scale(self, factor: float) -> None:
        """Presentation mode: numbers, labels and titles ``factor`` times their normal size."""
        self._font_scale = max(0.5, min(float(factor), 4.0))
        tick_font = QFont()
        tick_font.setPixelSize(round(BASE_FONT_PX * self._font_scale))
        for axis in (*self._axes.values(), self._color_bar.axis):
            axis.setTickFont(tick_font)
        self._text.set_font_scale(self._font_scale)
        self._refresh_labels()
        self._fit.fit_layout_now()

    def fit_view(self) -> None:
        """Show the whole matrix, cells square unless the matrix is very long and thin."""
        self._fit.fit_view()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit.keep_cells_square()   # a smaller widget: smaller margins before the plot lays out

    # what was drawn, read back: HeatmapInspection (inspection.py) answers ------------------

    def visible_cell_texts(self) -> list[tuple[int, int, str]]:
        return self.inspection.visible_cell_texts()

    def shown_color_indices(self) -> np.ndarray:
        return self.inspection.shown_color_indices()

    def masked_cells(self) -> set[Cell]:
        return self.inspection.masked_cells()

    def axis_labels(self) -> tuple[list[str], list[str]]:
        return self.inspection.axis_labels()

    def axis_label_colors(self) -> tuple[list[QColor] | None, list[QColor] | None]:
        return self.inspection.axis_label_colors()

    def outlined_rects(self) -> list[QRectF]:
        return self.inspection.outlined_rects()

    def cell_center_in_viewport(self, row: int, col: int) -> QPoint:
        return self.inspection.cell_center_in_viewport(row, col)

    def layout_measures(self) -> HeatmapMeasures:
        return self.inspection.layout_measures()

    def number_room(self, *, square: bool = True, others: tuple = (),
                    own: bool = True) -> NumberRoom:
        return self.inspection.number_room(square=square, others=others, own=own)

    def stage_needs(self, stages: tuple, *, square: bool) -> list[tuple[float, float]]:
        return self.inspection.stage_needs(stages, square=square)

    def graphics_view(self) -> pg.PlotWidget:
        return self.inspection.graphics_view()

    def matrix_shape(self) -> tuple[int, int]:
        return self.inspection.matrix_shape()

    def shown_values(self) -> np.ndarray:
        return self.inspection.shown_values()

    def shown_labels(self) -> tuple[list[str], list[str]]:
        return self.inspection.shown_labels()

    def levels(self) -> tuple[float, float]:
        return self.inspection.levels()

    def kind(self) -> str:
        return self.inspection.kind()

    def shown_title(self) -> str:
        return self.inspection.shown_title()

    def axis_titles(self) -> tuple[str, str]:
        return self.inspection.axis_titles()

    def is_dimmed(self) -> bool:
        return self.inspection.is_dimmed()

    def is_transposed(self) -> bool:
        return self.inspection.is_transposed()

    def tooltip_text(self) -> str:
        return self.inspection.tooltip_text()

    def cell_at_view_point(self, point: QPointF) -> Cell | None:
        return self.inspection.cell_at_view_point(point)

    @property
    def plot_item(self) -> pg.PlotItem:
        return self._plot

    # internals -------------------------------------------------------------------------------

    def _render(self) -> None:
        picture = self._picture
        display = picture.as_drawn(picture.frame)                # (rows, cols) as drawn
        self._image.set_indices(color_indices(display, picture.levels))   # (rows, cols) uint8
        hidden = self._hidden
        if hidden is not None and hidden.shape != picture.frame.shape:
            hidden = None                                       # another matrix: not its mask
        hidden = None if hidden is None else picture.as_drawn(hidden)
        self._masked.set_values(display, hidden)
        self._text.set_values(display, hidden)
        self._outline.set_shape(*display.shape)
        self._refresh_highlight()
        if hasattr(self, "cursor"):
            self.cursor.refresh()

    def _refresh_labels(self) -> None:
        picture = self._picture
        (row_labels, col_labels), (row_title, col_title) = (picture.shown_labels(),
                                                            picture.axis_titles())
        row_colors, col_colors = self._colors[::-1] if self._picture.transposed else self._colors
        self._axes["left"].set_labels(row_labels, row_colors)
        self._axes["top"].set_labels(col_labels, col_colors)
        texts = (row_title, col_title, self._title, self._font_scale)
        if texts == self._drawn_texts:
            return    # unchanged: pyqtgraph would redo the axes' layout for nothing
        self._drawn_texts = texts
        style = {"color": FOREGROUND.name(), "font-size": f"{round(13 * self._font_scale)}px"}
        self._axes["left"].set_title(row_title, **style)
        self._axes["top"].set_title(col_title, **style)
        self._title_item.set_text(self._title, color=FOREGROUND.name(),
                                  size_px=round(15 * self._font_scale))

    def _refresh_numbers_note(self, _drawn: bool = False) -> None:
        """After a paint: "hover for numbers" above the cells exactly while they lack room
        (a faded stage's text item is hidden: it has no numbers to show yet)."""
        note = numbers_note() if lacks_room(self._text) else ""
        if note != self._numbers_note:
            self._numbers_note = note
            self._axes["top"].set_note(note)

    def _refresh_highlight(self) -> None:
        rows, cols, cells = self._highlight
        if self._picture.transposed:
            rows, cols, cells = cols, rows, tuple((c, r) for r, c in cells)
        self._outline.set_outlines(rows, cols, cells)

    def _on_point_clicked(self, point: QPointF) -> None:
        cell = self.inspection.cell_at_view_point(point)
        if cell is not None:
            self.cell_clicked.emit(*cell)

    def _cell_at_scene(self, scene_pos: QPointF) -> Cell | None:
        if not self._view_box.sceneBoundingRect().contains(scene_pos):
            return None
        return self.inspection.cell_at_view_point(self._view_box.mapSceneToView(scene_pos))

    def _set_hovered(self, cell: Cell | None, global_pos: QPoint | None) -> None:
        self.cell_hovered.emit(*(cell if cell is not None else (-1, -1)))
        provider = self._tooltip_provider
        text = provider(*cell) if (cell is not None and provider) else ""
        self._picture.tooltip_text = text
        self._graphics.setToolTip(text)
        # Qt's own tooltip event asks the scene's items: the image answers with the same text
        # (else it would hide this tooltip ~0.7 s later in an active window).
        self._image.setToolTip(text)
        if text and global_pos is not None:
            QToolTip.showText(global_pos, text, self._graphics)
        else:
            QToolTip.hideText()
