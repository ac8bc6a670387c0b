"""Rotary positions (RoPE) in the engine and the session, against an independent computation:
each pair (2i, 2i+1) of row p as the complex number q[2i] + i·q[2i+1], multiplied by
e^{i·p·θᵢ} with θᵢ = base^(−2i/d_head) (numpy complex arithmetic, float64)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core.attention.engine import run_attention
from core.attention.rotary import rotate_pairs
from core.limits import LimitError
from core.session.value import Session
from tests.core.devices import DEVICES


def complex_rotation(x: np.ndarray, base: float, positions=None) -> np.ndarray:
    """x (…, n, d) turned by position: numpy complex multiplication, pairs as complex numbers."""
    n, d = x.shape[-2], x.shape[-1]
    positions = np.arange(n) if positions is None else np.asarray(positions, dtype=np.float64)
    theta = base ** (-np.arange(0, d, 2) / d)                        # (d/2,)
    pairs = x[..., 0::2] + 1j * x[..., 1::2]                         # (…, n, d/2) complex
    turned = pairs * np.exp(1j * positions[:, None] * theta[None, :])
    out = np.empty(x.shape)
    out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    return out


def random_session(seed: int, n_heads: int, d_head: int, base: float, n: int = 7) -> Session:
    rng = np.random.default_rng(seed)
    d_model = 6
    tokens = tuple(f"t{i}" for i in range(n))
    shape = (n_heads, d_model, d_head)
    return Session(tokens=tokens, embeddings=rng.normal(size=(n, d_model)),
                   w_q=rng.normal(size=shape), w_k=rng.normal(size=shape),
                   w_v=rng.normal(size=shape), b_q=rng.normal(size=(n_heads, d_head)),
                   b_k=rng.normal(size=(n_heads, d_head)), positional="rotary", rope_base=base,
                   w_o=rng.normal(size=(n_heads * d_head, d_model)) if n_heads > 1 else None)


@pytest.mark.parametrize("seed, n_heads, d_head, base", [
    (0, 1, 4, 10000.0), (1, 3, 2, 10000.0), (2, 2, 8, 100.0), (3, 1, 6, 1.5),
    (4, 4, 4, 100000.0)])
def test_rotated_q_and_k_equal_complex_multiplication_of_their_pairs(seed, n_heads, d_head,
                                                                      base):
    session = random_session(seed, n_heads, d_head, base)
    trace = session.run(dtype="float64")
    x = session.embeddings
    q = np.einsum("nd,hde->hne", x, session.w_q) + session.b_q[:, None, :]  # (h, n, d_head)
    k = np.einsum("nd,hde->hne", x, session.w_k) + session.b_k[:, None, :]
    v = np.einsum("nd,hde->hne", x, session.w_v)
    q_rot, k_rot = complex_rotation(q, base), complex_rotation(k, base)
    for head in range(n_heads):
        np.testing.assert_allclose(trace.head("q", head), q[head], atol=1e-12)   # projected
        np.testing.assert_allclose(trace.head("q_rotated", head), q_rot[head], atol=1e-12)
        np.testing.assert_allclose(trace.head("k_rotated", head), k_rot[head], atol=1e-12)
        np.testing.assert_allclose(trace.head("v", head), v[head], atol=1e-12)   # not turned
        np.testing.assert_allclose(trace.head("scores", head), q_rot[head] @ k_rot[head].T,
                                   atol=1e-10)
    assert trace.rotary and trace.rope_base == base
    assert trace.scored("q") == "q_rotated" and tuple(trace) == tuple(Session.from_text(
        "a b").run())                                                   # stages unchanged


def test_the_first_token_is_not_turned_and_v_x_stay_as_without_positions():
    session = random_session(5, 2, 4, 10000.0)
    rotary, plain = session.run(dtype="float64"), session.with_settings(positional=False).run(
        dtype="float64")
    np.testing.assert_array_equal(rotary.numpy("q_rotated")[:, 0], rotary.numpy("q")[:, 0])
    for stage in ("x", "q", "k", "v"):
        np.testing.assert_array_equal(rotary.numpy(stage), plain.numpy(stage))
    assert not plain.rotary and "q_rotated" not in plain._values


def test_rotated_scores_are_invariant_to_shifting_every_position():
    rng = np.random.default_rng(7)
    q, k = torch.tensor(rng.normal(size=(2, 6, 8))), torch.tensor(rng.normal(size=(2, 6, 8)))
    scores = rotate_pairs(q, 500.0) @ rotate_pairs(k, 500.0).transpose(-1, -2)
    for shift in (1, 13, 1000):
        positions = torch.arange(6) + shift
        shifted = rotate_pairs(q, 500.0, positions) @ rotate_pairs(k, 500.0, positions).transpose(
            -1, -2)
        np.testing.assert_allclose(shifted.numpy(), scores.numpy(), atol=1e-9)
        np.testing.assert_allclose(rotate_pairs(q, 500.0, positions).numpy(),
                                   complex_rotation(q.numpy(), 500.0, positions.numpy()),
                                   atol=1e-10)


def test_a_repeated_token_has_scores_constant_along_each_diagonal_and_sinusoidal_does_not():
    rotary = Session.from_text("cat cat cat cat cat cat", d_model=8, d_head=4).with_settings(
        positional="rotary")
    scores = rotary.run(dtype="float64").numpy("scores")              # (6, 6)
    for offset in range(-5, 6):
        diagonal = np.diagonal(scores, offset)
        np.testing.assert_allclose(diagonal, diagonal[0], atol=1e-12)
    sinusoidal = rotary.with_settings(positional=True).run(dtype="float64").numpy("scores")
    assert np.ptp(np.diagonal(sinusoidal, 1)) > 1e-3


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_the_engine_turns_q_and_k_on_any_device_and_dtype_and_hooks_see_them(device, dtype):
    rng = np.random.default_rng(3)
    x, w = rng.normal(size=(5, 4)), rng.normal(size=(3, 2, 4, 4))
    seen = {}
    trace = run_attention(x, *w, rope_base=100.0, device=device, dtype=dtype, hooks={
        "q_rotated": lambda t, stage: seen.setdefault(stage, t.clone()),
        "k_rotated": lambda t, stage: torch.zeros_like(t)})           # replace: scores zero
    assert trace["q_rotated"].device.type == device and trace["q_rotated"].dtype == dtype
    q = x @ w[0]                                                      # (2 heads, 5, 4)
    tolerance = 1e-5 if dtype == torch.float32 else 1e-12
    np.testing.assert_allclose(trace.numpy("q_rotated"), complex_rotation(q, 100.0),
                               atol=tolerance)
    np.testing.assert_allclose(seen["q_rotated"].cpu().numpy(), complex_rotation(q, 100.0),
                               atol=tolerance)
    np.testing.assert_array_equal(trace.numpy("scores"), 0.0)


@pytest.mark.parametrize("settings, message", [
    ({"positional": "rotary", "rope_base": 0.0}, "rope_base"),
    ({"positional": "rotary", "rope_base": -3.0}, "rope_base"),
    ({"positional": "rotary", "rope_base": float("nan")}, "rope_base"),
    ({"positional": "rotary", "rope_base": float("inf")}, "rope_base"),
    ({"rope_base": True}, "rope_base"),
    ({"positional": "sinusoidal"}, "positional"),
    ({"positional": 1}, "positional")])
def test_bad_positions_settings_are_refused_in_one_line_naming_the_setting(settings, message):
    session = Session.from_text("the mole on his face")
    before = session.run().numpy("scores").copy()
    with pytest.raises(LimitError, match=message) as refused:
        session.with_settings(**settings)
    assert "\n" not in str(refused.value)
    assert session.positional is False and session.rope_base == 10000.0
    np.testing.assert_array_equal(session.run().numpy("scores"), before)


def test_an_odd_d_head_with_rotary_positions_is_refused_either_way_round():
    odd = Session.from_text("the mole on his face", d_head=3)
    with pytest.raises(LimitError, match="rotary.*d_head"):
        odd.with_settings(positional="rotary")
    rotary = Session.from_text("the mole on his face", d_head=4).with_settings(
        positional="rotary")
    with pytest.raises(LimitError, match="rotary.*d_head"):
        rotary.with_dimensions(d_head=5)
    assert rotary.d_head == 4 and rotary.rotary
    with pytest.raises(ValueError, match="even d_head"):
        run_attention(np.ones((2, 3)), np.ones((3, 3)), np.ones((3, 3)), np.ones((3, 3)),
                      rope_base=10000.0)
