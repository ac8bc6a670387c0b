"""The clicker's Page Up/Down filter watches only the widget that has the focus in its window."""

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


def test_only_the_focused_widget_is_watched_and_a_closed_window_costs_nothing(qtbot):
    frame = QWidget()
    spin, other_child = QSpinBox(frame), QSpinBox(frame)
    qtbot.addWidget(frame)
    keys = SeeingKeys(frame)
    seen = keys.seen
    frame.show()
    qtbot.waitExposed(frame)
    frame.activateWindow()
    spin.setFocus()
    QApplication.processEvents()
    assert not _override(spin).isAccepted()     # focused: the spin box does not claim Page Down
    seen.clear()
    QApplication.sendEvent(other_child, QEvent(QEvent.Type.User))
    assert other_child not in seen              # a widget without the focus costs nothing
    other_child.setFocus()
    QApplication.processEvents()
    assert not _override(other_child).isAccepted()   # the focus moved, and the filter with it
    frame.close()
    QApplication.processEvents()
    seen.clear()
    other = QWidget()
    qtbot.addWidget(other)
    QApplication.sendEvent(other, QEvent(QEvent.Type.User))
    _override(spin)
    _override(other_child)
    assert seen == []                           # closed: nothing of the process is watched
    assert keys.parent() is frame
