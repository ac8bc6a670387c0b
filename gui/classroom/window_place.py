"""Where a lab's own window opens: beside the main window on its screen, never over it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize


def beside(main: QRect, size: QSize, room: QRect) -> QPoint:
    """Where a window of ``size`` goes beside ``main`` inside ``room``: to its right when it
    fits, else to its left, else as far right as the room allows; top-aligned with ``main``
    and below the room's top."""
    right, left = main.right() + 1, main.left() - size.width()
    if right + size.width() <= room.right() + 1:
        x = right
    elif left >= room.left():
        x = left
    else:
        x = max(room.left(), room.right() + 1 - size.width())
    y = min(max(main.top(), room.top()), max(room.top(), room.bottom() + 1 - size.height()))
    return QPoint(x, y)
