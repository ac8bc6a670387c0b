"""Dialogs fit the screen they open on (issue 32): F1's shortcut list scrolls inside the screen,
Page Down scrolls it, and every key is listed once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.layout_helpers import TEN, painted_window


def test_f1_lists_every_key_once_in_a_page_that_fits_the_screen_and_scrolls(qtbot,
                                                                              monkeypatch):
    import gui.screen_fit as screen_fit
    room = (984, 460)                   # the room of a 1024×500 screen (offscreen's is 800²)
    monkeypatch.setattr(screen_fit, "screen_room", lambda _widget: room)
    window = painted_window(qtbot, TEN, (760, 700), "x")
    window.actions.shortcuts.trigger()                          # F1
    box = next(w for w in QApplication.topLevelWidgets()
               if w.objectName() == "shortcutList" and w.isVisible())
    qtbot.waitExposed(box)
    screen = box.screen().availableGeometry()
    assert screen.contains(box.frameGeometry()), (box.frameGeometry(), screen)
    assert box.height() <= room[1] and box.width() <= room[0]
    text = box.page.toPlainText()
    assert "File › Quit" in text and "Stage view: Enter" in text
    cells = [line.strip() for line in text.splitlines() if line.strip()]   # key, what, ...
    rows = list(zip(cells[0::2], cells[1::2], strict=True))
    assert len(rows) == len(set(rows)), [r for r in rows if rows.count(r) > 1]
    keys = [keys for keys, _what in rows]
    assert keys.count("Ctrl+Q") == 1                     # the fixed row gave way to File › Quit
    bar = box.page.verticalScrollBar()
    assert bar.maximum() > 0                                   # longer than the screen
    qtbot.keyClick(box.page, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    box.close()
