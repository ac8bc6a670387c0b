"""A long typed sentence is named in its undo step and the status line by whole words and "…"
(it was cut after 40 characters in the middle of a word: "the garden whi")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from gui.editors.token_editor import sentence_start
from tests.gui.window_helpers import open_window

LONG = "the little mole dug under the garden while the old farmer slept soundly tonight"


def test_typing_a_long_sentence_names_it_by_whole_words(qtbot, monkeypatch):
    window = open_window(qtbot, monkeypatch)
    box = window.token_editor.findChild(QLineEdit)
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, LONG)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.controller.session.tokens == tuple(LONG.split())
    said = window.controller.undo_stack.undoText()
    shown = said.split(": ", 1)[1].split(";", 1)[0]
    assert shown.endswith(" …") and len(shown) <= 42
    words = shown.removesuffix(" …").split(" ")
    assert words == LONG.split()[:len(words)] and len(words) >= 5    # whole words, in order
    assert shown.removesuffix(" …") in window.status_message()


def test_a_short_sentence_is_named_whole():
    assert sentence_start(("the", "mole", "on", "his", "face")) == "the mole on his face"
    assert sentence_start(("x" * 50,)) == "x" * 40 + " …"     # one long word: cut, and said


def test_a_chinese_sentence_is_shown_back_as_it_was_typed(qtbot, monkeypatch):
    """Typed without spaces, a token per character; the field shows it back without spaces
    (it read "老 渔 夫 ..." once the chips were built), and the title and undo step too."""
    typed = "老渔夫每天清晨修补渔网。"
    window = open_window(qtbot, monkeypatch)
    box = window.token_editor.findChild(QLineEdit)
    box.setFocus()
    box.selectAll()
    box.insert(typed)                 # as an input method commits it (QTest types no CJK)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.controller.session.tokens == tuple(typed)     # every character a token
    box.clearFocus()
    window.controller.undo_stack.undo()
    window.controller.undo_stack.redo()                         # the field written anew
    assert box.text() == typed
    assert window.controller.session.title == typed
    assert typed[:5] in window.controller.undo_stack.undoText()
