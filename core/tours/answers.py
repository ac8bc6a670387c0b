"""A question's answer, computed from the step's session (never typed into the file, except a
choice's), its label in words, and whether a learner's prediction is right.

Rows and columns are 0-based in answers; labels say them 1-based, as the window does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

from core.attention.stages import SQUARE_STAGES
from core.attention.trace import Trace
from core.explanations import explain
from core.i18n import QT_TRANSLATE_NOOP, translate
from core.number_text import LONG_DIGITS, format_cell_value, number
from core.session.value import Session
from core.tours.sessions import StepError, changed_session
from core.tours.tour import DIRECTIONS, Question

VALUE_TOLERANCE = 0.05    # a typed number within this of the answer is right, unless the file
SAME_TOLERANCE = 1e-9     # says otherwise; |change| / |value| at most this is "same" / "zero"
TIE_TOLERANCE = 1e-9      # two keys this close have no single argmax
# A sign's and a direction's words as shown; the answers themselves stay these English keys
# (what a prediction is compared with), only their labels are translated.
WORDS = {"positive": QT_TRANSLATE_NOOP("TourAnswers", "positive"),
         "negative": QT_TRANSLATE_NOOP("TourAnswers", "negative"),
         "zero": QT_TRANSLATE_NOOP("TourAnswers", "zero"),
         "up": QT_TRANSLATE_NOOP("TourAnswers", "up"),
         "down": QT_TRANSLATE_NOOP("TourAnswers", "down"),
         "same": QT_TRANSLATE_NOOP("TourAnswers", "same")}


def word(key: str) -> str:
    """'positive', 'up', … in the window's language."""
    return translate("TourAnswers", WORDS[key]) if key in WORDS else key


@dataclass(frozen=True)
class Answer:
    kind: str
    answer: int | float | str   # a 0-based column, a number, a sign, a direction, an option
    label: str                  # the answer in words, 1-based
    value: float | None = None  # the number at the answer's cell (after the change: compare)
    before: float | None = None  # compare: the number before the change
    explanation: str = ""       # core.explanations' line for that number
    stage: str = ""
    row: int = 0
    col: int | None = None      # the cell the reveal explains
    also: tuple[int, ...] = ()  # argmax/argmin on the learner's own sentence: columns tied
                                # with ``answer`` (a word typed twice), each as right

    def as_json(self, step: int) -> dict:
        answer = round(self.answer, 6) if isinstance(self.answer, float) else self.answer
        return {"step": step, "kind": self.kind, "answer": answer, "label": self.label}


def answer_trace(session: Session) -> Trace:
    """The pass answers are read from: float64 on the CPU, so an answer (and a tie) does not
    hang on float32 rounding; the window's float32 numbers agree to ~1e-7."""
    return session.run(dtype=torch.float64)


def stage_matrix(question: Question, trace: Trace) -> np.ndarray:
    """The asked stage's matrix for the asked head; StepError naming the field otherwise."""
    if question.head >= trace.n_heads:
        raise StepError("ask.head", translate("TourFiles", "head {head} is out of range "
                                                           "0..{last}").format(
            head=question.head, last=trace.n_heads - 1))
    matrix = trace.head(question.stage, question.head)         # (rows, cols)
    rows, cols = matrix.shape
    if question.row >= rows:
        raise StepError("ask.row", translate("TourFiles", "{row} is out of range 0..{last} "
                                                          "({stage} has {rows} rows)").format(
            row=question.row, last=rows - 1, stage=question.stage, rows=rows))
    if question.col is not None and question.col >= cols:
        raise StepError("ask.col", translate("TourFiles", "{col} is out of range 0..{last} "
                                                          "({stage} has {cols} columns)").format(
            col=question.col, last=cols - 1, stage=question.stage, cols=cols))
    return matrix


def column_name(stage: str, col: int, tokens) -> str:
    if stage in SQUARE_STAGES:
        return translate("TourAnswers", "key {number} “{token}”").format(number=col + 1,
                                                                         token=tokens[col])
    return translate("TourAnswers", "column {number}").format(number=col + 1)


def cell_name(question: Question, tokens) -> str:
    """'weights, query 2 “mole”, key 4 “face”' (1-based, as on screen)."""
    where = translate("TourAnswers", "{stage}, query {number} “{token}”").format(
        stage=question.stage, number=question.row + 1, token=tokens[question.row])
    if question.col is None:
        return where
    return f"{where}, {column_name(question.stage, question.col, tokens)}"


