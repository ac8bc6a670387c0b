"""The window's language: Qt translators for QKV Lab's strings and Qt's own standard dialogs.

The language is, first that says one: ``--language CODE``, $QKV_LAB_LANGUAGE, the one chosen in
View › Language (remembered in QSettings "view/language"), the system locale; English when none
is shipped. QKV Lab's catalogues are resources/translations/qkv_lab_<code>.qm (``make
translations`` extracts the strings with pyside6-lupdate and compiles them with
pyside6-lrelease); qtbase_<code>.qm comes with PySide6. Numbers keep the decimal point in every
language (the default QLocale stays C: matrices are pasted into code). A language chosen in the
menu applies when QKV Lab starts again. Core's own sentences (stage meanings, explanations,
mask notes, error lines) are translated through core.i18n, whose hook is installed here.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup

from core.i18n import install_translator, remove_translator
from gui.script_fonts import missing_font
from gui.settings import app_settings

ENVIRONMENT = "QKV_LAB_LANGUAGE"
SETTING = "view/language"
# The shipped languages, each named in itself (a learner who cannot read English finds theirs).
ENGLISH_NAMES = {"en": "English", "de": "German", "es": "Spanish",
                 "zh_CN": "Simplified Chinese"}
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "es": "Español",
                             "zh_CN": "简体中文"}
_installed: list[QTranslator] = []


def translations_folder() -> Path:
    from core.files.resource_files import resources_folder

    return resources_folder() / "translations"


def normalized(code: str | None) -> str | None:
    """'de_DE', 'de-AT', 'DE' -> 'de'; 'zh', 'zh-Hans', 'zh_CN' -> 'zh_CN'; None if not shipped."""
    if not code:
        return None
    text = code.strip().replace("-", "_")
    language = text.split("_")[0].lower()
    if language == "zh":
        return "zh_CN" if "tw" not in text.lower() and "hant" not in text.lower() else None
    return language if language in LANGUAGES else None


def choose_language(requested: str | None = None) -> str:
    """The language to use: ``requested`` (--language), $QKV_LAB_LANGUAGE, the remembered
    choice, the system locale, else English."""
    for candidate in (requested, os.environ.get(ENVIRONMENT), app_settings().value(SETTING),
                      QLocale.system().name()):
        code = normalized(candidate if isinstance(candidate, str) else None)
        if code is not None:
            return code
    return "en"


def remove_translators() -> None:
    remove_translator()                      # core's words back to English
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)


def install_language(code: str | None) -> str:
    """Install the translators of ``code`` (normalized; English installs none) in the running
    application, replacing earlier ones; returns the language now in use."""
    language = normalized(code) or "en"
    remove_translators()
    QLocale.setDefault(QLocale.c())          # 0.42, never 0,42: numbers are pasted into code
    app = QCoreApplication.instance()
    if language == "en" or app is None:
        return "en"
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qkv_lab_{language}", str(translations_folder())),
                         (f"qtbase_{language}", qt_folder)):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    install_translator(QCoreApplication.translate, language)   # core's sentences too
    return language


def font_problem(code: str) -> str | None:
    """Why ``code``'s words cannot be drawn here (no installed font has its script: boxes in
    the window, nothing on paper), in one line with the package to install; None when they can.
    The language's own name is written in its script, so it tells which script is needed."""
    name = LANGUAGES.get(code, code)
    return missing_font([name], name, ENGLISH_NAMES.get(code, code))


def missing_language_message(requested: str) -> str:
    shipped = ", ".join(LANGUAGES)
    return f"--language {requested}: not shipped (languages: {shipped}); using English"


class LanguageMenu(QObject):
    """View › Language ▸ one item per shipped language; the choice is remembered, and
    ``show_message`` says when it takes effect."""

    def __init__(self, view_menu, show_message, current: str, parent=None) -> None:
        super().__init__(parent)
        self._say = show_message
        self.current = current
        menu = view_menu.addMenu(QCoreApplication.translate("Language", "&Language"))
        menu.setObjectName("languageMenu")
        self.menu = menu
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            problem = font_problem(code)
            action = menu.addAction(name if problem is None else QCoreApplication.translate(
                "Language", "{name} (no font installed)").format(name=name))
            action.setToolTip(problem or name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            self.group.addAction(action)
            action.triggered.connect(lambda *_, code=code: self.choose(code))
            self.actions[code] = action

    def choose(self, code: str) -> None:
        app_settings().setValue(SETTING, code)
        problem = font_problem(code)
        if problem is not None:
            self._say(problem)
        elif code != self.current:
            self._say(QCoreApplication.translate(
                "Language", "{languages} will be used when QKV Lab starts again").format(
                languages=LANGUAGES[code]))


def current_language() -> str:
    """The language in use: the one whose translators are installed ("en" when none is);
    tours and lessons open in it (their translations: core.tours.translation)."""
    for translator in _installed:
        code = normalized(translator.language())
        if code is not None:
            return code
    return "en"
