"""A wait cursor over the application while a pretrained model runs, as a ``with`` block."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication


class BusyCursor:
    """A wait cursor while the model runs (a fraction of a second to a few seconds)."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc_info) -> None:
        QGuiApplication.restoreOverrideCursor()
