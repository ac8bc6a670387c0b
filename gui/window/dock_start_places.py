"""Where a dock a feature adds starts in the window, before the dock layout (gui.window.
dock_layout) fits it: right of the stage, or a tab over Matrices. The composition root
(gui/window/features.py) hands these to the features as their ``place`` callables."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow


def right_of_stage(host: QMainWindow, width_px: int, share: float, dock: QDockWidget) -> None:
    """``dock`` right of the stage, at most ``width_px`` wide and ``share`` of the window's
    width (the stage view comes first)."""
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    width = min(width_px, int(host.width() * share))
    host.resizeDocks([dock], [width], Qt.Orientation.Horizontal)


def beside_matrices(host: QMainWindow, docks: dict[str, QDockWidget], dock: QDockWidget,
                    name: str | None = None) -> None:
    """``dock`` as a tab over Matrices; with a ``name``, the layout knows it by that name (it
    leaves the Vectors dock in sight when a tab comes)."""
    matrices = docks["matrices"]
    host.addDockWidget(host.dockWidgetArea(matrices), dock)
    host.tabifyDockWidget(matrices, dock)
    if name is not None:
        docks[name] = dock
