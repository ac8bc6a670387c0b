"""The √d_k lab and the training window, built after the main window, get the same plain
accessible names as the main window's controls (a screen reader heard "spin box" before)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

import gui.classroom.scaling_lab.lab_window as lab_window
from core.scaling.lab import ScalingSweep
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.screen_reader import INTERACTIVE, is_part
from gui.window.training_menu import TrainingLauncher
from tests.gui.window_helpers import open_window


def _unnamed(root: QWidget) -> list[str]:
    unnamed = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or is_part(widget) or not widget.isVisible():
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        if not interface.text(QAccessible.Text.Name).strip():
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return unnamed


def test_lab_and_training_controls_have_accessible_names(qtbot, monkeypatch):
    small = ScalingSweep(d_ks=(1, 4, 16, 64), tokens=8, samples=200, seed=2)
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: small)
    window = open_window(qtbot, monkeypatch)
    lab = window.features.get(ScalingLabLauncher).open()
    training = window.features.get(TrainingLauncher).open()
    qtbot.waitExposed(training)
    assert _unnamed(lab) == [] and _unnamed(training) == []
    names = {w.accessibleName() for w in training.findChildren(QWidget)}
    assert {"steps", "learning rate", "d_k"} <= names       # from the labels beside them
    training.close()
    lab.close()
