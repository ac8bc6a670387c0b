"""The window's frame, built once: the three docks around the stage panel and the lesson
toolbar (Start over, Prev, Play, Next, speed, the settings, Undo and Redo)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QSlider, QToolBar, QWidget

translate = QCoreApplication.translate


def build_docks(frame: QMainWindow, token_editor: QWidget, matrix_panel: QWidget,
                explanation: QWidget) -> dict[str, QDockWidget]:
    """Tokens and Matrices on the left, the Explanation below; keyed tokens/matrices/explanation."""
    docks = {}
    for key, title, widget, area in (
            ("tokens", translate("MainWindow", "Tokens"), token_editor,
             Qt.DockWidgetArea.LeftDockWidgetArea),
            ("matrices", translate("MainWindow", "Matrices"), matrix_panel,
             Qt.DockWidgetArea.LeftDockWidgetArea),
            ("explanation", translate("MainWindow", "Explanation"), explanation,
             Qt.DockWidgetArea.BottomDockWidgetArea)):
        dock = QDockWidget(title, frame)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        frame.addDockWidget(area, dock)
        docks[key] = dock
    frame.resizeDocks([docks["tokens"], docks["matrices"]], [150, 450], Qt.Orientation.Vertical)
    frame.resizeDocks([docks["tokens"]], [370], Qt.Orientation.Horizontal)
    frame.resizeDocks([docks["explanation"]], [140], Qt.Orientation.Vertical)
    return docks


def build_lesson_toolbar(actions) -> tuple[QToolBar, QSlider]:
    """The toolbar over the stage view (``actions``: gui.window.actions) and its speed slider."""
    bar = QToolBar(translate("MainWindow", "Lesson"))
    bar.setObjectName("toolbar_lesson")
    bar.setMovable(False)
    a = actions
    for action in (a.reset, a.previous, a.play, a.next):
        bar.addAction(action)
    bar.addSeparator()
    bar.addWidget(QLabel(translate("MainWindow", " speed ")))
    speed_slider = QSlider(Qt.Orientation.Horizontal)
    speed_slider.setRange(25, 400)  # percent of the normal pace
    speed_slider.setValue(100)
    speed_slider.setFixedWidth(120)
    speed_slider.setToolTip(translate("MainWindow",
                                      "animation and Play speed (25 % to 400 %)"))
    bar.addWidget(speed_slider)
    bar.addSeparator()
    bar.addAction(a.causal)
    bar.addAction(a.scaled)
    bar.addAction(a.positional)
    bar.addSeparator()
    bar.addAction(a.toolbar_undo)
    bar.addAction(a.toolbar_redo)
    return bar, speed_slider
