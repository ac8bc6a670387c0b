"""Dialogs and lab windows that fit the screen they open on, and a note while one computes.

A bottom-layer gui module (Qt only, no other gui room): the classroom's labs, the export
dialogs and the window all use it.

``fit_to_screen`` sizes a top-level widget to its wanted size or less: never past the
available area of the screen its parent is on (less a margin for the window frame), centred
on that screen. ``install_dialog_fit`` makes every dialog the app shows fit the available area
of its screen (``fit_dialog``: shrink, scroll its contents, move it inside). ``BusyNote`` is a
small window shown at once ("Opening … computing") while a lab is built, so a first opening
that takes a second says what it is doing.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QLabel,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.inside_screen import fit_windows

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
        self.label.setWordWrap(True)               # a long language wraps, never cut
        self.label.setMinimumWidth(min(420, screen_room(parent)[0] - 40))
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


# ----- every dialog fits its screen ---------------------------------------------------------
def install_dialog_fit(app: QApplication | None = None) -> None:
    """Every dialog the application shows from now on never runs off its screen's available
    area, nor later when its screen or that screen's available area changes (a non-modal one
    left open; gui.inside_screen watches). Too big: its contents go into a scroll area (its
    button box stays below it, always reachable) and it takes the room there is; then it is
    moved inside the available area (``fit_dialog``). Once per application."""
    app = app or QApplication.instance()
    if app is None or app.property("qkv_dialog_fit"):
        return
    fit_windows(_is_dialog, fit_dialog)
    app.setProperty("qkv_dialog_fit", True)


def _is_dialog(widget: QWidget) -> bool:
    return isinstance(widget, QDialog)


def available_area(widget: QWidget) -> QRect:
    """The available geometry of the screen ``widget`` (or its parent) is on."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen() or \
        QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 10000, 10000)


def fit_dialog(dialog: QWidget) -> None:
    """Shrink (scrolling its contents when they need more) and move ``dialog`` so that its
    frame lies inside its screen's available area."""
    area = available_area(dialog)
    room = QSize(area.width() - FRAME_MARGIN_PX, area.height() - FRAME_MARGIN_PX)
    wanted = dialog.size().expandedTo(dialog.minimumSizeHint())
    if (wanted.width() > room.width() or wanted.height() > room.height()) and \
            not isinstance(dialog, (QMessageBox, QFileDialog)):
        scroll_contents(dialog)
    size = dialog.size()
    if dialog.layout() is not None and dialog.layout().hasHeightForWidth():
        size.setHeight(max(size.height(), dialog.heightForWidth(size.width())))  # wrapped text
    size = size.boundedTo(room)
    dialog.setMinimumSize(dialog.minimumSize().boundedTo(size))
    dialog.setMaximumSize(dialog.maximumSize().expandedTo(size))
    if size != dialog.size():
        dialog.resize(size)
    frame = dialog.frameGeometry()
    extra = QSize(frame.width() - dialog.width(), frame.height() - dialog.height())
    x = min(max(frame.x(), area.left()), area.right() + 1 - dialog.width() - extra.width())
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - dialog.height() - extra.height())
    if (x, y) != (frame.x(), frame.y()):
        dialog.move(max(x, area.left()), max(y, area.top()))


def scroll_contents(dialog: QWidget) -> None:
    """Put ``dialog``'s layout into a scroll area, its button boxes below it (once)."""
    layout = dialog.layout()
    if layout is None or dialog.property("qkv_scrolls"):
        return
    dialog.setProperty("qkv_scrolls", True)
    body = QWidget()
    body.setObjectName("scrolledBody")
    buttons = [box for box in dialog.findChildren(QDialogButtonBox)
               if box.parentWidget() is dialog and layout.indexOf(box) >= 0]
    for box in buttons:
        layout.removeWidget(box)
    wanted = layout.sizeHint()
    body.setLayout(layout)                  # takes the layout and its widgets off the dialog
    area = QScrollArea()
    area.setObjectName("dialogScroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # no Tab stop of its own (it draws no focus
    area.setWidget(body)                          # mark); it scrolls to the field Tab reaches
    outer = QVBoxLayout(dialog)
    outer.addWidget(area, 1)
    for box in buttons:
        outer.addWidget(box)
    if dialog.isVisible():      # shown now, with the dialog, not by Qt's queued call a turn
        for widget in (area, *buttons):   # later: a button box shown then made its accept
            widget.show()                 # button the default again after the dialog had
        # undone it (gui/keyboard_focus.py ButtonsShowFocus: the worksheet's Export at 1024×768)
    bar = area.verticalScrollBar().sizeHint().width()
    extra_h = sum(box.sizeHint().height() for box in buttons) + 24
    dialog.setMinimumSize(0, 0)
    dialog.resize(wanted.width() + bar + 24, wanted.height() + extra_h)
