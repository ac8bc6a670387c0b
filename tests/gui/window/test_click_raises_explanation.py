"""A cell clicked while the Vectors tab is raised raises the explanation it pinned (issue 42:
the explanation became a tab behind Vectors and nothing visible happened). Measured from the
docks' visible regions: the explanation is in sight after the click, and the learner's own
click on the Vectors tab brings Vectors back until the next cell is clicked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabBar

from core.session.value import Session
from gui.window.app import build_window

WORDS = "my grandmother kept a small garden where every flower leaned toward the morning sun"


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def in_sight(dock) -> bool:
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def click_cell(qtbot, window, row: int, col: int) -> None:
    large = window.stage_panel.large
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     pos=large.cell_center_in_viewport(row, col))
    settle()


def raise_tab(window, title: str) -> None:
    """Click the left column's tab called ``title``, as a learner does."""
    for bar in window.findChildren(QTabBar):
        for index in range(bar.count()):
            if bar.tabText(index).replace("&", "") == title and bar.isVisible():
                bar.setCurrentIndex(index)
                settle()
                return
    raise AssertionError(f"no tab {title!r}")


def test_a_click_raises_the_explanation_over_the_vectors_tab(qtbot):
    window = build_window(Session.from_text(WORDS), restore=False, size=(984, 728))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.stepper.jump("scores")
    window.animation.stop()
    vectors = window.features.named("VectorsDock").dock
    vectors.toggleViewAction().trigger()
    settle()
    explanation = window.docks["explanation"]
    assert in_sight(vectors) and not in_sight(explanation)
    click_cell(qtbot, window, 2, 1)
    assert window.explanation_link.explanation is not None
    assert in_sight(explanation), "the pinned explanation is not in sight"
    assert explanation in window.tabifiedDockWidgets(vectors)   # at 984×728: a tab there
    raise_tab(window, vectors.windowTitle())      # the learner looks at Vectors again
    assert in_sight(vectors) and not in_sight(explanation)
    window.resize(960, 720)                       # a resize places it again: no jump
    settle()
    assert in_sight(vectors), "a resize took Vectors away from the learner"
    click_cell(qtbot, window, 3, 4)               # another cell: its explanation
    assert in_sight(explanation)
