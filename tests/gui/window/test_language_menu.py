"""View › Language ▸, built with its parts (a menu, show_message): a choice is remembered and
said to take effect at the next start; the language in use says nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from gui.settings import app_settings
from gui.window.language import SETTING, LanguageMenu


def test_a_choice_is_remembered_and_said_to_wait_for_the_next_start(qtbot):
    view_menu, said = QMenu(), []
    language = LanguageMenu(view_menu, said.append, current="en")
    assert [a.text() for a in view_menu.actions()] == [language.menu.title()]
    codes = [action.data() for action in language.menu.actions()]
    assert codes[0] == "en" and {"de", "es", "zh_CN"} <= set(codes)
    assert [a.isChecked() for a in language.menu.actions()] == [c == "en" for c in codes]
    language.actions["de"].trigger()
    assert app_settings().value(SETTING) == "de"
    assert said == ["Deutsch will be used when QKV Lab starts again"]
    language.actions["en"].trigger()            # the language in use: remembered, nothing said
    assert app_settings().value(SETTING) == "en" and len(said) == 1
