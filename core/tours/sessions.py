"""Each step's session: its source (an example, an inline session, the learner's sentence) or
the previous step's, with the step's settings applied; and a compare question's change.

Every refusal is a StepError naming the field, so `tour check` and the window say the same
(the field as written, the words after it in the window's language: context TourFiles).
"""

from __future__ import annotations

from core.files.examples import UnknownExampleError, load_example
from core.files.session_io import SessionFileError, session_from_dict
from core.i18n import QT_TRANSLATE_NOOP, translate
from core.limits import LimitError
from core.masks.presets import preset
from core.session.value import Session
from core.tours.tour import Question, Source, Step


class StepError(ValueError):
    """A step whose session cannot be built; ``field`` is the step's field that says why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


def source_session(source: Source, own_text: str | None = None) -> Session:
    """The session a step's source names; ``own_text`` is the learner's sentence, if typed."""
    try:
        if source.kind == "example":
            return load_example(source.value)
        if source.kind == "session":
            return session_from_dict(source.value)
        return Session.from_text(own_text.strip() if own_text and own_text.strip()
                                 else source.value)
    except UnknownExampleError as error:
        raise StepError("example", str(error)) from None
    except (SessionFileError, LimitError, ValueError) as error:
        raise StepError(source.kind, str(error)) from None


def with_settings(session: Session, settings: dict, field: str = "settings") -> Session:
    """``session`` with a step's (or a change's) settings; StepError when it refuses one."""
    values = dict(settings)
    if "mask" in values:
        name = values.pop("mask")
        try:
            values["mask"] = None if name == "none" else preset(name, session.n_tokens)
        except (LimitError, ValueError) as error:    # the preset refused: the mask's field
            raise StepError(f"{field}.mask", str(error)) from None
    if "heads_off" in values:
        values["heads_off"] = tuple(values["heads_off"])
    try:
        return session.with_settings(**values) if values else session
    except (LimitError, ValueError) as error:
        key = "mask" if "mask" in settings and "mask" in str(error).lower() else \
            next(iter(settings))
        raise StepError(f"{field}.{key}", str(error)) from None


def step_sessions(steps: tuple[Step, ...], own_text: str | None = None,
                  ) -> list[Session]:
    """The session of every step, in order; StepError carries ``.step`` (0-based)."""
    sessions: list[Session] = []
    for index, step in enumerate(steps):
        try:
            sessions.append(step_session(step, sessions[-1] if sessions else None, own_text))
        except StepError as error:
            error.step = index
            raise
    return sessions


def step_session(step: Step, previous: Session | None, own_text: str | None = None) -> Session:
    if step.source is not None:
        base = source_session(step.source, own_text)
    elif previous is None:
        raise StepError("example", translate("TourFiles", "the first step must name its "
                                                          "session (example, session or own)"))
    else:
        base = previous
    return with_settings(base, step.settings)


def changed_session(question: Question, session: Session) -> Session:
    """A compare question's session after its change (settings, or one cell set)."""
    if question.settings_change:
        return with_settings(session, question.settings_change, "ask.change.settings")
    cell = question.cell_change
    if cell is None:
        raise StepError("ask.change", translate("TourFiles", "a compare question needs a "
                                                             "change"))
    try:
        return session.with_cell(cell.matrix, cell.head, cell.row, cell.col, cell.value)
    except (LimitError, ValueError) as error:
        raise StepError("ask.change.cell", str(error)) from None


_SETTING_WORDS = {"scaled": "÷√d_k", "causal": QT_TRANSLATE_NOOP("TourChanges", "causal mask"),
                  "positional": QT_TRANSLATE_NOOP("TourChanges", "positions")}


def change_label(question: Question) -> str:
    """A compare question's change in words, for the undo step: "÷√d_k off", "W_Q[0, 1] = 0.5"
    (in the window's language; the maths as written)."""
    if question.cell_change is not None:
        cell = question.cell_change
        head = translate("TourChanges", " (head {number})").format(number=cell.head + 1) \
            if cell.head else ""
        return f"{cell.matrix}[{cell.row}, {cell.col}]{head} = {cell.value:g}"
    return ", ".join(f"{_setting_word(key)} {_setting_text(value)}"
                     for key, value in question.settings_change.items())


def _setting_word(key: str) -> str:
    word = _SETTING_WORDS.get(key, key)
    return translate("TourChanges", word) if key in ("causal", "positional") else word


def _setting_text(value) -> str:
    if isinstance(value, bool):
        return translate("TourChanges", "on") if value else translate("TourChanges", "off")
    return translate("TourChanges", "none") if value is None else str(value)
