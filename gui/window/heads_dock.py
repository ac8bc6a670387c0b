"""The Heads dock: every head side by side (gui.views.heads_grid), wired to the window.

``install_heads_dock(window)`` adds the dock (View › Heads), shows it when the session has
several heads, and connects: a click on a head makes it the big view; a switch turns the head
off or on through an undoable controller edit; the linked selection shows in every head.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QTabWidget

from core.attention.stages import PER_HEAD_STAGES, SQUARE_STAGES
from core.limits import LimitError
from gui.classroom.heads_ranking import HeadsRankingPanel
from gui.document.head_switches import all_heads_on, set_head_on
from gui.views.heads_grid import HeadsPanel
from gui.views.stage_labels import highlight_for

translate = QCoreApplication.translate

DOCK_WIDTH = 440
DOCK_SHARE = 0.3   # of the window's width, at most


class HeadsDock(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.panel = HeadsPanel()
        self.ranking = HeadsRankingPanel()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.panel, translate("HeadsDock", "Side by side"))
        self.tabs.addTab(self.ranking, translate("HeadsDock", "Ranking (MiniLM)"))
        self.dock = QDockWidget(translate("HeadsDock", "Heads"), window)
        self.dock.setObjectName("dock_heads")
        self.dock.setWidget(self.tabs)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        width = min(DOCK_WIDTH, int(window.width() * DOCK_SHARE))  # the stage view comes first
        window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)
        window.menu("View").addAction(self.dock.toggleViewAction())
        self.rank_action = window.menu("Lesson").addAction(
            translate("HeadsDock", "Rank MiniLM's heads for a word…"))
        self.rank_action.setToolTip(translate(
            "HeadsDock", "which heads attend differently to a word in two sentences"))
        self.rank_action.triggered.connect(self.show_ranking)
        self._n_heads = window.controller.trace.n_heads
        self.dock.setVisible(self._n_heads > 1)
        c = window.controller
        c.trace_changed.connect(self._trace_changed)
        window.stepper.stage_changed.connect(lambda *_: self.refresh())
        window.selection.changed.connect(lambda *_: self._show_selection())
        window.stage_panel.head_changed.connect(self.panel.set_focused_head)
        self.dock.visibilityChanged.connect(lambda visible: visible and self.refresh())
        self.panel.head_clicked.connect(window.stage_panel.set_head)
        self.panel.head_toggled.connect(lambda head, on: set_head_on(c, head, on))
        self.panel.all_heads_on.connect(lambda: all_heads_on(c))
        self.panel.split_requested.connect(lambda: c.edit(
            "d_head = d_model / h", lambda s: s.with_split_d_model()))
        self.panel.cell_clicked.connect(self._cell_clicked)
        self.ranking.head_chosen.connect(self.open_ranked_head)
        self.refresh()

    def show_ranking(self) -> None:
        """Lesson › Rank MiniLM's heads…: the dock, on its ranking tab."""
        self.dock.show()
        self.tabs.setCurrentWidget(self.ranking)
        self.ranking.word_edit.setFocus()

    def open_ranked_head(self, text: str, layer: int, head: int) -> bool:
        """A ranking row: MiniLM's ``layer`` with all heads for ``text``, ``head`` in focus."""
        from core.pretrained import ALL_HEADS, PretrainedError, build_session  # on first use

        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session = build_session(text, layer, ALL_HEADS)
        except (PretrainedError, LimitError) as error:
            self.ranking.status.setText(str(error))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        if not self.window.files.open_session(session):
            return False
        self.window.stage_panel.set_head(head)
        if self.window.stepper.stage not in PER_HEAD_STAGES:
            self.window.stepper.jump("weights")
        self.tabs.setCurrentWidget(self.panel)
        self.window.show_message(translate(
            "HeadsDock", "MiniLM layer %1, all heads; head %2 in focus").replace(
                "%1", str(layer + 1)).replace("%2", str(head + 1)))
        return True

    def refresh(self) -> None:
        """Render the current stage of the current trace (only while the dock is shown)."""
        if not self.dock.isVisible() and not self.dock.isFloating() and \
                self.window.isVisible():
            return
        c, stage = self.window.controller, self.window.stepper.stage
        trace = c.trace
        difference = c.output_difference() if stage == "output" else None
        self.panel.render_stage(trace, c.session.tokens, stage, difference)
        self.panel.set_focused_head(self.window.stage_panel.head)
        self._show_selection()

    def show_for_session(self) -> None:
        """Shown when the current session has several heads (after a layout was restored)."""
        if self._n_heads > 1:
            self.dock.show()

    def _trace_changed(self, trace) -> None:
        several = trace.n_heads > 1
        if several != (self._n_heads > 1):
            self.dock.setVisible(several)   # a session with several heads opens the grid
        self._n_heads = trace.n_heads
        self.refresh()

    def _show_selection(self) -> None:
        selection = self.window.selection.selection.clipped(len(self.window.controller.session
                                                                .tokens))
        self.panel.set_highlight(lambda stage: highlight_for(stage, selection.query,
                                                             selection.key))

    def _cell_clicked(self, stage: str, head: int, row: int, col: int) -> None:
        w = self.window
        if stage not in ("concat", "output"):
            w.stage_panel.set_head(head)
        w.explanation_link.explain_cell(stage, row, col, head)
        if stage in SQUARE_STAGES:
            w.selection.select_cell(row, col)
        else:
            w.selection.select_token(row)


def install_heads_dock(window) -> HeadsDock:
    return HeadsDock(window)
