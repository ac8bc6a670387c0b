"""Whole-matrix presets for the editor's buttons: seeded random, identity, zero.

Deterministic: the same matrix, head, seed and press count give the same numbers.
"""

from __future__ import annotations

import numpy as np

from core.session.seeded import seeded_uniform


def randomized(name: str, head: int, shape: tuple[int, int], seed: int, press: int) -> np.ndarray:
    """(rows, cols) values in [-1, 1), two decimals; ``press`` makes each click differ."""
    return seeded_uniform(f"randomize/{name}/h{head}/{press}", shape, seed)


def identity(shape: tuple[int, int]) -> np.ndarray:
    """(rows, cols) ones on the diagonal (a rectangular identity when not square)."""
    return np.eye(shape[0], shape[1])


def zeros(shape: tuple[int, int]) -> np.ndarray:
    return np.zeros(shape)
