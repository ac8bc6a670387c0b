"""The Heads dock: every head side by side (gui.views.heads_grid), wired to the window.

``HeadsDock`` is built with the parts it uses (the controller, the stepper, the view state
(its head in focus and linked selection), the View and Lesson menus, and callables: place
the dock, explain a cell, open a session, show a message). It adds the dock (View › Heads),
shows it when the session has several heads, and connects: a click on a head brings it into
focus (the big view); a switch turns the head off or on through an undoable controller edit;
the linked selection shows in every head. Its ranking tabs: MiniLM's heads for a word in two
sentences, and SmolLM2's previous-token, first-token-sink and induction heads (that panel is
built when its tab is first shown: it reads core.pretrained, which the window's start does not
load).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMenu, QTabWidget, QVBoxLayout, QWidget

from core.attention.stages import SQUARE_STAGES, STAGES
from core.limits import LimitError
from core.session.view_state import ViewState
from gui.classroom.decoder_heads_ranking import DecoderHeadsRankingPanel
from gui.classroom.heads_ranking import HeadsRankingPanel
from gui.document.controller import SessionController
from gui.document.head_switches import all_heads_on, set_head_on
from gui.document.stepper import Stepper
from gui.document.view_following import follow_view
from gui.views.heads_grid import HeadsPanel
from gui.views.stage_labels import highlight_for

translate = QCoreApplication.translate

DOCK_WIDTH = 440   # where it starts (the composition root places it): at most this wide
DOCK_SHARE = 0.3   # and at most this share of the window's width: the stage view comes first


class HeadsDock(QObject):
    def __init__(self, controller: SessionController, stepper: Stepper,
                 view_state: ViewState,
                 menus: tuple[QMenu, QMenu], place: Callable[[QDockWidget], None],
                 explain_cell: Callable[[str, int, int, int], object],
                 open_session: Callable[[object], bool], show_message: Callable[[str], None],
                 owner: QWidget) -> None:
        """``menus``: (View, Lesson); ``place`` puts the dock where it starts; ``owner``: the
        main window, the dock's parent."""
        super().__init__(owner)
        self._controller, self._stepper = controller, stepper
        self._view_state, self._explain_cell = view_state, explain_cell
        self._open_session, self._say, self._owner = open_session, show_message, owner
        view_menu, lesson_menu = menus
        self.panel = HeadsPanel()
        self.ranking = HeadsRankingPanel()
        self.tabs = QTabWidget()
        self.tabs.tabBar().setUsesScrollButtons(False)    # a narrow dock: every tab in sight,
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)   # cut with "…", its
        self.tabs.addTab(self.panel, translate("HeadsDock", "Side by side"))   # whole name
        # (its tooltip: "Ranking (MiniLM)" was cut to "Ranking (Mini…" with nothing to say it)
        self.tabs.addTab(self.ranking, translate("HeadsDock", "Ranking (MiniLM)"))
        self.decoder_tab = QWidget()
        QVBoxLayout(self.decoder_tab).setContentsMargins(0, 0, 0, 0)
        self.decoder_ranking: DecoderHeadsRankingPanel | None = None
        self.tabs.addTab(self.decoder_tab, translate("HeadsDock", "Ranking (SmolLM2)"))
        for index in range(self.tabs.count()):
            self.tabs.setTabToolTip(index, self.tabs.tabText(index))
        self.tabs.currentChanged.connect(
            lambda index: index == self.tabs.indexOf(self.decoder_tab) and
            self.decoder_ranking_panel())
        self.dock = QDockWidget(translate("HeadsDock", "Heads"), owner)
        self.dock.setObjectName("dock_heads")
        self.dock.setWidget(self.tabs)
        place(self.dock)
        view_menu.addAction(self.dock.toggleViewAction())
        self.rank_action = lesson_menu.addAction(
            translate("HeadsDock", "Rank MiniLM's heads for a word…"))
        self.rank_action.setToolTip(translate(
            "HeadsDock", "which heads attend differently to a word in two sentences"))
        self.rank_action.triggered.connect(self.show_ranking)
        self._n_heads = controller.trace.n_heads
        self.dock.setVisible(self._n_heads > 1)
        c = controller
        c.trace_changed.connect(self._trace_changed)
        stepper.stage_changed.connect(lambda *_: self.refresh())
        follow_view(view_state, ("selection",), self._show_selection, self)
        follow_view(view_state, ("head",),
                    lambda: self.panel.set_focused_head(view_state.head), self)
        self.dock.visibilityChanged.connect(lambda visible: visible and self.refresh())
        self.panel.head_clicked.connect(view_state.focus_head)
        self.panel.head_toggled.connect(lambda head, on: set_head_on(c, head, on))
        self.panel.all_heads_on.connect(lambda: all_heads_on(c))
        self.panel.split_requested.connect(lambda: c.edit(
            "d_head = d_model / h", lambda s: s.with_split_d_model()))
        self.panel.cell_clicked.connect(self._cell_clicked)
        self.ranking.head_chosen.connect(self.open_ranked_head)
        self.refresh()

    def show_decoder_ranking(self) -> None:
        """The dock, on SmolLM2's ranking tab (its panel built then), raised over a dock it
        shares a tab group with."""
        self.dock.show()
        self.dock.raise_()
        self.tabs.setCurrentWidget(self.decoder_tab)

    def show_ranking(self) -> None:
        """Lesson › Rank MiniLM's heads…: the dock, on its ranking tab, raised over a dock it
        shares a tab group with."""
        self.dock.show()
        self.dock.raise_()
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
        if not self._open_session(session):
            return False
        self._start_at_head(head)
        self._say(translate(
            "HeadsDock", "MiniLM layer {layer}, all heads; head {head} in focus").format(
            layer=layer + 1,
            head=head + 1))
        return True

    def decoder_ranking_panel(self) -> DecoderHeadsRankingPanel:
        """SmolLM2's ranking, built on first use (its tab shown)."""
        if self.decoder_ranking is None:
            self.decoder_ranking = DecoderHeadsRankingPanel()
            self.decoder_ranking.head_chosen.connect(self.open_ranked_decoder_head)
            self.decoder_tab.layout().addWidget(self.decoder_ranking)
        return self.decoder_ranking

    def open_ranked_decoder_head(self, text: str, layer: int, head: int) -> bool:
        """A SmolLM2 ranking row: that ``layer`` with all heads for ``text``, ``head`` in focus
        (the decoder is loaded by then: the ranking loaded it)."""
        from core.pretrained import ALL_HEADS, PretrainedError
        from core.pretrained.decoder_session import build_decoder_session

        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session = build_decoder_session(text, layer, ALL_HEADS)
        except (PretrainedError, LimitError) as error:
            self.decoder_ranking_panel().status.setText(str(error))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        if not self._open_session(session):
            return False
        self._start_at_head(head)
        self._say(translate(
            "HeadsDock", "SmolLM2 layer {layer}, all heads; head {head} in focus").format(
            layer=layer + 1,
            head=head + 1))
        return True

    def _start_at_head(self, head: int) -> None:
        """A ranked head opened: stage 1, that head in focus, the heads side by side."""
        self._stepper.jump(STAGES[0])
        self._view_state.focus_head(head)
        self.tabs.setCurrentWidget(self.panel)

    def refresh(self) -> None:
        """Render the current stage of the current trace (only while the dock is shown)."""
        if not self.dock.isVisible() and not self.dock.isFloating() and \
                self._owner.isVisible():
            return
        c, stage = self._controller, self._stepper.stage
        trace = c.trace
        difference = c.output_difference() if stage == "output" else None
        self.panel.render_stage(trace, c.session.tokens, stage, difference,
                                c.session.model_head)
        self.panel.set_focused_head(self._view_state.head)
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
        selection = self._view_state.selection.clipped(len(self._controller.session.tokens))
        self.panel.set_highlight(lambda stage: highlight_for(stage, selection.query,
                                                             selection.key))

    def _cell_clicked(self, stage: str, head: int, row: int, col: int) -> None:
        if stage not in ("concat", "output"):
            self._view_state.focus_head(head)
        self._explain_cell(stage, row, col, head)
        if stage in SQUARE_STAGES:
            self._view_state.select_cell(row, col)
        else:
            self._view_state.select_token(row)
