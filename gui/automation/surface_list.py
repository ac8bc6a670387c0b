"""Every surface the sweep opens, in one place: a name, a kind and an opener.

``opener(window) -> QWidget`` opens the surface the way its menu or button does and returns
the widget to check (a dialog, a lab window, a dock, a dock's tab); ``closer(window, widget)``
puts the window back. The list is read by the surfaces sweep (gui.automation.scripted_surfaces
and tests/gui/window/test_surface_sweep.py). It stands until the feature registry declares the
surfaces itself (each feature with the surfaces it can show); then ``SURFACES`` becomes that
registry's ``surfaces()``, with the same three fields.

The openers read the window as every script step does (gui.automation holds the window, see its
package docstring) and import no other gui room.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication, QDockWidget, QWidget


@dataclass(frozen=True)
class Surface:
    name: str
    kind: str                                   # "dialog", "window", "dock" or "tab"
    opener: Callable[[object], QWidget]
    closer: Callable[[object, QWidget], None] = lambda _window, widget: widget.close()


def _shown_dock(dock: QDockWidget) -> QDockWidget:
    if not dock.isVisible():
        dock.toggleViewAction().trigger()
    dock.raise_()
    return dock


def _hide_dock(_window, dock: QWidget) -> None:
    if isinstance(dock, QDockWidget) and dock.isVisible():
        dock.toggleViewAction().trigger()


def _keep(_window, _widget: QWidget) -> None:
    """A dock the window starts with: left as the sweep found it."""


def _export_dialog(window) -> QWidget:
    return window.exports.open_dialog()


def _worksheet_dialog(window) -> QWidget:
    window.worksheets.action.trigger()
    return window.worksheets.dialog


def _shortcut_list(window) -> QWidget:
    window.actions.shortcuts.trigger()
    return next(w for w in QApplication.topLevelWidgets()
                if w.objectName() == "shortcutList" and w.isVisible())


def _mask_lab(window) -> QWidget:
    window.masks.show_lab()
    return window.masks.lab


def _scaling_lab(window) -> QWidget:
    return window.scaling_lab.open()


def _training(window) -> QWidget:
    training = window.training.open()
    training.driver.pause()
    return training


def _vectors_tab(name: str) -> Callable[[object], QWidget]:
    def open_tab(window) -> QWidget:
        window.vectors.show()
        panel = window.vectors.panel
        panel.setCurrentWidget(panel.drawings[name])
        return window.vectors.dock
    return open_tab


def _mask_dock(window) -> QWidget:
    window.masks.show_mask()
    return window.masks.panel


def _hide_mask(window, _widget: QWidget) -> None:
    window.masks.panel.hide()


def _tour_dock(window) -> QWidget:
    window.tours.open_tour("the-lesson", step=0, ask=False)
    return window.tours.dock


def _leave_tour(window, _widget: QWidget) -> None:
    window.tours.leave()


SURFACES: tuple[Surface, ...] = (
    Surface("export-dialog", "dialog", _export_dialog),
    Surface("worksheet-dialog", "dialog", _worksheet_dialog),
    Surface("shortcut-list", "dialog", _shortcut_list),
    Surface("mask-lab", "dialog", _mask_lab),
    Surface("scaling-lab", "window", _scaling_lab),
    Surface("training", "window", _training),
    Surface("tokens-dock", "dock", lambda w: _shown_dock(w.docks["tokens"]), _keep),
    Surface("matrices-dock", "dock", lambda w: _shown_dock(w.docks["matrices"]), _keep),
    Surface("explanation-dock", "dock", lambda w: _shown_dock(w.docks["explanation"]),
            _hide_dock),
    Surface("heads-dock", "dock", lambda w: _shown_dock(w.heads.dock), _hide_dock),
    Surface("code-dock", "dock", lambda w: _shown_dock(w.code.dock), _hide_dock),
    Surface("mask-panel", "dock", _mask_dock, _hide_mask),
    Surface("tour-dock", "dock", _tour_dock, _leave_tour),
    *(Surface(f"vectors-{name}", "tab", _vectors_tab(name), _hide_dock)
      for name in ("qk", "moves", "two", "turns")),
)


# The class (or dock's object name) each surface shows: a dialog class or dock of gui/ that is
# neither here nor in NOT_SWEPT fails tests/gui/window/test_surface_sweep.py.
SHOWS = {"export-dialog": "ExportDialog", "worksheet-dialog": "WorksheetDialog",
         "shortcut-list": "ShortcutList", "mask-lab": "MaskLabDialog",
         "scaling-lab": "ScalingLab", "training": "TrainingWindow",
         "tokens-dock": "dock_tokens", "matrices-dock": "dock_matrices",
         "explanation-dock": "dock_explanation", "heads-dock": "dock_heads",
         "code-dock": "dock_code", "tour-dock": "dock_tour", "vectors-qk": "dock_vectors"}
# Surfaces the sweep does not open yet, and why (each is a modal question or another's work).
NOT_SWEPT = {"PretrainedHeadDialog": "modal (exec), the decoder's dialog",
             "GenerateDialog": "the decoder's dialog, opened from the pretrained one",
             "MaskPresetDialog": "modal (exec): a preset's size, asked once"}


def surface(name: str) -> Surface:
    """The surface called ``name``; KeyError names the ones there are."""
    for item in SURFACES:
        if item.name == name:
            return item
    raise KeyError(f"no surface called {name!r}; surfaces are "
                   f"{', '.join(s.name for s in SURFACES)}")
