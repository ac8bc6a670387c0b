"""An output number explained head by head, and concat cells: parts that add up, true W^O rows."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.attention.stage_text import StageSettings, formula, meaning
from core.explanations import (
    ConcatExplanation,
    OutputExplanation,
    explain,
    long_text,
)
from core.session.value import Session


@st.composite
def sessions(draw):
    """Sessions with 1-6 heads, with or without W^O / biases, some heads possibly off."""
    n_heads = draw(st.integers(1, 6))
    n, d_model, d_head = draw(st.integers(1, 5)), draw(st.integers(1, 5)), draw(st.integers(1, 3))
    seed = draw(st.integers(0, 2**31 - 1))
    rng = np.random.default_rng(seed)
    w_o = n_heads > 1 or draw(st.booleans())
    biases = draw(st.booleans())
    heads_off = tuple(h for h in range(n_heads) if draw(st.booleans()) and draw(st.booleans()))
    return Session(
        tokens=tuple(f"w{i}" for i in range(n)), embeddings=rng.normal(size=(n, d_model)),
        w_q=rng.normal(size=(n_heads, d_model, d_head)),
        w_k=rng.normal(size=(n_heads, d_model, d_head)),
        w_v=rng.normal(size=(n_heads, d_model, d_head)),
        w_o=rng.normal(size=(n_heads * d_head, d_model)) if w_o else None,
        b_o=rng.normal(size=d_model) if (w_o and biases) else None,
        causal=draw(st.booleans()), heads_off=heads_off)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions(), st.data())
def test_head_contributions_and_the_bias_recombine_to_the_output(session, data):
    trace = session.run(dtype="float64")
    output = trace.numpy("output")
    i = data.draw(st.integers(0, output.shape[0] - 1))
    c = data.draw(st.integers(0, output.shape[1] - 1))
    e = explain(trace, "output", i, c)
    assert len(e.head_contributions) == session.n_heads
    assert all(isinstance(x, float) for x in e.head_contributions)
    total = math.fsum(e.head_contributions) + (e.bias or 0.0)
    assert math.isclose(total, output[i, c], rel_tol=1e-12, abs_tol=1e-12)
    assert math.isclose(e.recombine(), output[i, c], rel_tol=1e-12, abs_tol=1e-12)
    z = trace.numpy("z").reshape(session.n_heads, session.n_tokens, session.d_head)
    for h, contribution in enumerate(e.head_contributions):
        if h in session.heads_off:
            assert contribution == 0.0
        elif session.w_o is not None:   # z_h[i] · W^O rows of head h, column c
            rows = session.w_o[h * session.d_head:(h + 1) * session.d_head, c]
            assert math.isclose(contribution, float(z[h, i] @ rows), rel_tol=1e-12,
                                abs_tol=1e-12)


def four_heads():
    session = Session.from_text("the mole on his face", n_heads=4, d_model=4, d_head=2)
    return session, session.run(dtype="float64")


def test_the_output_explanation_names_the_true_w_o_row_of_every_term():
    session, trace = four_heads()
    e = explain(trace, "output", 0, 0)
    assert isinstance(e, OutputExplanation)
    text = long_text(e, session.tokens)
    z = trace.numpy("z")
    for h in range(4):
        assert f"head {h + 1}: z₁ · W^O rows {2 * h}..{2 * h + 1}, column 0" in text
        for t in range(2):
            row = 2 * h + t
            a, b = z[h, 0, t], session.w_o[row, 0]
            assert e.heads[h].right[t] == b
            line = next(line for line in text.splitlines() if f"·W^O[{row}, 0] = " in line)
            assert line.strip().startswith(f"t={t}: z₁[{t}]·W^O[{row}, 0]")
            assert f"{float(b):.6g}".replace("-", "−") in line
            assert f"{float(a):.6g}".replace("-", "−") in line
    assert "W^O[0, 0]" in text and text.count("W^O[0, 0]") == 1


def test_switched_off_heads_contribute_zero_and_the_text_says_so():
    session = Session.from_text("the mole on his face", n_heads=3, d_model=6, d_head=2) \
        .with_settings(heads_off=(1,))
    trace = session.run(dtype="float64")
    e = explain(trace, "output", 2, 4)
    assert e.head_contributions[1] == 0.0 and e.heads_off == (1,)
    assert "head 2 (off) 0" in e.short_text()
    assert "head 2 (switched off" in long_text(e)
    assert {h for h, _, _ in e.feeding_cells()["z"]} == {0, 2}
    cell = explain(trace, "concat", 2, 3)        # head 2's block: zeros, its z still shown
    assert isinstance(cell, ConcatExplanation) and cell.head_off and cell.value == 0.0
    assert cell.z_value == trace.head("z", 1)[2, 1] != 0.0
    assert "head 2 is switched off" in cell.short_text()


def test_concat_cells_come_from_one_head_and_feature():
    session, trace = four_heads()
    for c in range(8):
        e = explain(trace, "concat", 3, c)
        assert (e.source_head, e.feature) == divmod(c, 2)
        assert e.value == e.recombine() == trace.head("z", c // 2)[3, c % 2]
        assert e.head_contributions == tuple(e.value if h == c // 2 else 0.0 for h in range(4))
        assert e.feeding_cells() == {"z": [(c // 2, 3, c % 2)]}
        assert f"of head {c // 2 + 1}" in e.formula_text()


def test_with_one_head_and_no_w_o_every_text_says_the_output_is_z():
    session = Session.from_text("the mole on his face", n_heads=1)
    trace = session.run(dtype="float64")
    e = explain(trace, "output", 1, 2)
    assert isinstance(e, ConcatExplanation) and e.value == trace.numpy("z")[1, 2]
    assert e.head_contributions == (e.value,) and e.bias is None
    for text in (e.short_text(), e.formula_text(), long_text(e)):
        assert "W^O" not in text.replace("no W^O", "")
        assert "output is z" in text
    assert formula("output", StageSettings.of_trace(trace)) == "O = Z (one head, no W^O)"
    assert formula("output", StageSettings.of(session)) == "O = Z (one head, no W^O)"
    assert "z itself" in meaning("output", StageSettings.of(session))
    one_head = StageSettings(n_heads=1, projected=False)
    assert "z itself" in meaning("output", one_head)
    assert "d_model" not in meaning("output", one_head)
    assert formula("output", StageSettings(n_heads=3, projected=True, biased=True)) == \
        "O = concat(Z_1 … Z_h) W^O + b^O"
    assert formula("concat", one_head) == "C = concat(Z) = Z (one head)"
