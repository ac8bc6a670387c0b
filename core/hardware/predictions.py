"""Questions the tiles dock asks before it reveals the next step: will a row's running maximum
rise in the coming tile, and which key of it holds the row's largest score. The answer comes
from the step itself (core.hardware.flash_step), so a prediction is checked against what the
algorithm then shows."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.hardware.flash_step import StepDetail
from core.i18n import translate
from core.number_text import number

MAX_KEY_OPTIONS = 6    # a "which key" question offers at most this many keys


@dataclass(frozen=True)
class Prediction:
    text: str
    options: tuple[str, ...]
    answer: int            # index into options

    def verdict(self, chosen: int) -> str:
        if chosen == self.answer:
            return translate("FlashSteps", "Right: {answer}.").format(
                answer=self.options[self.answer])
        return translate("FlashSteps", "Not quite: the answer is {answer}.").format(
            answer=self.options[self.answer])


def prediction_for(detail: StepDetail, tokens, index: int) -> Prediction | None:
    """A question about step ``detail`` (before it is shown); ``index`` alternates the kinds.
    None when the tile has no row with a visible score (nothing to predict)."""
    u = detail.update
    live = [r for r in range(len(detail.rows)) if math.isfinite(float(u.block_max[r]))]
    if not live:
        return None
    seen_before = [r for r in live if math.isfinite(float(u.max_before[r]))]
    if seen_before and index % 2 == 0:
        r = seen_before[0]
        rises = bool(u.max_after[r] > u.max_before[r])
        text = translate("FlashSteps", "Row {row} has m = {m} so far. Will its running maximum "
                                       "rise in block {j} of the keys?").format(
            row=detail.rows.start + r + 1, m=number(float(u.max_before[r])), j=detail.j + 1)
        return Prediction(text, (translate("FlashSteps", "yes"), translate("FlashSteps", "no")),
                          0 if rises else 1)
    if len(detail.columns) > MAX_KEY_OPTIONS:
        return None
    r = live[0]
    scores = np.where(np.isfinite(u.scores[r]), u.scores[r], -np.inf)
    keys = [f"{key + 1} ({tokens[key]})" for key in detail.columns]
    text = translate("FlashSteps", "In block {j} of the keys, which key gives row {row} its "
                                   "largest score?").format(j=detail.j + 1,
                                                           row=detail.rows.start + r + 1)
    return Prediction(text, tuple(keys), int(np.argmax(scores)))
