"""The window in German, Spanish and Simplified Chinese, through Qt's own tools.

The shipped catalogues are complete (no unfinished entry, placeholders kept), the .qm files are
what pyside6-lrelease makes of the .ts files, pyside6-lupdate finds no string in gui/ or core/
(core.i18n) that the .ts files lack, and the real window's menus carry no English title or
action text in German.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMenu

from core.session.value import Session
from gui.window.app import build_window
from gui.window.keyboard_access import submenu_of, submenus
from gui.window.language import (
    ENVIRONMENT,
    LANGUAGES,
    LanguageMenu,
    choose_language,
    install_language,
    normalized,
    remove_translators,
)

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "resources" / "translations"
BIN = Path(shutil.which("pyside6-lupdate") or ROOT / ".venv" / "bin" / "pyside6-lupdate").parent
SHIPPED = [code for code in LANGUAGES if code != "en"]
# Texts that read the same in every language: symbols, names, units, example titles.
SAME_EVERYWHERE = re.compile(r"^[\W\d_]*$|^(QKV Lab|CPU|CUDA|MPS|PyTorch|NumPy|LaTeX|CSV|"
                             r"JSON|PNG|SVG|GIF|English|Deutsch|Español|简体中文)\b")


def _messages(code: str):
    tree = ET.parse(FOLDER / f"qkv_lab_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            yield context.find("name").text, message


@pytest.mark.parametrize("code", SHIPPED)
def test_every_entry_is_finished_and_keeps_its_placeholders(code):
    count = 0
    for context, message in _messages(code):
        source = message.find("source").text or ""
        translation = message.find("translation")
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        count += 1
        assert translation.get("type") != "unfinished", (context, source)
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text]
        for form in forms:
            assert form and form.strip(), (context, source)
            for placeholder in set(re.findall(r"%\d|%n|\{\w+\}", source)):
                assert placeholder in form, (context, source, form)   # %1, and core's {tau}
            # and nothing more: a field the source lacks would raise KeyError in .format
            assert set(re.findall(r"%\d|\{\w+\}", form)) == \
                set(re.findall(r"%\d|\{\w+\}", source)), (context, source, form)
            assert ("&" in source.replace("&&", "")) <= ("&" in form.replace("&&", "")), \
                (context, source, form)      # a mnemonic in English: one in the translation
    assert count >= 30


@pytest.mark.parametrize("code", SHIPPED)
def test_every_named_field_fills_in_with_format(code):
    """The one convention ({name} filled by str.format after the lookup): every translation
    formats with the fields its source names, and keeps them all."""
    for context, message in _messages(code):
        source = message.find("source").text or ""
        translation = message.find("translation")
        if translation.get("type") in ("vanished", "obsolete") or "{" not in source:
            continue
        fields = {name: f"<{name}>" for name in re.findall(r"\{(\w+)\}", source)}
        for form in [f.text or "" for f in translation.iter("numerusform")] or \
                [translation.text or ""]:
            filled = form.format(**fields)
            assert all(value in filled for value in fields.values()), (context, source, form)


def test_one_convention_named_fields_with_format_not_percent_placeholders():
    """Texts are filled by str.format with named fields ({head}), never by .replace("%1", …)
    (core/i18n.py says why); Qt's %n stays, for plurals."""
    import ast

    found = set()
    for path in [*ROOT.joinpath("gui").rglob("*.py"), *ROOT.joinpath("core").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        if any(isinstance(node, ast.Constant) and isinstance(node.value, str) and
               id(node) not in docstrings and re.search(r"%[1-9]", node.value)
               for node in ast.walk(tree)):
            found.add(path.relative_to(ROOT).as_posix())
    assert found == set(), sorted(found)


@pytest.mark.parametrize("code", SHIPPED)
def test_the_shipped_qm_is_the_compiled_ts(code, tmp_path):
    out = tmp_path / f"qkv_lab_{code}.qm"
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(FOLDER / f"qkv_lab_{code}.ts"),
                    "-qm", str(out)], check=True, timeout=60)
    assert out.read_bytes() == (FOLDER / f"qkv_lab_{code}.qm").read_bytes(), \
        "run `make translations`"


