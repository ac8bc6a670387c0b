"""`main.py bad.json` (issue 34): the window opens on what a plain start opens (the built-in
lesson), or on --text when given; the refusal is File › Open's box (tests/gui/window/
test_window_app.py), not an English status line; and a status line never has the explanation's
hint drawn through it (shown before the window, the hint came back over "cannot ope…")."""

from __future__ import annotations

import argparse

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from core.files.examples import EXAMPLES_FOLDER
from core.files.session_io import load_session
from core.session.value import Session
from gui.window import app
from gui.window.dock_layout import DockLayout
from gui.window.start_session import DEFAULT_EXAMPLE, initial_session


def _args(**given) -> argparse.Namespace:
    return argparse.Namespace(**{"session": None, "example": None, "text": None, **given})


def _bad(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "qkv-lab-session", "version": 1, "tokens": ["a", "b"], '
                   '"embeddings": "oops"}', encoding="utf-8")
    return bad


def test_a_broken_file_alone_opens_what_a_plain_start_opens(tmp_path, capsys):
    bad = _bad(tmp_path)
    problems, refused = [], []
    session, path = initial_session(_args(session=str(bad)), problems.append, refused)
    plain, plain_path = initial_session(_args(), [].append, [])
    assert session == plain == load_session(EXAMPLES_FOLDER / f"{DEFAULT_EXAMPLE}.json")
    assert path is None and plain_path is None and refused == [bad]
    assert problems == []                      # the box says it; the status line need not
    assert "bad.json" in capsys.readouterr().err   # and stderr, for a terminal


def test_with_text_the_sentence_is_kept_and_said_once(tmp_path, capsys):
    bad = _bad(tmp_path)
    problems, refused = [], []
    session, _ = initial_session(_args(session=str(bad), text="my own words here"),
                                 problems.append, refused)
    assert session.tokens == ("my", "own", "words", "here") and refused == [bad]
    assert problems == [] and "--text" in capsys.readouterr().err


def _blank(widget) -> bool:
    image: QImage = widget.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 2)
               for y in range(0, image.height(), 2)}
    return len(colours) == 1


def test_the_hint_is_not_drawn_under_a_status_message(qtbot):
    window = app.build_window(Session.from_text("the mole on his face"), size=(1000, 700),
                              restore=False)
    qtbot.addWidget(window)
    hint = window.features.get(DockLayout).hint
    window.show_message("a message shown before the window")    # as run_window did
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert window.status_message()
    assert not hint.isVisible() or _blank(hint)
    window.explanation_link.explain_cell("scores", 1, 2, 0)       # pinned, then cleared:
    window.explanation_link.clear()                               # the hint shows itself again
    window.show_message("another message")
    QApplication.processEvents()
    assert not hint.isVisible() or _blank(hint)
    window.statusBar().clearMessage()
    QApplication.processEvents()
    assert hint.isVisible() and not _blank(hint)                  # back once the message goes


def test_a_start_that_falls_back_says_so_in_the_windows_language():
    """An unknown --example or an unusable --text: the status line is German in a German
    window (it was English in every language)."""
    from gui.window.language import install_language, remove_translators

    install_language("de")
    try:
        for given, english in ((dict(example="no-such-lesson"), "cannot open the example"),
                               (dict(text="   "), "cannot use --text")):
            problems = []
            session, _ = initial_session(_args(**given), problems.append, [])
            assert session.n_tokens > 0                    # a window opens all the same
            (line,) = problems
            assert english not in line and line.split(":")[0] in (
                "das Beispiel lässt sich nicht öffnen", "--text ist nicht verwendbar"), line
    finally:
        remove_translators()
