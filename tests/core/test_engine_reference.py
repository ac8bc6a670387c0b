"""The engine against PyTorch's own attention, in float64."""

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from core import run_attention
from tests.core.devices import DEVICES

F64 = torch.float64


def random_inputs(n=6, d_model=8, d_head=4, n_heads=1, seed=0):
    generator = torch.Generator().manual_seed(seed)

    def rand(*shape):
        return torch.randn(*shape, generator=generator, dtype=F64)

    shape = (d_model, d_head) if n_heads == 1 else (n_heads, d_model, d_head)
    return rand(n, d_model), rand(*shape), rand(*shape), rand(*shape)


def reference(trace, *, causal=False, mask=None, scale=None):
    q, k, v = (trace[name].cpu() for name in ("q", "k", "v"))
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=causal, scale=scale)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("scaled", [True, False])
def test_z_matches_sdpa(device, causal, scaled):
    x, w_q, w_k, w_v = random_inputs()
    trace = run_attention(x, w_q, w_k, w_v, causal=causal, scaled=scaled, device=device,
                          dtype=F64)
    expected = reference(trace, causal=causal, scale=None if scaled else 1.0)
    np.testing.assert_allclose(trace.numpy("z"), expected.numpy(), rtol=0, atol=1e-12)
    # the weights SDPA uses: softmax(QK^T * scale + mask)
    q, k = trace["q"].cpu(), trace["k"].cpu()
    logits = q @ k.T / (math.sqrt(4) if scaled else 1.0)
    if causal:
        logits = logits.masked_fill(~torch.ones(6, 6, dtype=torch.bool).tril(), -math.inf)
    np.testing.assert_allclose(trace.numpy("weights"), torch.softmax(logits, -1).numpy(),
                               rtol=0, atol=1e-12)


@pytest.mark.parametrize("device", DEVICES)
def test_explicit_mask_matches_sdpa(device):
    x, w_q, w_k, w_v = random_inputs(n=5)
    mask = torch.rand(5, 5, generator=torch.Generator().manual_seed(3)) > 0.4
    mask |= torch.eye(5, dtype=torch.bool)  # every row keeps a key, as SDPA needs
    trace = run_attention(x, w_q, w_k, w_v, mask=mask, device=device, dtype=F64)
    expected = reference(trace, mask=mask)
    np.testing.assert_allclose(trace.numpy("z"), expected.numpy(), rtol=0, atol=1e-12)
    assert (trace.numpy("weights")[~mask.numpy()] == 0).all()
    assert np.isneginf(trace.numpy("masked")[~mask.numpy()]).all()


@pytest.mark.parametrize("device", DEVICES)
def test_mask_and_causal_combine(device):
    x, w_q, w_k, w_v = random_inputs(n=4)
    mask = np.ones((4, 4), dtype=bool)
    mask[3, 0] = False
    trace = run_attention(x, w_q, w_k, w_v, mask=mask, causal=True, device=device, dtype=F64)
    expected_allowed = np.tril(np.ones((4, 4), dtype=bool)) & mask
    np.testing.assert_array_equal(trace.allowed, expected_allowed)
    np.testing.assert_allclose(trace.numpy("z"),
                               reference(trace, mask=torch.from_numpy(expected_allowed)).numpy(),
                               rtol=0, atol=1e-12)


