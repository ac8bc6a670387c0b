"""Property: for a session over every setting, the exported script's stages equal the trace.

Hypothesis draws sessions over heads (and which are switched off), τ, causal and drawn masks,
positions, the projections' biases, W^O and b^O. Each script is executed in a fresh namespace
(fast); one drawn session also runs as a real subprocess with ``--npz``. The reference is the
engine's float64 trace, to 1e-12.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import numpy as np
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import STAGES
from core.codegen import generate_program
from core.session.value import Session

WORDS = ("the", "cat", "sat", "on", "a", "mat", "and", "it", "was", "tired")


@st.composite
def sessions(draw) -> Session:
    n = draw(st.integers(1, 6))
    n_heads = draw(st.integers(1, 3))
    d_head = draw(st.integers(1, 4))
    d_model = draw(st.integers(1, 6))
    seed = draw(st.integers(0, 50))
    tokens = " ".join(WORDS[(seed + i) % len(WORDS)] + str(i) for i in range(n))
    session = Session.from_text(tokens, d_model=d_model, d_head=d_head, n_heads=n_heads,
                                seed=seed)
    rng = np.random.default_rng(seed)
    extra = {}
    for name in ("b_q", "b_k", "b_v"):
        if draw(st.booleans()):
            extra[name] = rng.uniform(-1, 1, (n_heads, d_head))
    if n_heads == 1 and draw(st.booleans()):
        extra["w_o"] = rng.uniform(-1, 1, (d_head, d_model))   # one head with W^O
    if n_heads > 1 and draw(st.booleans()):
        extra["w_o"] = None                                     # several heads, no W^O
    w_o = extra.get("w_o", session.w_o)
    if w_o is not None and draw(st.booleans()):
        extra["b_o"] = rng.uniform(-1, 1, (w_o.shape[1],))
    session = replace(session, **extra)
    mask = None
    if draw(st.booleans()):
        mask = rng.uniform(size=(n, n)) < 0.7   # may hide a whole row
    heads_off = draw(st.sets(st.integers(0, n_heads - 1), max_size=n_heads))
    return session.with_settings(
        causal=draw(st.booleans()), scaled=draw(st.booleans()),
        positional=draw(st.booleans()), mask=mask,
        temperature=draw(st.sampled_from([None, 0.5, 1.7, 8.0])),
        heads_off=tuple(sorted(heads_off)))


def assert_equal_to_trace(stages: dict, session: Session) -> None:
    trace = session.run(dtype="float64")
    assert list(stages) == list(STAGES)
    for stage in STAGES:
        value = stages[stage]
        value = value.numpy() if isinstance(value, torch.Tensor) else np.asarray(value)
        assert value.dtype == np.float64, stage
        np.testing.assert_allclose(value, trace.numpy(stage), rtol=0, atol=1e-12,
                                   err_msg=f"stage {stage} of {session!r}")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions())
def test_the_exported_script_reproduces_every_setting(session):
    program = generate_program(session)
    namespace: dict = {"__name__": "exported_session"}
    exec(compile(program.script, "<exported>", "exec"), namespace)
    assert_equal_to_trace(namespace["STAGES"], session)
    # the header line of each stage says what the formula bar says for these settings
    for stage in STAGES:
        header = program.script.splitlines()[program.spans[stage].start]
        assert header == f"# {stage}: {formula(stage, StageSettings.of(session))}"


def three_heads_with_every_setting() -> Session:
    session = Session.from_text("one two three four five", n_heads=3, d_model=6, d_head=2,
                                seed=4)
    rng = np.random.default_rng(4)
    session = replace(session, b_q=rng.uniform(-1, 1, (3, 2)), b_v=rng.uniform(-1, 1, (3, 2)),
                      b_o=rng.uniform(-1, 1, (6,)))
    mask = np.ones((5, 5), dtype=bool)
    mask[4, 0] = False
    return session.with_settings(causal=True, positional=True, temperature=1.7, mask=mask,
                                 heads_off=(1,))


def test_the_script_run_as_a_program_prints_the_app_output(tmp_path):
    session = three_heads_with_every_setting()
    script, npz = tmp_path / "session.py", tmp_path / "stages.npz"
    script.write_text(generate_program(session).script, encoding="utf-8")
    done = subprocess.run([sys.executable, "-I", str(script), "--npz", str(npz)],
                          capture_output=True, text=True, timeout=120, check=True)
    assert "output: shape (5, 6)" in done.stdout
    with np.load(npz) as stages:
        assert_equal_to_trace(dict(stages), session)
        # head 2's columns of concat are zero, its own z is not
        assert np.all(stages["concat"][:, 2:4] == 0.0)
        assert np.abs(stages["z"][1]).max() > 0.01
