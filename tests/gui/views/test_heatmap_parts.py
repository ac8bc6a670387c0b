"""The heatmap's view fit and inspection work from what they are handed: the pyqtgraph items,
the picture (what is shown, as data), a widget for size and dpi, and no MatrixHeatmap."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.views.heatmap.inspection import HeatmapInspection
from gui.views.heatmap.picture import HeatmapPicture
from gui.views.heatmap.scene import build_scene
from gui.views.heatmap.title import FittedTitle
from gui.views.heatmap.view_fit import HeatmapViewFit


def test_the_fit_and_the_inspection_need_no_heatmap(qtbot):
    matrix = np.arange(12.0).reshape(3, 4)                   # (rows, cols), matrix coordinates
    picture = HeatmapPicture(matrix=matrix, labels=(["a", "b", "c"], list("wxyz")),
                             titles=("query", "key"), transposed=True)
    scene = build_scene()
    widget = QWidget()
    QVBoxLayout(widget).addWidget(scene.graphics)
    qtbot.addWidget(widget)
    widget.resize(400, 300)
    widget.show()
    qtbot.waitExposed(widget)
    fit = HeatmapViewFit(scene.graphics, scene.plot, scene.view_box, scene.text, picture)
    inspection = HeatmapInspection(widget, scene, FittedTitle(scene.plot), picture, fit)

    fit.fit_view()
    (x0, x1), (y0, y1) = scene.view_box.viewRange()
    assert (x0, x1, y0, y1) == (0.0, 3.0, 0.0, 4.0)          # the transpose: 4 rows, 3 cols
    assert not fit.user_zoomed
    np.testing.assert_array_equal(inspection.shown_values(), matrix.T)
    assert inspection.matrix_shape() == (3, 4)
    assert inspection.shown_labels() == (list("wxyz"), ["a", "b", "c"])
    assert inspection.axis_titles() == ("key", "query")
    # drawn row 3, column 0 (key z, query a) is the matrix's cell (0, 3)
    assert inspection.cell_at_view_point(QPointF(0.5, 3.5)) == (0, 3)
    assert inspection.cell_at_view_point(QPointF(3.5, 0.5)) is None   # past the 3 drawn cols
    room = inspection.number_room(square=False)
    assert room.spare_w == widget.width() - room.needed[0]    # measured on the widget handed