def answer_for(question: Question, session: Session, trace: Trace | None = None, *,
               ties: bool = False) -> Answer:
    """The answer to ``question`` on ``session``; StepError when the question cannot have one.
    ``ties``: the learner's own sentence, where a word typed twice ties two keys exactly; each
    tied key is right (a tour's own sentences must have one answer: a tie there is a fault)."""
    if question.kind == "choice":
        return Answer("choice", question.answer, question.options[question.answer])
    trace = answer_trace(session) if trace is None else trace
    matrix = stage_matrix(question, trace)
    tokens = session.tokens
    if question.kind in ("argmax", "argmin"):
        row = matrix[question.row]                              # (cols,)
        order = np.argsort(-row if question.kind == "argmax" else row, kind="stable")
        best = int(order[0])
        tied = tuple(int(c) for c in order[1:] if _tied(row[best], row[int(c)]))
        if tied and not ties:
            raise StepError("ask.row", translate("TourFiles", "row {row} of {stage} ties "
                                                              "between columns {first} and "
                                                              "{second}: no single answer")
                            .format(row=question.row, stage=question.stage, first=best,
                                    second=int(order[1])))
        value = float(row[best])
        names = " = ".join(column_name(question.stage, c, tokens) for c in (best, *tied))
        return Answer(question.kind, best, f"{names} ({_number(value)})", value,
                      explanation=_explained(trace, question, best, tokens),
                      stage=question.stage, row=question.row, col=best, also=tied)
    value = float(matrix[question.row, question.col])
    explanation = _explained(trace, question, question.col, tokens)
    place = dict(stage=question.stage, row=question.row, col=question.col)
    if question.kind == "value":
        return Answer("value", value, _number(value), value, explanation=explanation,
                      **place)
    if question.kind == "sign":
        sign = _sign(value, question.tolerance)
        return Answer("sign", sign, f"{word(sign)} ({_number(value)})", value,
                      explanation=explanation, **place)
    after_session = changed_session(question, session)
    after_trace = answer_trace(after_session)
    after = float(stage_matrix(question, after_trace)[question.row, question.col])
    direction = _direction(value, after, question.tolerance)
    return Answer("compare", direction,
                  f"{word(direction)} ({_number(value)} → {_number(after)})",
                  after, before=value, explanation=_explained(after_trace, question,
                                                             question.col, tokens), **place)


def is_right(question: Question, answer: Answer, prediction) -> bool:
    """Whether the learner's prediction (a column, a number, a word, an option) is right."""
    if question.kind == "value":
        tolerance = VALUE_TOLERANCE if question.tolerance is None else question.tolerance
        try:
            return abs(float(prediction) - float(answer.answer)) <= tolerance + 1e-12
        except (TypeError, ValueError):
            return False
    return prediction == answer.answer or prediction in answer.also


def typed_number(text: str) -> float:
    """A number as a learner types it: '0.25', '−0.5' (a typographic minus), '1,5' (a comma);
    ValueError for anything else, or a number that is not finite."""
    value = float(text.strip().replace("−", "-").replace(",", "."))
    if not math.isfinite(value):
        raise ValueError(f"{text!r} is not a finite number")
    return value


def prediction_label(question: Question, prediction, tokens) -> str:
    """The learner's prediction in the words the answer's label uses."""
    if prediction is None:
        return translate("TourAnswers", "nothing")
    if question.kind in ("argmax", "argmin"):
        return column_name(question.stage, int(prediction), tokens)
    if question.kind == "choice":
        return question.options[int(prediction)]
    if question.kind == "value":
        return _typed(float(prediction))
    return word(str(prediction))


def choices(question: Question, session: Session) -> list[tuple[object, str]]:
    """What a learner may answer, as (prediction, label); empty for a typed value."""
    if question.kind in ("argmax", "argmin"):
        cols = len(session.tokens) if question.stage in SQUARE_STAGES else \
            answer_trace(session).head_shape(question.stage)[1]
        square = question.stage in SQUARE_STAGES
        return [(j, session.tokens[j] if square else
                 translate("TourAnswers", "column {number}").format(number=j + 1))
                for j in range(cols)]
    if question.kind == "sign":
        return [(s, word(s)) for s in ("positive", "negative", "zero")]
    if question.kind == "compare":
        return [(d, word(d)) for d in DIRECTIONS]
    if question.kind == "choice":
        return list(enumerate(question.options))
    return []


def default_prompt(question: Question) -> str:
    """The question as shown when the file gives no ``text``."""
    return translate("TourAnswers", PROMPTS[question.kind])


PROMPTS = {"argmax": QT_TRANSLATE_NOOP("TourAnswers", "Which key gets the largest value in "
                                                      "this row? Click its column."),
           "argmin": QT_TRANSLATE_NOOP("TourAnswers", "Which key gets the smallest value in "
                                                      "this row? Click its column."),
           "value": QT_TRANSLATE_NOOP("TourAnswers", "What is this number? Type it."),
           "sign": QT_TRANSLATE_NOOP("TourAnswers", "Positive, negative or zero?"),
           "compare": QT_TRANSLATE_NOOP("TourAnswers", "After the change, does it go up, down "
                                                       "or stay the same?"),
           "choice": QT_TRANSLATE_NOOP("TourAnswers", "Which one?")}


def _explained(trace: Trace, question: Question, col: int, tokens) -> str:
    try:
        return explain(trace, question.stage, question.row, col,
                       head=question.head if trace.n_heads > 1 else None).short_text(tokens)
    except ValueError:
        return ""


def _tied(a: float, b: float) -> bool:
    if math.isinf(a) and math.isinf(b):
        return a == b
    return abs(a - b) <= TIE_TOLERANCE * max(1.0, abs(a))


def _sign(value: float, tolerance: float | None) -> str:
    zero = SAME_TOLERANCE if tolerance is None else tolerance
    if abs(value) <= zero:
        return "zero"
    return "positive" if value > 0 else "negative"


def _direction(before: float, after: float, tolerance: float | None) -> str:
    if before == after or (math.isinf(before) and math.isinf(after) and before == after):
        return "same"
    if math.isinf(before) or math.isinf(after):
        return "up" if after > before else "down"
    same = (SAME_TOLERANCE if tolerance is None else tolerance) * max(1.0, abs(before))
    if abs(after - before) <= same:
        return "same"
    return "up" if after > before else "down"


def _number(value: float) -> str:
    """A stage's number as its cell in the view writes it (2.00, −0.50, −∞): one formatter,
    and never '2.000', which a German or Spanish reader takes for two thousand."""
    return format_cell_value(value)


def _typed(value: float) -> str:
    """A typed prediction as the learner typed it, to six significant digits (3, 0.715)."""
    return number(value, LONG_DIGITS)
