"""What a run reads back from the engine's device: nothing n × n, and nothing at all without a mask.

Every host read of a tensor goes through Tensor.cpu / numpy / tolist / item / __bool__ (np.asarray
calls numpy); the tests patch those to record the shapes they are called on.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core import run_attention

N = 7  # a size no other tensor of the run has on its last two axes


def inputs(n_heads: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    w_shape = (5, 3) if n_heads == 1 else (n_heads, 5, 3)
    return rng.normal(size=(N, 5)), *(rng.normal(size=w_shape) for _ in range(3))


def custom_mask() -> np.ndarray:
    mask = np.random.default_rng(1).random((N, N)) > 0.5
    mask[np.arange(N), np.arange(N)] = True
    return mask


@pytest.fixture
def host_reads(monkeypatch):
    """A list that fills with (method, shape) for every host read of a tensor."""
    reads: list[tuple[str, tuple[int, ...]]] = []
    for method in ("cpu", "numpy", "tolist", "item", "__bool__"):
        original = getattr(torch.Tensor, method)

        def recording(self, *args, _original=original, _method=method, **kwargs):
            reads.append((_method, tuple(self.shape)))
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(torch.Tensor, method, recording)
    return reads


def square(reads) -> list:
    return [read for read in reads if read[1][-2:] == (N, N)]


@pytest.mark.parametrize("n_heads", [1, 3])
@pytest.mark.parametrize("mask_kind", ["causal", "custom", "custom tensor", "custom + causal"])
def test_a_masked_run_copies_nothing_n_by_n_to_the_host(host_reads, n_heads, mask_kind):
    mask = custom_mask()
    options = {"causal": dict(causal=True),
               "custom": dict(mask=mask),
               "custom tensor": dict(mask=torch.from_numpy(mask)),
               "custom + causal": dict(mask=mask, causal=True)}[mask_kind]
    trace = run_attention(*inputs(n_heads), **options)
    assert square(host_reads) == []
    if "custom" in mask_kind:   # the fully-masked-row check: one (n,) vector, once
        assert host_reads == [("cpu", (N,)), ("numpy", (N,))]
    else:                       # the causal mask leaves every diagonal: nothing to read
        assert host_reads == []

    host_reads.clear()
    expected = mask if "custom" in mask_kind else np.ones((N, N), dtype=bool)
    if "causal" in mask_kind:
        expected = expected & np.tril(np.ones((N, N), dtype=bool))
    np.testing.assert_array_equal(trace.allowed, expected)
    assert trace.allowed is trace.allowed and not trace.allowed.flags.writeable
    assert host_reads == [("cpu", (N, N)), ("numpy", (N, N))]   # lazily, once, when asked


@pytest.mark.parametrize("causal", [False, True])
def test_a_run_without_a_custom_mask_never_waits_for_the_device(host_reads, causal):
    trace = run_attention(*inputs(2), causal=causal)
    assert host_reads == []                       # no .item(), no bool(): nothing syncs
    assert trace.warnings == ()
    assert host_reads == [("__bool__", ())]       # the overflow check, read when asked for
    assert trace.warnings == () and len(host_reads) == 1


def blocked_rows_by_hand(mask: np.ndarray, causal: bool) -> list[int]:
    allowed = mask & np.tril(np.ones_like(mask)) if causal else mask
    return [row for row in range(len(mask)) if not allowed[row].any()]


@pytest.mark.parametrize("causal", [False, True])
def test_fully_masked_rows_warn_exactly_as_before(causal):
    mask = custom_mask()
    mask[1] = False
    mask[4] = False
    mask[0] = False
    mask[0, 3] = True    # row 0 keeps only a future key: blocked once the causal mask is on
    trace = run_attention(*inputs(2), mask=mask, causal=causal, dtype="float64")
    rows = blocked_rows_by_hand(mask, causal)
    assert rows == ([0, 1, 4] if causal else [1, 4])
    assert trace.warnings == tuple(f"query row {row} has every key masked; its weights are zero"
                                   for row in rows)
    weights = trace.numpy("weights")           # (h, n, n)
    assert (weights[:, rows] == 0).all() and not np.isnan(weights).any()
    others = [row for row in range(N) if row not in rows]
    np.testing.assert_allclose(weights[:, others].sum(axis=-1), 1.0, atol=1e-12)


def test_blocked_rows_come_before_the_overflow_warning():
    x, w_q, w_k, w_v = inputs(1)
    mask = np.ones((N, N), dtype=bool)
    mask[5] = False
    trace = run_attention(x * 1e30, w_q * 1e30, w_k * 1e30, w_v, mask=mask)  # float32 overflows
    assert trace.warnings == (
        "query row 5 has every key masked; its weights are zero",
        "some values overflowed to inf/NaN; use smaller numbers or float64")


def test_the_shared_causal_mask_is_never_changed_by_a_run():
    lower = np.tril(np.ones((N, N), dtype=bool))
    first = run_attention(*inputs(1), causal=True)
    combined = run_attention(*inputs(1), mask=custom_mask(), causal=True)
    second = run_attention(*inputs(1), causal=True)
    np.testing.assert_array_equal(combined.allowed, custom_mask() & lower)
    for trace in (first, second):
        np.testing.assert_array_equal(trace.allowed, lower)
        assert np.isneginf(trace.numpy("masked")[~lower]).all()
    with pytest.raises(ValueError, match="read-only"):
        second.allowed[0, 1] = True
