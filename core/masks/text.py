"""Sentences about a mask for the window: what M holds, how the toggles combine, empty rows."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from core.masks.presets import effective_mask, fully_hidden_rows


def combination_note(own: np.ndarray | None, causal: bool) -> str:
    """One line saying where M's −∞ come from: the causal toggle, the own mask, or both (AND)."""
    custom = own is not None and not np.asarray(own, dtype=bool).all()
    if custom and causal:
        return ("M = your mask AND causal: a key is visible (0) only where both allow it; "
                "−∞ elsewhere (light ╲ hatching: hidden by causal alone).")
    if custom:
        return "M = your mask: −∞ where you hid a key, 0 where it is visible."
    if causal:
        return "M = causal: −∞ above the diagonal (the future), 0 on and below it."
    return "M = 0 everywhere: every query sees every key. Click or drag to hide keys."


def hidden_row_notes(own: np.ndarray | None, causal: bool,
                     tokens: Sequence[str]) -> list[str]:
    """One sentence per query that sees no key at all, saying why its weights are zero."""
    allowed = effective_mask(own, causal, len(tokens))
    return [f"“{tokens[row]}” (row {row}) sees no key: every score in its row is −∞, so "
            "softmax would divide 0 by 0; QKV Lab gives the row zero weights and z = 0."
            for row in fully_hidden_rows(allowed).tolist()]


def stroke_label(cells: int, visible: bool) -> str:
    """The undo step's name for one stroke over ``cells`` cells."""
    verb = "showed" if visible else "hid"
    return f"mask: {verb} {cells} key{'s' if cells != 1 else ''}"
