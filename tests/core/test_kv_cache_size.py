"""The KV cache's size in core.pretrained.kv_cache_size against the real cache's tensors:
their shape, their nbytes in float32, float16 and bfloat16, and the nbytes of the tensors one
key/value head per query head (each group's head repeated) and one for all would hold."""

from __future__ import annotations

import pytest
import torch

from core.pretrained.kv_cache_size import cache_size
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel


@pytest.fixture(scope="module")
def decoder_after_three_steps():
    from core.pretrained.decoder_generate import Decoder, Sampling

    with one_torch_thread():
        model = shipped_decoder()
        decoder = Decoder(model, model.encode("The capital of France is").ids, Sampling())
        steps = [decoder.step() for _ in range(3)]
        yield model, decoder, steps


def test_the_sizes_equal_the_cached_tensors_nbytes(decoder_after_three_steps):
    model, decoder, steps = decoder_after_three_steps
    keys = torch.stack(decoder.cache.keys)                  # (L, kv, N, d_head)
    values = torch.stack(decoder.cache.values)
    size = cache_size(model.config, decoder.cache.length)
    assert tuple(keys.shape) == tuple(values.shape) == size.shape == (30, 3, 7, 64)
    assert keys.dtype == torch.float32
    assert size.nbytes() == keys.nbytes + values.nbytes == steps[-1].cache_bytes
    for dtype, torch_dtype in (("float16", torch.float16), ("bfloat16", torch.bfloat16)):
        assert size.nbytes(dtype) == keys.to(torch_dtype).nbytes + values.to(torch_dtype).nbytes
    group = model.config.n_heads // model.config.n_kv_heads
    every = keys.repeat_interleave(group, dim=1), values.repeat_interleave(group, dim=1)
    assert every[0].shape[1] == model.config.n_heads == 9
    assert size.one_per_query_head() == every[0].nbytes + every[1].nbytes == 3 * size.nbytes()
    one = keys[:, :1], values[:, :1]
    assert size.one_for_all() == one[0].nbytes + one[1].nbytes
    assert size.one_for_all() * 3 == size.nbytes()


def test_the_groups_are_the_heads_that_read_one_key_value_head(decoder_after_three_steps):
    from core.pretrained.decoder_session import head_matrices

    model, decoder, _ = decoder_after_three_steps
    size = cache_size(model.config, decoder.cache.length)
    assert size.groups() == ((1, 3, 1), (4, 6, 2), (7, 9, 3))
    w_k = head_matrices(model, 0, "attn_k", list(range(9)))            # (9, d_model, d_head)
    for first, last, _ in size.groups():
        assert all((w_k[h - 1] == w_k[first - 1]).all() for h in range(first, last + 1))
    assert not (w_k[0] == w_k[3]).all()
