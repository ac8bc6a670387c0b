"""Which exercises fit a session, and which rows each one asks about.

Each exercise names its rows (Picks) so that no exercise prints another's answer: the score's
query is not the query row a learner computes first; the softmax, mask and z exercises take
rows of their own; the heads exercise takes a row other than z's. Where a row has to be shared
(a two-token session), the cell it would give away is printed as "?".
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.i18n import translate
from core.session.value import Session
from core.worksheets.catalogue import EXERCISES, unknown_exercise
from core.worksheets.fit import WorksheetError
from core.worksheets.worksheet_numbers import SeededStream


def mask_session(session: Session) -> Session:
    """The session the mask exercise works on: its own mask, or the causal mask when it has
    none (a sentence read left to right)."""
    if session.causal or session.mask is not None:
        return session
    return session.with_settings(causal=True)


def allowed_of(session: Session) -> np.ndarray:
    """(n, n) bool: True where query i may see key j (mask and causal)."""
    n = session.n_tokens
    allowed = np.ones((n, n), dtype=bool) if session.mask is None else session.mask.copy()
    if session.causal:
        allowed &= np.tril(np.ones((n, n), dtype=bool))
    return allowed


def _rows_for(session: Session) -> dict[str, list[int]]:
    own, masked = allowed_of(session), allowed_of(mask_session(session))
    return {"softmax": [i for i in range(session.n_tokens) if own[i].all()],
            "mask": [i for i in range(session.n_tokens) if 0 < masked[i].sum() < len(masked[i])]}


def why_not(name: str, session: Session, chosen: tuple[str, ...]) -> str | None:
    """Why exercise ``name`` cannot be on a worksheet of ``session`` (None: it can), in the
    window's language (the worksheet dialog shows it beside the exercise)."""
    rows = _rows_for(session)
    if name == "scale" and not session.scaled:
        return translate("Worksheets",
                         "scaling is off in this session (the scaled score is the score)")
    if name == "softmax" and not rows["softmax"]:
        return translate("Worksheets", "every query row of this session has a masked key")
    if name == "mask" and not rows["mask"]:
        return translate("Worksheets", "no query row has both hidden and visible keys")
    if name == "online" and (session.n_tokens < 2 or not rows["softmax"]):
        return translate("Worksheets", "the online softmax needs a row of two or more keys, "
                                       "none of them masked")
    if name == "rotate" and not session.rotary:
        return translate("Worksheets", "this session has no rotary positions")
    if name == "heads" and session.n_heads < 2:
        return translate("Worksheets", "this session has one head")
    if name == "z":
        taken = {"softmax", "mask"} & set(chosen)
        if session.n_tokens <= len(taken):
            return translate("Worksheets", "every row is taken by the softmax and mask exercises "
                                           "(too few tokens)")
    return None


ASKED_ONLY = ("online",)   # exercises a worksheet holds only when named (--exercises, the box)


def resolve_exercises(text: str | None, session: Session) -> tuple[str, ...]:
    """The exercises asked for (comma-separated names; None: every one that fits), in the
    lesson's order; WorksheetError names an unknown one or says why one does not fit."""
    if text is None or not text.strip():
        fitting = tuple(n for n in EXERCISES if n not in ("z", *ASKED_ONLY)
                        and why_not(n, session, ()) is None)
        with_z = (*fitting, "z")
        if why_not("z", session, with_z) is None:
            fitting = with_z
        return tuple(name for name in EXERCISES if name in fitting)
    names = [part.strip().lower() for part in text.split(",") if part.strip()]
    unknown = unknown_exercise(names)
    if unknown:
        raise WorksheetError(unknown, option="--exercises")
    chosen = tuple(name for name in EXERCISES if name in names)
    for name in chosen:
        reason = why_not(name, session, chosen)
        if reason is not None:
            raise WorksheetError(translate("Worksheets", "exercise {name} does not fit this "
                                                         "session: {reason}").format(
                name=repr(name), reason=reason), option="--exercises")
    return chosen


@dataclass(frozen=True)
class Picks:
    """The rows (0-based token indices) the exercises ask about."""

    query: int      # exercise "query": q of this token
    score_q: int    # exercise "score": q of this token ...
    score_k: int    # ... dotted with k of this one
    softmax: int    # exercise "softmax": this query row (every key visible)
    mask: int       # exercise "mask": this query row (some keys hidden)
    z: int          # exercise "z": z of this token
    heads: int      # exercise "heads": concat and output of this token
    rotate_row: int = 1        # exercise "rotate": this token's (position p's) ...
    rotate_vector: str = "q"   # ... q or k ...
    rotate_pair: int = 0       # ... pair i (features 2i, 2i+1), turned by p·θᵢ
    online: int = 0            # exercise "online": this query row, its keys in two blocks


def choose_picks(session: Session, chosen: tuple[str, ...], stream: SeededStream) -> Picks:
    """Rows for ``chosen`` exercises, drawn from ``stream`` (candidate sets do not depend on the
    numbers, so every variant of a worksheet has the same exercises)."""
    n, rows = session.n_tokens, _rows_for(session)
    everyone = list(range(n))

    def pick(candidates: list[int], avoid: set[int]) -> int:
        preferred = [i for i in candidates if i not in avoid]
        return stream.choice(preferred or candidates)

    softmax = pick(rows["softmax"] or everyone, set())
    mask_rows = [i for i in rows["mask"] if i > 0] or rows["mask"] or everyone
    mask = pick(mask_rows, {softmax})
    reserved = {r for name, r in (("softmax", softmax), ("mask", mask)) if name in chosen}
    score_q = pick(everyone, reserved)
    query = pick(everyone, {score_q})
    score_k = pick(everyone, set())
    z = pick(everyone, reserved)
    heads = pick(everyone, {z} if "z" in chosen else set())
    # drawn last, so the rows above are those of a sheet without it; position 0 does not turn
    rotate_vector = stream.choice(("q", "k"))
    rotate_row = pick(everyone[1:] or everyone, {query} if rotate_vector == "q" else set())
    rotate_pair = stream.index(max(session.d_head // 2, 1))
    # drawn after every other pick, so a sheet without it keeps its rows; not softmax's row
    online = pick(rows["softmax"] or everyone, {softmax} if "softmax" in chosen else set()) \
        if "online" in chosen else 0
    return Picks(query=query, score_q=score_q, score_k=score_k, softmax=softmax, mask=mask,
                 z=z, heads=heads, rotate_row=rotate_row, rotate_vector=rotate_vector,
                 rotate_pair=rotate_pair, online=online)
