"""What fits on paper: a worksheet's session must be small enough to work by hand.

A row of numbers has to fit across a page in its brackets, and every exercise has to fit on a
page, so a worksheet takes at most 8 tokens, d_model and d_head up to 6, and up to 6 concat
columns (heads × d_head). The refusal says what would fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


class WorksheetError(ValueError):
    """A worksheet that cannot be made as asked; the message says why and what would work."""


def check_fits(session: Session) -> Session:
    """``session`` when it fits on paper; WorksheetError saying what would fit otherwise."""
    check_shape(session.n_tokens, session.d_model, session.d_head, session.n_heads)
    return session


def check_shape(n_tokens: int, d_model: int, d_head: int, n_heads: int) -> None:
    """The same check on a shape alone (the command line checks a file's declared shape
    before torch loads)."""
    problems = []
    if n_tokens > MAX_TOKENS:
        problems.append(f"{n_tokens} tokens (at most {MAX_TOKENS}: shorten the sentence)")
    if n_tokens < MIN_TOKENS:
        problems.append(f"{n_tokens} token (at least {MIN_TOKENS}: attention needs keys to "
                        "choose between)")
    if d_model > MAX_D_MODEL:
        problems.append(f"d_model {d_model} (at most {MAX_D_MODEL})")
    if d_head > MAX_D_HEAD:
        problems.append(f"d_head {d_head} (at most {MAX_D_HEAD})")
    if n_heads * d_head > MAX_CONCAT:
        problems.append(f"{n_heads} heads × d_head {d_head} = {n_heads * d_head} concat "
                        f"columns (at most {MAX_CONCAT})")
    if problems:
        raise WorksheetError(
            "does not fit on paper: " + "; ".join(problems) + f". A worksheet fits up to "
            f"{MAX_TOKENS} tokens, d_model ≤ {MAX_D_MODEL}, d_head ≤ {MAX_D_HEAD} and heads × "
            f"d_head ≤ {MAX_CONCAT} (the 'tiny-by-hand', 'mole-face' and "
            "'causal-next-word' lessons fit)")


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
