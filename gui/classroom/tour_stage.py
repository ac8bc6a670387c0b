"""A tour step in the window: its session, stage, selection and open panels; a waiting
question's hiding (later tiles dimmed, the asked view blank, no value tooltips) and its reveal
with the stage's animation and the explanation of the number.

It drives the parts it is given (gui.classroom.tour_parts: the controller, the stepper, the
view state (head in focus, selection), the explanation; the stage panel's views, the labs' and
docks' switches); it computes nothing: core.tours.progress says what to show.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from core.attention.stage_text import StageSettings
from core.attention.stages import SQUARE_STAGES, STAGES, stage_index
from core.tours.giveaway import VECTOR_DRAWINGS
from core.tours.progress import TourProgress
from core.tours.sessions import change_label, changed_session
from core.tours.tour import Selection
from gui.classroom.tour_parts import TourParts
from gui.palette import token_qcolors
from gui.views.stage_labels import stage_axes

translate = QCoreApplication.translate


class TourStage:
    def __init__(self, parts: TourParts) -> None:
        self.parts = parts
        self.hiding = False

    # ----- a step ---------------------------------------------------------------------------
    def show(self, progress: TourProgress) -> None:
        w, banner = self.parts.document, self.parts.home.lesson_banner
        self.parts.veil.animation.stop()
        if not progress.session == w.controller.session:   # one undo step, history kept
            w.controller.apply(translate("TourStage", "tour: step {index}").format(
                index=progress.index + 1), progress.session)
        if banner is not None:   # the tour's text says what the lesson's banner would,
            banner.hold(True)    # and no later change of the session brings it back
        step = progress.step
        head = step.select.head if step.select else (progress.question.head
                                                     if progress.question else 0)
        w.view_state.focus_head(head)          # (a head the trace lacks changes nothing)
        self._go_to_stage(step.stage, progress.hidden_from())
        self._select(step.select, progress)
        self._open(step.open)
        self.keep_hidden(progress)

    def keep_hidden(self, progress: TourProgress) -> None:
        """While a question waits, the view of the asked stage (or a later one) stays blank."""
        panel = self.parts.veil.stage_panel
        hidden = progress.hidden_from()
        self.hiding = hidden is not None and \
            stage_index(self.parts.document.view_state.stage) >= hidden
        if hidden is not None:
            trace = self.parts.document.controller.trace
            for stage in STAGES[hidden:]:          # grey with a "?": no pattern to read
                blank = np.full(trace.head_shape(stage), np.nan)
                panel.tiles[stage].thumbnail.set_matrix(blank, "signed", (-1.0, 1.0))
        self._show_heads_grid(not self.hiding)      # every head's numbers: the answer too
        self._veil_vectors(progress.hidden_surfaces().vectors)   # arrows: the answer too
        if self.hiding:
            self.parts.veil.animation.stop()
            self._blank_large_view()
        panel.set_value_tooltips(not self.hiding)

    def restore(self) -> None:
        """Leaving the tour: the current stage in full, tooltips back, the banner free to
        speak at the session's next change."""
        self.hiding = False
        if self.parts.home.lesson_banner is not None:
            self.parts.home.lesson_banner.hold(False)
        self._render_all()

    # ----- the reveal -------------------------------------------------------------------------
    def reveal(self, progress: TourProgress) -> None:
        """The answer in the view: a compare's change applied (one undo step), the asked stage
        animated, its cell explained."""
        w, question = self.parts.document, progress.question
        self.hiding = False
        self._render_all()
        if question is None or question.kind == "choice":
            return
        if question.kind == "compare":
            w.controller.apply(translate("TourStage", "tour: {change_label}").format(
                change_label=change_label(question)),
                               changed_session(question, w.controller.session))
        target = stage_index(question.stage)
        if w.stepper.index == target:   # step onto it again, so it counts as reached
            w.stepper.go_to(target - 1 if target > 0 else target + 1, animate=False)
        w.stepper.go_to(target, animate=True)   # the stage's own animation plays
        answer = progress.answer
        # The tour panel says the explanation's line and the Explanation dock the whole of it,
        # as the steps promise ("after you answer, the Explanation dock shows every term"):
        # shown if it was closed; the dock layout gives the stage its numbers first.
        if answer is not None and answer.col is not None:
            dock = self.parts.home.docks.get("explanation")
            if dock is not None and not dock.isVisible():
                dock.show()
            w.explanation_link.explain_cell(question.stage, answer.row, answer.col,
                                            w.view_state.head)

    def _render_all(self) -> None:
        """Every view with its numbers again (the tiles a question had blanked too)."""
        controller, panel = self.parts.document.controller, self.parts.veil.stage_panel
        session = controller.session
        panel.set_trace(controller.trace, session.tokens, StageSettings.of(session))
        panel.set_value_tooltips(True)
        self._show_heads_grid(True)
        self._veil_vectors(frozenset())

    def _blank_large_view(self) -> None:
        """The current stage's view with its labels (click a column) and no number: blank
        cells, and a colour bar of the kind's plain range (its end would tell the largest)."""
        controller, view = self.parts.document.controller, self.parts.document.view_state
        panel, session = self.parts.veil.stage_panel, controller.session
        axes = stage_axes(view.stage, controller.trace, session.tokens, view.head,
                          StageSettings.of(session))
        plain = (0.0, 1.0) if axes.kind == "probability" else (-1.0, 1.0)
        panel.large.set_matrix(np.full(controller.trace.head_shape(view.stage), np.nan),
                               row_labels=axes.row_labels, col_labels=axes.col_labels,
                               row_title=axes.row_title, col_title=axes.col_title,
                               kind=axes.kind, title=axes.title,
                               label_colors=token_qcolors(len(session.tokens)), levels=plain)
        panel.large.set_highlight(**panel.outline(view.stage))

    def _show_heads_grid(self, on: bool) -> None:
        self.parts.veil.panels["heads-numbers"](on)

    def _veil_vectors(self, names: frozenset[str]) -> None:
        for name in VECTOR_DRAWINGS:
            self.parts.veil.panels[f"vectors-{name}"](name not in names)

    # ----- internals --------------------------------------------------------------------------
    def _go_to_stage(self, stage: str, hidden_from: int | None) -> None:
        """The step's stage; stages from ``hidden_from`` on stay dimmed as not yet reached."""
        stepper = self.parts.document.stepper
        stepper.reset()
        if hidden_from is None:
            stepper.jump(stage)
            return
        stepper.go_to(max(hidden_from - 1, 0), animate=False)
        stepper.go_to(stage_index(stage), animate=False, reveal=False)

    def _select(self, select: Selection | None, progress: TourProgress) -> None:
        w = self.parts.document
        if select is None:
            w.view_state.clear_selection()
            w.explanation_link.clear()
            return
        if select.stage in SQUARE_STAGES and select.col is not None:
            w.view_state.select_cell(select.row, select.col)
        else:
            w.view_state.select_token(select.row)
        hidden = progress.hidden_from()
        gives_away = hidden is not None and stage_index(select.stage) >= hidden
        if select.col is not None and not gives_away:
            w.explanation_link.explain_cell(select.stage, select.row, select.col, select.head)
        else:
            w.explanation_link.clear()

    def _open(self, names: tuple[str, ...]) -> None:
        panels = self.parts.veil.panels
        for name in ("scaling-lab", "mask-lab", "code", "flash"):
            panels[name](name in names)
        # several heads: the grid is shown, as when one opens
        panels["heads"]("heads" in names or self.parts.document.controller.trace.n_heads > 1)
        if names:
            self.parts.home.host.activateWindow()   # the keys stay with the main window
