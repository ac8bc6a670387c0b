"""Whether this machine has a font for the script a text is written in.

Without one, Qt draws a box for each character in the window, and QPdfWriter writes the words as
nothing at all, with no error: a Chinese worksheet printed on a machine with only DejaVu comes out
blank. So every place that puts a language's words on screen or paper asks first:

    problem = missing_font(texts, language_name="简体中文")   # None: every script has a font

Latin, Greek and the math signs QKV Lab writes are in DejaVu, which Qt needs anyway
(.ci/system-deps installs fonts-dejavu-core); the scripts below are the ones a machine may lack.
Needs a QGuiApplication (the font database is Qt's).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase

WritingSystem = QFontDatabase.WritingSystem
translate = QCoreApplication.translate

# (writing system, its name in a message, the code points that need it)
SCRIPTS = (
    (WritingSystem.SimplifiedChinese, "Chinese",
     ((0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
      (0xF900, 0xFAFF), (0xFF00, 0xFF60))),
    (WritingSystem.Japanese, "Japanese", ((0x3040, 0x30FF),)),
    (WritingSystem.Korean, "Korean", ((0xAC00, 0xD7AF), (0x1100, 0x11FF))),
    (WritingSystem.Arabic, "Arabic", ((0x0600, 0x06FF),)),
    (WritingSystem.Hebrew, "Hebrew", ((0x0590, 0x05FF),)),
    (WritingSystem.Devanagari, "Devanagari", ((0x0900, 0x097F),)),
    (WritingSystem.Thai, "Thai", ((0x0E00, 0x0E7F),)),
)
# What a Debian or Ubuntu machine installs for a script (named in the refusal).
PACKAGES = {"Chinese": "fonts-noto-cjk / fonts-wqy-microhei",
            "Japanese": "fonts-noto-cjk", "Korean": "fonts-noto-cjk",
            "Arabic": "fonts-noto-core", "Hebrew": "fonts-noto-core",
            "Devanagari": "fonts-noto-core", "Thai": "fonts-noto-core"}


def scripts_of(texts: Iterable[str]) -> list[tuple[WritingSystem, str]]:
    """The scripts of SCRIPTS that ``texts`` use, in SCRIPTS' order."""
    points = {ord(char) for text in texts for char in text if ord(char) >= 0x0590}
    return [(system, name) for system, name, ranges in SCRIPTS
            if any(low <= point <= high for point in points for low, high in ranges)]


def has_font_for(system: WritingSystem) -> bool:
    """True when an installed font says it covers ``system`` (Qt falls back to it)."""
    return bool(QFontDatabase.families(system))


def missing_script(texts: Iterable[str]) -> str | None:
    """The name of the first script ``texts`` use that no installed font covers (None: all)."""
    for system, name in scripts_of(texts):
        if not has_font_for(system):
            return name
    return None


def script_name(script: str) -> str:
    """``script`` (a name of SCRIPTS) in the window's language."""
    names = {"Chinese": translate("ScriptFonts", "Chinese"),
             "Japanese": translate("ScriptFonts", "Japanese"),
             "Korean": translate("ScriptFonts", "Korean"),
             "Arabic": translate("ScriptFonts", "Arabic"),
             "Hebrew": translate("ScriptFonts", "Hebrew"),
             "Devanagari": translate("ScriptFonts", "Devanagari"),
             "Thai": translate("ScriptFonts", "Thai")}
    return names.get(script, script)


def missing_font_message(script: str, what: str, english_what: str) -> str:
    """One line: ``what`` (a language, a worksheet; ``english_what`` in English) needs a
    ``script`` font, and how to get one; in the window's language unless that language is the one
    that cannot be drawn (then in English, which always can)."""
    package = PACKAGES.get(script, "fonts-noto-core")
    english = (f"{english_what} needs a font with {script} characters, and none is "
               f"installed: the text would come out blank. Install one (Debian or Ubuntu: "
               f"sudo apt-get install {package}), then try again.")
    line = translate(
        "ScriptFonts", "{what} needs a font with {script_name} characters, and none is "
                       "installed: the text "
        "would come out blank. Install one (Debian or Ubuntu: sudo apt-get install {package}), "
        "then "
        "try again.").format(what=what, script_name=script_name(script), package=package)
    return english if missing_script([line]) is not None else line


def missing_font(texts: Iterable[str], what: str, english_what: str) -> str | None:
    """The refusal for ``texts`` (see missing_font_message), or None when every script has a
    font."""
    script = missing_script(texts)
    return None if script is None else missing_font_message(script, what, english_what)


def strings_in(value: object) -> Iterator[str]:
    """Every string inside ``value``: dataclass fields, lists, tuples, sets and dict items,
    walked to the bottom (a worksheet's words, whatever its shape)."""
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from strings_in(getattr(value, field.name))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from strings_in(item)
