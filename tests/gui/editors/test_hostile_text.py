"""Text no file can hold, and invisible marks, through the window's real paths.

A lone surrogate (half an emoji) is refused as it is typed and when a file holds one; a
right-to-left mark after a Hebrew word stays with the word instead of becoming a token.
"""

from __future__ import annotations

import json

from core.files.session_io import session_to_dict
from core.session.value import Session
from gui.document.session_files import SessionFiles


def test_a_lone_surrogate_is_refused_as_it_is_typed(window):
    editor = window.token_editor
    before = window.controller.session
    editor.sentence.setText("the mole")
    editor.refuse_unsavable_text("the mole\udfff")  # what textEdited hands over after a paste
    assert window.statusBar().currentMessage().startswith(
        "not typed: the sentence holds U+DFFF at character 9")
    assert editor.sentence.text() == "the mole"
    assert window.controller.session == before


def test_a_surrogate_token_is_refused_when_applied(window):
    before, steps = window.controller.session, window.controller.undo_stack.count()
    assert not window.controller.edit("typed", lambda s: s.with_tokens(("a\udfff", "b")))
    assert "token 0 holds U+DFFF" in window.statusBar().currentMessage()
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == steps


def test_a_session_file_with_a_surrogate_is_refused_by_open(window, tmp_path):
    errors: list[tuple[str, str]] = []
    window.features.get(SessionFiles).show_error = lambda title, text: errors.append((title, text))
    document = session_to_dict(Session.from_text("the mole"))
    text = json.dumps(document).replace('"mole"', '"mole\\udfff"', 1)
    path = tmp_path / "broken.json"
    path.write_text(text)
    before = window.controller.session
    assert window.features.get(SessionFiles).open_path(path, ask=False) is False
    assert "token 1 holds U+DFFF" in errors[0][1]
    assert window.controller.session == before


def test_a_right_to_left_mark_after_a_word_is_not_an_empty_token(window, qtbot):
    from PySide6.QtCore import Qt

    sentence = window.token_editor.sentence
    sentence.setFocus()
    sentence.setText("שלום\u200f עולם")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)
    assert window.controller.session.tokens == ("שלום\u200f", "עולם")
    assert "empty" not in window.statusBar().currentMessage()
