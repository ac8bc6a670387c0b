"""core.scaling.saturation: the softmax's Jacobian, score spread and saturation,
against independent sums."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from core.scaling.saturation import (
    draw_query_keys,
    draw_scores,
    row_statistics,
    scaling_row,
    scaling_table,
    softmax_jacobian_norm,
    temperature_curve,
    temperature_range,
)

POWERS = [2 ** i for i in range(11)]  # 1 .. 1024


@pytest.fixture(scope="module")
def table():
    return {row.d_k: row for row in scaling_table(POWERS, tokens=16, samples=2000, seed=0)}


@pytest.mark.parametrize("spread", [0.1, 1.0, 8.0, 40.0])
def test_closed_form_jacobian_norm_equals_autograd_jacobians_norm(spread):
    """Each row's Jacobian by torch.autograd.functional.jacobian, its Frobenius norm taken."""
    generator = torch.Generator().manual_seed(3)
    scores = torch.randn(12, 7, generator=generator, dtype=torch.float64) * spread  # (B, n)
    scores[0, 3] = float("-inf")                                 # a hidden key: p = 0
    reference = torch.stack([
        torch.linalg.matrix_norm(torch.nan_to_num(torch.autograd.functional.jacobian(
            lambda s: torch.softmax(s, dim=-1), row)))                      # (n, n) -> ()
        for row in scores])                                                 # (B,)
    norms = softmax_jacobian_norm(scores)
    assert norms.dtype == torch.float64 and norms.shape == (12,)
    # autograd's own rounding leaves ~1e-16 absolute in a saturated row; the sum
    # Σ p² − 2 Σ p³ + (Σ p²)² as written would leave ~1e-8 (a square root of rounding)
    np.testing.assert_allclose(norms.numpy(), reference.numpy(), rtol=1e-9, atol=1e-14)


def test_a_saturated_rows_jacobian_norm_keeps_its_digits():
    """Top key ahead by 20: ‖J‖_F ≈ 2 e^−20 (two keys: J = p₁p₂ [[1, −1], [−1, 1]]), exactly
    2 p₁ p₂ with p₂ = σ(−20), where 1 − 2 + 1 would leave only rounding."""
    scores = torch.tensor([[20.0, 0.0]], dtype=torch.float64)
    p_small = 1.0 / (1.0 + math.exp(20.0))
    expected = 2.0 * (1.0 - p_small) * p_small
    assert float(softmax_jacobian_norm(scores)[0]) == pytest.approx(expected, rel=1e-12)


def test_scores_are_dot_products_of_the_drawn_vectors():
    q, k = draw_query_keys(70, tokens=5, samples=30, seed=4)   # (B, d_k), (B, n, d_k)
    assert q.shape == (30, 70) and k.shape == (30, 5, 70)
    scores = draw_scores([1, 64, 70], tokens=5, samples=30, seed=4)
    for d_k, drawn in scores.items():
        expected = np.einsum("bd,bnd->bn", q[:, :d_k].numpy(), k[:, :, :d_k].numpy())
        np.testing.assert_allclose(drawn.numpy(), expected, rtol=1e-12, atol=1e-12)


def test_a_d_k_gets_the_same_scores_whatever_else_is_asked_for():
    alone = draw_scores([16], tokens=4, samples=100, seed=9)[16]
    with_larger = draw_scores([16, 300], tokens=4, samples=100, seed=9)[16]
    assert torch.equal(alone, with_larger)
    assert not torch.equal(alone, draw_scores([16], tokens=4, samples=100, seed=10)[16])


def test_same_seed_same_table():
    first = scaling_table([1, 8, 100], tokens=6, samples=300, seed=5)
    again = scaling_table([100, 8, 1, 8], tokens=6, samples=300, seed=5)
    assert [row.as_dict() for row in first] == [row.as_dict() for row in again]
    assert [row.d_k for row in first] == [1, 8, 100]


