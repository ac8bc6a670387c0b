"""When the dock layout places its docks again: the changes that can alter a placement.

- A resize of the window, once it rests (RESIZE_SETTLE_MS): ``rested``; a window a dock's
  minimum widened is ``grown`` at once (kept on its screen).
- The language: other words, other label widths (``language_changed``).
- The window shown, when asked to wait for it (``shown``: its docks have their widths then).
- Another sentence, once the views have rendered it: ``length_changed`` for another length
  (every panel placed again), ``sentence_changed`` for other tokens (the chips' dock fitted
  again); an edit of a number says nothing.
- Presentation on and off: every fit is held while presenting (``holding``), and the layout it
  gives back is ``given_back`` (not to be refitted).

Its one concern is when; what is placed and where is the dock layout's
(gui.window.dock_layout), which connects these signals. It is handed the host window (its
events) and presentation, never the layout.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow
from shiboken6 import isValid

RESIZE_SETTLE_MS = 250          # a drag of the window's edge: refit once it rests


class RefitTriggers(QObject):
    """Says when ``host``'s docks may have to move, and holds them while ``presentation``
    (gui.classroom.presentation.PresentationMode) presents."""

    shown = Signal()             # the window shown (after wait_for_show)
    rested = Signal()            # a resize has settled
    grown = Signal()             # a dock's minimum widened the window
    language_changed = Signal()
    length_changed = Signal()    # another number of tokens
    sentence_changed = Signal()  # other tokens
    given_back = Signal()        # presentation left: the layout it gives back stands

    def __init__(self, host: QMainWindow, presentation) -> None:
        super().__init__(host)
        self._host, self._presentation = host, presentation
        self.grown_from = None   # the window's size before it last grew wider
        self._held = False      # presentation: the layout it gives back is not to be refitted
        self._resized = QTimer(self)    # a window resized by the learner: placed again, once
        self._resized.setSingleShot(True)
        self._resized.setInterval(RESIZE_SETTLE_MS)
        self._resized.timeout.connect(self._window_resized)
        self._wait_for_show = False
        host.installEventFilter(self)
        presentation.active_changed.connect(self._presenting)

    def wait_for_show(self) -> None:
        """Say ``shown`` once the window is shown."""
        self._wait_for_show = True

    def follow_the_sentence(self, controller) -> None:
        """Watch the sentence from now on (called once the views are connected: they render a
        trace before the layout looks at it)."""
        self._controller = controller
        self._tokens = len(controller.session.tokens)
        self._sentence = tuple(controller.session.tokens)
        controller.trace_changed.connect(self._trace_changed)   # after the views

    def eventFilter(self, watched, event) -> bool:
        if watched is self._host:
            if event.type() == QEvent.Type.Show and self._wait_for_show:
                self._wait_for_show = False
                self.shown.emit()
            elif event.type() == QEvent.Type.Resize:
                self._resized.start()
                old = event.oldSize()       # a dock's minimum may have widened the window
                pushed = event.size().width() <= self._host.minimumWidth()   # (the learner's
                self.grown_from = old if old.isValid() and pushed and \
                    event.size().width() > old.width() else None   # own widening is no such)
                if self.grown_from is not None:
                    self.grown.emit()
            elif event.type() == QEvent.Type.LanguageChange:
                self.language_changed.emit()
        return False

    def _trace_changed(self, _trace) -> None:
        """Another sentence: the views have rendered it."""
        tokens = tuple(self._controller.session.tokens)
        if len(tokens) != self._tokens:
            self._tokens = len(tokens)
            self.length_changed.emit()
        if tokens != self._sentence:
            self._sentence = tokens
            self.sentence_changed.emit()  # their chips are set (session_changed): rows counted now

    def _window_resized(self) -> None:
        if isValid(self._host) and not self.holding():
            self.rested.emit()

    def _presenting(self, active: bool) -> None:
        """Hold every fit while presenting; the layout it gives back is the one from before."""
        self._held = active
        if not active:
            self.given_back.emit()

    def holding(self) -> bool:
        return self._held or self._presentation.is_active()