def test_lupdate_finds_no_string_the_catalogues_lack(tmp_path):
    copy = tmp_path / "qkv_lab_de.ts"
    shutil.copy(FOLDER / "qkv_lab_de.ts", copy)
    subprocess.run([str(BIN / "pyside6-lupdate"), "-silent", "-extensions", "py", "-locations",
                    "none", "-no-obsolete", str(ROOT / "gui"), str(ROOT / "core"), "-ts",
                    str(copy)], check=True,
                   timeout=120)
    new = [m.find("source").text for _, m in _messagesof(copy)
           if m.find("translation").get("type") == "unfinished"]
    assert not new, f"untranslated strings (run `make translations`, then translate): {new}"


def _messagesof(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.find("name").text, message


def test_language_codes_and_their_order(monkeypatch):
    assert normalized("de_DE") == "de" and normalized("es-MX") == "es"
    assert normalized("zh") == normalized("zh-Hans") == "zh_CN"
    assert normalized("zh_TW") is None and normalized("fr") is None
    monkeypatch.setenv(ENVIRONMENT, "es")
    assert choose_language("de") == "de"        # --language first
    assert choose_language(None) == "es"        # then $QKV_LAB_LANGUAGE
    monkeypatch.delenv(ENVIRONMENT)
    from gui.settings import app_settings
    app_settings().setValue("view/language", "zh_CN")
    assert choose_language(None) == "zh_CN"     # then View › Language


def _menu_texts(window) -> list[tuple[str, str]]:
    """(path, text) of every menu title and action, in menu order."""
    texts: list[tuple[str, str]] = []

    subs = submenus(window)

    def walk(menu: QMenu, path: str) -> None:
        if not shiboken6.isValid(menu):
            return
        menu.aboutToShow.emit()
        for index, action in enumerate(menu.actions()):
            if action.isSeparator() or not action.text():
                continue
            texts.append((f"{path}/{index}", action.text()))
            if (sub := submenu_of(action, subs)) is not None:
                walk(sub, f"{path}/{index}")

    for index, action in enumerate(window.menuBar().actions()):
        texts.append((str(index), action.text()))
        walk(submenu_of(action, subs), str(index))
    return texts


def _window(qtbot, code: str):
    install_language(code)
    window = build_window(Session.from_text("the mole on his face"), restore=False,
                          size=(1280, 800))
    qtbot.addWidget(window)
    return window


@pytest.fixture
def english_then(qtbot):
    yield
    remove_translators()


@pytest.mark.parametrize("code", ["de"])   # es and zh_CN: complete catalogues, same menus
def test_no_english_menu_text_in_another_language(qtbot, english_then, code):
    english = dict(_menu_texts(_window(qtbot, "en")))
    window = _window(qtbot, code)
    translated = _menu_texts(window)
    assert QLocale().decimalPoint() == "."         # numbers keep the decimal point (pasted
    cell = window.matrix_panel.model.index(0, 0).data()            # into code): 0.42
    assert "." in cell and "," not in cell
    assert QCoreApplication.translate("Language", "&Language") != "&Language"
    assert len(translated) == len(english)
    left_english = [(english[path], text) for path, text in translated   # (mnemonics aside)
                    if path in english and text.replace("&", "") == english[path].replace("&", "")
                    and not SAME_EVERYWHERE.match(text.replace("&", ""))
                    and text.replace("&", "") not in SAME_WORD[code] | MATHS
                    and not _is_a_lesson_or_file(path, english)]
    assert not left_english


def _is_a_lesson_or_file(path: str, english: dict[str, str]) -> bool:
    """Lesson titles and recent files are the lesson's and the user's words, not the UI's."""
    parent = path.rsplit("/", 1)[0]
    return english.get(parent, "").replace("&", "") in ("Open Example", "Open Recent",
                                                         "Lessons")


# Words the language itself uses unchanged.
SAME_WORD = {"de": {"Tokens", "Code (PyTorch)"}, "es": {"Tokens", "Matrices", "Causal"},
             "zh_CN": set()}
MATHS = {"÷ √d_k"}     # the lesson's symbols stay as it writes them


def test_view_language_is_remembered_and_said_in_the_status_bar(qtbot, english_then):
    from gui.settings import app_settings

    window = _window(qtbot, "en")
    assert window.features.get(LanguageMenu).actions["en"].isChecked()
    window.features.get(LanguageMenu).actions["de"].trigger()
    assert app_settings().value("view/language") == "de"
    assert "Deutsch" in window.status_message()
    assert choose_language(None) == "de"
