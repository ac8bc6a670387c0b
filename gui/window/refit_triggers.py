"""When the dock layout places its docks again: the changes that can alter a placement.

- A resize of the window, once it rests (RESIZE_SETTLE_MS): the pinned explanation, the left
  column and the side docks fitted for the new size; a window a dock's minimum widened is kept
  on its screen at once.
- The language: other words, other label widths, so every panel is placed again.
- The window shown: the chips' dock fitted to its chips (its width is known from then on).
- Another sentence, once the views have rendered it: for another length every panel placed
  again, and the chips' dock fitted again (an edit of a number moves nothing).
- Presentation on and off: every fit is held while presenting, and the layout it gives back is
  not refitted.

Its one concern is when; what is placed and where is DockLayout's (gui.window.dock_layout).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from shiboken6 import isValid

from gui.window.side_docks import SIDE_DOCKS
from gui.window.view_room import docks_of
from gui.window.window_on_screen import keep_on_screen

RESIZE_SETTLE_MS = 250          # a drag of the window's edge: refit once it rests


class RefitTriggers(QObject):
    """Places ``layout``'s (gui.window.dock_layout.DockLayout) docks again when they may have
    to move, and holds it while presenting."""

    def __init__(self, layout) -> None:
        super().__init__(layout)
        self._layout = layout
        self._host = layout.host
        self.grown_from = None   # the window's size before it last grew wider
        self._held = False      # presentation: the layout it gives back is not to be refitted
        self._resized = QTimer(self)    # a window resized by the learner: placed again, once
        self._resized.setSingleShot(True)
        self._resized.setInterval(RESIZE_SETTLE_MS)
        self._resized.timeout.connect(self._window_resized)
        self._tokens_on_show = False   # the chips' dock is fitted once the window is shown
        self._host.installEventFilter(self)
        layout.parts.presentation.active_changed.connect(self._presenting)

    def fit_tokens_once_shown(self) -> None:
        """The Tokens dock fitted to its chips now if the window is shown, else once it is
        (its docks have their widths then: the chips' rows are counted at them)."""
        if self._host.isVisible():
            self._layout.side.fit_tokens()
        else:
            self._tokens_on_show = True

    def follow_the_sentence(self) -> None:
        """Watch the sentence from now on (called once the views are connected: they render a
        trace before the layout looks at it)."""
        controller = self._layout.parts.controller
        self._tokens = len(controller.session.tokens)
        self._sentence = tuple(controller.session.tokens)
        controller.trace_changed.connect(self._trace_changed)   # after the views

    def eventFilter(self, watched, event) -> bool:
        if watched is self._host:
            if event.type() == QEvent.Type.Show and self._tokens_on_show:
                self._tokens_on_show = False
                self._layout.left.fit()       # the column for every stage's need, now measurable
                self._layout.side.fit_tokens()
            elif event.type() == QEvent.Type.Resize:
                self._resized.start()
                old = event.oldSize()       # a dock's minimum may have widened the window
                pushed = event.size().width() <= self._host.minimumWidth()   # (the learner's
                self.grown_from = old if old.isValid() and pushed and \
                    event.size().width() > old.width() else None   # own widening is no such)
                if self.grown_from is not None:
                    keep_on_screen(self._layout, tab=False)  # (docks move once the resize settles)
            elif event.type() == QEvent.Type.LanguageChange:
                self._layout.retranslate()
                self._layout.replace()        # other words, other label widths: placed again
        return False

    def _trace_changed(self, _trace) -> None:
        """Another sentence: the views have rendered it; the chips' dock fitted again, and for
        another length every panel placed again (an edit of a number moves nothing)."""
        layout = self._layout
        tokens = tuple(layout.parts.controller.session.tokens)
        if len(tokens) != self._tokens:
            self._tokens = len(tokens)
            layout.replace()
        if tokens != self._sentence:
            self._sentence = tokens
            layout.side.fit_tokens()   # their chips are set (session_changed): rows counted now

    def _window_resized(self) -> None:
        """After a resize has settled: the pinned explanation and the side docks fitted for
        the new size (nothing moves for a size they were placed for)."""
        layout = self._layout
        if not isValid(self._host) or self.holding():
            return
        keep_on_screen(layout)
        layout.left.fit_if_resized()
        layout.fit_if_resized()
        for dock in docks_of(self._host):
            if dock.objectName() in SIDE_DOCKS and dock.isVisible():
                layout.side.fit_if_resized(dock)

    def _presenting(self, active: bool) -> None:
        """Hold every fit while presenting; the layout it gives back is the one from before."""
        self._held = active
        if not active:
            self._layout.mark_placed()

    def holding(self) -> bool:
        return self._held or self._layout.parts.presentation.is_active()
