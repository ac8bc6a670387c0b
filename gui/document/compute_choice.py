"""Which device the session's engine runs on: the user's choice, remembered, with a CPU fallback.

The controller runs every session through ``ComputeChoice.run``. The choice is one of the devices
torch reports (core.session.compute_devices); it is
kept in the app's settings, so the next start uses
it too. When the chosen device fails at run time, that run (and the ones after it) happens on
the CPU and ``failed`` says why; the remembered choice stays, so the next start tries again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal

from core.attention.trace import Trace
from core.session.compute_devices import (
    CPU,
    ComputeDevice,
    Engine,
    available_compute_devices,
    device_for_key,
    run_session,
    run_with_fallback,
)
from core.session.value import Session
from gui.document.engine_thread import on_engine_thread

SETTINGS_KEY = "compute/device"


class ComputeChoice(QObject):
    changed = Signal(object)   # ComputeDevice: the device runs happen on from now
    failed = Signal(str)       # why the chosen device failed (the run went to the CPU)

    def __init__(self, settings: QSettings, devices: tuple[ComputeDevice, ...] | None = None,
                 engine: Engine = run_session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.devices = available_compute_devices() if devices is None else devices
        self._engine = on_engine_thread(engine)   # its own malloc arena: engine_thread.py
        self.current = device_for_key(settings.value(SETTINGS_KEY, CPU.key), self.devices)
        self.last_failure: str | None = None

    def choose(self, key: str) -> bool:
        """Run on the device ``key`` from now and remember it; False for a device not listed."""
        device = device_for_key(key, self.devices)
        if device.key != key:
            return False
        self._settings.setValue(SETTINGS_KEY, key)
        self.last_failure = None
        if device != self.current:
            self.current = device
            self.changed.emit(device)
        return True

    def run(self, session: Session) -> Trace:
        """The session's trace from the current device, or from the CPU when that device fails."""
        trace, failure = run_with_fallback(session, self.current, self._engine)
        if failure is not None:
            self.current, self.last_failure = CPU, failure
            self.changed.emit(CPU)
            self.failed.emit(failure)
        return trace
