"""The question before an export writes over files speaks the window's language (it was English
in every language: "Files already there", "Replace", "Keep both")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton

from gui.export import export_prompts
from gui.window.language import install_language, remove_translators

WORDS = {"de": ("Dateien schon vorhanden", "Ersetzen", "Beide behalten", "3 Dateien"),
         "zh_CN": ("文件已存在", "替换", "两者都保留", "3 个同名文件")}


@pytest.mark.parametrize("language", list(WORDS))
def test_the_files_already_there_question_is_in_the_language(qtbot, monkeypatch, language):
    seen = {}

    def answer(box: QMessageBox) -> int:        # read what it shows, then press Keep both
        seen["title"], seen["text"] = box.windowTitle(), box.text()
        seen["buttons"] = [button.text() for button in box.findChildren(QPushButton)]
        keep = next(b for b in box.buttons() if b.text() == WORDS[language][2])
        keep.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    install_language(language)
    try:
        chosen = export_prompts.ask_existing(None, ["a.png", "b.png", "c.png"])
    finally:
        remove_translators()
    title, replace, keep, count = WORDS[language]
    assert chosen == "keep both"
    assert seen["title"] == title and count in seen["text"] and "a.png" in seen["text"]
    assert replace in seen["buttons"] and keep in seen["buttons"]
