"""A pinned cell of a long sentence: the screen reader gets the cell, its formula and value
(not every one of n terms, read one by one), Copy still has every term, and an edit or undo
that keeps the cell keeps the explanation where it was placed."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.window.app import build_window
from gui.window.screen_reader import ScreenReaderText

N = 100


def _window(qtbot):
    text = " ".join(f"w{i}" for i in range(N))
    window = build_window(Session.from_text(text), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.stepper.jump("weights")
    window.animation.stop()
    window.stage_panel.cell_clicked.emit("weights", 7, 3)
    QApplication.processEvents()
    return window


def test_the_screen_reader_gets_the_cell_and_copy_gets_every_term(qtbot):
    window = _window(qtbot)
    said = window.features.get(ScreenReaderText).last_announcement          # one plain line
    every = window.explanation.text().splitlines()
    assert len(every) > N                       # one line per key, and more
    assert said.startswith(f"{every[0]} {every[1]} ")      # where; formula = value
    assert "“w7”" in said and "“w3”" in said
    assert f"{N} tokens" in said
    assert sum(f"“w{k}”" in said for k in range(N)) == 2   # no key read out but the pinned one


def test_an_undo_keeps_the_same_cell_where_it_was_placed(qtbot):
    window = _window(qtbot)
    dock = window.docks["explanation"]
    placed = (window.dockWidgetArea(dock), dock.geometry())
    controller = window.controller
    controller.edit("nudge", lambda s: s.with_cell("W_Q", 0, 2, 1, 0.7))
    QApplication.processEvents()
    controller.undo_stack.undo()
    QApplication.processEvents()
    assert window.explanation_link.cell == ("weights", 7, 3, 0)
    assert (window.dockWidgetArea(dock), dock.geometry()) == placed
