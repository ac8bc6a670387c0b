"""The "Transpose n×n views" toggle: scores, scaled, masked and weights with keys as rows.

For learners who met the column convention elsewhere. Only the drawing turns: clicks, the
linked selection and explanations keep matrix coordinates (row = query, column = key).
The choice is remembered in QSettings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from gui.settings import app_settings

translate = QCoreApplication.translate

if TYPE_CHECKING:  # the stage panel imports this module's titles
    from gui.views.stage_panel import StagePanel

SETTINGS_KEY = "view/transposed"
SHORTCUT = "Ctrl+T"
# leads the title: long titles are elided
TITLE_NOTE = QT_TRANSLATE_NOOP("Transpose", "transposed, keys as rows · ")


def transposed_titles(row_title: str, col_title: str, title: str) -> tuple[str, str, str]:
    """(row title, column title, title) to give a heatmap that draws the transpose: the
    heatmap swaps the axis titles, so "(row)" / "(column)" are swapped to match the picture."""
    row, column = (translate("StageLabels", word) for word in ("(row)", "(column)"))
    swap = {"(row)": "(column)", "(column)": "(row)", row: column, column: row}
    def retitled(text: str) -> str:
        for old, new in swap.items():
            if text.endswith(old):
                return text[: -len(old)] + new
        return text
    return retitled(row_title), retitled(col_title), \
        f"{translate('Transpose', TITLE_NOTE)}{title}"


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
                         "as columns (%1)").replace("%1", SHORTCUT))
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
