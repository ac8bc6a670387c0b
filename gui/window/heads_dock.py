"""The Heads dock: every head side by side (gui.views.heads_grid), wired to the window.

``HeadsDock`` is built with the parts it uses (the controller, the stepper, the view state
(its head in focus and linked selection), the View and Lesson menus, and callables: place
the dock, explain a cell, open a session, show a message). It adds the dock (View › Heads),
shows it when the session has several heads, and connects: a click on a head brings it into
focus (the big view); a switch turns the head off or on through an undoable controller edit;
the linked selection shows in every head. Its Ranking tab is the one ranking of any model
(gui.classroom.model_heads_ranking: MiniLM's heads for a word in two sentences; SmolLM2's,
Gemma 3's or a GGUF file's previous-token, first-token-sink and induction heads), built when the
tab is first shown (it reads core.pretrained, which the window's start does not load); a row
opens through the model protocol's ``layer_session`` (``open_ranked_head``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMenu, QTabWidget, QVBoxLayout, QWidget

from core.attention.stages import SQUARE_STAGES, STAGES
from core.limits import LimitError
from core.session.view_state import ViewState
from gui.classroom.model_heads_ranking import ModelHeadsRankingPanel
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
        self.tabs = QTabWidget()
        self.tabs.tabBar().setUsesScrollButtons(False)    # a narrow dock: every tab in sight,
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)   # cut with "…", its
        self.tabs.addTab(self.panel, translate("HeadsDock", "Side by side"))   # whole name
        self.ranking_tab = QWidget()
        QVBoxLayout(self.ranking_tab).setContentsMargins(0, 0, 0, 0)
        self.ranking: ModelHeadsRankingPanel | None = None
        self.tabs.addTab(self.ranking_tab, translate("HeadsDock", "Ranking"))
        # (its tooltip: "Ranking (MiniLM)" was cut to "Ranking (Mini…" with nothing to say it)
        for index in range(self.tabs.count()):
            self.tabs.setTabToolTip(index, self.tabs.tabText(index))
        self.tabs.currentChanged.connect(
            lambda index: index == self.tabs.indexOf(self.ranking_tab) and
            self.ranking_panel())
        self.dock = QDockWidget(translate("HeadsDock", "Heads"), owner)
        self.dock.setObjectName("dock_heads")
        self.dock.setWidget(self.tabs)
        place(self.dock)
        view_menu.addAction(self.dock.toggleViewAction())
        # View › Heads brings a dock tabbed behind another to the front, as Vectors and Tiles do
        self.dock.toggleViewAction().triggered.connect(
            lambda checked: checked and self.dock.raise_())
        self.rank_action = lesson_menu.addAction(
            translate("HeadsDock", "Rank MiniLM's heads for a word…"))
        self.rank_action.setToolTip(translate(
            "HeadsDock", "which heads attend differently to a word in two sentences"))
        self.rank_action.triggered.connect(lambda: self.show_ranking("minilm"))
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
        self.refresh()

    def show_ranking(self, model: str | None = None) -> None:
        """The dock, on its ranking tab (its panel built then), raised over a dock it shares a
        tab group with; ``model`` (a key of the panel's box) chosen. Lesson › Rank MiniLM's
        heads… chooses MiniLM and puts the cursor in the word."""
        self.dock.show()
        self.dock.raise_()
        self.tabs.setCurrentWidget(self.ranking_tab)
        if model is not None:
            self.ranking_panel().choose_model(model)
            self.ranking_panel().word_edit.setFocus()

    def ranking_panel(self) -> ModelHeadsRankingPanel:
        """The ranking, built on first use (its tab shown)."""
        if self.ranking is None:
            panel = self.ranking = ModelHeadsRankingPanel()
            panel.head_chosen.connect(lambda model, text, layer, head: self.open_ranked_head(
                model, text, layer, head, panel.status.setText))
            self.ranking_tab.layout().addWidget(panel)
        return self.ranking

    def open_ranked_head(self, model, text: str, layer: int, head: int,
                         refused: Callable[[str], None] | None = None) -> bool:
        """A ranking row of any model behind the model protocol (core.pretrained.model_protocol,
        loaded: its ranking loaded it): that ``layer`` with all heads for ``text``, ``head``
        in focus, or that head alone for a model whose sessions hold one. Why it cannot goes to
        ``refused`` (the ranking's status line) or the window's."""
        from core.pretrained import PretrainedError

        one_head = model.shape.one_head_sessions
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session = model.layer_session(text, layer, head if one_head else None)
        except (PretrainedError, LimitError) as error:
            (refused or self._say)(str(error))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        if not self._open_session(session):
            return False
        self._start_at_head(0 if one_head else head)
        words = translate("HeadsDock", "{name} layer {layer}, head {head}") if one_head else \
            translate("HeadsDock", "{name} layer {layer}, all heads; head {head} in focus")
        self._say(words.format(name=model.shape.name, layer=layer + 1, head=head + 1))
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
