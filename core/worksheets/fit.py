"""What fits on paper: a worksheet's session must be small enough to work by hand.

A row of numbers has to fit across a page in its brackets, and every exercise has to fit on a
page, so a worksheet takes at most 8 tokens, d_model and d_head up to 6, and up to 6 concat
columns (heads × d_head). The refusal says what would fit (in the window's language: the
worksheet dialog shows it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import installed, language, quoted, translate

if TYPE_CHECKING:  # the limits below are read by the command line before torch loads
    from core.session.value import Session

MAX_TOKENS = 8
MIN_TOKENS = 2
MAX_D_MODEL = 6
MAX_D_HEAD = 6
MAX_CONCAT = 6
MAX_VARIANTS = 100
MAX_DECIMALS = 4
PAPERS = ("a4", "letter")
FITTING_LESSONS = ("tiny-by-hand", "mole-face", "causal-next-word")   # built-in, by name


class WorksheetError(ValueError):
    """A worksheet that cannot be made as asked; the message says why and what would work, and
    ``option`` names the command-line option it is about, when one is (the message may be in
    another language, so nothing reads it to decide)."""

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


def check_fits(session: Session) -> Session:
    """``session`` when it fits on paper; WorksheetError saying what would fit otherwise."""
    check_shape(session.n_tokens, session.d_model, session.d_head, session.n_heads)
    return session


def check_shape(n_tokens: int, d_model: int, d_head: int, n_heads: int) -> None:
    """The same check on a shape alone (the command line checks a file's declared shape
    before torch loads)."""
    problems = []
    if n_tokens > MAX_TOKENS:
        problems.append(translate("Worksheets", "{count} tokens (at most {most}: shorten the "
                                                "sentence)").format(count=n_tokens,
                                                                    most=MAX_TOKENS))
    if n_tokens < MIN_TOKENS:
        problems.append(translate("Worksheets", "{count} token (at least {least}: attention "
                                                "needs keys to choose between)").format(
            count=n_tokens, least=MIN_TOKENS))
    if d_model > MAX_D_MODEL:
        problems.append(translate("Worksheets", "d_model {size} (at most {most})").format(
            size=d_model, most=MAX_D_MODEL))
    if d_head > MAX_D_HEAD:
        problems.append(translate("Worksheets", "d_head {size} (at most {most})").format(
            size=d_head, most=MAX_D_HEAD))
    if n_heads * d_head > MAX_CONCAT:
        problems.append(translate("Worksheets", "{heads} heads × d_head {size} = {columns} "
                                                "concat columns (at most {most})").format(
            heads=n_heads, size=d_head, columns=n_heads * d_head, most=MAX_CONCAT))
    if problems:
        raise WorksheetError(translate(
            "Worksheets", "does not fit on paper: {problems}. A worksheet fits up to {tokens} "
                          "tokens, d_model ≤ {d_model}, d_head ≤ {d_head} and heads × d_head ≤ "
                          "{concat} (these lessons fit: {lessons})").format(
            problems="; ".join(problems), tokens=MAX_TOKENS, d_model=MAX_D_MODEL,
            d_head=MAX_D_HEAD, concat=MAX_CONCAT, lessons=fitting_lessons()))


def fitting_lessons() -> str:
    """The built-in lessons that fit on paper, by their titles in the window's language
    (the refusal named them by file name: 'mole-face' in a German sentence)."""
    from core.files.examples import example_title  # reads sessions: torch, only when refused

    if installed():     # the window (or --language): the titles a learner reads
        return ", ".join(quoted(example_title(name, language())) for name in FITTING_LESSONS)
    # the command line, in English: the names its --example takes too
    return ", ".join(f"{quoted(example_title(name, None))} ({name})" for name in FITTING_LESSONS)


def fitted_to_paper(session: Session) -> Session:
    """A session of the same kind that fits on paper: the first 8 tokens (and their part of the
    mask), at most 3 heads, d_model 4 and d_head at most 2 (the mole lessons' shape) when
    d_model was above 6, d_head 2 when the heads' concat was wider than 6. Its numbers do not
    matter: every variant draws its own."""
    if _fits(session):
        return session
    n = min(session.n_tokens, MAX_TOKENS)
    mask = None if session.mask is None else session.mask[:n, :n]
    short = session.with_tokens(session.tokens[:n]).with_settings(mask=mask)
    heads = min(session.n_heads, MAX_CONCAT // 2)
    d_head = session.d_head if session.d_head * heads <= MAX_CONCAT else min(
        2, MAX_CONCAT // heads)
    d_model = session.d_model
    if d_model > MAX_D_MODEL:
        d_model, d_head = 4, min(d_head, 2)
    return short.with_settings(heads_off=()).with_dimensions(d_model=d_model, d_head=d_head,
                                                             n_heads=heads)


def _fits(session: Session) -> bool:
    try:
        check_fits(session)
    except WorksheetError:
        return False
    return True
