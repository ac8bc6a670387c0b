"""Every dock, dialog and companion window the app can show is a declared surface
(``window.features.surfaces()``, gui/window/feature_registry.py), and each opens for a check:
another check (the surface sweep) opens them all at several sizes and languages, so one that is
not declared would ship unchecked."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMainWindow, QWidget

import gui
from gui.window.feature_registry import SURFACE_KINDS

# Widgets named like windows of their own that are not companion windows: the main window
# itself (the layout sweep's) and the mask lab's body (shown in MaskLabDialog).
NOT_COMPANIONS = {"gui.window.main_window.MainWindow", "gui.classroom.mask_lab.MaskLab"}
# Surfaces too slow to open in the suite (SmolLM2's load, the labs' first runs: 6-30 s each),
# with the class each shows; the surface sweep opens them.
NOT_OPENED_HERE = {"generate": "gui.classroom.generate_dialog.GenerateDialog",
                   "scaling-lab": "gui.classroom.scaling_lab.lab_window.ScalingLab",
                   "training": "gui.classroom.training_window.TrainingWindow",
                   "training-compare": "gui.classroom.training_window.TrainingWindow",
                   "training-discard": "gui.focus_frame.MessageBox"}   # over the training window


def _gui_classes(base: type) -> set[str]:
    """Every subclass of ``base`` defined in the gui package (all its modules imported)."""
    for module in pkgutil.walk_packages(gui.__path__, "gui."):
        importlib.import_module(module.name)
    found, todo = set(), [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("gui."):
                found.add(f"{sub.__module__}.{sub.__qualname__}")
    return found


@pytest.fixture(scope="module")
def opened(module_window):
    """Each surface opened once: its name, kind and the widget it showed."""
    window = module_window.fresh_start()
    shown = []
    for surface in window.features.surfaces():
        if surface.name not in NOT_OPENED_HERE:
            widget = surface.open()
            QApplication.processEvents()
            shown.append((surface.name, surface.kind, widget, widget.isVisible()))
    yield window, shown
    for _, _, widget, _ in shown:
        if widget.isWindow() and widget is not window:
            widget.close()


def test_each_surface_opens_what_it_names(opened):
    window, shown = opened
    names = [name for name, _, _, _ in shown]
    assert len(names) == len(set(names)), "two surfaces share a name"
    for name, kind, widget, visible in shown:
        assert kind in SURFACE_KINDS
        assert isinstance(widget, QWidget) and visible, name
        if kind == "dock":
            assert isinstance(widget, QDockWidget), name
        if kind in ("dialog", "window"):
            assert widget.isWindow() and widget is not window, name


def test_every_dock_of_the_window_is_declared(opened):
    window, shown = opened
    declared = {id(widget) for _, _, widget, _ in shown}
    docks = window.findChildren(QDockWidget)
    missing = [dock.objectName() for dock in docks if id(dock) not in declared]
    assert docks and missing == []


def test_every_dialog_and_companion_window_is_declared(opened):
    window, shown = opened
    declared = {surface.name: surface.kind for surface in window.features.surfaces()}
    assert {name: declared.get(name) for name in NOT_OPENED_HERE} == {
        "generate": "dialog", "scaling-lab": "window", "training": "window",
        "training-compare": "window", "training-discard": "dialog"}
    opened_types = {f"{type(w).__module__}.{type(w).__qualname__}" for _, _, w, _ in shown}
    opened_types |= set(NOT_OPENED_HERE.values())
    assert sorted(_gui_classes(QDialog) - opened_types) == []
    companions = {name for name in _gui_classes(QWidget) | _gui_classes(QMainWindow)
                  if name.endswith(("Window", "Lab"))} - NOT_COMPANIONS
    assert {"gui.classroom.scaling_lab.lab_window.ScalingLab",
            "gui.classroom.training_window.TrainingWindow"} <= companions
    assert sorted(companions - opened_types) == []
