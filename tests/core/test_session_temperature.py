"""A session's temperature τ: the divisor of the scores instead of √d_head, saved and compared."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from core import explain, long_text, run_attention
from core.files.session_io import (
    SessionFileError,
    session_from_dict,
    session_from_json,
    session_to_dict,
    session_to_json,
)
from core.limits import LimitError
from core.session.value import Session

SENTENCE = "the cat sat on the mat because it was tired"


def reference_attention(session: Session, tau: float):
    """softmax(Q Kᵀ / τ) and the weighted sum from PyTorch's fused attention (float64)."""
    x = torch.tensor(session.x())
    q, k, v = (x @ torch.tensor(w[0]) for w in (session.w_q, session.w_k, session.w_v))
    weights = torch.softmax(q @ k.T / tau, dim=-1)
    z = F.scaled_dot_product_attention(q[None], k[None], v[None], scale=1 / tau)[0]
    return weights.numpy(), z.numpy()


@pytest.mark.parametrize("tau", [0.3, 1.0, 2.0, 7.5])
def test_run_divides_by_the_temperature_as_sdpa_with_scale_one_over_tau(tau):
    session = Session.from_text(SENTENCE, d_model=8, d_head=4).with_settings(temperature=tau)
    trace = session.run(dtype=torch.float64)
    weights, z = reference_attention(session, tau)
    np.testing.assert_allclose(trace.numpy("weights"), weights, rtol=0, atol=1e-12)
    np.testing.assert_allclose(trace.numpy("z"), z, rtol=0, atol=1e-12)
    np.testing.assert_allclose(trace.numpy("scaled"), trace.numpy("scores") / tau, rtol=1e-15)
    assert trace.divisor == session.divisor == tau and trace.temperature == tau
    direct = run_attention(session.x(), session.w_q, session.w_k, session.w_v, divisor=tau,
                           dtype=torch.float64)
    np.testing.assert_array_equal(direct.numpy("weights"), trace.numpy("weights"))


def test_no_temperature_is_root_d_head_and_scaling_off_is_one():
    session = Session.from_text(SENTENCE, d_head=9)
    assert session.temperature is None and session.divisor == 3.0
    assert session.run().divisor == 3.0 and session.run().temperature is None
    off = session.with_settings(scaled=False, temperature=5.0)
    assert off.divisor == 1.0
    np.testing.assert_array_equal(off.run().numpy("scaled"), off.run().numpy("scores"))
    tau_root = session.with_settings(temperature=3.0)
    np.testing.assert_array_equal(tau_root.run().numpy("weights"), session.run().numpy("weights"))


def test_temperature_takes_part_in_equality_and_survives_json():
    session = Session.from_text(SENTENCE)
    warmer = session.with_settings(temperature=2.5)
    assert warmer != session and warmer == session.with_settings(temperature=2.5)
    assert session_from_json(session_to_json(warmer)) == warmer
    assert session_from_json(session_to_json(warmer)).temperature == 2.5
    assert "temperature" not in session_to_dict(session)["settings"]  # old files unchanged
    assert session_from_json(session_to_json(session)).temperature is None


@pytest.mark.parametrize("tau", [0, -1.0, 1e-9, math.inf, True, "2"])
def test_a_bad_temperature_is_refused(tau):
    with pytest.raises(LimitError, match="temperature must be a number"):
        Session.from_text(SENTENCE).with_settings(temperature=tau)
    data = session_to_dict(Session.from_text(SENTENCE))
    data["settings"]["temperature"] = tau if tau != math.inf else 1e400
    with pytest.raises(SessionFileError, match="settings.temperature"):
        session_from_dict(json.loads(json.dumps(data)) if tau != math.inf else data)


def test_the_scaled_cell_is_explained_with_tau():
    session = Session.from_text(SENTENCE).with_settings(temperature=1.5)
    explanation = explain(session.run(), "scaled", 1, 2)
    assert explanation.divisor == 1.5 and explanation.divisor_name == "τ"
    assert "/ τ" in explanation.short_text() and "divisor = τ = 1.5" in long_text(explanation)
    plain = explain(Session.from_text(SENTENCE).run(), "scaled", 1, 2)
    assert plain.divisor_name == "√4" and "/ √4" in plain.short_text()


def test_stage_titles_and_meanings_name_tau_while_it_is_used():
    from core.attention.stage_text import StageSettings, formula, meaning

    session = Session.from_text(SENTENCE).with_settings(temperature=1.5)
    for settings in (StageSettings.of(session), StageSettings.of_trace(session.run())):
        assert formula("scaled", settings) == "S / τ (1.5)"
        assert "softmax(S / τ (1.5))" in formula("weights", settings)
        assert "τ = 1.5" in meaning("scaled", settings)
    off = StageSettings.of(session.with_settings(scaled=False))
    assert off.temperature is None and "τ" not in formula("scaled", off)
    assert "√d_k" in formula("scaled", StageSettings.of(Session.from_text(SENTENCE)))
