"""A head is named only when there is more than one: a one-head session's explanations never
say "head 1" (there is no other head to tell it from); with several heads every per-head cell
says which head, counted from 1."""

from __future__ import annotations

import re

import numpy as np
import pytest

from core.attention.stages import PER_HEAD_STAGES
from core.explanations import explain, long_text, where_text
from core.session.value import Session

TOKENS = ("the", "mole", "on", "his", "face")


def _session(n_heads: int, w_o: bool) -> Session:
    rng = np.random.default_rng(7)
    d_model, d_head = 4, 2
    return Session(
        tokens=TOKENS, embeddings=rng.normal(size=(5, d_model)),
        w_q=rng.normal(size=(n_heads, d_model, d_head)),
        w_k=rng.normal(size=(n_heads, d_model, d_head)),
        w_v=rng.normal(size=(n_heads, d_model, d_head)),
        w_o=rng.normal(size=(n_heads * d_head, d_model)) if w_o else None)


def _texts(e) -> str:
    return "\n".join((where_text(e, TOKENS), long_text(e, TOKENS), e.short_text(TOKENS),
                      e.formula_text()))


@pytest.mark.parametrize("w_o", [False, True])
def test_one_head_names_no_head(w_o):
    trace = _session(1, w_o).run()
    for stage in trace.names:
        e = explain(trace, stage, 1, 1)
        assert not re.search(r"\bhead 1\b", _texts(e)), (stage, _texts(e))
    assert where_text(explain(trace, "scores", 1, 3), TOKENS) == \
        "scores: row 2 “mole”, column 4 “his”"


def test_several_heads_name_the_head_from_1():
    session = _session(3, True)
    trace = session.run()
    for stage in sorted(PER_HEAD_STAGES & set(trace.names)):
        for head in range(session.n_heads):
            where = where_text(explain(trace, stage, 1, 1, head=head), TOKENS)
            assert where.startswith(f"{stage}, head {head + 1}: row 2 “mole”"), where
