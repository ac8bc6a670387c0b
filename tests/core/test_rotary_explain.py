"""Rotary positions explained, exported and written as code: every number against an
independent computation (numpy cos/sin and complex multiplication of the pairs)."""

from __future__ import annotations

import io
import json
import math

import numpy as np
import pytest

from core.codegen import generate_program
from core.explanations import explain, long_text
from core.export.bundle import export_payloads
from core.session.value import Session
from tests.core.test_rotary import complex_rotation


def rotary_session(**settings) -> Session:
    return Session.from_text("the mole on his face", d_model=8, d_head=8).with_settings(
        positional="rotary", **settings)


@pytest.mark.parametrize("row, col", [(2, 4), (2, 5), (0, 0), (4, 7), (3, 1)])
def test_a_rotated_cell_explains_itself_with_its_pair_angle_and_theta(row, col):
    session = rotary_session(rope_base=100.0)
    trace = session.run(dtype="float64")
    q = trace.numpy("q")                                   # (5, 8)
    e = explain(trace, "q_rotated", row, col)
    pair = col // 2
    theta = 100.0 ** (-2 * pair / 8)
    cos, sin = np.cos(row * theta), np.sin(row * theta)
    a, b = q[row, 2 * pair], q[row, 2 * pair + 1]
    expected = a * cos - b * sin if col % 2 == 0 else a * sin + b * cos
    assert math.isclose(e.value, expected, abs_tol=1e-12)
    assert math.isclose(e.recombine(), expected, abs_tol=1e-12)
    assert math.isclose(e.value, complex_rotation(q, 100.0)[row, col], abs_tol=1e-12)
    token, p = f"q{chr(0x2080 + row + 1)}", f"{row}·θ{chr(0x2080 + pair)}"
    wave = (f"{token}[{2 * pair}]·cos({p}) − {token}[{2 * pair + 1}]·sin({p})" if col % 2 == 0
            else f"{token}[{2 * pair}]·sin({p}) + {token}[{2 * pair + 1}]·cos({p})")
    assert e.formula() == f"q\u0303{chr(0x2080 + row + 1)}[{col}] = {wave}"
    assert f"θ{chr(0x2080 + pair)} = 100^(−{2 * pair}/8)" in e.short_text()
    assert f"position p = {row}" in long_text(e, session.tokens)
    assert e.feeding_cells() == {"q": [(0, row, 2 * pair), (0, row, 2 * pair + 1)]}


def test_the_issues_example_reads_as_written():
    trace = rotary_session().run(dtype="float64")
    assert explain(trace, "q_rotated", 2, 4).formula() == \
        "q̃₃[4] = q₃[4]·cos(2·θ₂) − q₃[5]·sin(2·θ₂)"
    assert explain(trace, "k_rotated", 2, 5).formula() == \
        "k̃₃[5] = k₃[4]·sin(2·θ₂) + k₃[5]·cos(2·θ₂)"


def test_a_score_under_rotary_positions_explains_with_the_turned_vectors():
    session = rotary_session()
    trace = session.run(dtype="float64")
    q_turned = complex_rotation(trace.numpy("q"), 10000.0)
    k_turned = complex_rotation(trace.numpy("k"), 10000.0)
    e = explain(trace, "scores", 1, 3)
    assert math.isclose(e.recombine(), float(q_turned[1] @ k_turned[3]), abs_tol=1e-12)
    np.testing.assert_allclose(e.left, q_turned[1], atol=1e-12)
    assert e.short_text().startswith("q̃₂·k̃₄ = ")
    assert "q̃₂[0]·k̃₄[0]" in long_text(e, session.tokens)
    plain = explain(session.with_settings(positional=False).run(dtype="float64"), "scores", 1, 3)
    assert plain.short_text().startswith("q₂·k₄ = ")        # unchanged without rotary


def test_an_export_holds_the_turned_q_and_k_beside_q_and_k_with_the_base():
    session = Session.from_text("the mole on his face", n_heads=2).with_settings(
        positional="rotary", rope_base=30.0)
    trace = session.run(dtype="float64")
    payloads = export_payloads(trace, session.tokens, stages=["q", "k", "scores"],
                               settings={"positional": session.positional})
    with np.load(io.BytesIO(payloads["stages.npz"])) as saved:
        assert saved.files == ["q", "q_rotated", "k", "k_rotated", "scores"]
        np.testing.assert_allclose(saved["q_rotated"], complex_rotation(saved["q"], 30.0),
                                   atol=1e-12)
        np.testing.assert_allclose(saved["scores"], saved["q_rotated"] @ np.swapaxes(
            saved["k_rotated"], -1, -2), atol=1e-12)
    document = json.loads(payloads["stages.json"])
    assert document["settings"]["rope_base"] == 30.0
    assert document["settings"]["positional"] == "rotary"
    assert "rope(Q)" in document["stages"]["q_rotated"]["formula"]
    assert {"q_rotated_h0.csv", "q_rotated_h1.tex", "k_rotated.npy"} <= set(payloads)
    plain = export_payloads(session.with_settings(positional=False).run(), session.tokens,
                            stages=["q", "k"], formats=["npz"])
    with np.load(io.BytesIO(plain["stages.npz"])) as saved:
        assert saved.files == ["q", "k"]


def test_the_exported_script_turns_q_and_k_as_the_complex_pairs_do():
    session = rotary_session(rope_base=7.0)
    program = generate_program(session)
    namespace: dict = {"__name__": "exported_rope"}
    exec(compile(program.script, "<exported>", "exec"), namespace)
    stages = namespace["STAGES"]
    q = stages["q"].numpy()
    np.testing.assert_allclose(stages["q_rotated"].numpy(), complex_rotation(q, 7.0),
                               atol=1e-12)
    assert "def rope(x):" in program.script and "ROPE_BASE = 7.0" in program.script
    np.testing.assert_allclose(stages["scores"].numpy(),
                               session.run(dtype="float64").numpy("scores"), atol=1e-12)


def test_the_vectors_view_draws_the_turned_q_and_k_whose_dot_products_are_the_scores():
    from core.vectors.heads import head_vectors

    session = Session.from_text("the mole on his face", d_model=4, d_head=2).with_settings(
        positional="rotary", rope_base=10.0)
    trace = session.run(dtype="float64")
    vectors = head_vectors(trace)                           # d_head = 2: the plane is exact
    q_turned = complex_rotation(trace.numpy("q"), 10.0)
    np.testing.assert_allclose(vectors.q_full, q_turned, atol=1e-12)
    np.testing.assert_allclose(vectors.plane_scores, trace.numpy("scores"), atol=1e-9)
    assert vectors.max_error < 1e-9
