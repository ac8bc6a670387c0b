"""View › Compute on: the devices torch reports, remembered, and the CPU when a device fails.

This machine has only a CPU, so a fake "cuda" stands in: the device list is patched where the
choice reads it, and Session.run records the device it was asked for (computing on the CPU),
or raises the error a GPU raises when it runs out of memory.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

import gui.document.compute_choice as compute_choice
from core.attention.stages import STAGES
from core.session.compute_devices import CPU, ComputeDevice
from core.session.value import Session
from gui.document.compute_choice import SETTINGS_KEY
from gui.settings import app_settings
from gui.window.compute_menu import ComputeMenu
from tests.gui.window_helpers import assert_views_match_core, open_window

FAKE_CUDA = ComputeDevice("cuda", "CUDA (Fake H200)")
OOM = "CUDA out of memory. Tried to allocate 1.00 GiB"


class FakeCuda:
    """Session.run that computes on the CPU, recording each device asked for; ``fail`` makes
    runs on "cuda" raise, ``fail_from`` only for sessions with at least that many tokens."""

    def __init__(self) -> None:
        self.devices: list[str | None] = []
        self.fail_from: int | None = None
        self._run = Session.run

    def __call__(self, session, *, device=None, **options):
        self.devices.append(device)
        if device == "cuda" and self.fail_from is not None and session.n_tokens >= self.fail_from:
            raise torch.OutOfMemoryError(OOM)
        return self._run(session, **options)


@pytest.fixture
def fake_cuda(monkeypatch):
    fake = FakeCuda()
    monkeypatch.setattr(Session, "run", lambda session, **options: fake(session, **options))
    monkeypatch.setattr(compute_choice, "available_compute_devices", lambda: (CPU, FAKE_CUDA))
    return fake


def labels(window) -> list[str]:
    return [action.text().replace("&", "")   # (every menu item has a mnemonic)
            for action in window.features.get(ComputeMenu).menu.actions()]


def checked(window) -> str:
    return next(key for key, action in window.features.get(ComputeMenu).device_actions.items()
                if action.isChecked())


def test_this_machine_offers_what_torch_reports(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)
    expected = ["CPU"] + ([f"CUDA ({torch.cuda.get_device_name(0)})"]
                          if torch.cuda.is_available() else []) + (
        ["MPS (Apple GPU)"] if torch.backends.mps.is_available() else [])
    assert labels(window) == expected
    assert "Compute on" in [action.text().replace("&", "")
                            for action in window.menu("View").actions()]
    assert (checked(window) == "cpu" and window.features.get(ComputeMenu).label.text()
            == "compute: CPU")


def test_choosing_a_device_runs_the_session_there_and_is_remembered(qtbot, monkeypatch,
                                                                    fake_cuda):
    window = open_window(qtbot, monkeypatch)
    assert labels(window) == ["CPU", "CUDA (Fake H200)"]
    fake_cuda.devices.clear()
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    assert fake_cuda.devices == ["cuda"] and checked(window) == "cuda"
    assert window.features.get(ComputeMenu).label.text() == "compute: CUDA (Fake H200)"
    assert window.statusBar().currentMessage() == "computing on CUDA (Fake H200)"
    assert app_settings().value(SETTINGS_KEY) == "cuda"

    window.controller.edit("causal", lambda session: session.with_settings(causal=True))
    assert fake_cuda.devices[-1] == "cuda"                 # edits run there too
    assert_views_match_core(window)

    fake_cuda.devices.clear()
    again = open_window(qtbot, monkeypatch)                 # the next start: the same device
    assert "cuda" in fake_cuda.devices and checked(again) == "cuda"
    assert again.features.get(ComputeMenu).label.text() == "compute: CUDA (Fake H200)"


def test_a_device_that_fails_falls_back_to_the_cpu_losing_nothing(qtbot, monkeypatch,
                                                                  fake_cuda):
    window = open_window(qtbot, monkeypatch)
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    fake_cuda.fail_from = 6                                 # the next, longer text is too big
    steps = window.controller.undo_stack.count()
    before = window.controller.session
    fake_cuda.devices.clear()

    assert window.controller.edit("add a token",
                                  lambda session: session.with_tokens([*session.tokens, "now"]))
    assert fake_cuda.devices == ["cuda", "cpu"]           # failed there, ran on the CPU
    session = window.controller.session
    assert list(session.tokens) == [*before.tokens, "now"]  # the edit happened
    assert window.controller.undo_stack.count() == steps + 1
    expected = Session.run(session)
    for stage in STAGES:
        np.testing.assert_array_equal(window.controller.trace.numpy(stage),
                                      expected.numpy(stage))
    assert_views_match_core(window)
    assert checked(window) == "cpu"
    assert window.features.get(ComputeMenu).label.text() == "compute: CPU (fallback)"
    assert OOM in window.features.get(ComputeMenu).label.toolTip()
    assert "CUDA (Fake H200) failed" in window.features.get(ComputeMenu).label.toolTip()

    fake_cuda.devices.clear()
    window.controller.undo_stack.undo()                     # undo computes again ...
    assert window.controller.session == before
    window.controller.edit("causal", lambda session: session.with_settings(causal=True))
    assert fake_cuda.devices == ["cpu", "cpu"]            # ... on the CPU, as from now on
    assert app_settings().value(SETTINGS_KEY) == "cuda"     # the next start tries again


def test_a_device_failing_when_chosen_says_why_in_the_status_bar(qtbot, monkeypatch, fake_cuda):
    window = open_window(qtbot, monkeypatch)
    fake_cuda.fail_from = 1
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    assert window.statusBar().currentMessage() == (
        f"CUDA (Fake H200) failed ({OOM}); computed on the CPU instead")
    assert (checked(window) == "cpu" and window.features.get(ComputeMenu).label.text()
            == "compute: CPU (fallback)")
    assert_views_match_core(window)

    fake_cuda.fail_from = None                              # choosing it again tries it again
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    assert (checked(window) == "cuda" and window.features.get(ComputeMenu).label.text()
            == "compute: CUDA (Fake H200)")


def test_a_remembered_device_that_is_gone_means_the_cpu(qtbot, monkeypatch):
    app_settings().setValue(SETTINGS_KEY, "mps" if not torch.backends.mps.is_available() else "x")
    window = open_window(qtbot, monkeypatch)
    assert (checked(window) == "cpu" and window.features.get(ComputeMenu).label.text()
            == "compute: CPU")


@pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device on this machine")
def test_a_real_cuda_device_shows_the_same_numbers(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    assert window.controller.trace["z"].device.type == "cuda"
    window.controller.edit("causal", lambda session: session.with_settings(causal=True))
    assert window.controller.trace["weights"].device.type == "cuda"
    expected = window.controller.session.run()                   # the CPU, float32
    for stage in STAGES:
        np.testing.assert_allclose(window.controller.trace.numpy(stage), expected.numpy(stage),
                                   rtol=1e-5, atol=1e-5)


def test_an_undo_recomputes_on_the_chosen_device(qtbot, monkeypatch, fake_cuda):
    """An undo step keeps sessions only: undo computes again where the user chose, not on the
    CPU by Session.run's default."""
    window = open_window(qtbot, monkeypatch)
    controller = window.controller
    window.features.get(ComputeMenu).device_actions["cuda"].trigger()
    first = controller.session
    for step in range(3):
        assert controller.edit("W_Q", lambda s, v=0.1 * (step + 1):
                               s.with_cell("W_Q", 0, 1, 2, v))
    fake_cuda.devices.clear()
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert controller.session == first
    assert fake_cuda.devices and set(fake_cuda.devices) == {"cuda"}
    expected = Session.run(first)                            # an independent CPU run
    for stage in STAGES:
        np.testing.assert_array_equal(controller.trace.numpy(stage), expected.numpy(stage))
    assert_views_match_core(window)
