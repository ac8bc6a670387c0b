"""W^O in the matrix editor: its rows grouped by head, and its tab always in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.session.value import Session
from gui.window.app import build_window


def test_w_o_rows_are_grouped_by_head_and_every_tab_is_in_sight(qtbot):
    session = Session.from_text("the cat sat on the mat because it was tired", n_heads=4,
                                d_model=8, d_head=2)
    win = build_window(session, restore=False, size=(1280, 800))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    panel = win.matrix_panel
    for name in ("W_Q", "W_O"):           # W^Q shows the head box too: it must not squeeze
        panel.select_matrix(name)
        qtbot.wait(10)
        tabs = panel.tabs
        assert [tabs.tabText(i) for i in range(tabs.count())][-1] == "W^O"
        assert tabs.tabRect(tabs.count() - 1).right() <= tabs.width()
    labels = [panel.model.headerData(r, Qt.Orientation.Vertical) for r in range(8)]
    assert labels == [f"{r} · h{r // 2 + 1}" for r in range(8)]
    tints = [panel.model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.BackgroundRole)
             for r in range(8)]
    assert tints[0] == tints[1] != tints[2] == tints[3] and tints[0] == tints[4]
