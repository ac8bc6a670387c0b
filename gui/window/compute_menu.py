"""View › Compute on ▸ CPU / CUDA (name) / MPS, and the status-bar label that names the device.

``install_compute_menu(window)`` lists only the devices torch reports, runs the window's
session on the remembered one (gui.document.compute_choice) and, when that device fails at run
time, says so in the status bar while the work continues on the CPU.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel

from core.session.compute_devices import CPU, ComputeDevice
from gui.document.compute_choice import ComputeChoice
from gui.settings import app_settings

translate = QCoreApplication.translate


def device_text(device: ComputeDevice, failure: str | None) -> str:
    text = translate("ComputeMenu", "compute: %1").replace("%1", device.label)
    return text + (translate("ComputeMenu", " (fallback)") if failure else "")


class ComputeMenu(QObject):
    def __init__(self, window, choice: ComputeChoice) -> None:
        super().__init__(window)
        self.window, self.choice = window, choice
        window.menu("View").addSeparator()
        self.menu = window.menu("View").addMenu(translate("ComputeMenu", "Compute &on"))
        self.menu.setToolTipsVisible(True)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.device_actions: dict[str, QAction] = {}
        for device in choice.devices:
            action = QAction(device.label, self, checkable=True)
            action.setToolTip(translate("ComputeMenu", "run the engine on %1").replace(
                "%1", device.label))
            action.triggered.connect(lambda _checked=False, key=device.key: self.choose(key))
            group.addAction(action)
            self.menu.addAction(action)
            self.device_actions[device.key] = action
        self.label = QLabel()
        self.label.setContentsMargins(16, 0, 4, 0)   # apart from the dimensions before it
        window.statusBar().addPermanentWidget(self.label)
        choice.changed.connect(self._show_device)
        choice.failed.connect(self._show_failure)
        self._show_device(choice.current)

    def choose(self, key: str) -> None:
        """Run on ``key`` from now: the session is computed there again (on the CPU if it fails)."""
        if not self.choice.choose(key):
            return
        self.window.controller.rerun()
        if self.choice.last_failure is None:
            self.window.show_message(translate("ComputeMenu", "computing on %1").replace(
                "%1", self.choice.current.label))

    def _show_device(self, device: ComputeDevice) -> None:
        self.device_actions[device.key].setChecked(True)
        self.label.setText(device_text(device, self.choice.last_failure))
        self.label.setToolTip(self.choice.last_failure or translate(
            "ComputeMenu", "the engine runs on %1").replace("%1", device.label))

    def _show_failure(self, reason: str) -> None:
        self.label.setText(device_text(self.choice.current, reason))
        self.label.setToolTip(reason)
        self.window.show_message(reason)


def install_compute_menu(window, choice: ComputeChoice | None = None) -> ComputeMenu:
    """Hook the device choice into ``window``: its menu, its label, and the controller's runs."""
    choice = choice or ComputeChoice(app_settings())
    compute = ComputeMenu(window, choice)
    choice.setParent(compute)
    window.controller.set_engine(choice.run)
    if choice.current != CPU:
        window.controller.rerun()   # the constructor's first run was on the CPU
    return compute
