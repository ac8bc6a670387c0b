"""A whole tour checked against the sessions it builds: every step's session, selection and
question, each answer computed. One problem per line, naming the step (1-based) and the field
(as written; the words after them in the window's language, context TourFiles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.i18n import translate
from core.limits import LimitError
from core.session.value import Session
from core.tours.answers import Answer, answer_for, answer_trace
from core.tours.sessions import StepError, step_session
from core.tours.tour import Selection, Step, Tour


@dataclass(frozen=True)
class CheckedTour:
    tour: Tour
    sessions: tuple[Session, ...]                # one per step
    answers: dict[int, Answer]                   # 0-based step index -> its question's answer
    note: str = ""          # why the tour's translation was refused (then it is in English)


def check_steps(tour: Tour, own_text: str | None = None) -> tuple[CheckedTour | None, list[str]]:
    """Build every step's session and answer; the problems found (None when there are any)."""
    sessions, answers, problems = check_step_list(tour.steps, own_text)
    if problems:
        return None, problems
    return CheckedTour(tour, tuple(sessions), answers), []


def check_step_list(steps: Sequence[Step | None], own_text: str | None = None,
                    ) -> tuple[list[Session], dict[int, Answer], list[str]]:
    """Sessions, answers and problems of the steps (a None step, refused already, is skipped:
    the next one goes on from the last good session)."""
    problems: list[str] = []
    sessions: list[Session] = []
    answers: dict[int, Answer] = {}
    previous: Session | None = None
    learners = False              # the session is the learner's own sentence (or goes on from it)
    for index, step in enumerate(steps):
        if step is None:
            continue
        if step.source is None and previous is None and index > 0:
            continue              # it goes on from a step refused already: nothing to add
        where = f"step {index + 1}"
        try:
            session = step_session(step, previous, own_text)
        except StepError as error:
            problems.append(f"{where}: {error}")
            if previous is None:
                continue
            session = previous        # later steps are checked against the last good session
        previous = session
        if step.source is not None:
            learners = step.source.kind == "own" and bool(own_text and own_text.strip())
        sessions.append(session)
        try:
            trace = answer_trace(session)
        except (LimitError, ValueError) as error:
            problems.append(f"{where}: {step.source.kind if step.source else 'settings'}: " +
                            translate("TourFiles", "the engine refuses this session ({error})")
                            .format(error=error))
            continue
        if step.select is not None:
            problem = _selection_problem(step.select, trace)
            if problem:
                problems.append(f"{where}: {problem}")
        if step.ask is not None:
            try:
                answers[index] = answer_for(step.ask, session, trace, ties=learners)
            except StepError as error:
                problems.append(f"{where}: {error}")
            except (LimitError, ValueError) as error:
                problems.append(f"{where}: ask: {error}")
    return sessions, answers, problems


def _selection_problem(select: Selection, trace) -> str:
    if select.head >= trace.n_heads:
        return "select.head: " + translate("TourFiles", "{value} is out of range 0..{last}")\
            .format(value=select.head, last=trace.n_heads - 1)
    rows, cols = trace.head_shape(select.stage)
    if select.row >= rows:
        return "select.row: " + _out_of_range(select.row, rows - 1, select.stage)
    if select.col is not None and select.col >= cols:
        return "select.col: " + _out_of_range(select.col, cols - 1, select.stage)
    return ""


def _out_of_range(value: int, last: int, stage: str) -> str:
    return translate("TourFiles", "{value} is out of range 0..{last} ({stage})").format(
        value=value, last=last, stage=stage)
