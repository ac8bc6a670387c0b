"""Tours in the window: Lesson › Tours ▸, the Tour dock, Page Down / Page Up stepping the tour
while it is open, predictions (a column clicked, an option's number, a typed value), the place
remembered for the next start, and presentation mode (large type; Page Down reveals).

``TourFeatures(parts, language)`` wires it to the parts it drives
(gui.classroom.tour_parts); core.tours computes (and reads a tour's
translation into ``language``), gui.classroom.tour_stage shows, gui.classroom.tour_dock
places the dock.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QLineEdit

from core.attention.stages import SQUARE_STAGES, stage_index
from core.i18n import quoted
from core.tours.answers import choices, default_prompt, typed_number
from core.tours.library import TourFileError, load_tour
from core.tours.markdown import inline_html, to_html
from core.tours.progress import TourProgress
from gui.classroom import tour_menu
from gui.classroom.tour_dock import TourDock
from gui.classroom.tour_keys import TourStepKeys
from gui.classroom.tour_panel import DigitKeys, TourPanel
from gui.classroom.tour_parts import TourParts
from gui.classroom.tour_stage import TourStage
from gui.document.view_following import follow_view

translate = QCoreApplication.translate


class TourFeatures(QObject):
    def __init__(self, parts: TourParts, language: str = "en") -> None:
        super().__init__(parts.home.host)
        self.parts = parts
        host = parts.home.host
        self.language = language      # tours open in it where translated (else English)
        self.progress: TourProgress | None = None
        self.stage = TourStage(parts)
        self.panel = TourPanel()
        self.dock = TourDock(translate("TourFeatures", "Tour"), host, self.panel)
        self._choices: list = []
        self._offer: tuple[str, int] | None = None   # a remembered place offered at start
        self._offer_after_presenting = False   # asked while presenting: offered on leaving
        self.tours_menu = tour_menu.ToursMenu(self, parts.home.lesson_menu)
        self.menu = self.tours_menu.menu
        self.digits = DigitKeys(host, self._digit)   # 1–9: the options, no mouse needed
        self.step_keys = TourStepKeys(host, self.panel, self.next, self.back)  # Page Dn/Up
        p = self.panel
        p.next_clicked.connect(self.next)
        p.reveal_clicked.connect(self.reveal)
        p.back_clicked.connect(self.back)
        p.leave_clicked.connect(self.leave)
        p.option_chosen.connect(lambda position: self.predict(self._choices[position][0]))
        p.value_typed.connect(self._value_typed)
        p.sentence_entered.connect(self.set_sentence)
        self.dock.closed.connect(self.leave)
        document = parts.document
        parts.veil.stage_panel.cell_clicked.connect(self._cell_clicked)
        document.stepper.stage_changed.connect(lambda *_: self._keep_hidden())
        document.controller.trace_changed.connect(lambda *_: self._keep_hidden())
        # another head: told after the stage panel has drawn it (it listened first)
        follow_view(document.view_state, ("head",), self._keep_hidden, self)
        parts.presentation.active_changed.connect(self._presentation_changed)
        document.explanation_link.explained.connect(self._explained)
        self._sight_pending = False   # a step opened panels: look once the window laid them out
        host.installEventFilter(self)

    # ----- reading ----------------------------------------------------------------------------
    def is_open(self) -> bool:
        return self.progress is not None

    # ----- opening and leaving ----------------------------------------------------------------
    def open_tour(self, name_or_path: str | Path, *, step: int = 0, own_text: str | None = None,
                  ask: bool = True) -> bool:
        """Open a built-in tour (by name) or a tour file at ``step`` (0-based). A bad tour
        leaves one message and the session as it was."""
        try:
            checked = load_tour(name_or_path, own_text, self.language)
        except TourFileError as error:
            more = len(error.problems) - 1
            rest = translate("TourFeatures", " (and {more} more: `python main.py tour check` lists "
                                             "them)").format(more=more) if more else ""
            self.parts.home.show_message(translate("TourFeatures", "cannot open the tour {name}: "
                                                              "{problems}").format(
                name=Path(str(name_or_path)).name,
                problems=error.problems[0]) + rest)
            return False
        # ``ask`` is kept for callers: nothing is asked any more, since a tour's sessions are
        # undo steps (Edit › Undo brings the learner's own session back), never a discard
        self._offer, self._offer_after_presenting = None, False
        self.progress = TourProgress(checked, name=str(name_or_path), own_text=own_text)
        self.progress = self.progress.go_to(step)
        self._place_dock()
        self.step_keys.start()
        self._show()
        if checked.note:       # a refused translation: the tour is in English, and says why
            self.parts.home.show_message(checked.note)
        return True

    def _place_dock(self) -> None:
        """Where the dock goes for a step or the resume offer (gui.classroom.tour_dock)."""
        self.dock.place(self.parts.home.host, self.parts.home.docks.get("matrices"),
                        self.parts.presentation.is_active())

    def _keep_in_sight(self) -> None:
        if self.progress is not None:       # still open when the step's panels have opened
            self.dock.keep_in_sight()

    def eventFilter(self, watched, event) -> bool:
        """The window's layout request comes here after its layout ran (Qt activates a
        widget's layout before its event filters): the step's panels are in place."""
        if self._sight_pending and watched is self.parts.home.host and \
                event.type() == QEvent.Type.LayoutRequest:
            self._sight_pending = False
            self._keep_in_sight()
        return False

    def leave(self) -> None:
        """Close the tour: the session, stage and panels stay as an ordinary session."""
        if self.progress is None:
            if self._offer is not None:   # Not now: the place stays in Lesson › Tours
                self._offer = None
                self.dock.hide()
            return
        if self.progress.is_last():
            tour_menu.forget_place()
        self.progress = None
        self.step_keys.stop()
        self.stage.restore()
        self.dock.hide()
        self._update_shortcuts()
        self.parts.home.show_message(translate("TourFeatures",
                                           "left the tour: the session is yours to edit"))

    def offer_resume(self) -> None:
        """At start: say where the last tour was left (Lesson › Tours › Resume). A layout
        saved while a tour was open must not bring back an empty Tour dock."""
        if self.is_open():
            return
        if self.parts.presentation.is_active():   # never mid-presentation: after it
            self._offer_after_presenting = True
            return
        self.dock.hide()
        place = tour_menu.remembered_place()
        title = tour_menu.place_title(place, self.language)
        if title is not None:         # the panel offers it: Resume ▶, or Not now
            self._offer = place
            tour_menu.show_offer(self.panel, title, place[1])
            self._place_dock()
            self.parts.home.show_message(translate(
                "TourFeatures", "Lesson › Tours › Resume: you were at step {place} of the tour "
                                "{tour}").format(place=place[1] + 1, tour=quoted(title)))

    # ----- moving -----------------------------------------------------------------------------
    def next(self) -> None:
        progress = self.progress
        if progress is None:
            if self._offer is not None:   # Resume ▶
                self.open_tour(self._offer[0], step=self._offer[1])
            return
        if progress.is_pending():
            self._commit(progress.reveal())
        elif progress.is_last():
            self.leave()
        else:
            self.progress = progress.go_to(progress.index + 1)
            self._show()

    def reveal(self) -> None:
        """The waiting answer, with no prediction (the panel's own button, never Next's)."""
        if self.progress is not None and self.progress.is_pending():
            self._commit(self.progress.reveal())

    def back(self) -> None:
        if self.progress is not None and self.progress.index > 0:
            self.progress = self.progress.go_to(self.progress.index - 1)
            self._show()

    def predict(self, prediction) -> None:
        if self.progress is not None and self.progress.is_pending():
            self._commit(self.progress.predict(prediction))

    def set_sentence(self, text: str) -> None:
        if self.progress is None:
            return
        try:
            self.progress = self.progress.with_sentence(text)
        except ValueError as error:
            self.parts.home.show_message(translate("TourFeatures", "not changed: {error}").format(
                error=error))
            return
        self._show()

    # ----- internals --------------------------------------------------------------------------
    def _commit(self, progress: TourProgress) -> None:
        self.progress = progress
        self._render_panel()
        self.stage.reveal(progress)
        self.parts.veil.stage_panel.setFocus()

    def _show(self) -> None:
        self.stage.show(self.progress)
        self._render_panel()
        self._sight_pending = True    # after the window's layout placed the panels it opened
        self._keep_in_sight()
        # That layout pass is asked for now: a step that opened nothing asked for none, and
        # the look waited for the next one, the learner's own raise of another tab (the
        # Matrices tab clicked after a step went back under the Tour, once; the monkey typed
        # into the covered, disabled Matrices dock, and Enter changed nothing).
        self.parts.home.host.layout().update()
        tour_menu.remember_place(self.progress.name, self.progress.index)
        if self.progress.is_pending() and self.progress.question.kind == "value":
            self.panel.value.setFocus()
        elif isinstance(QApplication.focusWidget(), QLineEdit):
            self.parts.veil.stage_panel.setFocus()

    def _render_panel(self) -> None:
        progress, panel = self.progress, self.panel
        step, question = progress.step, progress.question
        own = None
        if step.source is not None and step.source.kind == "own":
            own = progress.own_text or step.source.value
        text = to_html(step.text)
        if progress.is_last():
            text += f"<p><b>{progress.summary()}</b></p>"
        panel.show_step(progress.counter, step.title, text, own_sentence=own,
                        at_start=progress.index == 0, at_end=progress.is_last())
        self._choices = choices(question, progress.session) if question else []
        panel.show_question(inline_html(question.prompt or default_prompt(question))
                            if question else "", [label for _, label in self._choices],
                            typed=question is not None and question.kind == "value",
                            waiting=progress.is_pending(),
                            presenting=self.parts.presentation.is_active())
        feedback = progress.feedback()
        panel.show_feedback(*(("", "", None) if feedback is None else
                              (feedback.text, feedback.explanation, feedback.right)))
        panel.show_predictions(progress.prediction_lines())
        self._update_shortcuts()

    def _keep_hidden(self) -> None:
        if self.progress is not None and self.progress.is_pending():
            self.stage.keep_hidden(self.progress)

    def _explained(self, explanation) -> None:
        """A hidden number explained (a click on the blank view) would give the answer away."""
        progress = self.progress
        hidden = progress.hidden_from() if progress is not None else None
        if explanation is not None and hidden is not None and \
                stage_index(explanation.stage) >= hidden:
            self.parts.document.explanation_link.clear()

    def _cell_clicked(self, stage: str, _row: int, col: int) -> None:
        """A column clicked in the view is an argmax / argmin prediction when the view's
        columns are the question's (keys of an n×n stage, or the asked stage itself)."""
        progress = self.progress
        if progress is None or not progress.is_pending() or \
                progress.question.kind not in ("argmax", "argmin"):
            return
        asked = progress.question.stage
        same_columns = stage == asked or (stage in SQUARE_STAGES and asked in SQUARE_STAGES)
        if same_columns and 0 <= col < len(self._choices):
            self.predict(col)

    def _value_typed(self, text: str) -> None:
        try:
            value = typed_number(text)
        except ValueError:
            self.parts.home.show_message(translate("TourFeatures", "type a number, e.g. 0.25"))
            return
        self.predict(value)

    def _digit(self, number: int) -> None:
        if number <= len(self._choices):
            self.predict(self._choices[number - 1][0])

    def _update_shortcuts(self) -> None:
        self.digits.set_enabled(self.progress is not None and self.progress.is_pending() and
                                bool(self._choices))

    def _presentation_changed(self, active: bool) -> None:
        self.panel.set_font_scale(self.parts.presentation.font_scale)
        if not active and self._offer_after_presenting:
            self._offer_after_presenting = False
            self.offer_resume()
        if active and self.progress is not None:
            self.dock.present(self.parts.home.host)   # presentation hides the docks
            self._render_panel()

