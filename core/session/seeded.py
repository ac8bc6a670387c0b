"""Deterministic numbers: the same text and seed give the same values on every machine.

Values come from SHAKE-256 bytes rather than a numpy generator, whose streams may change
between numpy versions. They are rounded to two decimals so a learner can check them by hand.
"""

from __future__ import annotations

import hashlib
import math

import numpy as np

_SCALE = 2.0 ** -64


def seeded_uniform(label: str, shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
    """Values in [-1, 1), two decimals, from a hash of ``label`` and ``seed``."""
    count = math.prod(shape)
    digest = hashlib.shake_256(f"qkv-lab/{seed}/{label}".encode()).digest(8 * count)
    raw = np.frombuffer(digest, dtype="<u8").astype(np.float64) * _SCALE  # [0, 1)
    return np.round(raw * 2.0 - 1.0, 2).reshape(shape)


def token_embedding(token: str, d_model: int, seed: int = 0) -> np.ndarray:
    """(d_model,) embedding of a token; case and surrounding space do not matter."""
    return seeded_uniform(f"token:{token.strip().casefold()}", (d_model,), seed)


def sinusoidal_positions(n: int, d_model: int) -> np.ndarray:
    """(n, d_model) sinusoidal position encoding of 'Attention Is All You Need'."""
    position = np.arange(n, dtype=np.float64)[:, None]                   # (n, 1)
    pair = np.arange(0, d_model, 2, dtype=np.float64)[None, :]           # (1, ceil(d/2))
    angle = position / np.power(10000.0, pair / d_model)                 # (n, ceil(d/2))
    encoding = np.zeros((n, d_model))
    encoding[:, 0::2] = np.sin(angle)
    encoding[:, 1::2] = np.cos(angle[:, : d_model // 2])
    return encoding
