"""The one attention core (core.attention.attend) against references written here.

The reference (tests/core/attention_reference.py) is a float64 loop over heads, query rows and
keys, with rotary positions as complex numbers. PyTorch's own scaled_dot_product_attention with
an explicit mask is a second, independent reference.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import core.attention.attend as attend_module
from core.attention.attend import ATTEND_STAGES, Rotary, attend
from core.attention.attention_mask import AttentionMask
from core.attention.rotary import HALF, PAIRS, rotate_half, rotate_pairs, turn
from tests.core.attention_reference import reference, turned_reference

N, D, D_V = 7, 4, 3


def draw(heads: int, shared: int, n: int = N, n_keys: int = N, seed: int = 0):
    rng = np.random.default_rng(seed)
    return (rng.normal(size=(heads, n, D)), rng.normal(size=(shared, n_keys, D)),
            rng.normal(size=(shared, n_keys, D_V)))


def custom_allowed(n: int = N, n_keys: int = N, seed: int = 3) -> np.ndarray:
    allowed = np.random.default_rng(seed).random((n, n_keys)) > 0.4
    allowed[np.arange(n), np.arange(n_keys - n, n_keys)] = True   # every row keeps its own key
    return allowed


PADDING = np.array([True, True, False, True, True, False, True])
MASKS = {
    "none": {},
    "causal": {"causal": True},
    "window 3, causal": {"causal": True, "window": 3},
    "window 2, both ways": {"window": 2},
    "padding": {"padding": PADDING},
    "custom + causal": {"allowed": custom_allowed(), "causal": True},
}
GROUPS = [(6, 6), (6, 3), (6, 2), (6, 1)]   # query heads, key/value heads
ROTARY = {"none": None, "pairs": Rotary(500.0, PAIRS), "half": Rotary(40.0, HALF)}


def torch_mask(options: dict) -> AttentionMask:
    as_bool = {name: torch.from_numpy(value) for name, value in options.items()
               if name in ("allowed", "padding")}
    return AttentionMask(**{**options, **as_bool})


@pytest.mark.parametrize("rotary", list(ROTARY))
@pytest.mark.parametrize("groups", GROUPS, ids=[f"{h}q-{kv}kv" for h, kv in GROUPS])
@pytest.mark.parametrize("mask", list(MASKS))
def test_attend_equals_a_float64_loop(mask, groups, rotary):
    q, k, v = draw(*groups)
    got = attend(*map(torch.from_numpy, (q, k, v)), mask=torch_mask(MASKS[mask]),
                 rotary=ROTARY[rotary])
    weights, z, blocked = reference(q, k, v, rotary=ROTARY[rotary], **MASKS[mask])
    assert blocked == []
    np.testing.assert_allclose(got.weights.numpy(), weights, rtol=0, atol=1e-12)
    np.testing.assert_allclose(got.z.numpy(), z, rtol=0, atol=1e-12)
    hidden = weights == 0
    assert np.isneginf(got.masked.numpy()[hidden]).all() or mask == "none"
    assert np.isfinite(got.masked.numpy()[~hidden]).all()


@pytest.mark.parametrize("divisor", [None, 1.0, 2.5])
def test_scaling_divides_the_scores_by_the_divisor(divisor):
    q, k, v = draw(4, 2)
    got = attend(*map(torch.from_numpy, (q, k, v)), divisor=divisor,
                 mask=AttentionMask(causal=True))
    weights, z, _ = reference(q, k, v, causal=True, divisor=divisor)
    np.testing.assert_allclose(got.weights.numpy(), weights, rtol=0, atol=1e-12)
    np.testing.assert_allclose(got.z.numpy(), z, rtol=0, atol=1e-12)
    expected_scores = q @ np.repeat(k, 2, axis=0).transpose(0, 2, 1)
    np.testing.assert_allclose(got.scores.numpy(), expected_scores, atol=1e-12)
    np.testing.assert_allclose(got.scaled.numpy(),
                               expected_scores / (divisor or math.sqrt(D)), atol=1e-12)


def test_one_head_without_a_head_axis_is_that_head():
    q, k, v = draw(1, 1)
    got = attend(*(torch.from_numpy(t[0]) for t in (q, k, v)), mask=AttentionMask(causal=True),
                 rotary=ROTARY["pairs"])
    weights, z, _ = reference(q, k, v, causal=True, rotary=ROTARY["pairs"])
    assert tuple(got.weights.shape) == (N, N) and tuple(got.q_rotated.shape) == (N, D)
    np.testing.assert_allclose(got.weights.numpy(), weights[0], atol=1e-12)
    np.testing.assert_allclose(got.z.numpy(), z[0], atol=1e-12)


def test_a_batch_with_its_own_padding_equals_each_sentence_alone():
    rng = np.random.default_rng(8)
    q, k, v = rng.normal(size=(2, 4, N, D)), rng.normal(size=(2, 2, N, D)), \
        rng.normal(size=(2, 2, N, D_V))
    padding = np.stack([PADDING, np.ones(N, dtype=bool)])                   # (B, N)
    got = attend(*map(torch.from_numpy, (q, k, v)), mask=torch_mask(
        {"causal": True, "padding": padding}))
    for b in range(2):
        weights, z, _ = reference(q[b], k[b], v[b], causal=True, padding=padding[b])
        np.testing.assert_allclose(got.weights[b].numpy(), weights, atol=1e-12)
        np.testing.assert_allclose(got.z[b].numpy(), z, atol=1e-12)


def test_attend_equals_torch_sdpa_with_an_explicit_mask():
    torch.manual_seed(0)
    q, k, v = torch.randn(2, 6, 9, 8), torch.randn(2, 2, 9, 8), torch.randn(2, 2, 9, 5)
    padding = torch.ones(2, 9, dtype=torch.bool)
    padding[1, 3] = False
    got = attend(q, k, v, mask=AttentionMask(causal=True, window=4, padding=padding),
                 divisor=3.0)
    positions = torch.arange(9)
    explicit = ((positions[None, :] <= positions[:, None])
                & (positions[None, :] > positions[:, None] - 4))            # (n, N)
    explicit = explicit[None, None] & padding[:, None, None, :]            # (B, 1, n, N)
    expected = F.scaled_dot_product_attention(
        q, k.repeat_interleave(3, dim=1), v.repeat_interleave(3, dim=1), attn_mask=explicit,
        scale=1 / 3.0)
    torch.testing.assert_close(got.z, expected, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("layout", [PAIRS, HALF])
def test_a_kv_cache_gives_the_rows_of_the_whole_run(layout):
    """Prompt first, then one token and then three at a time over the cached keys: each call's
    rows equal the last rows of one run over every token (offset turns and masks)."""
    rng = np.random.default_rng(4)
    total = 12
    q, k, v = (torch.from_numpy(rng.normal(size=(heads, total, size)))
               for heads, size in ((6, D), (2, D), (2, D_V)))
    options = dict(mask=AttentionMask(causal=True, window=5), rotary=Rotary(100.0, layout))
    whole = attend(q, k, v, **options)
    past = None
    for start, stop in ((0, 5), (5, 6), (6, 9), (9, 12)):
        step = attend(q[:, start:stop], k[:, start:stop], v[:, start:stop], past=past,
                      **options)
        torch.testing.assert_close(step.weights, whole.weights[:, start:stop, :stop],
                                   atol=1e-12, rtol=0)
        torch.testing.assert_close(step.z, whole.z[:, start:stop], atol=1e-12, rtol=0)
        past = (step.keys, step.values)
        assert tuple(step.keys.shape) == (2, stop, D)
    torch.testing.assert_close(past[0], whole.keys, atol=1e-12, rtol=0)


@pytest.mark.parametrize("options", [{"allowed": "rows 1 and 4 empty"},
                                     {"allowed": "rows 1 and 4 empty", "causal": True},
                                     {"padding": "every key padding"}])
def test_a_row_with_no_key_is_zeros_and_reported(options):
    q, k, v = draw(4, 2)
    allowed = custom_allowed()
    allowed[[1, 4]] = False
    mask = {"causal": options.get("causal", False)}
    if "allowed" in options:
        mask["allowed"] = allowed
    else:
        mask["padding"] = np.zeros(N, dtype=bool)
    got = attend(*map(torch.from_numpy, (q, k, v)), mask=torch_mask(mask))
    weights, z, blocked = reference(q, k, v, **mask)
    assert blocked == ([1, 4] if "allowed" in options else list(range(N)))
    assert got.blocked.nonzero().flatten().tolist() == blocked
    assert not torch.isnan(got.weights).any() and not torch.isnan(got.z).any()
    np.testing.assert_allclose(got.weights.numpy(), weights, atol=1e-12)
    np.testing.assert_allclose(got.z.numpy(), z, atol=1e-12)


def test_masks_that_cannot_empty_a_row_report_none():
    q, k, v = draw(2, 2)
    got = attend(*map(torch.from_numpy, (q, k, v)), mask=AttentionMask(causal=True, window=1))
    assert got.blocked is None                                  # each row keeps its own key
    np.testing.assert_allclose(got.weights.numpy(), np.broadcast_to(np.eye(N), (2, N, N)))


@pytest.mark.parametrize("layout", [PAIRS, HALF])
@pytest.mark.parametrize("start", [0, 5, 100])
def test_the_turn_is_a_complex_rotation(layout, start):
    x = torch.from_numpy(np.random.default_rng(2).normal(size=(3, 40, 8)))
    expected = turned_reference(x.numpy(), 300.0, np.arange(start, start + 40, dtype=float),
                                layout)
    np.testing.assert_allclose(turn(x, 300.0, layout, start).numpy(), expected, atol=1e-12)
    rotate = rotate_pairs if layout == PAIRS else rotate_half
    positions = torch.arange(start, start + 40)
    np.testing.assert_allclose(rotate(x, 300.0, positions).numpy(), expected, atol=1e-12)


def test_the_two_layouts_differ_and_are_a_permutation_of_each_other():
    x = torch.from_numpy(np.random.default_rng(6).normal(size=(5, 8)))
    pairs = turn(x, 50.0, PAIRS)
    order = [0, 2, 4, 6, 1, 3, 5, 7]       # features (0, 1), (2, 3)… become (0, 4), (1, 5)…
    assert not torch.allclose(turn(x, 50.0, HALF), pairs)
    torch.testing.assert_close(turn(x[:, order], 50.0, HALF), pairs[:, order])


def test_hooks_see_the_stages_in_order_and_a_replacement_is_used():
    q, k, v = (torch.from_numpy(t) for t in draw(4, 2))
    seen = []

    def observe(tensor, *, stage):
        seen.append((stage, tuple(tensor.shape)))

    plain = attend(q, k, v, rotary=ROTARY["half"], mask=AttentionMask(causal=True))
    observed = attend(q, k, v, rotary=ROTARY["half"], mask=AttentionMask(causal=True),
                      hooks={stage: observe for stage in ATTEND_STAGES})
    assert [stage for stage, _ in seen] == list(ATTEND_STAGES)
    assert dict(seen) == {"q_rotated": (4, N, D), "k_rotated": (2, N, D),
                          "scores": (4, N, N), "scaled": (4, N, N), "masked": (4, N, N),
                          "weights": (4, N, N), "z": (4, N, D_V)}
    torch.testing.assert_close(observed.z, plain.z, rtol=0, atol=0)

    uniform = torch.tril(torch.ones(N, N)) / torch.arange(1, N + 1)[:, None]    # (n, N)
    replaced = attend(q, k, v, mask=AttentionMask(causal=True),
                      hooks={"weights": lambda t, *, stage: uniform.expand_as(t)})
    running_mean = v.cumsum(dim=1) / torch.arange(1, N + 1)[:, None]       # (kv, n, d_v)
    torch.testing.assert_close(replaced.z, running_mean.repeat_interleave(2, dim=0))
    torch.testing.assert_close(replaced.weights, uniform.expand(4, N, N).double())


def test_hook_errors_name_the_stage():
    q, k, v = (torch.from_numpy(t) for t in draw(2, 2))
    with pytest.raises(ValueError, match="unknown hook stage.*'q'"):
        attend(q, k, v, hooks={"q": lambda t, *, stage: None})
    with pytest.raises(ValueError, match=r"hook for 'weights' must return None or a tensor of "
                                         r"shape \(2, 7, 7\), got \(7, 7\)"):
        attend(q, k, v, hooks={"weights": lambda t, *, stage: t[0]})


def test_a_call_without_hooks_builds_no_observer(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("an observer was built for a call with no hooks")

    monkeypatch.setattr(attend_module, "stage_observer", refuse)
    q, k, v = (torch.from_numpy(t) for t in draw(2, 2))
    attend(q, k, v, mask=AttentionMask(causal=True))
    attend(q, k, v, hooks={})
    with pytest.raises(AssertionError, match="observer was built"):
        attend(q, k, v, hooks={"z": lambda t, *, stage: None})


def test_gradients_reach_q_k_and_v():
    q, k, v = (torch.from_numpy(t).requires_grad_(True) for t in draw(2, 1, n=4, n_keys=4))
    torch.autograd.gradcheck(
        lambda q, k, v: attend(q, k, v, mask=AttentionMask(causal=True),
                               rotary=ROTARY["pairs"]).z, (q, k, v))


@pytest.mark.parametrize("call, message", [
    (lambda q, k, v: attend(q, k[:1].expand(4, -1, -1)[:, :, :D], v[:1].repeat(4, 1, 1)),
     "6 query heads cannot share 4"),
    (lambda q, k, v: attend(q, k[:, :3], v[:, :3]), "7 query rows but only 3 keys"),
    (lambda q, k, v: attend(q, k, v, divisor=0.0), "divisor must be a positive"),
    (lambda q, k, v: attend(q, k, v, mask=AttentionMask(window=0)), "sliding window"),
    (lambda q, k, v: Rotary(10.0, "diagonal"), "unknown rotary layout 'diagonal'"),
    (lambda q, k, v: attend(q, k, v, mask=AttentionMask(allowed=torch.ones(3, 3).bool())),
     r"allowed matrix must be \(7, 7\)"),
])
def test_shapes_and_settings_that_do_not_fit_are_refused(call, message):
    q, k, v = (torch.from_numpy(t) for t in draw(6, 2))
    with pytest.raises(ValueError, match=message):
        call(q, k, v)


def test_a_rotary_scale_stretches_positions():
    x = torch.from_numpy(np.random.default_rng(9).normal(size=(2, 30, 8)))
    expected = turned_reference(x.numpy(), 1e4, np.arange(30, 60, dtype=float) / 8.0, HALF)
    np.testing.assert_allclose(turn(x, 1e4, HALF, 30, scale=8.0).numpy(), expected, atol=1e-12)


def test_float32_angles_are_transformers_rotate_half():
    """transformers' formula, written here: θ = 1 / base^(2i/d) and p·θ in float32, cos and sin
    of cat(θp, θp), x·cos + rotate_half(x)·sin; the float64 angles differ at long positions."""
    x = torch.from_numpy(np.random.default_rng(10).normal(size=(4, 50, 16))).float()
    positions = torch.arange(1250, 1300)
    inverse = 1.0 / (1e6 ** (torch.arange(0, 16, 2, dtype=torch.int64).float() / 16))
    freqs = positions.float()[:, None] * inverse[None, :]                   # (n, 8) float32
    emb = torch.cat((freqs, freqs), dim=-1)
    halves = torch.cat((-x[..., 8:], x[..., :8]), dim=-1)
    expected = x * emb.cos() + halves * emb.sin()
    got = turn(x, 1e6, HALF, 1250, angles="float32")
    torch.testing.assert_close(got, expected, rtol=0, atol=0)
    exact = turn(x, 1e6, HALF, 1250)
    assert float((exact - expected).abs().max()) > 1e-5     # float64 angles: a different turn
    reference = turned_reference(x.double().numpy(), 1e6, positions.double().numpy(), HALF)
    np.testing.assert_allclose(exact.numpy(), reference, atol=1e-5)
