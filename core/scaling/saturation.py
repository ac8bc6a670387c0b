"""Why divide by √d_k: softmax saturation and vanishing gradients, measured.

For a key size d_k and n tokens, draw a query and n keys with independent standard-normal
entries (seeded), take the scores q·k, and compare them unscaled and divided by √d_k (or by any
divisor τ): the scores' spread, how much of a softmax row goes to its largest key, the row's
entropy, and the size of the softmax's gradient, the Frobenius norm of the Jacobian
∂softmax(s)/∂s = diag(p) − p pᵀ, in closed form (tests/core/test_scaling.py checks it against
torch.autograd), averaged over rows.

Shapes: B sampled rows (queries), n tokens (keys per row), d_k entries per vector.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass

import torch

# Entries are drawn in blocks of this many coordinates, so a d_k's numbers do not depend on
# which larger d_k were asked for in the same call (block 0 is always drawn first).
BLOCK = 64
MAX_D_K = 4096
MAX_TOKENS = 1024
MAX_SAMPLES = 100_000


@dataclass(frozen=True)
class RowStatistics:
    """Averages over B softmax rows of one set of scores (all means over rows)."""

    score_std: float    # standard deviation of every score
    max_weight: float   # the row's largest weight, 0..1
    entropy: float      # −Σ p log p in nats, 0..log n
    grad_norm: float    # ‖∂softmax(s)/∂s‖_F


@dataclass(frozen=True)
class ScalingRow:
    """One d_k: the unscaled scores q·k against the scaled ones q·k / divisor."""

    d_k: int
    divisor: float
    unscaled: RowStatistics
    scaled: RowStatistics

    def as_dict(self) -> dict[str, float]:
        """The fields of ``python main.py scaling``'s JSON rows and CSV columns."""
        row: dict[str, float] = {"d_k": self.d_k}
        for name in ("score_std", "max_weight", "entropy", "grad_norm"):
            row[f"{name}_unscaled"] = getattr(self.unscaled, name)
            row[f"{name}_scaled"] = getattr(self.scaled, name)
        return row


@dataclass(frozen=True)
class TemperaturePoint:
    """The statistics of the scores divided by the divisor ``tau``."""

    tau: float
    statistics: RowStatistics

    def as_dict(self) -> dict[str, float]:
        return {"tau": self.tau, **asdict(self.statistics)}


def check_sizes(d_ks: Iterable[int], tokens: int, samples: int) -> list[int]:
    """The sorted distinct d_k; ValueError naming the size that is out of range."""
    d_ks = list(d_ks)
    if not d_ks:
        raise ValueError("d_k: give at least one key size")
    for name, value, top in [*(("d_k", d, MAX_D_K) for d in d_ks),
                             ("tokens", tokens, MAX_TOKENS), ("samples", samples, MAX_SAMPLES)]:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
            raise ValueError(f"{name} must be a whole number from 1 to {top}, got {value!r}")
    return sorted(set(d_ks))


def draw_query_keys(d_k: int, *, tokens: int, samples: int, seed: int = 0):
    """The drawn vectors themselves: q (B, d_k) and k (B, n, d_k), standard normal, float64.

    ``draw_scores`` uses the same draws without keeping them; this is for checking it.
    """
    generator = torch.Generator().manual_seed(seed)
    blocks = [_draw_block(generator, samples, tokens) for _ in range(math.ceil(d_k / BLOCK))]
    entries = torch.cat(blocks)[:d_k]                      # (d_k, B, n + 1)
    return entries[:, :, 0].T.contiguous(), entries[:, :, 1:].permute(1, 2, 0).contiguous()


def draw_scores(d_ks: Iterable[int], *, tokens: int = 16, samples: int = 2000,
                seed: int = 0) -> dict[int, torch.Tensor]:
    """d_k -> (B, n) unscaled scores q·k, float64. A smaller d_k uses the first coordinates of
    the same vectors as a larger one, and its scores are the same whatever else was asked for.
    """
    wanted = check_sizes(d_ks, tokens, samples)
    generator = torch.Generator().manual_seed(seed)
    scores: dict[int, torch.Tensor] = {}
    running = torch.zeros(samples, tokens, dtype=torch.float64)        # (B, n) whole blocks so far
    for start in range(0, wanted[-1], BLOCK):
        entries = _draw_block(generator, samples, tokens)              # (BLOCK, B, n + 1)
        for d_k in wanted:
            if start < d_k <= start + BLOCK:     # the whole blocks before, then d_k's part
                scores[d_k] = running + _dot(entries[: d_k - start])
        running = running + _dot(entries)
    return scores