def multihead_reference(n_heads, d_head, bias, seed=1):
    """nn.MultiheadAttention and the same weights in our layout."""
    d_model = n_heads * d_head
    torch.manual_seed(seed)
    mha = torch.nn.MultiheadAttention(d_model, n_heads, bias=bias, batch_first=True, dtype=F64)
    with torch.no_grad():
        if bias:  # PyTorch initialises biases to zero; make them count
            mha.in_proj_bias.normal_()
            mha.out_proj.bias.normal_()
    w_in = mha.in_proj_weight.detach()  # (3*d_model, d_model), nn.Linear layout (out, in)
    per_head = [w.T.reshape(d_model, n_heads, d_head).permute(1, 0, 2)
                for w in w_in.chunk(3)]  # each (h, d_model, d_head)
    weights = dict(w_q=per_head[0], w_k=per_head[1], w_v=per_head[2],
                   w_o=mha.out_proj.weight.detach().T)
    if bias:
        b_q, b_k, b_v = (b.reshape(n_heads, d_head) for b in mha.in_proj_bias.detach().chunk(3))
        weights.update(b_q=b_q, b_k=b_k, b_v=b_v, b_o=mha.out_proj.bias.detach())
    return mha, weights


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("bias", [False, True])
@pytest.mark.parametrize("causal", [False, True])
def test_heads_with_w_o_match_multihead_attention(device, bias, causal):
    n_heads, d_head, n = 3, 4, 7
    mha, weights = multihead_reference(n_heads, d_head, bias)
    x = torch.randn(n, n_heads * d_head, dtype=F64, generator=torch.Generator().manual_seed(2))
    causal_mask = torch.ones(n, n, dtype=torch.bool).triu(1) if causal else None  # True = blocked
    expected, expected_weights = mha(x[None], x[None], x[None], attn_mask=causal_mask,
                                     average_attn_weights=False, need_weights=True)
    trace = run_attention(x, causal=causal, device=device, dtype=F64, **weights)
    np.testing.assert_allclose(trace.numpy("output"), expected[0].detach().numpy(),
                               rtol=0, atol=1e-10)
    np.testing.assert_allclose(trace.numpy("weights"), expected_weights[0].detach().numpy(),
                               rtol=0, atol=1e-10)
    assert trace.numpy("q").shape == (n_heads, n, d_head)


def test_output_without_w_o_concatenates_heads():
    x, w_q, w_k, w_v = random_inputs(n=5, n_heads=2)
    trace = run_attention(x, w_q, w_k, w_v, dtype=F64)
    z = trace.numpy("z")  # (2, 5, 4)
    np.testing.assert_array_equal(trace.numpy("output"), np.concatenate([z[0], z[1]], axis=1))


def test_accepts_numpy_lists_and_tensors_alike():
    x, w_q, w_k, w_v = random_inputs(n=3, d_model=2, d_head=2)
    from_tensors = run_attention(x, w_q, w_k, w_v, dtype=F64)
    from_numpy = run_attention(x.numpy(), w_q.numpy(), w_k.numpy(), w_v.numpy(), dtype="float64")
    from_lists = run_attention(x.tolist(), w_q.tolist(), w_k.tolist(), w_v.tolist(), dtype=F64)
    for stage in from_tensors.stages:
        np.testing.assert_array_equal(from_numpy.numpy(stage), from_tensors.numpy(stage))
        np.testing.assert_array_equal(from_lists.numpy(stage), from_tensors.numpy(stage))


def test_float32_is_the_default_and_float64_available():
    x, w_q, w_k, w_v = random_inputs()
    assert run_attention(x, w_q, w_k, w_v)["z"].dtype == torch.float32
    assert run_attention(x, w_q, w_k, w_v, dtype="float64")["z"].dtype == torch.float64
    assert run_attention(x, w_q, w_k, w_v)["z"].device.type == "cpu"


@pytest.mark.parametrize("bad, message", [
    (dict(dtype="float16"), "unsupported dtype"),
    (dict(device="tpu"), "device"),
    (dict(mask=np.ones((2, 2), dtype=bool)), r"mask must have shape \(6, 6\)"),
    (dict(mask=np.ones((6, 6))), "mask must be boolean"),
    (dict(b_q=np.ones(3)), "b_Q must be"),
    (dict(w_o=np.ones((5, 8))), "W_O must be"),
])
def test_bad_arguments_raise_value_errors_that_say_what(bad, message):
    x, w_q, w_k, w_v = random_inputs()
    with pytest.raises(ValueError, match=message):
        run_attention(x, w_q, w_k, w_v, **bad)


def test_shape_mismatches_name_the_matrix():
    x, w_q, w_k, w_v = random_inputs()
    with pytest.raises(ValueError, match="W_K has shape"):
        run_attention(x, w_q, w_k[:, :3], w_v)
    with pytest.raises(ValueError, match="W_Q must be"):
        run_attention(x[:, :5], w_q, w_k, w_v)
    with pytest.raises(ValueError, match="x must be"):
        run_attention(x[0], w_q, w_k, w_v)
    with pytest.raises(ValueError, match="must be numeric"):
        run_attention([["a"]], w_q, w_k, w_v)


def test_cuda_request_without_cuda_is_a_clear_error():
    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA")
    x, w_q, w_k, w_v = random_inputs()
    with pytest.raises(ValueError, match="no CUDA GPU is available"):
        run_attention(x, w_q, w_k, w_v, device="cuda")
