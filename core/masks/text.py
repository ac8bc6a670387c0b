"""Sentences about a mask for the window: what M holds, how the toggles combine, empty rows.

In the window's language (core.i18n); the symbols (M, −∞, 0, ╲) stay as they are."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from core.i18n import translate
from core.masks.presets import effective_mask, fully_hidden_rows


def combination_note(own: np.ndarray | None, causal: bool) -> str:
    """One line saying where M's −∞ come from: the causal toggle, the own mask, or both (AND)."""
    custom = own is not None and not np.asarray(own, dtype=bool).all()
    if custom and causal:
        return translate("Masks", "M = your mask AND causal: a key is visible (0) only where "
                                  "both allow it; −∞ elsewhere (light ╲ hatching: hidden by "
                                  "causal alone).")
    if custom:
        return translate("Masks", "M = your mask: −∞ where you hid a key, 0 where it is visible.")
    if causal:
        return translate("Masks",
                         "M = causal: −∞ above the diagonal (the future), 0 on and below it.")
    return translate("Masks",
                     "M = 0 everywhere: every query sees every key. Click or drag to hide keys.")


def hidden_row_notes(own: np.ndarray | None, causal: bool,
                     tokens: Sequence[str]) -> list[str]:
    """One sentence per query that sees no key at all, saying why its weights are zero."""
    allowed = effective_mask(own, causal, len(tokens))
    sentence = translate("Masks", "“{token}” (row {row}) sees no key: every score in its row is "
                                  "−∞, so softmax would divide 0 by 0; QKV Lab gives the row "
                                  "zero weights and z = 0.")
    return [sentence.format(token=tokens[row], row=row)
            for row in fully_hidden_rows(allowed).tolist()]


def stroke_label(cells: int, visible: bool) -> str:
    """The undo step's name for one stroke over ``cells`` cells."""
    if visible:
        text = translate("Masks", "mask: showed 1 key") if cells == 1 else \
            translate("Masks", "mask: showed {cells} keys")
    else:
        text = translate("Masks", "mask: hid 1 key") if cells == 1 else \
            translate("Masks", "mask: hid {cells} keys")
    return text.format(cells=cells)
