"""The √d_k lab and the training window, built after the main window, get the same plain
accessible names as the main window's controls (a screen reader heard "spin box" before)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

import gui.classroom.scaling_lab.lab_window as lab_window
from core.scaling.lab import ScalingSweep
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.screen_reader import INTERACTIVE, is_part
from gui.window.training_menu import TrainingLauncher
from tests.gui.window_helpers import open_window


def _unnamed(root: QWidget) -> list[str]:
    unnamed = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or is_part(widget) or not widget.isVisible():
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        if not interface.text(QAccessible.Text.Name).strip():
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return unnamed


def test_lab_and_training_controls_have_accessible_names(qtbot, monkeypatch):
    small = ScalingSweep(d_ks=(1, 4, 16, 64), tokens=8, samples=200, seed=2)
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: small)
    window = open_window(qtbot, monkeypatch)
    lab = window.features.get(ScalingLabLauncher).open()
    training = window.features.get(TrainingLauncher).open()
    qtbot.waitExposed(training)
    assert _unnamed(lab) == [] and _unnamed(training) == []
    names = {w.accessibleName() for w in training.findChildren(QWidget)}
    assert {"steps", "learning rate", "d_k"} <= names       # from the labels beside them
    training.close()
    lab.close()


# ----- a companion kept inside its screen's available area (issue 42) ----------------------
def _inside(window: QWidget, area: QRect) -> bool:
    return area.contains(window.frameGeometry())


def _shrink_screen(monkeypatch, screen, area: QRect) -> None:
    """The screen's available area becomes ``area`` (another resolution, a projector)."""
    monkeypatch.setattr(type(screen), "availableGeometry", lambda _self: QRect(area))


def test_lab_and_training_reopen_inside_a_screen_that_shrank(qtbot, monkeypatch):
    small = ScalingSweep(d_ks=(1, 4, 16, 64), tokens=8, samples=200, seed=2)
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: small)
    window = open_window(qtbot, monkeypatch)
    screen = window.screen()
    _shrink_screen(monkeypatch, screen, QRect(0, 0, 1920, 1080))   # built on a large screen
    lab = window.features.get(ScalingLabLauncher).open()
    training = window.features.get(TrainingLauncher).open()
    assert lab.width() > 1000 and training.width() > 1000     # sized for the large screen
    lab.close()
    training.close()
    area = QRect(0, 30, 1024, 700)          # then a smaller one, below a 30-pixel panel
    _shrink_screen(monkeypatch, screen, area)
    for reopened in (window.features.get(ScalingLabLauncher).open(),
                     window.features.get(TrainingLauncher).open()):
        assert _inside(reopened, area), (reopened.frameGeometry(), area)
    training.close()
    lab.close()


def test_a_shown_companion_follows_its_screens_available_area(qtbot, monkeypatch):
    from gui.inside_screen import keep_inside_screen

    companion = QWidget()
    qtbot.addWidget(companion)
    companion.setMinimumSize(900, 600)       # a minimum wider than the new screen
    companion.setGeometry(700, 100, 1100, 820)
    keep_inside_screen(companion)
    screen = companion.screen()
    _shrink_screen(monkeypatch, screen, QRect(0, 0, 1920, 1080))
    companion.show()
    qtbot.waitExposed(companion)
    assert companion.geometry() == QRect(700, 100, 1100, 820)   # fits: left where it was
    area = QRect(0, 0, 800, 560)
    _shrink_screen(monkeypatch, screen, area)
    screen.availableGeometryChanged.emit(area)        # the screen changed while it is shown
    assert _inside(companion, area), companion.frameGeometry()
    assert companion.frameGeometry().size() == area.size()   # as large as the room, no larger


def test_inside_moves_the_least_and_never_grows():
    from gui.inside_screen import inside

    area = QRect(0, 25, 1366, 743)
    assert inside(QRect(820, 0, 1100, 820), area) == QRect(266, 25, 1100, 743)
    assert inside(QRect(-50, 200, 400, 300), area) == QRect(0, 200, 400, 300)
    assert inside(QRect(100, 100, 400, 300), area) == QRect(100, 100, 400, 300)


def test_a_companion_goes_under_the_menu_bar_of_a_window_that_followed_its_screen(
        qtbot, monkeypatch):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QMainWindow

    from gui.classroom.window_place import keep_beside

    main = QMainWindow()
    qtbot.addWidget(main)
    main.menuBar().addMenu("File")
    main.setGeometry(0, 0, 780, 540)           # already at the top of the smaller screen
    companion = QWidget(main, Qt.WindowType.Window)
    companion.setGeometry(300, 100, 700, 600)  # taller than the smaller screen
    keep_beside(companion)
    screen = companion.screen()
    _shrink_screen(monkeypatch, screen, QRect(0, 0, 1920, 1080))
    main.show()
    companion.show()
    qtbot.waitExposed(companion)
    bar = main.menuBar()
    menus = QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())
    assert not menus.isEmpty() and not companion.frameGeometry().intersects(menus)
    area = QRect(0, 0, 800, 560)
    _shrink_screen(monkeypatch, screen, area)
    screen.availableGeometryChanged.emit(area)
    frame = companion.frameGeometry()
    assert _inside(companion, area), frame
    assert not frame.intersects(menus), (frame, menus)     # the menus in sight and in reach
    assert frame.top() == menus.bottom() + 1 and frame.bottom() == area.bottom()
