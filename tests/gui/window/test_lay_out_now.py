"""lay_out_now applies what is pending before the layout measures: M folded to its strip hides
its panel, and its splitter gives the view the panel's width only on the layout request the
hide posted. The left column once measured the view before it came (under load the window's
resize-settle timer and M's fold ran in one pass) and narrowed itself for numbers that had the
room (tests/gui/window/test_layout_policy.py's M strip became a panel in the full suite)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSplitter

from gui.window.view_room import lay_out_now


def test_a_panel_hidden_in_a_splitter_gives_its_width_before_the_measure(qtbot):
    host = QMainWindow()
    qtbot.addWidget(host)
    side = QSplitter()
    panel, view = QLabel("M"), QLabel("view")
    side.addWidget(panel)
    side.addWidget(view)
    host.setCentralWidget(side)
    host.resize(600, 300)
    host.show()
    qtbot.waitExposed(host)
    side.setSizes([200, 400])
    QApplication.processEvents()
    assert view.width() < side.width() - 150
    panel.hide()                           # as M folds: a layout request is posted, no more
    lay_out_now(host)
    assert view.width() == side.width()   # measured now, the view has the panel's width
