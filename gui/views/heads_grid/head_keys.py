"""The keyboard on a head's small multiple: one tab stop, a cell cursor, Enter as a click.

``HeadKeys(view)`` makes a HeadView focusable; while it has focus the arrow keys move a cursor
cell (Home/End, Ctrl+Home/End jump, as in the large view: gui.views.heatmap.cell_cursor), drawn
as a black ring in a white halo by a transparent overlay on top of the view, and Enter does what
a click on that cell does (``clicked`` then ``cell_clicked``: the head shown large, the cell
explained). Space and Page Up/Down are left to the window (stepping).
"""

from __future__ import annotations

import atexit
import weakref

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from gui.palette import FOCUS_RING, FOCUS_RING_HALO
from gui.views.heatmap.cell_cursor import HALO_PX, RING_PX, moved

_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
         Qt.Key.Key_End, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _Ring(QWidget):
    """Paints the cursor ring over the head view (the mouse passes through)."""

    def __init__(self, keys: HeadKeys, view: QWidget) -> None:
        super().__init__(view)
        self._keys = keys
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.hide()

    def paintEvent(self, event) -> None:
        rect = self._keys.cursor_rect()
        if rect is None:
            return
        painter = QPainter(self)
        for color, width in ((FOCUS_RING_HALO, HALO_PX), (FOCUS_RING, RING_PX)):
            painter.setPen(QPen(color, width))
            painter.drawRect(rect)


_LIVE: weakref.WeakSet = weakref.WeakSet()


@atexit.register
def _stop_filtering() -> None:
    """Qt hides the windows left at exit after Python is gone: no filter may run then."""
    for keys in list(_LIVE):
        if shiboken6.isValid(keys) and shiboken6.isValid(keys.view):
            keys.view.removeEventFilter(keys)


class HeadKeys(QObject):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.cell = (0, 0)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.ring = _Ring(self, view)
        view.installEventFilter(self)
        _LIVE.add(self)

    def shape(self) -> tuple[int, int]:
        values = self.view.shown_values()
        return values.shape if values.ndim == 2 and values.size else (0, 0)

    def cursor_rect(self) -> QRectF | None:
        rows, cols = self.shape()
        if rows == 0 or not self.view.hasFocus():
            return None
        rect, cw, ch = self.view.cell_rect()
        row, col = min(self.cell[0], rows - 1), min(self.cell[1], cols - 1)
        return QRectF(rect.left() + col * cw, rect.top() + row * ch, cw, ch)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.Resize):
            self.ring.setGeometry(self.view.rect())
            self.ring.setVisible(self.view.hasFocus())
            self.ring.raise_()
            self.ring.update()
        elif kind == QEvent.Type.ShortcutOverride and event.key() in _KEYS:
            event.accept()
            return True
        elif kind == QEvent.Type.KeyPress and event.key() in _KEYS:
            self._key(event)
            return True
        return False

    def _key(self, event) -> None:
        rows, cols = self.shape()
        if rows == 0:
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.view.clicked.emit()
            self.view.cell_clicked.emit(*self.cell)
            return
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self.cell = moved(self.cell, event.key(), ctrl, (rows, cols))
        self.ring.update()


def install_head_keys(view) -> HeadKeys:
    return HeadKeys(view)
