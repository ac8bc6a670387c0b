"""The heatmap refits when its widget shrinks, its fonts grow or its title is long.

Regressions: the square-cell margins stayed as large as for the old size after a shrink or a
font-scale change (matrix clipped or blank), and a long title made the plot wider than its
widget (at 480 px the plot grew to 865-1060 px, and grew on every set_matrix).
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from gui.palette import color_map_for
from gui.views.heatmap import MatrixHeatmap
from gui.views.heatmap.geometry import MAX_CELL_STRETCH
from gui.views.heatmap.levels import lookup_table

LONG_TITLE = ("x: X = token embeddings (+ positions), rows are tokens and columns are the "
              "d_model features of each token   [12 × 8]   head 1 of 4")


def settle() -> None:
    for _ in range(4):    # layout requests and geometry changes arrive over a few passes
        QApplication.processEvents()


def heatmap(qtbot, shape=(5, 5), size=(1200, 400), title="weights") -> MatrixHeatmap:
    view = MatrixHeatmap()
    qtbot.addWidget(view)
    view.resize(*size)
    values = np.random.default_rng(3).normal(size=shape)
    view.set_matrix(values, row_labels=[f"tok{i}" for i in range(shape[0])],
                    col_labels=[f"f{j}" for j in range(shape[1])], row_title="query i (row)",
                    col_title="key j (column)", title=title)
    view.show()
    qtbot.waitExposed(view)
    settle()
    return view


def cell_pixel(view: MatrixHeatmap, picture: QImage, row: int, col: int) -> QColor:
    """The grabbed colour near cell (row, col)'s top-left corner (away from its number)."""
    rows, cols = view.matrix_shape()
    centre = view.cell_center_in_viewport(row, col)
    neighbour_col = col + 1 if col + 1 < cols else col - 1
    neighbour_row = row + 1 if row + 1 < rows else row - 1
    cell_w = abs(view.cell_center_in_viewport(row, neighbour_col).x() - centre.x())
    cell_h = abs(view.cell_center_in_viewport(neighbour_row, col).y() - centre.y())
    where = view.graphics_view().viewport().mapTo(view, centre)
    ratio = picture.devicePixelRatio()
    return picture.pixelColor(int((where.x() - 0.3 * cell_w) * ratio),
                              int((where.y() - 0.3 * cell_h) * ratio))


def assert_whole_matrix_shown(view: MatrixHeatmap) -> None:
    """Every cell's centre inside the viewport, and each cell painted in its own colour."""
    rows, cols = view.matrix_shape()
    viewport = view.graphics_view().viewport().rect()
    outside = [(r, c) for r in range(rows) for c in range(cols)
               if not viewport.contains(view.cell_center_in_viewport(r, c))]
    assert outside == [], f"cells outside the {viewport.width()}×{viewport.height()} viewport"
    assert view.plot_item.geometry().width() <= view.width() + 0.5
    assert view.plot_item.geometry().height() <= view.height() + 0.5
    picture = view.grab().toImage()
    table = lookup_table(color_map_for(view.kind()))           # (256, 4) RGBA
    indices = view.shown_color_indices()                       # (rows, cols) as drawn
    for row, col in [(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)]:
        expected = table[indices[row, col]]
        shown = cell_pixel(view, picture, row, col)
        assert abs(shown.red() - int(expected[0])) <= 3, (row, col, shown.name())
        assert abs(shown.green() - int(expected[1])) <= 3, (row, col, shown.name())
        assert abs(shown.blue() - int(expected[2])) <= 3, (row, col, shown.name())


@pytest.mark.parametrize("sizes", [
    [(600, 400), (300, 400), (250, 250)],        # shrinking a wide widget
    [(400, 1200), (300, 300)],                   # tall, then small
])
def test_cells_stay_in_view_when_the_widget_shrinks(qtbot, sizes):
    view = heatmap(qtbot)
    assert_whole_matrix_shown(view)
    for size in sizes:
        view.resize(*size)
        settle()
        assert_whole_matrix_shown(view)


def test_cells_stay_in_view_after_a_font_scale_change(qtbot):
    view = heatmap(qtbot, size=(1200, 400))
    for factor, size in [(1.6, (1200, 400)), (1.6, (500, 300)), (3.0, (500, 300)),
                         (1.0, (800, 600))]:
        view.resize(*size)
        view.set_font_scale(factor)
        settle()
        assert_whole_matrix_shown(view)