def test_row_statistics_match_a_numpy_reference():
    generator = torch.Generator().manual_seed(1)
    scores = torch.randn(200, 9, generator=generator, dtype=torch.float64) * 5
    s = scores.numpy()
    p = np.exp(s - s.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    safe = np.where(p > 0, p, 1.0)
    # ‖diag(p) − p pᵀ‖_F² = Σ p² − 2 Σ p³ + (Σ p²)²
    frobenius = np.sqrt((p ** 2).sum(1) - 2 * (p ** 3).sum(1) + (p ** 2).sum(1) ** 2)
    stats = row_statistics(scores)
    assert stats.score_std == pytest.approx(s.std(), rel=1e-12)
    assert stats.max_weight == pytest.approx(p.max(1).mean(), rel=1e-12)
    assert stats.entropy == pytest.approx(-(p * np.log(safe)).sum(1).mean(), rel=1e-10)
    assert stats.grad_norm == pytest.approx(frobenius.mean(), rel=1e-10)


@pytest.mark.parametrize("d_k", [1, 16, 256, 1024])
def test_unscaled_std_is_root_d_k_and_scaled_std_is_one(table, d_k):
    row = table[d_k]
    assert row.unscaled.score_std == pytest.approx(math.sqrt(d_k), rel=0.05)
    assert row.scaled.score_std == pytest.approx(1.0, rel=0.05)
    assert row.divisor == math.sqrt(d_k)


def test_unscaled_gradient_vanishes_while_scaled_stays(table):
    unscaled = [table[d].unscaled.grad_norm for d in POWERS if d >= 4]
    assert all(later < earlier for earlier, later in zip(unscaled, unscaled[1:], strict=False))
    ratio = table[1024].unscaled.grad_norm / table[1024].scaled.grad_norm
    assert 1 / 8 < ratio < 1 / 4.5          # about a sixth
    scaled = [table[d].scaled.grad_norm for d in POWERS]
    assert max(scaled) / min(scaled) < 2


def test_unscaled_softmax_saturates(table):
    assert table[1024].unscaled.max_weight > 0.9 > 0.3 > table[1024].scaled.max_weight
    assert table[1024].unscaled.entropy < 0.2 < 2.0 < table[1024].scaled.entropy < math.log(16)
    assert table[1].as_dict()["max_weight_unscaled"] == table[1].as_dict()["max_weight_scaled"]


def test_temperature_curve_passes_through_unscaled_and_scaled():
    scores = draw_scores([64], tokens=8, samples=400, seed=2)[64]
    row = scaling_row(64, scores)
    curve = temperature_curve(scores, [1.0, 8.0, 30.0])
    assert curve[0].statistics == row.unscaled
    assert curve[1].statistics == row.scaled
    weights = [point.statistics.max_weight for point in curve]
    assert weights == sorted(weights, reverse=True)
    taus = temperature_range(64)
    assert taus[0] == pytest.approx(0.25) and taus[-1] == pytest.approx(32.0)
    assert all(b > a for a, b in zip(taus, taus[1:], strict=False))


@pytest.mark.parametrize("tau", [0, -1.0, math.inf, math.nan, "2"])
def test_bad_divisor_is_refused(tau):
    with pytest.raises(ValueError, match="tau must be a positive"):
        temperature_curve(torch.zeros(2, 3, dtype=torch.float64), [tau])


@pytest.mark.parametrize("sizes, field", [
    (dict(d_ks=[0]), "d_k"), (dict(d_ks=[5000]), "d_k"), (dict(d_ks=[]), "d_k"),
    (dict(d_ks=[4], tokens=0), "tokens"), (dict(d_ks=[4], samples=10 ** 6), "samples"),
    (dict(d_ks=[2.5]), "d_k")])
def test_sizes_out_of_range_name_the_size(sizes, field):
    d_ks = sizes.pop("d_ks")
    with pytest.raises(ValueError, match=f"^{field}"):
        draw_scores(d_ks, **sizes)


def test_the_statistics_import_no_sympy():
    """A batched backward pass with grad_outputs made torch import its symbolic shapes and
    sympy (34 MB, a third of a second) the first time the lab opened; the closed-form norm
    takes no backward pass at all, and the statistics must stay that cheap to import."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, torch\n"
            "from core.scaling.saturation import row_statistics\n"
            "row_statistics(torch.randn(4, 5, dtype=torch.float64))\n"
            "print(sorted(m for m in ('sympy', 'torch.fx.experimental.symbolic_shapes')"
            " if m in sys.modules))")
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, timeout=120, check=True)
    assert run.stdout.strip() == "[]"
