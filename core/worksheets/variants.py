"""A student's own numbers: the session's structure, new numbers that are pleasant by hand.

A variant keeps the tokens, the shape (n, d_model, d_head, heads), the mask, causal and scaling
settings, and draws new numbers: embeddings from {−1, −0.5, 0, 0.5, 1}, weights from
{−1, 0, 1}. So q, k and v have at most one decimal, scores at most two, and each product is
easy to do in one's head. A draw is kept only when every answer is well defined and pleasant:
q, k and v within ±3; visible scaled scores within ±4 (e^x stays readable); in head 1 no two
queries or keys alike and none all zero, no score more than twice in a row, and in every query
row one key clearly ahead of the rest (no tie for the largest weight). Biases, sinusoidal
positions, heads switched off and a temperature are left out: they are not part of the paper
exercises. Rotary positions stay (with the session's base): the rotation exercise turns a pair.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from core.i18n import translate
from core.session.tokens import sentence_of
from core.session.value import Session
from core.worksheets.fit import WorksheetError, check_fits
from core.worksheets.worksheet_numbers import SeededStream

EMBEDDING_VALUES = (-1.0, -0.5, 0.0, 0.5, 1.0)
WEIGHT_VALUES = (-1.0, 0.0, 0.0, 1.0)  # zeros twice as often: fewer terms to add
MAX_PROJECTED = 3.0
MAX_SCALED = 4.0
MIN_LEAD = 0.2   # the largest visible scaled score beats the next by at least this
MAX_REPEATS = 2  # no value more than twice in a row of scores (rows worth computing)
MAX_ATTEMPTS = 4000


def variant_session(base: Session, seed: int, number: int) -> Session:
    """Variant ``number`` (1-based) of ``base`` for ``seed``: the same on every machine."""
    check_fits(base)
    for attempt in range(MAX_ATTEMPTS):
        numbers = _draw_numbers(base, SeededStream(f"{seed}/variant {number}/attempt {attempt}"))
        if not _numbers_may_please(base, numbers):
            continue   # refused by is_pleasant's checks without building and running a session
        candidate = _with_numbers(base, numbers)
        if is_pleasant(candidate):
            return candidate
    raise WorksheetError(translate("Worksheets", "found no pleasant numbers for variant "
                                                 "{number} with seed {seed}; try another --seed")
                         .format(number=number, seed=seed), option="--seed")


def _draw_numbers(base: Session, stream: SeededStream) -> dict[str, np.ndarray | None]:
    """The drawn embeddings (n, d_model), W^Q, W^K, W^V (heads, d_model, d_head), W^O."""
    n, d_model, d_head, heads = base.n_tokens, base.d_model, base.d_head, base.n_heads

    def matrix(options, *shape) -> np.ndarray:
        count = int(np.prod(shape))
        return np.array(stream.choices(options, count), dtype=np.float64).reshape(shape)

    embeddings = matrix(EMBEDDING_VALUES, n, d_model)             # (n, d_model)
    w_q, w_k, w_v = (matrix(WEIGHT_VALUES, heads, d_model, d_head) for _ in range(3))
    w_o = None if base.w_o is None else matrix(WEIGHT_VALUES, heads * d_head, d_model)
    return {"embeddings": embeddings, "w_q": w_q, "w_k": w_k, "w_v": w_v, "w_o": w_o}


def _with_numbers(base: Session, numbers: dict[str, np.ndarray | None]) -> Session:
    return replace(base, **numbers, b_q=None, b_k=None, b_v=None, b_o=None,
                   positional="rotary" if base.rotary else False, temperature=None,
                   heads_off=(), description="")


def _numbers_may_please(base: Session, numbers: dict[str, np.ndarray | None]) -> bool:
    """False when is_pleasant would refuse the draw for what its matrices alone decide: a
    projection x W beyond MAX_PROJECTED (no biases, no added positions), or in head 1 two
    queries or keys alike or one all zero. Most draws fail so (~1,250 of the ~1,560 the first
    variant of an 8-token, d_model-4 sheet takes), and building and running their session
    costs several times this. Rotary positions turn q and k after projecting: then only v."""
    x = numbers["embeddings"]                                      # (n, d_model)
    if np.abs(x @ numbers["w_v"]).max() > MAX_PROJECTED:           # (heads, n, d_head)
        return False
    if base.rotary:
        return True
    for name in ("w_q", "w_k"):
        projected = x @ numbers[name]                              # (heads, n, d_head)
        if np.abs(projected).max() > MAX_PROJECTED:
            return False
        rows = projected[0]                                        # (n, d_head) head 1
        if len({tuple(row) for row in rows.tolist()}) < len(rows):
            return False
        if not np.abs(rows).sum(axis=1).all():
            return False
    return True


def is_pleasant(session: Session) -> bool:
    """Small projections and scores, and in every query row one key clearly ahead (head 1)."""
    trace = session.run()
    for stage in ("q", "k", "v"):
        if np.abs(trace.numpy(stage)).max() > MAX_PROJECTED:
            return False
    allowed = trace.allowed                                        # (n, n) bool
    scaled = trace.head("scaled", 0)                               # (n, n)
    for head in range(session.n_heads):
        if np.abs(np.where(allowed, trace.head("scaled", head), 0.0)).max() > MAX_SCALED:
            return False
    for stage in ("q", "k"):
        rows = trace.head(stage, 0)                                # (n, d_head)
        if len({tuple(row) for row in rows.tolist()}) < len(rows):
            return False   # two tokens alike: their rows (or columns) of S would repeat
        if not np.abs(rows).sum(axis=1).all():
            return False   # a zero query or key: a row (or column) of zero scores
    for row, visible in zip(scaled, allowed, strict=True):
        _, repeats = np.unique(np.round(row, 9), return_counts=True)
        if repeats.max() > MAX_REPEATS:
            return False
        ranked = np.sort(row[visible])[::-1]
        if ranked.size >= 2 and ranked[0] - ranked[1] < MIN_LEAD:
            return False
    return True


def variant_sessions(base: Session, seed: int, count: int, title: str = "") -> list[Session]:
    """Variants 1..count, each titled with its number (in the window's language: the title
    the window shows when it opens variant-NN.json)."""
    title = title or base.title or sentence_of(base.tokens)
    titled = translate("Worksheets", "{title}: worksheet variant {number}")
    return [variant_session(base, seed, number).with_settings(
        title=titled.format(title=title, number=f"{number:02d}"))
        for number in range(1, count + 1)]
