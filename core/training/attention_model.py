"""A one-layer attention model of a session's shape, with a read-out, as plain tensors.

The forward computes the engine's stages: x = E[tokens] (+ sinusoidal positions), q/k/v = x W
per head, then the attention core (core.attention.attend: scores ÷ divisor, causal mask,
softmax, z) on the whole batch (B, h, n, k) at once, concat, concat W^O; then a linear read-out
W^U (+ b^U) to the task's classes. It does not call the engine (core.attention.engine), which
takes one sentence (n, d_model), copies its inputs into fresh tensors (which would cut the
gradient training needs back to E and the W's) and keeps every stage in a Trace; the attention
between the projections is the same function. A test keeps the two equal: a session saved from
the model (core.training.session_out) runs through the engine to the same attention weights
(tests/core/test_training.py).

Shapes: B sentences, n positions, V words, d d_model, h heads, k d_head (= d_k), C classes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from core.attention.attend import attend
from core.attention.attention_mask import AttentionMask
from core.session.seeded import sinusoidal_positions

PARAMETERS = ("E", "W_Q", "W_K", "W_V", "W_O", "W_U", "b_U")
CAUSAL = AttentionMask(causal=True)


@dataclass(frozen=True)
class Shape:
    words: int        # V
    classes: int      # C
    length: int       # n
    d_model: int      # d
    d_head: int       # k
    n_heads: int      # h


@dataclass
class Forward:
    """What one batched forward keeps: the logits and the stages the records measure."""

    logits: torch.Tensor   # (B, n, C)
    scaled: torch.Tensor   # (B, h, n, n) scores ÷ divisor, before the mask
    weights: torch.Tensor  # (B, h, n, n) rows sum to 1 over the visible keys


def init_parameters(shape: Shape, generator: torch.Generator,
                    dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    """Seeded Gaussian weights (std 1/√fan-in), unit Gaussian embeddings; leaves with grad."""
    d, k, h = shape.d_model, shape.d_head, shape.n_heads

    def draw(*size: int, std: float) -> torch.Tensor:
        values = torch.randn(*size, generator=generator, dtype=torch.float64) * std
        return values.to(dtype).requires_grad_(True)

    return {
        "E": draw(shape.words, d, std=1.0),                  # (V, d)
        "W_Q": draw(h, d, k, std=1 / math.sqrt(d)),           # (h, d, k)
        "W_K": draw(h, d, k, std=1 / math.sqrt(d)),           # (h, d, k)
        "W_V": draw(h, d, k, std=1 / math.sqrt(d)),           # (h, d, k)
        "W_O": draw(h * k, d, std=1 / math.sqrt(h * k)),      # (h·k, d)
        "W_U": draw(d, shape.classes, std=1 / math.sqrt(d)),  # (d, C)
        "b_U": torch.zeros(shape.classes, dtype=dtype, requires_grad=True),  # (C,)
    }


def positions(length: int, d_model: int, dtype: torch.dtype) -> torch.Tensor:
    """(n, d) the session's sinusoidal positions (core.session.seeded)."""
    return torch.from_numpy(sinusoidal_positions(length, d_model)).to(dtype)


def causal_allowed(length: int) -> torch.Tensor:
    """(n, n) bool, True where query i may see key j (j ≤ i)."""
    return torch.ones(length, length, dtype=torch.bool).tril()


def forward(parameters: dict[str, torch.Tensor], tokens: torch.Tensor, *, divisor: float,
            positional: bool = True) -> Forward:
    """(B, n) word ids -> logits (B, n, C) and the attention stages."""
    E = parameters["E"]
    n = tokens.shape[1]
    x = E[tokens]                                                  # (B, n, d)
    if positional:
        x = x + positions(n, E.shape[1], E.dtype)                  # (B, n, d)
    x = x.unsqueeze(1)                                             # (B, 1, n, d)
    q = x @ parameters["W_Q"]                                      # (B, h, n, k)
    k = x @ parameters["W_K"]                                      # (B, h, n, k)
    v = x @ parameters["W_V"]                                      # (B, h, n, k)
    attended = attend(q, k, v, mask=CAUSAL, divisor=divisor)      # stages (B, h, n, …)
    concat = attended.z.transpose(1, 2).reshape(tokens.shape[0], n, -1)  # (B, n, h·k)
    output = concat @ parameters["W_O"]                            # (B, n, d)
    logits = output @ parameters["W_U"] + parameters["b_U"]        # (B, n, C)
    return Forward(logits=logits, scaled=attended.scaled, weights=attended.weights)


def loss_and_accuracy(logits: torch.Tensor, targets: torch.Tensor,
                      ) -> tuple[torch.Tensor, torch.Tensor]:
    """Mean cross-entropy over scored positions (target ≥ 0), and the share predicted right."""
    scored = targets >= 0                                          # (B, n)
    flat_logits, flat_targets = logits[scored], targets[scored]    # (S, C), (S,)
    loss = torch.nn.functional.cross_entropy(flat_logits, flat_targets)
    accuracy = (flat_logits.argmax(-1) == flat_targets).double().mean()
    return loss, accuracy
