"""Presentation mode: a full-screen classroom view of the current stage.

Entering hides everything but the formula bar (formula, stage counter, meaning) and the current
stage's large heatmap: docks, toolbars, the tile strip, the menu bar and the status bar go. Type
is ``PRESENTATION_FONT_SCALE`` × larger and the page takes the high-contrast theme
(gui.classroom.themes). The clicker keys still step (PageDown/PageUp, Right/Left, Space); F11 or F5
toggles; Esc leaves. Leaving puts the window back exactly as it was: dock and toolbar layout
(saveState/restoreState), geometry, maximized or normal, and font scale 1.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QSignalBlocker,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QToolBar,
    QWidget,
)

from core.session.view_state import ViewState
from gui.classroom.themes import (
    PRESENTATION_FONT_SCALE,
    apply_presentation_theme,
    clear_presentation_theme,
    hint_style_sheet,
)
from gui.classroom.whole_items import whole_items_html

LATE_ANSWER_S = 2.0   # leaving: how long a window system's late answer is waited for
# keys the hint promises (← back, → next, Home / End first / last) whatever has the focus: a
# clicked cell's cursor does not take them; a field being typed in keeps them
HINT_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)
# what the keys do while presenting, whatever has the focus (eventFilter keeps it true)
HINT_TEXT = QT_TRANSLATE_NOOP("Presentation", "Page Down / → / Space: next   ·   Page Up / ←: "
                                              "back   ·   Home / End: first / last   ·   Esc: "
                                              "leave")


@dataclass(frozen=True)
class SavedLayout:
    """What the window looked like before presenting."""
    state: QByteArray             # saveState(): docks and toolbars
    geometry: QByteArray          # saveGeometry()
    normal_rect: QRect            # geometry() of a normal window (restoreGeometry may clamp it)
    window_state: Qt.WindowState  # maximized / normal / full screen flags
    visible: tuple[QWidget, ...]  # docks, toolbars, menu bar, status bar, tile strip shown


class PresentationMode(QObject):
    """Enters and leaves the classroom view of the QMainWindow ``frame``: ``toggle`` is the
    checkable Presentation action, ``keys`` the actions the frame carries while menus and
    toolbar are hidden; ``formula_bar`` and ``scaled`` (views with ``set_font_scale``) take
    the large type; ``hidden_too``: widgets that are no dock, toolbar or bar but hide too;
    ``view_state``: the window's, whose ``presenting`` it sets once it has entered or left."""

    active_changed = Signal(bool)

    def __init__(self, frame: QMainWindow, toggle: QAction, keys: Sequence[QAction],
                 formula_bar: QWidget, scaled: Sequence, hidden_too: Sequence[QWidget],
                 factor: float = PRESENTATION_FONT_SCALE,
                 view_state: ViewState | None = None) -> None:
        super().__init__(frame)
        self._view_state = view_state
        self._frame, self._toggle, self._formula_bar = frame, toggle, formula_bar
        self._scaled, self._hidden_too = tuple(scaled), tuple(hidden_too)
        self._factor = factor
        self._saved: SavedLayout | None = None
        self._state_for_size: tuple | None = None   # leaving, on xcb: (state, size, until)
        hint = QCoreApplication.translate("Presentation", HINT_TEXT)
        self.hint = QLabel(whole_items_html(hint))   # wraps between its items, never in one
        self.hint.setTextFormat(Qt.TextFormat.RichText)
        self.hint.setAccessibleName(hint)
        self.hint.setObjectName("presentationHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.hint.setWordWrap(True)   # a long hint (German) wraps, never widens the stage's column
        self.hint.setStyleSheet(hint_style_sheet())
        self.hint.hide()
        frame.centralWidget().layout().addWidget(self.hint)
        # The window itself carries the keys, so they work with menu bar and toolbar hidden.
        frame.addActions([toggle, *keys])

    # ----- reading ------------------------------------------------------------------------
    def is_active(self) -> bool:
        return self._saved is not None

    @property
    def font_scale(self) -> float:
        return self._factor if self.is_active() else 1.0

    # ----- switching ----------------------------------------------------------------------
    def set_active(self, on: bool) -> None:
        self.enter() if on else self.leave()

    def toggle(self) -> None:
        self.set_active(not self.is_active())

    def enter(self) -> None:
        if self.is_active():
            return
        frame = self._frame
        if self._state_for_size is not None:      # a last leave's wait: over
            self._state_for_size = None
            frame.removeEventFilter(self)
        hideable = self._hideable()
        self._saved = SavedLayout(frame.saveState(), frame.saveGeometry(), frame.geometry(),
                                  frame.windowState(),
                                  tuple(w for w in hideable if w.isVisibleTo(frame)))
        for widget in hideable:
            widget.hide()
        apply_presentation_theme(frame.centralWidget(), self._formula_bar, self._factor)
        self._scale_views(self._factor)
        screen = frame.screen()
        if screen is not None:   # the whole screen even with no window manager to do it
            frame.setGeometry(screen.geometry())
        frame.showFullScreen()
        self.hint.show()
        self._finish(True)

    def leave(self) -> None:
        saved = self._saved
        if saved is None:
            return
        frame = self._frame
        self._saved = None
        self.hint.hide()
        clear_presentation_theme(frame.centralWidget(), self._formula_bar)
        self._scale_views(1.0)
        if saved.window_state & Qt.WindowState.WindowFullScreen:
            frame.showFullScreen()
        elif saved.window_state & Qt.WindowState.WindowMaximized:
            frame.showMaximized()
        else:
            frame.showNormal()
        frame.restoreGeometry(saved.geometry)
        if not saved.window_state & (Qt.WindowState.WindowMaximized
                                     | Qt.WindowState.WindowFullScreen):
            frame.setGeometry(saved.normal_rect)
        for widget in saved.visible:
            widget.show()
        frame.restoreState(saved.state)
        if frame.size() != saved.normal_rect.size() and not saved.window_state & (
                Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            # a real window system gives the normal size back later: the docks laid out in the
            # full-screen size would be scaled down to it (a pinned explanation left one row)
            self._state_for_size = (saved.state, saved.normal_rect.size(),
                                    time.monotonic() + LATE_ANSWER_S)
            frame.installEventFilter(self)
        self._finish(False)

    def _restore_on_size(self, event: QEvent) -> None:
        """The window has its normal size back: the docks exactly as they were, once."""
        state, size, deadline = self._state_for_size
        if time.monotonic() > deadline:           # none came: the layout stays as it is
            self._state_for_size = None
            self._frame.removeEventFilter(self)
        elif event.size() == size:
            self._state_for_size = None
            self._frame.removeEventFilter(self)
            self._frame.restoreState(state)
        elif event.size().width() > size.width() or event.size().height() > size.height():
            self._frame.resize(size)     # a late answer of the window system: asked again

    # ----- internals ----------------------------------------------------------------------
    def _hideable(self) -> list[QWidget]:
        frame = self._frame
        own = Qt.FindChildOption.FindDirectChildrenOnly
        return [*frame.findChildren(QDockWidget, options=own),
                *frame.findChildren(QToolBar, options=own),
                frame.menuBar(), frame.statusBar(), *self._hidden_too]

    def _scale_views(self, factor: float) -> None:
        for view in self._scaled:
            view.set_font_scale(factor)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While presenting, Esc in the window leaves (before any Esc shortcut of a view);
        closing the window leaves first, so the layout it saves is the normal one."""
        if (event.type() == QEvent.Type.Resize and watched is self._frame
                and self._state_for_size is not None):
            self._restore_on_size(event)
            return False
        if event.type() == QEvent.Type.Close and watched is self._frame:
            self.leave()
            return False
        if (event.type() == QEvent.Type.ShortcutOverride and event.key() == Qt.Key.Key_Escape
                and isinstance(watched, QWidget) and watched.window() is self._frame):
            event.accept()
            self.leave()
            return True
        if (event.type() == QEvent.Type.ShortcutOverride and event.key() in HINT_KEYS
                and not event.modifiers() and isinstance(watched, QWidget)
                and watched.window() is self._frame and not isinstance(watched, TEXT_FIELDS)):
            event.ignore()    # not the cell cursor's after a click: the hint's step runs
            return True
        return False

    def _finish(self, active: bool) -> None:
        application = QApplication.instance()
        if active:
            application.installEventFilter(self)
        else:
            application.removeEventFilter(self)
        with QSignalBlocker(self._toggle):
            self._toggle.setChecked(active)
        if self._view_state is not None:
            self._view_state.update(presenting=active)
        self.active_changed.emit(active)
