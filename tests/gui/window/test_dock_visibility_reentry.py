"""Docks placed once, where Qt is not placing docks itself.

The monkey run (benchmarks/monkey.py, seed 1) died in Qt at action 7,461: the Tour dock's
``raise_()`` over Matrices, Explanation and Heads, as a tour opened. Two things led there:
- Qt says a dock's visibility changed when its own layout pass raises or lowers a tab, or
  squeezes a dock to nothing, and says it from inside that pass. The dock layout took each as
  a dock shown or hidden and placed docks there (laid the window out, moved the explanation,
  resized the window), under the loop that was placing them.
- The size the window had before it "last grew wider" was kept from the learner's own resize,
  so the next dock shown (the Tour's) put the window back to that old size, from inside that
  dock's show: the resize set off the placing above.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.classroom.tour_features import TourFeatures
from gui.window.dock_layout import DockLayout
from gui.window.heads_dock import HeadsDock
from gui.window.placement_applier import PlacementApplier
from gui.window.refit_triggers import RESIZE_SETTLE_MS


def _rest(window, size: tuple[int, int]) -> None:
    window.resize(*size)
    QTest.qWait(RESIZE_SETTLE_MS + 50)     # the learner's drag of the edge has come to rest
    QApplication.processEvents()


def test_a_tour_opened_after_the_learner_widened_the_window_keeps_its_size(window):
    _rest(window, (900, 600))
    _rest(window, (1400, 900))                   # the learner makes the window bigger
    assert window.size() == QSize(1400, 900)
    tours = window.features.get(TourFeatures)
    assert tours.open_tour("the-lesson", step=0, ask=False)
    QApplication.processEvents()
    assert tours.dock.isVisible()
    assert window.size() == QSize(1400, 900)     # was put back to 900 × 600
    tours.leave()


def test_raising_a_tab_over_matrices_places_no_dock(window, monkeypatch):
    """The tab group the crash had: Matrices, Explanation, Heads and the Tour's tab. A tab
    raised (a click on it, or the tour raising its own) shows and hides no dock: nothing is
    placed, nothing moves to another side."""
    matrices = window.docks["matrices"]
    explanation = window.docks["explanation"]
    heads = window.features.get(HeadsDock).dock
    tours = window.features.get(TourFeatures)
    assert tours.open_tour("the-lesson", step=0, ask=False)
    window.matrix_panel.spins["n_heads"].setValue(3)   # the Heads dock shows
    QApplication.processEvents()
    assert heads.isVisible()
    layout = window.features.get(DockLayout)
    layout.to_tab(explanation)       # as the layout does for a pinned explanation without room
    layout.to_tab(heads)             # and for a Heads dock narrower than its use
    window.tabifyDockWidget(matrices, tours.dock)
    QApplication.processEvents()
    group = {matrices, *window.tabifiedDockWidgets(matrices)}
    assert {explanation, heads, tours.dock} <= group
    placed: list[str] = []
    for owner, name in ((DockLayout, "_grow"), (DockLayout, "to_tab"), (DockLayout, "fit_side"),
                        (DockLayout, "fit_column"), (PlacementApplier, "lay_out_now"),
                        (PlacementApplier, "apply")):
        method = getattr(owner, name)
        monkeypatch.setattr(owner, name, lambda *args, _m=method, _n=name, **kw: (
            placed.append(_n), _m(*args, **kw))[1])
    areas = {dock.objectName(): window.dockWidgetArea(dock) for dock in group}
    size = window.size()
    for dock in (explanation, heads, matrices, tours.dock, explanation, tours.dock):
        dock.raise_()
        QApplication.processEvents()
        assert dock.visibleRegion().isEmpty() is False, f"{dock.objectName()} not raised"
    assert placed == []
    assert {dock.objectName(): window.dockWidgetArea(dock) for dock in group} == areas
    assert window.size() == size
    tours.leave()
