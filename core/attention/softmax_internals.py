"""Softmax's inner numbers, for showing how weights come about (not a stage of the pass)."""

from __future__ import annotations

import numpy as np


def softmax_numerators(masked: np.ndarray) -> np.ndarray:
    """(…, n) masked scores -> exp(masked - row max): softmax before dividing by the row sum.

    Masked cells (−∞) give 0; a row with every key masked gives zeros, as its weights do.
    """
    row_max = masked.max(axis=-1, keepdims=True)                 # (…, 1)
    blocked = np.isneginf(row_max)                               # (…, 1) rows with no key
    shifted = masked - np.where(blocked, 0.0, row_max)           # (…, n), finite or −∞
    return np.where(blocked, 0.0, np.exp(shifted))
