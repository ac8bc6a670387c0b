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


class SeeingKeys(ClickerKeys):
    """ClickerKeys that writes down what it is asked about."""

    def __init__(self, frame: QWidget) -> None:
        self.seen: list = []
        super().__init__(frame)

    def eventFilter(self, watched, event) -> bool:
        self.seen.append(watched)
        return super().eventFilter(watched, event)


def test_a_closed_window_costs_later_events_nothing(qtbot):
    frame = QWidget()
    spin = QSpinBox(frame)
    qtbot.addWidget(frame)
    keys = SeeingKeys(frame)
    seen = keys.seen
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
