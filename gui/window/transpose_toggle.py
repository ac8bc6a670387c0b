"""The "Transpose n×n views" action (View menu, Ctrl+T): scores, scaled, masked and weights
with keys as rows, for learners who met the column convention elsewhere.

The stage panel draws the transpose (gui/views); this action turns it on and off and
remembers the choice in QSettings.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from gui.settings import app_settings
from gui.views.stage_panel import StagePanel

translate = QCoreApplication.translate

SETTINGS_KEY = "view/transposed"
SHORTCUT = "Ctrl+T"


def remembered_transposed() -> bool:
    return str(app_settings().value(SETTINGS_KEY, "false")).lower() in ("true", "1")


class TransposeToggle(QObject):
    """A checkable View-menu action (Ctrl+T) that transposes the stage panel's n×n views."""

    def __init__(self, stage_panel: StagePanel, view_menu: QMenu, shortcut_owner: QWidget) -> None:
        """``shortcut_owner``: the widget whose window the shortcut works in (the main window)."""
        super().__init__(shortcut_owner)
        self.stage_panel = stage_panel
        self.action = QAction(translate("Transpose", "Transpose n×n views (keys as rows)"),
                              shortcut_owner)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.setToolTip(translate(
            "Transpose", "show scores, scaled, masked and weights with keys as rows and queries "
                         "as columns ({shortcut})").format(shortcut=SHORTCUT))
        view_menu.addAction(self.action)
        shortcut_owner.addAction(self.action)
        self.action.toggled.connect(self.set_transposed)

    def restore(self) -> None:
        """Take the remembered choice (the window calls this when it restores its layout)."""
        self.action.setChecked(remembered_transposed())

    def set_transposed(self, on: bool) -> None:
        self.stage_panel.set_transposed(on)
        app_settings().setValue(SETTINGS_KEY, bool(on))
        if self.action.isChecked() != on:
            self.action.setChecked(on)
