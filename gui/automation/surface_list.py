"""The surfaces the sweep opens: exactly those the window's features declare
(``window.features.surfaces()``, gui/window/feature_registry.py), looked up by name and put
back after a check. The list lives with the features (gui/window/features.py); a surface a
feature declares is swept, and one that no feature declares fails
tests/gui/window/test_declared_surfaces.py.

Read by the surfaces sweep's script step (gui.automation.scripted_surfaces) through the
window it holds (see the package docstring); imports no other gui room.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QWidget


def surface_names(window) -> list[str]:
    """Every declared surface's name, in the features' build order."""
    return [item.name for item in window.features.surfaces()]


def surface(window, name: str):
    """The declared surface called ``name``; KeyError names the ones there are."""
    declared = window.features.surfaces()
    for item in declared:
        if item.name == name:
            return item
    raise KeyError(f"no surface called {name!r}; surfaces are "
                   f"{', '.join(item.name for item in declared)}")


def shown_docks(window) -> set[QDockWidget]:
    """The window's docks in sight now (what a check puts back)."""
    return {dock for dock in window.findChildren(QDockWidget) if dock.isVisible()}


def put_back(window, item, widget: QWidget, docks_before: set[QDockWidget]) -> None:
    """Undo ``item``'s opening: its own ``close`` where it declares one, else its widget
    closed when that is a window of its own (a popup: with every popup open, the menus it was
    opened from, as a click elsewhere closes them); then every dock it showed hidden again."""
    if item.close is not None:
        item.close()
    elif widget.isWindow() and widget is not window:
        widget.close()
    while isinstance(QApplication.activePopupWidget(), QMenu):
        QApplication.activePopupWidget().close()
    for dock in shown_docks(window) - docks_before:
        dock.hide()
