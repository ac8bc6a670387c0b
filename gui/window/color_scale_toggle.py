"""View › Per-stage colour scales: off (the default), scores, scaled and masked share one scale.

The choice is the view state's ``shared_scales`` (core/session/view_state.py), which the stage
panel draws; a choice made here is remembered in the app's settings (gui.settings.app_settings,
key SETTING_KEY), and the action shows the view state's value whoever changed it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSignalBlocker
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from core.session.view_state import ViewState
from gui.settings import app_settings

translate = QCoreApplication.translate

SETTING_KEY = "view/per_stage_color_scales"
ACTION_TEXT = QT_TRANSLATE_NOOP("ColorScales", "Per-stage colour scales")


def remembered_per_stage() -> bool:
    value = app_settings().value(SETTING_KEY, False)
    return value in (True, "true", "1", 1)


def install_color_scale_toggle(view_state: ViewState, view_menu: QMenu,
                               parent: QObject) -> ColorScaleToggle:
    """Add the checkable action to the View menu and apply the remembered choice to
    ``view_state``."""
    action = QAction(translate("ColorScales", ACTION_TEXT), parent)
    action.setCheckable(True)
    action.setToolTip(translate("ColorScales", "Off: scores, scaled and masked share one colour "
                                "scale, so ÷√d_k shows as a colour change. On: each stage "
                                "spans its own range."))
    action.setChecked(remembered_per_stage())
    view_state.update(shared_scales=not action.isChecked())

    def toggled(per_stage: bool) -> None:
        view_state.update(shared_scales=not per_stage)
        app_settings().setValue(SETTING_KEY, bool(per_stage))

    def view_changed(changed: frozenset[str]) -> None:
        if "shared_scales" in changed:      # whoever changed it: the action shows it
            with QSignalBlocker(action):
                action.setChecked(not view_state.shared_scales)

    action.toggled.connect(toggled)
    view_menu.addAction(action)
    return ColorScaleToggle(action, view_state.subscribe(view_changed))


class ColorScaleToggle:
    """View › Per-stage colour scales: its checkable ``action``; ``stop`` ends its following
    the view state (the feature's teardown)."""

    def __init__(self, action: QAction, stop: Callable[[], None]) -> None:
        self.action, self.stop = action, stop
