"""Where the engine runs: the devices torch reports here, and a run that falls back to the CPU.

A GPU can fail at run time where the CPU would not (out of memory, a driver error); such a
failure is a RuntimeError from torch. ``run_with_fallback`` then runs the same session on the
CPU and says why, so a session never stops on its device. Bad input (ValueError, LimitError)
is not a device failure: it fails the same everywhere and is raised as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch

from core.attention.trace import Trace
from core.i18n import translate
from core.session.value import Session


@dataclass(frozen=True)
class ComputeDevice:
    key: str     # the torch device type: "cpu", "cuda" or "mps"
    label: str   # what menus and the status bar show: "CPU", "CUDA (NVIDIA H200)", ...


CPU = ComputeDevice("cpu", "CPU")


def available_compute_devices() -> tuple[ComputeDevice, ...]:
    """The CPU, then CUDA (with its name) and MPS when torch reports them, in that order."""
    devices = [CPU]
    if torch.cuda.is_available():
        devices.append(ComputeDevice("cuda", f"CUDA ({torch.cuda.get_device_name(0)})"))
    if torch.backends.mps.is_available():
        devices.append(ComputeDevice("mps", "MPS (Apple GPU)"))
    return tuple(devices)


def device_for_key(key: object, devices: tuple[ComputeDevice, ...]) -> ComputeDevice:
    """The device among ``devices`` whose key is ``key``; the CPU for anything else."""
    return next((device for device in devices if device.key == key), CPU)


def failure_reason(error: BaseException) -> str:
    """The first line of a torch error, short enough for a status bar."""
    lines = str(error).strip().splitlines()
    first = lines[0] if lines else type(error).__name__
    return first if len(first) <= 120 else first[:119] + "…"


Engine = Callable[[Session, str], Trace]   # (session, torch device type) -> trace


def run_session(session: Session, device: str) -> Trace:
    """The plain engine run of a session on a torch device type."""
    return session.run(device=device)


def run_with_fallback(session: Session, device: ComputeDevice, engine: Engine = run_session,
                      ) -> tuple[Trace, str | None]:
    """(trace, None) from ``device``; (a CPU trace, the reason) when a non-CPU device fails."""
    if device.key == CPU.key:
        return engine(session, CPU.key), None
    try:
        return engine(session, device.key), None
    except RuntimeError as error:
        reason = translate("Compute", "{device} failed ({reason}); computed on the CPU instead"
                           ).format(device=device.label, reason=failure_reason(error))
    if device.key == "cuda" and torch.cuda.is_available():
        torch.cuda.empty_cache()   # after an out-of-memory, give the memory back at once
    return engine(session, CPU.key), reason
