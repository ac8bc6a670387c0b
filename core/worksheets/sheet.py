"""``build_worksheet(session, ...)``: every variant's numbers, questions and worked answers.

    sheet = build_worksheet(session, variants=30, seed=7, exercises="query,softmax", decimals=2)
    sheet.variants[0].student, sheet.variants[0].key, sheet.variants[0].session

The same arguments give the same worksheet, to the last character.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import torch

from core.session.tokens import sentence_of
from core.session.value import Session
from core.worksheets.context import VariantContext
from core.worksheets.exercises import choose_picks, mask_session, resolve_exercises
from core.worksheets.fit import MAX_DECIMALS, MAX_VARIANTS, WorksheetError, check_fits
from core.worksheets.key import key_exercise
from core.worksheets.page import Variant, Worksheet
from core.worksheets.student import student_exercise
from core.worksheets.variants import variant_sessions
from core.worksheets.worksheet_numbers import SeededStream

DEFAULT_DECIMALS = 2


def check_count(variants: int) -> int:
    if isinstance(variants, bool) or not isinstance(variants, int) or not (
            1 <= variants <= MAX_VARIANTS):
        raise WorksheetError(f"variants must be a whole number from 1 to {MAX_VARIANTS}, "
                             f"got {variants!r}")
    return variants


def check_decimals(decimals: int) -> int:
    if isinstance(decimals, bool) or not isinstance(decimals, int) or not (
            1 <= decimals <= MAX_DECIMALS):
        raise WorksheetError(f"decimals must be a whole number from 1 to {MAX_DECIMALS}, "
                             f"got {decimals!r}")
    return decimals


def build_worksheet(session: Session, *, variants: int = 1, seed: int = 0,
                    exercises: str | None = None,
                    decimals: int = DEFAULT_DECIMALS) -> Worksheet:
    """The worksheet of ``session``: WorksheetError when it does not fit or an option is off."""
    check_fits(session)
    check_count(variants)
    check_decimals(decimals)
    chosen = resolve_exercises(exercises, session)
    with _one_thread():
        return _build(session, variants, seed, chosen, decimals)


@contextmanager
def _one_thread() -> Iterator[None]:
    """Torch's intra-op threads for the duration: a worksheet runs hundreds of tiny passes,
    and on a busy machine a 5 × 5 softmax over two threads costs ~1 ms, on one ~1 µs."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def _build(session: Session, variants: int, seed: int, chosen: tuple[str, ...],
           decimals: int) -> Worksheet:
    title = session.title or sentence_of(session.tokens)
    built = []
    for number, variant in enumerate(variant_sessions(session, seed, variants, title), 1):
        picks = choose_picks(variant, chosen, SeededStream(f"{seed}/variant {number}/rows"))
        trace = variant.run()
        masked = mask_session(variant)
        context = VariantContext(variant, trace, trace if masked is variant else masked.run(),
                                 picks, chosen, decimals)
        student = tuple(student_exercise(name, context) for name in chosen)
        key = tuple(key_exercise(e.name, context, e.title) for e in student)
        built.append(Variant(number, variant, student, key))
    return Worksheet(title=title, decimals=decimals, variants=tuple(built))
