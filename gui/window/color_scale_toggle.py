"""View › Per-stage colour scales: off (the default), scores, scaled and masked share one scale.

The choice is remembered in the app's settings (gui.settings.app_settings, key SETTING_KEY).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gui.settings import app_settings
from gui.views.stage_panel import StagePanel

translate = QCoreApplication.translate

SETTING_KEY = "view/per_stage_color_scales"
ACTION_TEXT = QT_TRANSLATE_NOOP("ColorScales", "Per-stage colour scales")


def remembered_per_stage() -> bool:
    value = app_settings().value(SETTING_KEY, False)
    return value in (True, "true", "1", 1)


def install_color_scale_toggle(stage_panel: StagePanel, view_menu: QMenu,
                               parent: QObject) -> ColorScaleToggle:
    """Add the checkable action to the View menu and apply the remembered choice."""
    action = QAction(translate("ColorScales", ACTION_TEXT), parent)
    action.setCheckable(True)
    action.setToolTip(translate("ColorScales", "Off: scores, scaled and masked share one colour "
                                "scale, so ÷√d_k shows as a colour change. On: each stage "
                                "spans its own range."))
    action.setChecked(remembered_per_stage())
    stage_panel.set_shared_scales(not action.isChecked())

    def toggled(per_stage: bool) -> None:
        stage_panel.set_shared_scales(not per_stage)
        app_settings().setValue(SETTING_KEY, bool(per_stage))

    action.toggled.connect(toggled)
    view_menu.addAction(action)
    return ColorScaleToggle(action)


class ColorScaleToggle:
    """View › Per-stage colour scales: its checkable ``action``."""

    def __init__(self, action: QAction) -> None:
        self.action = action
