"""View › High contrast: black on white, every text at least 7:1, following the platform's wish.

Without a remembered choice the window follows the platform's contrast preference (Qt 6.10's
``QStyleHints.accessibility().contrastPreference()`` and its change signal; older Qt: off). The
menu choice is remembered (QSettings "view/high_contrast") and then wins. On: the application
palette becomes ``high_contrast_palette()`` and the formula bar's grey counter and brown frame
caption turn black; off restores the palette the application had. The heatmaps' colours are
already measured (tests/gui/window/test_contrast.py) and stay.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QPalette

from gui.palette import contrast_ratio
from gui.settings import app_settings

SETTING = "view/high_contrast"
HC_TEXT = "#000000"
HC_BACKGROUND = "#ffffff"
HC_HIGHLIGHT = "#00007f"      # selection: white on navy, 15:1
HC_LINK = "#00007f"
HC_DISABLED = "#595959"       # 7.0:1 on white
HC_BUTTON = "#ffffff"
HC_TOOLTIP = "#ffffe0"

_ROLES = QPalette.ColorRole
_normal_palette: QPalette | None = None


def high_contrast_palette() -> QPalette:
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        text = HC_DISABLED if group == QPalette.ColorGroup.Disabled else HC_TEXT
        for role, color in ((_ROLES.Window, HC_BACKGROUND), (_ROLES.Base, HC_BACKGROUND),
                            (_ROLES.AlternateBase, "#f0f0f0"), (_ROLES.Button, HC_BUTTON),
                            (_ROLES.WindowText, text), (_ROLES.Text, text),
                            (_ROLES.ButtonText, text), (_ROLES.BrightText, HC_BACKGROUND),
                            (_ROLES.PlaceholderText, HC_DISABLED),
                            (_ROLES.ToolTipBase, HC_TOOLTIP), (_ROLES.ToolTipText, HC_TEXT),
                            (_ROLES.Highlight, HC_HIGHLIGHT),
                            (_ROLES.HighlightedText, HC_BACKGROUND),
                            (_ROLES.Link, HC_LINK), (_ROLES.LinkVisited, "#551a8b"),
                            (_ROLES.Light, HC_BACKGROUND), (_ROLES.Midlight, "#c0c0c0"),
                            (_ROLES.Mid, "#000000"), (_ROLES.Dark, "#000000"),
                            (_ROLES.Shadow, "#000000")):
            palette.setColor(group, role, QColor(color))
    return palette


def readable_palette(palette: QPalette, minimum: float = 4.5) -> QPalette:
    """``palette`` with each background darkened (or text changed to black/white) until its text
    meets ``minimum`` (Fusion's selection, white on #308cc6, is 3.7:1: it becomes 4.5:1)."""
    palette = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for text_role, back_role in ((_ROLES.HighlightedText, _ROLES.Highlight),
                                     (_ROLES.WindowText, _ROLES.Window), (_ROLES.Text, _ROLES.Base),
                                     (_ROLES.ButtonText, _ROLES.Button),
                                     (_ROLES.ToolTipText, _ROLES.ToolTipBase)):
            text, back = palette.color(group, text_role), palette.color(group, back_role)
            for _ in range(40):
                if contrast_ratio(text, back) >= minimum:
                    break
                back = back.darker(108) if text.lightness() > 127 else back.lighter(108)
            palette.setColor(group, back_role, back)
        link = palette.color(group, _ROLES.Link)
        while contrast_ratio(link, palette.color(group, _ROLES.Base)) < minimum:
            link = link.darker(110)
        palette.setColor(group, _ROLES.Link, link)
    return palette


def platform_prefers_high_contrast() -> bool:
    """The platform's contrast preference (False where this Qt cannot say)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    preference = getattr(Qt, "ContrastPreference", None)
    if accessibility is None or preference is None:
        return False
    return accessibility().contrastPreference() == preference.HighContrast


def _recolored(sheet: str, color: str) -> str:
    return re.sub(r"color:\s*#[0-9a-fA-F]{3,6}", f"color:{color}", sheet)


class HighContrast(QObject):
    """View › High contrast: the app's palette, and the formula bar's coloured labels (they
    change with the stage, so ``stage_changed`` recolours them)."""

    def __init__(self, view_menu, formula_bar, stage_changed, parent=None) -> None:
        super().__init__(parent)
        self._bar = formula_bar
        global _normal_palette
        if _normal_palette is None:    # the palette before any window turned high contrast on
            _normal_palette = readable_palette(QGuiApplication.palette())
            QGuiApplication.setPalette(_normal_palette)
        self._normal_sheets: dict[str, str] = {}
        self.action = QAction(QCoreApplication.translate("HighContrast", "&High contrast"),
                              self)
        self.action.setObjectName("highContrastAction")
        self.action.setCheckable(True)
        self.action.setToolTip(QCoreApplication.translate(
            "HighContrast", "black text on white at 7:1 or more; follows the system's "
                            "contrast setting until you choose"))
        view_menu.addAction(self.action)
        self.action.toggled.connect(self._chosen)
        self._hints = QGuiApplication.styleHints()          # kept: Qt deletes the wrapper else
        accessibility = getattr(self._hints, "accessibility", None)
        self._accessibility = accessibility() if accessibility is not None else None
        signal = getattr(self._accessibility, "contrastPreferenceChanged", None)
        if signal is not None:
            signal.connect(lambda *_: self._follow_platform())
        stage_changed.connect(lambda *_: self._recolor_formula_bar())
        saved = app_settings().value(SETTING)
        wanted = saved == "on" if saved in ("on", "off") else platform_prefers_high_contrast()
        self._on = not wanted     # so the palette is set either way: a window closed with high
        self.set_on(wanted)       # contrast on leaves no high-contrast palette to the next one

    def is_on(self) -> bool:
        return self._on

    def set_on(self, on: bool) -> None:
        """Apply (or undo) the high-contrast look; the menu follows without a new choice."""
        changed = bool(on) != self._on
        self._on = bool(on)
        with_blocked = self.action.blockSignals(True)
        self.action.setChecked(self._on)
        self.action.blockSignals(with_blocked)
        if changed:
            QGuiApplication.setPalette(high_contrast_palette() if self._on else _normal_palette)
        self._recolor_formula_bar()

    def _chosen(self, on: bool) -> None:
        app_settings().setValue(SETTING, "on" if on else "off")
        self.set_on(on)

    def _follow_platform(self) -> None:
        if app_settings().value(SETTING) not in ("on", "off"):
            self.set_on(platform_prefers_high_contrast())

    def _recolor_formula_bar(self) -> None:
        bar = self._bar
        for label in (bar.counter_label, bar.frame_label):
            name = label.objectName()
            sheet = label.styleSheet()
            if not self._on:
                if name in self._normal_sheets and sheet == _recolored(
                        self._normal_sheets[name], HC_TEXT):
                    label.setStyleSheet(self._normal_sheets.pop(name))
                continue
            if _recolored(sheet, HC_TEXT) != sheet:
                self._normal_sheets[name] = sheet
                label.setStyleSheet(_recolored(sheet, HC_TEXT))

