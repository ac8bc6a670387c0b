"""The distribution filter by filter (core.pretrained.sampling_filters) against numpy written
here: softmax, ÷ T, the top-k cut, the top-p cut, each renormalized; the last stage is what
the CLI and the window draw from."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core.pretrained.decoder_generate import Sampling, token_probabilities
from core.pretrained.sampling_filters import FILTERS, filter_stages, filtered_tokens

LOGITS = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0, 3.0, 1.5])


def _softmax(values: np.ndarray) -> np.ndarray:
    shifted = np.exp(values - values.max())
    return shifted / shifted.sum()


def _reference(temperature: float, top_k: int | None, top_p: float | None) -> list[np.ndarray]:
    logits = LOGITS.numpy().astype(np.float64)
    plain = _softmax(logits)
    tempered = _softmax(logits / temperature)
    order = np.argsort(-tempered)                     # likeliest first (no ties here)
    cut_k = tempered.copy()
    if top_k is not None:
        cut_k[order[top_k:]] = 0
        cut_k /= cut_k.sum()
    cut_p = cut_k.copy()
    if top_p is not None:
        mass = 0.0
        for index in order:                           # keep while the mass before is < p
            if mass >= top_p:
                cut_p[index] = 0
            mass += cut_k[index]
        cut_p /= cut_p.sum()
    return [plain, tempered, cut_k, cut_p]


@pytest.mark.parametrize(("temperature", "top_k", "top_p"),
                         [(0.5, 3, 0.8), (1.0, None, 0.5), (2.0, 4, None), (0.7, None, None),
                          (1.3, 2, 0.99), (1.0, 7, 1.0)])
def test_each_stage_equals_the_reference(temperature, top_k, top_p):
    stages = filter_stages(LOGITS, temperature, top_k, top_p)
    assert tuple(stage.name for stage in stages) == FILTERS
    for stage, expected in zip(stages, _reference(temperature, top_k, top_p), strict=True):
        np.testing.assert_allclose(stage.probabilities.numpy(), expected, atol=1e-12)
        assert abs(float(stage.probabilities.sum()) - 1) < 1e-12
    assert [stage.applied for stage in stages] == [
        True, temperature != 1, top_k is not None and top_k < 7,
        top_p is not None and top_p < 1]
    drawn_from = token_probabilities(LOGITS, Sampling(greedy=False, temperature=temperature,
                                                      top_k=top_k, top_p=top_p))
    assert torch.equal(drawn_from, stages[-1].probabilities)


def test_the_rows_shown_are_the_likeliest_and_the_drawn_one():
    stages = filter_stages(LOGITS, 1.0, 2, None)
    rows = filtered_tokens(stages, chosen_id=6, count=3)          # 6 is the 3rd likeliest
    assert [row.token_id for row in rows] == [5, 0, 6]
    assert [row.chosen for row in rows] == [False, False, True]
    assert rows[2].probabilities[2] == 0.0                        # cut by top-k = 2
    outside = filtered_tokens(stages, chosen_id=4, count=2)       # the least likely is added
    assert [row.token_id for row in outside] == [5, 0, 4] and outside[-1].chosen
    np.testing.assert_allclose(outside[-1].probabilities[0], _softmax(LOGITS.numpy())[4],
                               rtol=1e-6)
