"""float32 on each device (CUDA when present) against float64 on the CPU, every stage.

On a CUDA machine this is the check that the GPU path computes the same numbers; here the CPU's
own float32 runs it, so the comparison itself is exercised everywhere.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core import STAGES, run_attention
from tests.core.devices import DEVICES

N, D_MODEL = 33, 24


def case(n_heads: int, masks: str):
    generator = torch.Generator().manual_seed(n_heads)
    d_head = D_MODEL // n_heads if n_heads > 1 else 8
    w_shape = (D_MODEL, d_head) if n_heads == 1 else (n_heads, D_MODEL, d_head)

    def rand(*shape, scale=1.0):
        return torch.randn(*shape, generator=generator, dtype=torch.float64) * scale

    weights = dict(x=rand(N, D_MODEL), w_q=rand(*w_shape, scale=D_MODEL ** -0.5),
                   w_k=rand(*w_shape, scale=D_MODEL ** -0.5),
                   w_v=rand(*w_shape, scale=D_MODEL ** -0.5),
                   b_q=rand(n_heads, d_head), b_k=rand(n_heads, d_head),
                   b_v=rand(n_heads, d_head), w_o=rand(n_heads * d_head, D_MODEL),
                   b_o=rand(D_MODEL))
    mask = torch.rand(N, N, generator=generator) > 0.3
    mask[5] = False                                       # one fully masked row
    options = {"none": {}, "causal": dict(causal=True), "custom": dict(mask=mask),
               "custom + causal": dict(mask=mask, causal=True)}[masks]
    return weights, options


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("n_heads", [1, 12])
@pytest.mark.parametrize("masks", ["none", "causal", "custom", "custom + causal"])
def test_float32_on_the_device_equals_float64_on_the_cpu(device, n_heads, masks):
    weights, options = case(n_heads, masks)
    exact = run_attention(**weights, **options, device="cpu", dtype="float64")
    fast = run_attention(**weights, **options, device=device, dtype="float32")
    assert fast["z"].device.type == device and fast["z"].dtype == torch.float32
    for stage in STAGES:
        np.testing.assert_allclose(fast.numpy(stage), exact.numpy(stage), rtol=1e-5, atol=1e-5,
                                   err_msg=f"stage {stage!r} on {device}")
    np.testing.assert_array_equal(fast.allowed, exact.allowed)
    assert fast.warnings == exact.warnings
    assert fast.n_heads == n_heads
