"""The second sentence of "two sentences, one word": a session file or a built-in lesson, run
once when it is chosen (the view then redraws from its trace, like from the controller's).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from core.attention.trace import Trace
from core.files.examples import UnknownExampleError, load_example
from core.files.session_io import SessionFileError, load_session
from core.limits import LimitError
from core.session.tokens import sentence_of
from core.session.value import Session

# The lesson each mole lesson is paired with: the same word "mole" in another sentence.
PAIRED_LESSONS = {"mole-face": "mole-chemistry", "mole-chemistry": "mole-face"}


@dataclass(frozen=True, eq=False)
class SecondSentence:
    name: str                # what it was opened from: a lesson's name or a file's name
    session: Session
    trace: Trace

    @property
    def tokens(self) -> tuple[str, ...]:
        return self.session.tokens

    @property
    def label(self) -> str:
        return self.session.title or sentence_of(self.tokens)


class SecondSentenceError(ValueError):
    """The second sentence could not be opened; the message names the file or lesson."""


def second_sentence(session: Session, name: str) -> SecondSentence:
    """``session`` run once (a LimitError/ValueError from the engine becomes the error)."""
    try:
        return SecondSentence(name, session, session.run())
    except (LimitError, ValueError) as error:
        raise SecondSentenceError(f"{name}: {error}") from None


def second_sentence_from_file(path: str | os.PathLike) -> SecondSentence:
    try:
        session = load_session(path)
    except (SessionFileError, LimitError, OSError, ValueError) as error:
        raise SecondSentenceError(f"{Path(path).name}: {error}") from None
    return second_sentence(session, Path(path).name)


def second_sentence_from_lesson(name: str) -> SecondSentence:
    try:
        session = load_example(name)
    except (UnknownExampleError, SessionFileError, LimitError) as error:
        raise SecondSentenceError(str(error)) from None
    return second_sentence(session, name)
