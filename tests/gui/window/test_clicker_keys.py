"""The clicker's Page Up/Down filter watches the application only while its window is shown."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QSpinBox, QWidget

from gui.window.actions import ClickerKeys


def _override(widget: QWidget) -> QKeyEvent:
    event = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_PageDown,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)
    return event


def test_a_closed_window_costs_later_events_nothing(qtbot, monkeypatch):
    frame = QWidget()
    spin = QSpinBox(frame)
    qtbot.addWidget(frame)
    keys = ClickerKeys(frame)
    seen = []
    original = ClickerKeys.eventFilter
    monkeypatch.setattr(ClickerKeys, "eventFilter",
                        lambda self, watched, event: seen.append(watched) or original(
                            self, watched, event))
    frame.show()
    qtbot.waitExposed(frame)
    assert not _override(spin).isAccepted()     # shown: the spin box does not claim Page Down
    frame.close()
    seen.clear()
    other = QWidget()
    qtbot.addWidget(other)
    QApplication.sendEvent(other, QEvent(QEvent.Type.User))
    _override(spin)
    assert [watched for watched in seen if watched is not frame] == []   # only its own frame
    assert keys.parent() is frame
