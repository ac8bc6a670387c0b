"""View › Compute on ▸ CPU / CUDA (name) / MPS, and the status-bar label that names the device.

``install_compute_menu(controller, view_menu, status_bar, show_message, parent)`` lists only
the devices torch reports, runs the controller's sessions on the remembered one
(gui.document.compute_choice) and, when that device fails at run time, says so in the status
bar while the work continues on the CPU.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMenu, QStatusBar

from core.session.compute_devices import CPU, ComputeDevice
from gui.document.compute_choice import ComputeChoice
from gui.document.controller import SessionController
from gui.settings import app_settings

translate = QCoreApplication.translate


def device_text(device: ComputeDevice, failure: str | None) -> str:
    text = translate("ComputeMenu", "compute: {label}").format(label=device.label)
    return text + (translate("ComputeMenu", " (fallback)") if failure else "")


class ComputeMenu(QObject):
    def __init__(self, controller: SessionController, view_menu: QMenu, status_bar: QStatusBar,
                 show_message: Callable[[str], None], choice: ComputeChoice,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.choice, self._controller, self._say = choice, controller, show_message
        view_menu.addSeparator()
        self.menu = view_menu.addMenu(translate("ComputeMenu", "Compute &on"))
        self.menu.setToolTipsVisible(True)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.device_actions: dict[str, QAction] = {}
        for device in choice.devices:
            action = QAction(device.label, self, checkable=True)
            action.setToolTip(translate("ComputeMenu", "run the engine on {label}").format(
                label=device.label))
            action.triggered.connect(lambda _checked=False, key=device.key: self.choose(key))
            group.addAction(action)
            self.menu.addAction(action)
            self.device_actions[device.key] = action
        self.label = QLabel()
        self.label.setContentsMargins(16, 0, 4, 0)   # apart from the dimensions before it
        status_bar.addPermanentWidget(self.label)
        choice.changed.connect(self._show_device)
        choice.failed.connect(self._show_failure)
        self._show_device(choice.current)

    def choose(self, key: str) -> None:
        """Run on ``key`` from now: the session is computed there again (on the CPU if it fails)."""
        if not self.choice.choose(key):
            return
        self._controller.rerun()
        if self.choice.last_failure is None:
            self._say(translate("ComputeMenu", "computing on {label}").format(
                label=self.choice.current.label))

    def _show_device(self, device: ComputeDevice) -> None:
        self.device_actions[device.key].setChecked(True)
        self.label.setText(device_text(device, self.choice.last_failure))
        self.label.setToolTip(self.choice.last_failure or translate(
            "ComputeMenu", "the engine runs on {label}").format(label=device.label))

    def _show_failure(self, reason: str) -> None:
        self.label.setText(device_text(self.choice.current, reason))
        self.label.setToolTip(reason)
        self._say(reason)


def install_compute_menu(controller: SessionController, view_menu: QMenu,
                         status_bar: QStatusBar, show_message: Callable[[str], None],
                         parent: QObject, choice: ComputeChoice | None = None) -> ComputeMenu:
    """Hook the device choice in: its menu, its status-bar label, and the controller's runs."""
    choice = choice or ComputeChoice(app_settings())
    compute = ComputeMenu(controller, view_menu, status_bar, show_message, choice, parent)
    choice.setParent(compute)
    controller.set_engine(choice.run)
    if choice.current != CPU:
        controller.rerun()   # the constructor's first run was on the CPU
    return compute
