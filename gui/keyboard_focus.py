"""The keyboard's focus: shown where a widget draws no mark of its own, and followed.

A visible focus mark for the widgets that take Tab but draw no frame of their own.

A bottom-layer gui module (Qt only). The explanation's and the tour's scroll areas take Tab
(their arrow keys scroll) and have no frame, so Tab landed on them and nothing showed it; F1's
text page has a frame that does not change with focus. ``FocusRing`` keeps a 2-px margin around
a scroll area's viewport and draws a ring in it while the area has the keyboard's focus (the
text never moves when the focus comes).

A dialog's default button is drawn highlighted whether it has the keyboard's focus or not, so
Tab onto it showed nothing (the surfaces sweep: About's and the file error's OK, the mask
preset's, the pretrained head's and the new session's OK, the unsaved question's Save).
``ButtonsShowFocus`` (a mixin listed before the QDialog class) leaves a dialog with no default
button once it is shown: each button shows the focus as the style draws it, and Enter presses
the focused button, else the button that was the default (the Generate dialog and F1's list
did the same by hand). Rings on the buttons themselves, drawn by an event filter, were taken
back: they went with a segfault in the suite.

``FocusWatch(frame, watcher, with_frame=...)`` puts ``watcher``'s event filter on the widget that
has the focus in one window, following it (``start()`` ... ``stop()``). A key, and the
ShortcutOverride question before it, goes to the focused widget first: watching
that widget (and the window itself, which gets the keys when nothing in it has the focus) sees
every key of the window before anything claims it, and nothing else. An application-wide filter
saw every event of the process instead (a Python call each: 3 % of a scripted app's time).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QInputDialog,
    QMessageBox,
    QPushButton,
    QWidget,
)
from shiboken6 import isValid

RING_PX = 2
RING_COLOUR = QColor("#1f6fd1")


class FocusRing(QObject):
    """Draws the ring of ``area`` (installed as its event filter; see ``add_focus_ring``)."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self._area = area
        area.setViewportMargins(RING_PX, RING_PX, RING_PX, RING_PX)
        area.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._area.update()
        elif kind == QEvent.Type.Paint and self._area.hasFocus():
            self._area.event(event)              # the area's own frame and corner first
            painter = QPainter(self._area)
            painter.setPen(QPen(RING_COLOUR, RING_PX))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = RING_PX / 2
            painter.drawRect(QRectF(self._area.rect()).adjusted(half, half, -half, -half))
            painter.end()
            return True
        return False


def add_focus_ring(area: QAbstractScrollArea) -> FocusRing:
    return FocusRing(area)


class ButtonsShowFocus:
    """For a QDialog subclass, listed first (``class Box(ButtonsShowFocus, QMessageBox)``): no
    push button is the default once the dialog is shown; Enter or Return presses the focused
    push button, else the one that was the default (a QMessageBox's, or the first accept
    button a QDialogButtonBox makes the default as it is shown)."""

    _enter_button: QPushButton | None = None

    def showEvent(self, event) -> None:
        super().showEvent(event)      # a QDialogButtonBox made its first accept button the
        # default as it was shown (the dialog fit shows a scrolled dialog's contents before)
        self._enter_button = undo_default_buttons(self) or self._enter_button

    def keyPressEvent(self, event) -> None:
        if not (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and
                not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and
                press_for_enter(self, self._enter_button)):
            super().keyPressEvent(event)


def undo_default_buttons(dialog) -> QPushButton | None:
    """``dialog``'s push buttons neither default nor made default by the focus; the one that
    was the default (None when none was)."""
    was = None
    for button in dialog.findChildren(QPushButton):
        if button.isDefault():
            was = button
        button.setAutoDefault(False)
        button.setDefault(False)
    return was


def press_for_enter(dialog, fallback: QPushButton | None) -> bool:
    """Enter: the focused push button of ``dialog`` clicked, else ``fallback``; False when
    there is none to press (the key goes on to the dialog)."""
    focus = dialog.focusWidget()
    button = focus if isinstance(focus, QPushButton) else fallback
    if button is None or not button.isVisible() or not button.isEnabled():
        return False
    button.click()
    return True


class MessageBox(ButtonsShowFocus, QMessageBox):
    """A QMessageBox whose buttons show the keyboard's focus (see ButtonsShowFocus)."""


class InputDialog(ButtonsShowFocus, QInputDialog):
    """A QInputDialog whose buttons show the keyboard's focus (see ButtonsShowFocus)."""


class FocusWatch(QObject):
    def __init__(self, frame: QWidget, watcher: QObject, *, with_frame: bool = False) -> None:
        super().__init__(watcher)
        self._frame, self._watcher, self._with_frame = frame, watcher, with_frame
        self._watched: list[QWidget] = []
        self._on = False

    def start(self) -> None:
        if not self._on:
            self._on = True
            QApplication.instance().focusChanged.connect(self._focus_moved)
        self._focus_moved(None, QApplication.focusWidget())

    def stop(self) -> None:
        if self._on:
            self._on = False
            QApplication.instance().focusChanged.disconnect(self._focus_moved)
        self._release()

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not isValid(self._frame) or not isValid(self._watcher):   # being deleted
            return
        self._release()
        wanted = [self._frame] if self._with_frame else []
        if new is not None and new is not self._frame and new.window() is self._frame:
            wanted.append(new)
        for widget in wanted:
            widget.installEventFilter(self._watcher)
        self._watched = wanted

    def _release(self) -> None:
        for widget in self._watched:
            if isValid(widget):
                widget.removeEventFilter(self._watcher)
        self._watched = []