def test_cells_stay_square_ish_when_there_is_room(qtbot):
    view = heatmap(qtbot, size=(1200, 400))
    width = view.cell_center_in_viewport(0, 1).x() - view.cell_center_in_viewport(0, 0).x()
    height = view.cell_center_in_viewport(1, 0).y() - view.cell_center_in_viewport(0, 0).y()
    assert 1.0 <= width / height <= MAX_CELL_STRETCH + 0.02   # not 4:1 slivers
    view.resize(300, 300)
    settle()
    view.resize(1200, 400)                       # and back: the same picture as before
    settle()
    again = view.cell_center_in_viewport(0, 1).x() - view.cell_center_in_viewport(0, 0).x()
    assert again == pytest.approx(width, abs=1.0)


def test_a_long_title_is_elided_and_never_widens_the_plot(qtbot):
    view = heatmap(qtbot, shape=(5, 12), size=(480, 384), title=LONG_TITLE)
    assert_whole_matrix_shown(view)
    shown = view.shown_title()
    assert shown.endswith("…") and LONG_TITLE.startswith(shown[:-1])
    assert view.plot_item.titleLabel.geometry().width() <= view.width()
    view.resize(1600, 600)            # cells as wide as the plot: room for the whole title
    settle()
    assert view.shown_title() == LONG_TITLE
    view.set_font_scale(1.6)
    view.resize(480, 384)
    settle()
    assert view.shown_title().endswith("…")
    assert_whole_matrix_shown(view)


def test_reusing_one_heatmap_for_every_stage_keeps_its_width(qtbot):
    view = heatmap(qtbot, shape=(5, 8), size=(480, 384))
    rng = np.random.default_rng(0)
    widths = []
    for step, shape in enumerate([(5, 8), (5, 4), (5, 4), (5, 4), (5, 5), (5, 5), (5, 5),
                                  (5, 5), (5, 4), (5, 8)]):
        values = rng.normal(size=shape)
        view.set_matrix(values, row_labels=[f"t{i}" for i in range(shape[0])],
                        col_labels=[f"c{j}" for j in range(shape[1])], row_title="token",
                        col_title="feature", title=f"{step}: {LONG_TITLE}")
        settle()
        widths.append(view.plot_item.geometry().width())
        assert_whole_matrix_shown(view)
    assert max(widths) <= 480


def test_an_empty_title_hides_the_title_row(qtbot):
    view = heatmap(qtbot, title="")
    assert view.shown_title() == ""
    assert not view.plot_item.titleLabel.isVisible()
    view.set_matrix(np.eye(5), row_labels=list("abcde"), col_labels=list("abcde"),
                    row_title="r", col_title="c", title="identity")
    settle()
    assert view.shown_title() == "identity" and view.plot_item.titleLabel.isVisible()


def test_an_axis_title_that_changes_is_centred_on_its_axis_again(qtbot):
    view = heatmap(qtbot, shape=(14, 14), size=(360, 420))
    top = view._axes["top"]
    top.set_title("key j (column) · 4 labels hidden")   # a note, as when labels thin out
    settle()
    top.set_title("key j")                         # no resize in between: only a new text
    settle()
    label = top.label
    centre = label.pos().x() + label.boundingRect().width() / 2
    assert abs(centre - top.size().width() / 2) <= 1.0
    assert label.pos().x() >= 0                     # inside the axis, not cut at its left


def test_a_side_title_with_hidden_labels_fits_the_axis_and_keeps_its_count(qtbot):
    """40 rows in a short view: "query i (row) (10 of 40 shown)" ran past both ends of the
    left axis (centred on it, cut at 1024×768 with the Code dock under the view); the title's
    words are elided, the count stays whole."""
    view = heatmap(qtbot, shape=(40, 40), size=(700, 260))
    left = view._axes["left"]
    assert left.hidden_count() > 0
    label = left.label
    drawn = label.toPlainText().strip()
    assert drawn.endswith(f"({40 - left.hidden_count()} of 40 shown)"), drawn
    assert label.boundingRect().width() <= left.geometry().height() + 1   # it runs up the side
    before = drawn
    view.resize(700, 700)                          # more room: the whole title again
    settle()
    drawn = left.label.toPlainText().strip()
    assert drawn != before and drawn.startswith("query i (row)"), drawn