def _dot(entries: torch.Tensor) -> torch.Tensor:
    """(d, B, n + 1) coordinates -> (B, n) partial scores Σ_d q_d k_{j,d}: a running sum over
    every coordinate (cumsum) cost eight times as much, a matrix product a row 2.5 times."""
    return (entries[:, :, :1] * entries[:, :, 1:]).sum(0)


def _draw_block(generator: torch.Generator, samples: int, tokens: int) -> torch.Tensor:
    # (BLOCK, B, n + 1): per coordinate, the query's entry then the n keys' entries.
    # Drawn in float32 (six times faster here), summed in float64.
    return torch.randn(BLOCK, samples, tokens + 1, generator=generator).double()


def softmax_jacobian_norm(scores: torch.Tensor) -> torch.Tensor:
    """(B, n) scores -> (B,) Frobenius norms of the softmax's Jacobians J = diag(p) − p pᵀ.

    ‖J‖_F² = Σ_i p_i² Σ_j (δ_ij − p_j)² = Σ p² − 2 Σ p³ + (Σ p²)², but summed that way a
    saturated row (p_top ≈ 1) is 1 − 2 + 1: half the digits lost, a negative square. So each
    bracket Σ_j (δ_ij − p_j)² is summed from terms that cannot cancel: for the row's top key m,
    (1 − p_m)² + Σ_{j≠m} p_j² with 1 − p_m = Σ_{j≠m} p_j; for any other key i (p_i ≤ ½),
    (1 − p_i)² + p_m² + Σ_{j≠m,i} p_j². O(B n) instead of autograd's n backward rows.
    Rows scored −∞ where hidden keep the norm of their visible keys (their p is 0).
    """
    p = torch.softmax(scores, dim=-1)                                   # (B, n)
    top, where_top = p.max(-1, keepdim=True)                            # (B, 1) each
    is_top = torch.zeros_like(p, dtype=torch.bool).scatter_(-1, where_top, True)  # (B, n)
    others = p.masked_fill(is_top, 0.0)                                 # (B, n) p_j, j ≠ m
    rest = others.sum(-1, keepdim=True)                                 # (B, 1) 1 − p_m
    rest_squares = others.square().sum(-1, keepdim=True)                # (B, 1) Σ_{j≠m} p_j²
    bracket = torch.where(
        is_top, rest.square() + rest_squares,
        (1.0 - p).square() + top.square() + (rest_squares - others.square()).clamp(min=0.0))
    return (p.square() * bracket).sum(-1).sqrt()                        # (B,)


def row_statistics(scores: torch.Tensor) -> RowStatistics:
    """(B, n) scores -> their spread and the means over rows of the softmax's statistics."""
    weights = torch.softmax(scores, dim=-1)                             # (B, n)
    entropy = -torch.special.xlogy(weights, weights).sum(-1)           # (B,) 0·log 0 = 0
    jacobian_norm = softmax_jacobian_norm(scores)                       # (B,) Frobenius
    return RowStatistics(
        score_std=float(scores.std(correction=0)),
        max_weight=float(weights.max(-1).values.mean()),
        entropy=float(entropy.mean()),
        grad_norm=float(jacobian_norm.mean()))


def scaling_row(d_k: int, scores: torch.Tensor, divisor: float | None = None) -> ScalingRow:
    """(B, n) unscaled scores of vectors of size d_k, against the same divided by √d_k."""
    divisor = math.sqrt(d_k) if divisor is None else float(divisor)
    return ScalingRow(d_k=d_k, divisor=divisor, unscaled=row_statistics(scores),
                      scaled=row_statistics(scores / divisor))


def scaling_table(d_ks: Sequence[int], *, tokens: int = 16, samples: int = 2000,
                  seed: int = 0) -> list[ScalingRow]:
    """One row per distinct d_k, smallest first. The same seed gives the same numbers."""
    scores = draw_scores(d_ks, tokens=tokens, samples=samples, seed=seed)
    return [scaling_row(d_k, rows) for d_k, rows in scores.items()]


def temperature_range(d_k: int, count: int = 33) -> list[float]:
    """Divisors from 1/4 (sharper than unscaled) to 4 √d_k, evenly spaced on a log scale."""
    low, high = math.log(0.25), math.log(4.0 * math.sqrt(d_k))
    return [math.exp(low + (high - low) * i / (count - 1)) for i in range(count)]


def temperature_curve(scores: torch.Tensor, taus: Iterable[float]) -> list[TemperaturePoint]:
    """(B, n) unscaled scores divided by each τ > 0: how the divisor alone moves the softmax."""
    points = []
    for tau in taus:
        if not (isinstance(tau, int | float) and math.isfinite(tau) and tau > 0):
            raise ValueError(f"tau must be a positive finite number, got {tau!r}")
        points.append(TemperaturePoint(tau=float(tau),
                                       statistics=row_statistics(scores / float(tau))))
    return points
