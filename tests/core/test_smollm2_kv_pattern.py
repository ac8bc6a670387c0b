"""The KV cache drawn: each cached step adds one query row per layer and head, and the rows
already there never change.

The reference is the uncached full forward (``attention_weights``: the whole text again, which
tests/core/test_smollm2_reference.py checks against a numpy forward written there).
"""

from __future__ import annotations

import pytest
import torch

from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
PROMPT = "The capital of France is"


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_decoder()


def _run(decoder):
    """The ids run through the blocks so far (the last chosen token is not yet)."""
    return decoder.ids[:-1]


def test_each_cached_step_adds_the_uncached_last_row_and_keeps_earlier_rows(model):
    from core.pretrained.decoder_forward import attention_weights
    from core.pretrained.decoder_generate import Decoder, Sampling

    decoder = Decoder(model, model.encode(PROMPT).ids, Sampling(), keep_pattern=True)
    assert decoder.head_pattern(0, 0) is None
    first = decoder.step()
    assert tuple(first.rows.shape) == (30, 9, 5, 5)            # the prompt's rows, all at once
    previous = decoder.pattern.clone()
    for count in (6, 7):
        step = decoder.step()
        assert tuple(step.rows.shape) == (30, 9, 1, count)     # one new query row per head
        assert tuple(decoder.pattern.shape) == (30, 9, count, count)
        assert step.cache_length == count
        full = attention_weights(model, _run(decoder))          # (30, 9, count, count)
        torch.testing.assert_close(step.rows[:, :, 0], full[:, :, -1], atol=1e-5, rtol=0)
        torch.testing.assert_close(decoder.pattern, full, atol=1e-5, rtol=0)
        assert torch.equal(decoder.pattern[:, :, :-1, :-1], previous)   # exactly unchanged
        assert not decoder.pattern[:, :, :-1, -1].any()         # no earlier row sees the new key
        assert torch.equal(decoder.head_pattern(3, 4), decoder.pattern[3, 4])
        previous = decoder.pattern.clone()
    rows = decoder.pattern[29, 8].sum(-1)
    torch.testing.assert_close(rows, torch.ones_like(rows))     # each row a softmax


def test_without_keep_pattern_no_rows_are_kept(model):
    from core.pretrained.decoder_generate import Decoder, Sampling

    decoder = Decoder(model, model.encode(PROMPT).ids, Sampling())
    assert decoder.step().rows is None and decoder.pattern is None


def test_past_the_limit_the_pattern_is_dropped(model, monkeypatch):
    import core.pretrained.decoder_generate as generate
    from core.pretrained.decoder_generate import Decoder, Sampling

    monkeypatch.setattr(generate, "PATTERN_MAX_TOKENS", 6)
    decoder = Decoder(model, model.encode(PROMPT).ids, Sampling(), keep_pattern=True)
    assert decoder.step().rows is not None and decoder.step().rows is not None   # 5, 6 tokens
    assert decoder.pattern.shape[-1] == 6
    step = decoder.step()                                       # the 7th token: not kept
    assert step.rows is None and decoder.pattern is None and step.cache_length == 7


def test_rows_that_do_not_follow_the_pattern_are_refused():
    from core.pretrained.decoder_forward import grow_pattern

    with pytest.raises(ValueError, match="do not follow"):
        grow_pattern(torch.zeros(1, 1, 3, 3), torch.zeros(1, 1, 1, 5))
