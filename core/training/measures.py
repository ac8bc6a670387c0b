"""What each recorded step measures beside the loss: the softmax's own gradient and saturation.

Only rows that see at least two keys count (under the causal mask, query 0 sees only itself:
its weight is 1 whatever the scores). ‖∂a/∂s‖ is the Frobenius norm of the softmax's Jacobian
with respect to the divided scores, in closed form as the √d_k lab measures it
(core.scaling.saturation.softmax_jacobian_norm), averaged over rows.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import torch

from core.scaling.saturation import softmax_jacobian_norm

SATURATED = 0.99  # a row whose largest weight is above this is saturated
MEASURED_ROWS = 512  # rows of the batch whose Jacobian norm is taken (the first ones, each step)


@dataclass(frozen=True)
class StepRecord:
    step: int
    loss: float
    accuracy: float
    grad_norm: float        # ‖(∂L/∂W^Q, ∂L/∂W^K)‖, both together
    grad_norm_q: float      # ‖∂L/∂W^Q‖_F
    grad_norm_k: float      # ‖∂L/∂W^K‖_F
    softmax_grad: float     # mean ‖∂a/∂s‖_F over rows
    saturated: float        # share of rows with largest weight > SATURATED

    def as_dict(self) -> dict[str, float]:
        return asdict(self)


def visible_rows(scaled: torch.Tensor, weights: torch.Tensor, allowed: torch.Tensor,
                 ) -> tuple[torch.Tensor, torch.Tensor]:
    """(B, h, n, n) scaled scores and weights -> (R, m) of the rows that see m ≥ 2 keys.

    Under a causal mask the rows differ in length; each row keeps its visible keys padded with
    −∞ scores (weight 0), which leaves its softmax and Jacobian norm as they are."""
    seen = allowed.sum(-1)                                          # (n,) keys per query
    rows = seen >= 2                                                # (n,)
    masked = scaled.masked_fill(~allowed, float("-inf"))[..., rows, :]  # (B, h, r, n)
    chosen = weights[..., rows, :]                                   # (B, h, r, n)
    n = scaled.shape[-1]
    return masked.reshape(-1, n), chosen.reshape(-1, n)


def saturated_share(weights: torch.Tensor) -> float:
    """(R, n) weights -> share of rows whose largest weight is above SATURATED."""
    return float((weights.max(-1).values > SATURATED).double().mean())


def softmax_gradient(scores: torch.Tensor) -> float:
    """(R, n) divided scores (−∞ where hidden) -> mean ‖∂softmax/∂s‖_F of MEASURED_ROWS rows."""
    rows = scores[:MEASURED_ROWS].detach().double()
    return float(torch.nan_to_num(softmax_jacobian_norm(rows)).mean())  # (R,) -> mean


def gradient_norm(gradient: torch.Tensor | None) -> float:
    return 0.0 if gradient is None else float(gradient.detach().norm())
