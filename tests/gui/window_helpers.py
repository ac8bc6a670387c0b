"""Shared helpers for the main-window tests: build a window, compare views with core."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

from core.attention.stages import STAGES
from core.session.value import Session
from gui.window.app import build_window

TEXT = "the mole on his face"


def open_window(qtbot, monkeypatch):
    """A shown 1280×800 window on TEXT's default session; its layout is not saved."""
    win = build_window(Session.from_text(TEXT), restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def assert_views_match_core(window) -> None:
    """Every stage, shown large and as a tile, equals Session.run() for the current session."""
    window.animation.stop()
    expected = window.controller.session.run()
    head = window.stage_panel.head
    start = window.stepper.stage
    for stage in STAGES:
        np.testing.assert_array_equal(window.stage_panel.tiles[stage].thumbnail.shown_values(),
                                      expected.head(stage, head), err_msg=f"tile {stage}")
        window.stepper.jump(stage)
        window.animation.stop()
        np.testing.assert_array_equal(window.stage_panel.large.shown_values(),
                                      expected.head(stage, head), err_msg=f"view {stage}")
    window.stepper.jump(start)


def drag(widget, start: QPoint, end: QPoint, steps: int = 6,
         modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """Press, move with the button held (QTest's mouseMove does not hold it), release."""
    def send(kind, pos: QPoint, buttons) -> None:
        local = QPointF(pos)
        event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(pos)),
                            Qt.MouseButton.LeftButton, buttons, modifiers)
        QApplication.sendEvent(widget, event)

    left = Qt.MouseButton.LeftButton
    send(QEvent.Type.MouseButtonPress, start, left)
    for step in range(1, steps + 1):
        point = start + (end - start) * (step / steps)
        send(QEvent.Type.MouseMove, point, left)
    send(QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def type_in_cell(qtbot, window, text: str, matrix: str = "W_Q", row: int = 1,
                 col: int = 2) -> None:
    """Open the real cell editor, replace its text (pasted when long), press Enter."""
    panel = window.matrix_panel
    panel.select_matrix(matrix)
    index = panel.model.index(row, col)
    panel.view.setCurrentIndex(index)
    panel.view.edit(index)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    if text.isascii() and 0 < len(text) <= 40:
        qtbot.keyClicks(editor, text)
    else:
        editor.insert(text)  # a paste: one edit, not 10,000 key presses (QTest aborts on "")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.view.state() != QAbstractItemView.State.EditingState)
    QApplication.processEvents()


def paint_now(window) -> None:
    """Deliver pending updates, then paint the big view, the tiles and the editors once."""
    QApplication.processEvents()
    window.stage_panel.large.graphics_view().viewport().repaint()
    for tile in window.stage_panel.tiles.values():
        tile.thumbnail.repaint()
    window.matrix_panel.view.viewport().repaint()
    window.token_editor.chips.viewport().repaint()
