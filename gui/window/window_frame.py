"""The window's frame, built once: the three docks around the stage panel, the lesson
toolbar (Start over, Prev, Play, Next, speed, the settings) and Undo and Redo in the menu bar's
right corner (the lesson toolbar has no room for their words at 1024 px in German or Spanish, and
bare arrows said nothing; the menu bar's right end is empty in every language)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenuBar,
    QSlider,
    QToolBar,
    QWidget,
)

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
    return bar, speed_slider


def build_undo_corner(actions, menu_bar: QMenuBar) -> QToolBar:
    """Undo and Redo with their words, in the menu bar's right corner; a screen reader reads
    the verb alone (the button's text carries an arrow)."""
    corner = QToolBar(translate("MainWindow", "Undo and Redo"), menu_bar)  # owned by the bar
    corner.setObjectName("toolbar_undo_redo")
    corner.setMovable(False)
    corner.setFloatable(False)
    corner.setContentsMargins(0, 0, 0, 0)  # as tall as the menus: the stage keeps its pixels
    corner.setStyleSheet("QToolBar { border: 0; padding: 0; spacing: 2px; }"
                         "QToolButton { padding: 0px 6px; margin: 0px; }")
    for action, verb in ((actions.toolbar_undo, translate("Actions", "Undo")),
                         (actions.toolbar_redo, translate("Actions", "Redo"))):
        corner.addAction(action)
        corner.widgetForAction(action).setAccessibleName(verb)
    menu_bar.setCornerWidget(corner, Qt.Corner.TopRightCorner)
    return corner
