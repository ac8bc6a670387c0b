"""Why −∞: the weights when hidden keys get M = −∞, M = 0 or M = −c, and what −c lets leak.

Only −∞ makes a hidden key's weight exactly 0: e^(−∞) = 0. With M = 0 the mask does nothing;
with a finite −c each hidden key keeps a weight of about e^(−c) relative to the visible ones,
and a row whose keys are all hidden spreads its weight evenly (every score moves by the same c).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.i18n import translate
from core.limits import LimitError, check_value
from core.masks.presets import fully_hidden_rows


@dataclass(frozen=True)
class LeakComparison:
    c: float
    allowed: np.ndarray    # (n, n) bool, True = visible
    infinite: np.ndarray   # (n, n) weights with M = −∞ (fully hidden rows: zeros, as the engine)
    zero: np.ndarray       # (n, n) weights with M = 0 (the mask ignored)
    finite: np.ndarray     # (n, n) weights with M = −c
    leak: np.ndarray       # (n,) weight each row puts on hidden keys with M = −c
    hidden_rows: np.ndarray  # indices of rows with no visible key

    @property
    def hidden_counts(self) -> np.ndarray:
        """(n,) how many keys each query row may not see."""
        return (~self.allowed).sum(axis=1)

    @property
    def leak_without_mask(self) -> np.ndarray:
        """(n,) weight each row puts on its hidden keys with M = 0 (the mask ignored)."""
        return np.where(self.allowed, 0.0, self.zero).sum(axis=1)

    @property
    def max_leak(self) -> float:
        """The largest leak with M = −c over rows that see at least one key (a row that sees
        none puts all its weight on hidden keys whatever c is)."""
        seeing = np.ones(self.leak.shape, dtype=bool)
        seeing[self.hidden_rows] = False
        return float(self.leak[seeing].max()) if seeing.any() else 0.0


def compare_mask_values(scaled: np.ndarray, allowed: np.ndarray, c: float) -> LeakComparison:
    """scaled: (n, n) S/√d_k of one head; allowed: (n, n) bool; c ≥ 0 the finite penalty."""
    c = check_value(c, "c")
    if c < 0:
        raise LimitError(translate("Errors", "c must be 0 or more (M = −c), got {c}").format(
            c=f"{c:g}"))
    scaled = np.asarray(scaled, dtype=np.float64)
    allowed = np.asarray(allowed, dtype=bool)
    if scaled.ndim != 2 or scaled.shape[0] != scaled.shape[1] or allowed.shape != scaled.shape:
        raise LimitError(f"scores {scaled.shape} and mask {allowed.shape} must be the same "
                         "square shape")
    hidden = fully_hidden_rows(allowed)
    infinite = _softmax_rows(np.where(allowed, scaled, -np.inf))
    infinite[hidden] = 0.0
    finite = _softmax_rows(np.where(allowed, scaled, scaled - c))
    leak = np.where(allowed, 0.0, finite).sum(axis=1)   # (n,)
    return LeakComparison(c=c, allowed=allowed, infinite=infinite, zero=_softmax_rows(scaled),
                          finite=finite, leak=leak, hidden_rows=hidden)


def session_leak(session, c: float, head: int = 0) -> LeakComparison:
    """The comparison for a session's own scaled scores and its mask (AND causal)."""
    trace = session.run(dtype="float64")
    return compare_mask_values(trace.head("scaled", head), trace.allowed, c)


def _softmax_rows(values: np.ndarray) -> np.ndarray:
    """Row-wise softmax with the row max subtracted; a row of only −∞ gives NaN (caller zeros)."""
    with np.errstate(invalid="ignore"):
        shifted = values - values.max(axis=1, keepdims=True)
        exp = np.exp(shifted)
        return exp / exp.sum(axis=1, keepdims=True)
