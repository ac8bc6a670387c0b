"""Softmax's inner numbers, for showing how weights come about (not a stage of the pass)."""

from __future__ import annotations

import numpy as np


def visible_row_max(masked: np.ndarray) -> np.ndarray:
    """(…, 1) each row's largest visible score: the max softmax subtracts (0 for a row with
    every key masked, which has no visible score)."""
    row_max = masked.max(axis=-1, keepdims=True)                 # (…, 1)
    return np.where(np.isneginf(row_max), 0.0, row_max)


def softmax_numerators(masked: np.ndarray) -> np.ndarray:
    """(…, n) masked scores -> exp(masked - row max): softmax before dividing by the row sum.

    Masked cells (−∞) give 0; a row with every key masked gives zeros, as its weights do.
    """
    blocked = np.isneginf(masked.max(axis=-1, keepdims=True))   # (…, 1) rows with no key
    shifted = masked - visible_row_max(masked)                   # (…, n), finite or −∞
    return np.where(blocked, 0.0, np.exp(shifted))
