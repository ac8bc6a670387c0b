"""Where a learner is in a tour: the step, the predictions so far, what has been revealed, the
score and the steps to revisit. A plain value the window renders; no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from core.attention.stages import stage_index
from core.i18n import translate
from core.session.value import Session
from core.tours.answers import Answer, is_right, prediction_label
from core.tours.giveaway import HiddenSurfaces, hidden_from, hidden_surfaces
from core.tours.tour import Question, Step
from core.tours.verify import CheckedTour, check_step_list

NO_PREDICTION = object()   # revealed before the learner committed (Next, the teacher's key)


@dataclass(frozen=True)
class Feedback:
    right: bool | None      # None: revealed with no prediction
    text: str               # "you predicted X; it is Y."
    explanation: str        # core.explanations' line for the number


@dataclass(frozen=True)
class TourProgress:
    checked: CheckedTour
    name: str = ""                                   # the built-in name or the file's path
    index: int = 0                                   # 0-based step
    predictions: dict = field(default_factory=dict)  # step -> prediction (or NO_PREDICTION)
    own_text: str | None = None                      # the learner's sentence, once typed

    # ----- reading --------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.checked.tour.steps

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def session(self) -> Session:
        return self.checked.sessions[self.index]

    @property
    def question(self) -> Question | None:
        return self.step.ask

    @property
    def answer(self) -> Answer | None:
        return self.checked.answers.get(self.index)

    @property
    def counter(self) -> str:
        return translate("TourProgress", "step {number} of {total}").format(
            number=self.index + 1, total=len(self.steps))

    def is_pending(self) -> bool:
        """A question the learner has not committed to and that has not been revealed."""
        return self.question is not None and self.index not in self.predictions

    def is_last(self) -> bool:
        return self.index == len(self.steps) - 1

    def hidden_from(self) -> int | None:
        """The first stage (index) the window hides while the question waits; None: none."""
        question = self.question
        if not self.is_pending():
            return None
        return hidden_from(question)

    def hidden_surfaces(self) -> HiddenSurfaces:
        """What no surface may show while the question waits (core.tours.giveaway)."""
        return hidden_surfaces(self.question if self.is_pending() else None)

    def shows_hidden_view(self) -> bool:
        """Whether the step's own stage is one the pending question hides."""
        hidden = self.hidden_from()
        return hidden is not None and stage_index(self.step.stage) >= hidden

    def feedback(self, index: int | None = None) -> Feedback | None:
        """What the window says once step ``index`` (default: this one) is revealed."""
        index = self.index if index is None else index
        question, answer = self.steps[index].ask, self.checked.answers.get(index)
        if question is None or answer is None or index not in self.predictions:
            return None
        prediction = self.predictions[index]
        if prediction is NO_PREDICTION:
            return Feedback(None, translate("TourProgress", "No prediction this time; it is "
                                                            "{answer}.").format(answer=answer.label),
                            answer.explanation)
        right = is_right(question, answer, prediction)
        said = prediction_label(question, prediction, self.checked.sessions[index].tokens)
        # said once: a right prediction is the answer, a wrong one stands beside it
        text = translate("TourProgress", "✓ Right: {answer}.") if right else translate(
            "TourProgress", "✗ Not quite: you predicted {said}; it is {answer}.")
        return Feedback(right, text.format(said=said, answer=answer.label), answer.explanation)

    def prediction_lines(self) -> list[str]:
        """'step 4: ✓ Right: …' for every question revealed so far."""
        line = translate("TourProgress", "step {number}: {feedback}")
        return [line.format(number=index + 1, feedback=self.feedback(index).text)
                for index in sorted(self.predictions) if self.feedback(index) is not None]

    def score(self) -> tuple[int, int]:
        """(right predictions, questions in the tour)."""
        right = sum(1 for index in self.checked.answers if self.feedback(index) is not None and
                    self.feedback(index).right)
        return right, len(self.checked.answers)

    def to_revisit(self) -> list[int]:
        """1-based steps whose question was answered wrong, or never predicted."""
        return [index + 1 for index in sorted(self.checked.answers)
                if self.feedback(index) is None or not self.feedback(index).right]

    def summary(self) -> str:
        right, asked = self.score()
        revisit = self.to_revisit()
        if not revisit:
            text = translate("TourProgress", "You predicted {right} of {asked} right; nothing "
                                             "to revisit.")
        elif len(revisit) == 1:
            text = translate("TourProgress", "You predicted {right} of {asked} right; revisit "
                                             "step {steps}.")
        else:
            text = translate("TourProgress", "You predicted {right} of {asked} right; revisit "
                                             "steps {steps}.")
        return text.format(right=right, asked=asked, steps=", ".join(map(str, revisit)))

    # ----- moving (each returns a new progress) ---------------------------------------------
    def go_to(self, index: int) -> TourProgress:
        return replace(self, index=max(0, min(len(self.steps) - 1, index)))

    def predict(self, prediction) -> TourProgress:
        """The learner commits (a column, a number, a word, an option): it is revealed."""
        if not self.is_pending():
            return self
        return replace(self, predictions={**self.predictions, self.index: prediction})

    def reveal(self) -> TourProgress:
        """Revealed with no prediction (Next on a waiting question, the teacher's key)."""
        return self.predict(NO_PREDICTION)

    def with_sentence(self, text: str) -> TourProgress:
        """The learner's own sentence for the steps that use one; ValueError when it cannot
        make a session (or a question on it has no single answer). Its answers are new, so
        predictions on those steps are forgotten."""
        steps = self.steps
        sessions, answers, problems = check_step_list(steps, text)
        if problems:
            raise ValueError(problems[0].split(": ", 1)[-1])
        changed = {k for k in range(len(steps))
                   if not sessions[k] == self.checked.sessions[k]}
        checked = replace(self.checked, sessions=tuple(sessions), answers=answers)
        kept = {k: p for k, p in self.predictions.items() if k not in changed}
        return replace(self, checked=checked, own_text=text, predictions=kept)
