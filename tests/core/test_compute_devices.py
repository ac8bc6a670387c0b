"""The device list follows what torch reports; a failing GPU run falls back to the CPU."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from core.attention.stages import STAGES
from core.limits import LimitError
from core.session.compute_devices import (
    CPU,
    ComputeDevice,
    available_compute_devices,
    device_for_key,
    failure_reason,
    run_with_fallback,
)
from core.session.value import Session

FAKE_CUDA = ComputeDevice("cuda", "CUDA (Fake GPU)")


def test_only_the_devices_torch_reports_are_listed(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    assert available_compute_devices() == (CPU,)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda index=0: "NVIDIA H200")
    assert available_compute_devices() == (CPU, ComputeDevice("cuda", "CUDA (NVIDIA H200)"))
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    assert [device.key for device in available_compute_devices()] == ["cpu", "cuda", "mps"]


def test_this_machine_lists_the_cpu_first():
    devices = available_compute_devices()
    assert devices[0] == CPU
    assert ("cuda" in [device.key for device in devices]) == torch.cuda.is_available()


def test_an_unknown_or_missing_key_means_the_cpu():
    devices = (CPU, FAKE_CUDA)
    assert device_for_key("cuda", devices) == FAKE_CUDA
    assert device_for_key("mps", devices) == CPU
    assert device_for_key(None, devices) == CPU
    assert device_for_key(3, devices) == CPU


def failing_on(device_key: str, error: Exception, calls: list[str]):
    def engine(session: Session, device: str):
        calls.append(device)
        if device == device_key:
            raise error
        return session.run(device="cpu")
    return engine


def test_a_device_that_fails_at_run_time_gives_the_cpu_trace_and_the_reason():
    session = Session.from_text("the cat sat", causal=True)
    calls: list[str] = []
    oom = torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB\nmore detail")
    trace, reason = run_with_fallback(session, FAKE_CUDA, failing_on("cuda", oom, calls))
    assert calls == ["cuda", "cpu"]
    assert reason == ("CUDA (Fake GPU) failed (CUDA out of memory. Tried to allocate 2.00 GiB); "
                      "computed on the CPU instead")
    expected = session.run()
    for stage in STAGES:
        np.testing.assert_array_equal(trace.numpy(stage), expected.numpy(stage))


def test_a_working_device_is_used_and_says_nothing():
    calls: list[str] = []
    trace, reason = run_with_fallback(Session.from_text("a b"), FAKE_CUDA,
                                      failing_on("mps", RuntimeError("no"), calls))
    assert calls == ["cuda"] and reason is None and trace.n_tokens == 2


@pytest.mark.parametrize("error", [ValueError("bad mask"), LimitError("too many tokens")])
def test_bad_input_is_not_a_device_failure(error):
    calls: list[str] = []
    with pytest.raises(type(error)):
        run_with_fallback(Session.from_text("a b"), FAKE_CUDA, failing_on("cuda", error, calls))
    assert calls == ["cuda"]


def test_the_cpu_has_nothing_to_fall_back_to():
    with pytest.raises(RuntimeError, match="broken"):
        run_with_fallback(Session.from_text("a b"), CPU,
                          failing_on("cpu", RuntimeError("broken"), []))


def test_failure_reasons_are_one_short_line():
    assert failure_reason(RuntimeError("CUDA error: an illegal memory access\nCompile with")) == \
        "CUDA error: an illegal memory access"
    assert failure_reason(RuntimeError("")) == "RuntimeError"
    long = failure_reason(RuntimeError("x" * 500))
    assert len(long) == 120 and long.endswith("…")
