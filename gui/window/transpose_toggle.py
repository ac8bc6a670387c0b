"""The "Transpose n×n views" action (View menu, Ctrl+T): scores, scaled, masked and weights
with keys as rows, for learners who met the column convention elsewhere.

The transpose is a field of the window's view state (core/session/view_state.py), which the
stage panel draws; this action turns it on and off, remembers a choice made with it in
QSettings, and shows the view state's value whoever changed it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from core.session.view_state import ViewState
from gui.settings import app_settings

translate = QCoreApplication.translate

SETTINGS_KEY = "view/transposed"
SHORTCUT = "Ctrl+T"


def remembered_transposed() -> bool:
    return str(app_settings().value(SETTINGS_KEY, "false")).lower() in ("true", "1")


class TransposeToggle(QObject):
    """A checkable View-menu action (Ctrl+T) that transposes the n×n views."""

    def __init__(self, view_state: ViewState, view_menu: QMenu, shortcut_owner: QWidget) -> None:
        """``shortcut_owner``: the widget whose window the shortcut works in (the main window)."""
        super().__init__(shortcut_owner)
        self.view_state = view_state
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
        self.action.setChecked(view_state.transposed)
        self.action.toggled.connect(self.set_transposed)
        self.stop = view_state.subscribe(self._view_changed)   # teardown calls it

    def restore(self) -> None:
        """Take the remembered choice (the window calls this when it restores its layout)."""
        self.action.setChecked(remembered_transposed())

    def set_transposed(self, on: bool) -> None:
        """The user's choice: the view state takes it and the settings remember it."""
        self.view_state.update(transposed=on)
        app_settings().setValue(SETTINGS_KEY, bool(on))

    def _view_changed(self, changed: frozenset[str]) -> None:
        if "transposed" in changed:     # whoever changed it: the action shows it, remembers
            with QSignalBlocker(self.action):           # nothing (only a choice made here)
                self.action.setChecked(self.view_state.transposed)
