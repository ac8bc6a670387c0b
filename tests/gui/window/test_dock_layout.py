"""The window's docks give the stage view the room: no explanation dock while nothing is
explained (its hint is a line of the status bar); a pinned 10-token row placed where the view
keeps its numbers (beside it, under it, or a tab in the left column: gui.window.layout_policy);
presentation mode gives every dock back to the pixel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from gui.classroom.presentation import PresentationMode
from gui.code.code_dock import CodeDock
from gui.window.dock_layout import DockLayout
from tests.gui.layout_helpers import TEN, painted_window, report, settle

MIN_VIEW_PX = 300      # under a pinned explanation the view stays at least this tall


def dock_rects(window) -> dict[str, tuple[int, int, int, int] | None]:
    """Each dock's rectangle on screen; None for one hidden behind another's tab (Qt parks it
    off-screen at a size that means nothing)."""
    rects = {name: None if dock.visibleRegion().isEmpty() else dock.geometry().getRect()
             for name, dock in window.docks.items()}
    rects["central"] = window.centralWidget().geometry().getRect()
    rects["heatmap"] = window.stage_panel.large.geometry().getRect()
    return rects


def pin(window, stage: str, row: int, col: int) -> None:
    window.stepper.jump(stage)
    window.stage_panel.cell_clicked.emit(stage, row, col)
    settle(window)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_the_empty_explanation_costs_nothing_a_pinned_row_gets_room(qtbot, size):
    window = painted_window(qtbot, TEN, size, "weights")
    dock, panel = window.docks["explanation"], window.explanation
    assert not dock.isVisible()                         # nothing explained: no dock at all
    hint = window.features.get(DockLayout).hint
    assert hint.isVisibleTo(window) and "Click a cell" in hint.text()
    assert hint.mapTo(window, hint.rect().topLeft()).y() >= \
        window.statusBar().mapTo(window, window.statusBar().rect().topLeft()).y()
    empty = report(window)
    pin(window, "weights", 3, 0)                        # a softmax row of 10 keys
    pinned = report(window)
    assert not hint.isVisibleTo(window)
    assert panel.view is not None and panel.view.isVisibleTo(window)
    scroll = panel.findChild(QScrollArea)
    place = pinned["explanation_place"]
    # the numbers come first: 10 tokens keep them at every one of these sizes
    assert pinned["cell_numbers_shown"] and pinned["col_labels_shown"] == 10
    assert pinned["row_labels_shown"] == 10 and pinned["heatmap_px"][1] >= MIN_VIEW_PX - 2
    if place == "right":               # beside the view: all of it, and the view keeps its height
        assert scroll.verticalScrollBar().maximum() == 0    # every key's bar is in view
        assert pinned["heatmap_px"][1] >= empty["heatmap_px"][1] - 5
    elif place == "bottom":            # under the view: grown
        assert dock.height() > 100
    else:                              # a tab over the Matrices dock, raised, the view unchanged
        assert place == "tab" and not dock.visibleRegion().isEmpty()
        assert pinned["heatmap_px"][1] >= empty["heatmap_px"][1]
    if size[0] >= 1920:
        assert place == "right"
    window.explanation_link.clear()
    settle(window)
    assert not dock.isVisible() and hint.isVisibleTo(window)    # put away again
    assert report(window)["heatmap_px"] == empty["heatmap_px"]


def test_a_dock_the_learner_moved_stays_where_they_put_it(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "weights")
    dock = window.docks["explanation"]
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    pin(window, "weights", 3, 0)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    window.explanation_link.clear()
    settle(window)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_leaving_presentation_puts_every_dock_back_to_the_pixel(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "scores")
    pin(window, "scores", 2, 1)                         # an expanded explanation dock
    window.resizeDocks([window.docks["tokens"]], [333], Qt.Orientation.Horizontal)
    settle(window)
    before, state = dock_rects(window), bytes(window.saveState().data())
    window.features.get(PresentationMode).set_active(True)
    settle(window)
    window.features.get(PresentationMode).set_active(False)
    for _ in range(5):
        QApplication.processEvents()
    settle(window)
    assert dock_rects(window) == before
    assert bytes(window.saveState().data()) == state


def test_the_code_view_gets_the_bottom_row_while_nothing_is_explained(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "scores")
    code = window.features.get(CodeDock).dock
    code.show()
    settle(window)
    assert window.dockWidgetArea(code) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert code.height() > 100                          # room for the code's lines
    code.hide()
    settle(window)
    assert not window.docks["explanation"].isVisible()
