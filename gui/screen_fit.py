"""Dialogs and lab windows that fit the screen they open on, and a note while one computes.

A bottom-layer gui module (Qt only, no other gui room): the classroom's labs, the export
dialogs and the window all use it.

``fit_to_screen`` sizes a top-level widget to its wanted size or less: never past the
available area of the screen its parent is on (less a margin for the window frame), centred
on that screen. ``BusyNote`` is a small window shown at once ("Opening … computing") while a
lab is built, so a first opening that takes a second says what it is doing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QProgressBar, QVBoxLayout, QWidget

FRAME_MARGIN_PX = 40     # room left for the window manager's frame and a panel


def screen_room(widget: QWidget | None) -> tuple[int, int]:
    """(width, height) a window may take on the screen ``widget`` is on (or the primary)."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QApplication.primaryScreen()
    if screen is None:
        return (10000, 10000)
    area = screen.availableGeometry()
    return (area.width() - FRAME_MARGIN_PX, area.height() - FRAME_MARGIN_PX)


def fit_to_screen(widget: QWidget, wanted: tuple[int, int], parent: QWidget | None = None) -> None:
    """Resize ``widget`` to ``wanted`` or the screen's room, whichever is smaller, centred."""
    room_w, room_h = screen_room(parent or widget)
    width, height = min(wanted[0], room_w), min(wanted[1], room_h)
    widget.setMinimumSize(min(widget.minimumWidth(), width), min(widget.minimumHeight(), height))
    widget.resize(width, height)
    screen = (parent or widget).screen() or QApplication.primaryScreen()
    if screen is not None:
        centre = screen.availableGeometry().center()
        widget.move(centre.x() - width // 2, centre.y() - height // 2)


class BusyNote(QWidget):
    """'Opening the lab: computing …' with a busy bar; shown and painted at once."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Tool | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("busyNote")
        self.label = QLabel(text)
        bar = QProgressBar()
        bar.setRange(0, 0)          # busy: the time is not known in advance
        bar.setTextVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(bar)
        self.setStyleSheet("#busyNote { background: #fff8dc; border: 1px solid #e0c97a; }")

    def show_now(self) -> None:
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            centre = parent.geometry().center()
            self.move(centre.x() - self.width() // 2, centre.y() - self.height() // 2)
        self.show()
        self.raise_()
        self.repaint()
        QApplication.processEvents()
