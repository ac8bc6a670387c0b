"""A top-level window whose frame stays inside its screen's available area: each time it is
shown, when it goes to another screen, and when that screen's available area changes (another
resolution, a projector plugged in, a panel added).

For the windows that keep their size and place between openings (the √d_k lab, the training
window, non-modal dialogs): built once beside a window on a 1920×1080 screen, they reopened
at their old size and place after the screen had become 1366×768 and ran off it.

One watcher per application (``ScreenWatch``: an application event filter and the screens'
signals; no object of its own on each window, which a deleted dialog took down with it) calls
the first fit whose rule takes the window. A bottom-layer gui module (Qt only)::

    keep_inside_screen(lab)                                   # once, after it is built
    follow_screen(main_window)     # the same, never below its minimum, not when shown
    fit_windows(lambda w: isinstance(w, QDialog), fit_dialog)   # a rule of one's own
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

KEEP_INSIDE = "qkv_keep_inside_screen"     # the property keep_inside_screen sets on a window
FOLLOW_SCREEN = "qkv_follow_screen"        # the property follow_screen sets (the main window)


def inside(frame: QRect, area: QRect) -> QRect:
    """``frame`` no larger than ``area`` and moved (the least) so that it lies inside it."""
    size = frame.size().boundedTo(area.size())
    left = min(max(frame.left(), area.left()), area.right() + 1 - size.width())
    top = min(max(frame.top(), area.top()), area.bottom() + 1 - size.height())
    return QRect(left, top, size.width(), size.height())


def available_area_of(widget: QWidget) -> QRect | None:
    """The available geometry of the screen ``widget`` is on (or the primary); None: no screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_inside_screen(widget: QWidget, *, keep_minimum: bool = False) -> None:
    """Shrink and move the top-level ``widget`` so that its frame (the window manager's
    decoration included) lies inside its screen's available area; a maximised or full-screen
    window is the window manager's to place. ``keep_minimum``: never smaller than the widget's
    minimum size (a main window's docks and views need it); a frame that then cannot fit keeps
    its top-left corner inside the area (the title bar and the menus within reach)."""
    area = available_area_of(widget)
    if area is None or widget.isMaximized() or widget.isFullScreen():
        return
    frame = widget.frameGeometry()
    place = inside(frame, area)
    if place == frame:
        return
    decoration = frame.size() - widget.size()          # the frame's border and title bar
    size = place.size() - decoration
    size = QSize(max(size.width(), 1), max(size.height(), 1))
    corner = place.topLeft()
    if keep_minimum:
        size = size.expandedTo(widget.minimumSize().expandedTo(widget.minimumSizeHint()))
        whole = size + decoration
        corner = QPoint(max(area.left(), min(frame.left(), area.right() + 1 - whole.width())),
                        max(area.top(), min(frame.top(), area.bottom() + 1 - whole.height())))
    else:      # a minimum wider than the screen would push it out
        widget.setMinimumSize(widget.minimumSize().boundedTo(size))
    if size != widget.size():
        widget.resize(size)
    if corner != frame.topLeft():
        widget.move(corner)                      # a top-level's move places its frame


# a burst of screen changes (a monitor unplugged, another mode) is over this long after its last
SCREEN_SETTLE_MS = 100

Rule = tuple[Callable[[QWidget], bool], Callable[[QWidget], None], bool]


class ScreenWatch(QObject):
    """Fits a top-level window by the first of ``rules`` (applies, fit, on_show) that applies
    to it: when it is shown (rules with ``on_show``), when it goes to another screen, and, for
    every shown one, when a screen's available area changes."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.rules: list[Rule] = []
        self._pending: list[QWidget] = []       # moved to another screen, to fit
        self._settle = QTimer(self)            # ... once the screens have settled
        self._settle.setSingleShot(True)
        self._settle.setInterval(SCREEN_SETTLE_MS)
        self._settle.timeout.connect(self._fit_pending)
        app.installEventFilter(self)
        for screen in app.screens():
            self._watch(screen)
        app.screenAdded.connect(self._watch)

    def _watch(self, screen: QScreen) -> None:
        screen.availableGeometryChanged.connect(self._area_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.ScreenChangeInternal) and \
                isinstance(watched, QWidget) and watched.isWindow():
            if kind == QEvent.Type.Show:
                self.fit(watched, shown=True)
            else:
                self._fit_later(watched)
        return False

    def _fit_later(self, widget: QWidget) -> None:
        """``widget`` fitted once Qt has finished moving it to its new screen, not while it
        does: moved or resized inside that move (the last monitor unplugged, Qt's placeholder
        screen taking the windows and giving them back), the xcb platform crashed on the
        window's next ConfigureNotify (SIGSEGV in QXcbWindow::handleConfigureNotifyEvent,
        Qt 6.10.3; tests/gui/window/test_screen_shrink_real_x.py). A screen unplugged or given
        another mode moves every window, often twice (to the placeholder and back): each move
        restarts the wait, and the windows are fitted once, SCREEN_SETTLE_MS after the last."""
        self._settle.start()
        if all(w is not widget for w in self._pending):
            self._pending.append(widget)

    def _fit_pending(self) -> None:
        pending, self._pending = self._pending, []
        for widget in pending:
            if isValid(widget) and widget.isVisible():      # not deleted or closed since
                self.fit(widget)

    def fit(self, widget: QWidget, shown: bool = False) -> None:
        for applies, fit, on_show in self.rules:
            if applies(widget):
                if on_show or not shown:
                    fit(widget)
                return

    def _area_changed(self, *_area) -> None:
        # the main window first: a companion placed beside it reads where it went
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        for widget in sorted(shown, key=lambda w: not _follows(w)):
            self.fit(widget)


def screen_watch(app: QApplication | None = None) -> ScreenWatch | None:
    """The application's watcher (made the first time); None without an application."""
    app = app or QApplication.instance()
    if app is None:
        return None
    return app.findChild(ScreenWatch) or ScreenWatch(app)


def fit_windows(applies: Callable[[QWidget], bool], fit: Callable[[QWidget], None], *,
                on_show: bool = True) -> None:
    """From now on ``fit(widget)`` for each top-level window ``applies`` takes: when shown
    (``on_show``), when its screen or that screen's available area changes."""
    watch = screen_watch()
    if watch is not None and all(rule[1] is not fit for rule in watch.rules):
        watch.rules.append((applies, fit, on_show))


def _kept_inside(widget: QWidget) -> bool:
    return bool(widget.property(KEEP_INSIDE))


def _follows(widget: QWidget) -> bool:
    return bool(widget.property(FOLLOW_SCREEN))


def _fit_above_minimum(widget: QWidget) -> None:
    fit_inside_screen(widget, keep_minimum=True)


def follow_screen(widget: QWidget) -> None:
    """The top-level ``widget`` (the main window) moved and shrunk, never below its minimum
    size, when its screen's available area shrinks (a laptop unplugged from a monitor, another
    resolution, a panel added) or it goes to a smaller screen; not when it is shown (its
    start-up sizes and places it) and never grown back."""
    widget.setProperty(FOLLOW_SCREEN, True)
    fit_windows(_follows, _fit_above_minimum, on_show=False)


def keep_inside_screen(widget: QWidget) -> None:
    """The top-level ``widget``'s frame kept inside its screen's available area from now on."""
    widget.setProperty(KEEP_INSIDE, True)
    fit_windows(_kept_inside, fit_inside_screen)
    if widget.isVisible():
        fit_inside_screen(widget)
