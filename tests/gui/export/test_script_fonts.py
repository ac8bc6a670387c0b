"""No silently blank words: a script no installed font covers is refused, in one line that names
the package to install, by the worksheet (command line, dialog and preview), the language menu
and the window's start-up; and this machine, set up by `make test`, has a Chinese font.

A machine without the font is simulated by hiding the families Qt's font database reports for
one writing system; everything else (the PDF writer, the translators, main.main) is real.
"""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtGui import QFontDatabase

from core import i18n
from gui import script_fonts
from gui.window.language import install_language, remove_translators

CHINESE = QFontDatabase.WritingSystem.SimplifiedChinese


@pytest.fixture
def no_chinese_font(monkeypatch, qapp):
    """The font database lists no family for Simplified Chinese (a fresh Debian's state)."""
    real = QFontDatabase.families

    def families(system=QFontDatabase.WritingSystem.Any):
        return [] if system == CHINESE else real(system)

    monkeypatch.setattr(script_fonts.QFontDatabase, "families", staticmethod(families))
    yield
    remove_translators()
    i18n.remove_translator()


def test_this_machine_has_a_font_for_every_shipped_script(qapp):
    """.ci/system-deps installs one (fonts-wqy-microhei); fc-list, not Qt, says so."""
    listed = subprocess.run(["fc-list", ":lang=zh", "family"], capture_output=True, text=True,
                            check=True).stdout
    assert listed.strip(), "no font with Chinese glyphs: run .ci/system-deps"
    assert QFontDatabase.families(CHINESE)


def test_scripts_are_read_from_the_characters():
    assert [name for _, name in script_fonts.scripts_of(["注意力：查询与键"])] == ["Chinese"]
    assert script_fonts.scripts_of(["Deutsch: Größe ä ö ü ß", "Español: año", "√d_k −∞ ·"]) == []
    assert [name for _, name in script_fonts.scripts_of(["a", "b 日本語のかな"])] == [
        "Chinese", "Japanese"]


def test_a_chinese_worksheet_without_a_font_is_refused_not_blank(no_chinese_font, tmp_path,
                                                                   capsys):
    import main

    out = tmp_path / "sheet"
    code = main.main(["worksheet", "--example", "mole-face", "--language", "zh_CN",
                      "--out", str(out)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and "fonts-noto-cjk" in err[0] and "Chinese" in err[0], err
    assert not script_fonts.scripts_of(err), "the refusal itself must be drawable"
    assert not out.exists() or not any(out.iterdir())   # nothing written, not a blank PDF


def test_an_english_worksheet_of_a_chinese_sentence_is_refused_too(no_chinese_font, tmp_path,
                                                                    capsys):
    import main

    code = main.main(["worksheet", "--text", "猫 坐 在 垫子 上", "--out", str(tmp_path / "s")])
    assert code == 2
    assert "fonts-noto-cjk" in capsys.readouterr().err


def test_the_same_worksheet_is_written_when_the_font_is_there(qapp, tmp_path, capsys):
    import main

    try:
        code = main.main(["worksheet", "--example", "mole-face", "--language", "zh_CN",
                          "--out", str(tmp_path)])
    finally:
        remove_translators()
        i18n.remove_translator()
    assert code == 0, capsys.readouterr().err
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(tmp_path / "worksheet.pdf"), "-"],
                          capture_output=True, text=True, check=True).stdout
    assert any(0x4E00 <= ord(char) <= 0x9FFF for char in text)


def test_the_dialog_preview_says_why_instead_of_drawing_boxes(no_chinese_font, qtbot):
    from core.files.examples import load_example
    from gui.export.worksheet_dialog import WorksheetDialog

    install_language("zh_CN")
    dialog = WorksheetDialog(load_example("mole-face"))
    qtbot.addWidget(dialog)
    dialog.refresh_preview()
    assert "fonts-noto-cjk" in dialog.message.text()
    assert dialog.preview_image is None and not dialog.export_button.isEnabled()


def test_the_language_menu_marks_a_language_it_cannot_draw(no_chinese_font, qtbot):
    from PySide6.QtWidgets import QMenu

    from gui.window.language import LanguageMenu

    view_menu, messages = QMenu(), []
    languages = LanguageMenu(view_menu, messages.append, current="en", parent=view_menu)
    chinese, german = languages.actions["zh_CN"], languages.actions["de"]
    assert "简体中文" in chinese.text() and chinese.text() != "简体中文"
    assert "fonts-noto-cjk" in chinese.toolTip()
    assert german.text() == "Deutsch"
    languages.choose("zh_CN")
    assert "fonts-noto-cjk" in messages[-1]
