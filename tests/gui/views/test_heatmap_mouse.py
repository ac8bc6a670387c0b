"""MatrixHeatmap and the mouse: clicks in matrix coordinates (transposed or not), hover
tooltips, the context menu, and wheel/zoom that never fight the page."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from gui.views.heatmap import format_cell_value
from tests.gui.heatmap_helpers import shown_heatmap


def test_transposed_view_swaps_values_and_labels_but_clicks_keep_matrix_coordinates(qtbot):
    values = np.arange(15, dtype=float).reshape(3, 5) - 7
    view = shown_heatmap(qtbot, values, rows=["a", "b", "c"], cols=list("VWXYZ"))
    viewport = view.graphics_view().viewport()
    with qtbot.waitSignal(view.cell_clicked) as clicked:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                         pos=view.cell_center_in_viewport(1, 3))
    assert clicked.args == [1, 3]

    view.set_transposed(True)
    QApplication.processEvents()
    assert np.array_equal(view.shown_values(), values.T)
    assert view.shown_labels() == (list("VWXYZ"), ["a", "b", "c"])
    assert view.axis_labels() == (list("VWXYZ"), ["a", "b", "c"])
    assert view.axis_titles() == ("key j (column)", "query i (row)")
    texts = {(r, c): t for r, c, t in view.visible_cell_texts()}
    assert texts[(2, 4)] == format_cell_value(values[2, 4])      # matrix coordinates
    centre = view.cell_center_in_viewport(1, 3)
    # Matrix cell (1, 3) is drawn at display row 3, column 1: lower and further left.
    assert centre.y() > view.cell_center_in_viewport(1, 0).y()
    with qtbot.waitSignal(view.cell_clicked) as clicked:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=centre)
    assert clicked.args == [1, 3]

    view.set_highlight(rows=[0], cells=[(2, 4)])
    rects = view.outlined_rects()
    assert rects[0] == QRectF(0, 0, 1, 5)           # matrix row 0 is display column 0
    assert rects[1] == QRectF(2, 4, 1, 1)           # matrix cell (2, 4) at display (4, 2)


def move_over(widget, pos: QPoint) -> None:
    """A mouse move with no button, sent to the widget itself: QTest's mouseMove goes through
    the shared cursor, which an earlier test in the same process may have left grabbed or
    exactly there (then no move arrives at all)."""
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(widget.mapToGlobal(pos)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def test_hover_emits_cells_and_shows_the_providers_tooltip(qtbot):
    values = np.arange(20, dtype=float).reshape(4, 5)
    view = shown_heatmap(qtbot, values)
    view.set_tooltip_provider(lambda row, col: f"cell {row},{col} = {values[row, col]:.0f}")
    hovered = []
    view.cell_hovered.connect(lambda row, col: hovered.append((row, col)))
    viewport = view.graphics_view().viewport()
    move_over(viewport, view.cell_center_in_viewport(2, 1))
    qtbot.waitUntil(lambda: (2, 1) in hovered, timeout=2000)
    assert view.tooltip_text() == "cell 2,1 = 11"
    move_over(viewport, view.cell_center_in_viewport(3, 4))
    qtbot.waitUntil(lambda: hovered[-1] == (3, 4), timeout=2000)
    assert view.tooltip_text() == "cell 3,4 = 19"
    move_over(viewport, QPoint(2, 2))                # outside the cells
    qtbot.waitUntil(lambda: hovered[-1] == (-1, -1), timeout=2000)
    assert view.tooltip_text() == ""


def test_right_click_requests_a_context_menu_at_the_global_position(qtbot):
    view = shown_heatmap(qtbot, np.eye(3))
    viewport = view.graphics_view().viewport()
    pos = view.cell_center_in_viewport(1, 1)
    with qtbot.waitSignal(view.context_menu_requested) as requested:
        qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=pos)
    assert requested.args[0] == viewport.mapToGlobal(pos)


def test_plain_wheel_is_left_to_the_page_ctrl_wheel_zooms(qtbot):
    view = shown_heatmap(qtbot, np.eye(6))
    viewport = view.graphics_view().viewport()
    before = view._view_box.viewRange()
    centre = QPointF(view.cell_center_in_viewport(2, 2))

    def wheel(modifiers) -> bool:
        event = QWheelEvent(centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(),
                            QPoint(0, 120), Qt.MouseButton.NoButton, modifiers,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)
        QApplication.processEvents()
        return event.isAccepted()

    # Not accepted: Qt hands a real (spontaneous) wheel event on to the parent, e.g. a page.
    assert not wheel(Qt.KeyboardModifier.NoModifier)
    assert view._view_box.viewRange() == before
    assert wheel(Qt.KeyboardModifier.ControlModifier)
    after = view._view_box.viewRange()
    assert after[0][1] - after[0][0] < before[0][1] - before[0][0]


def test_an_edit_keeps_the_zoom_a_new_shape_fits_again(qtbot):
    view = shown_heatmap(qtbot, np.zeros((40, 40)))
    wheel_zoomed = QRectF(5, 5, 6, 6)
    view._view_box.setRange(wheel_zoomed, padding=0.0)
    view._view_box.sigRangeChangedManually.emit([True, True])   # as Ctrl+wheel or a drag do
    before = view._view_box.viewRange()
    view.set_matrix(np.ones((40, 40)), row_labels=[str(i) for i in range(40)],
                    col_labels=[str(i) for i in range(40)], row_title="r", col_title="c")
    assert view._view_box.viewRange() == before                 # same shape: zoom kept
    view.set_matrix(np.ones((30, 40)), row_labels=[str(i) for i in range(30)],
                    col_labels=[str(i) for i in range(40)], row_title="r", col_title="c")
    (x0, x1), (y0, y1) = view._view_box.viewRange()
    assert (x0, x1, y0, y1) == pytest.approx((0, 40, 0, 30), abs=0.5)   # new shape: fitted
