"""gui.window.app and gui.window.start_session: choosing the first session, --size, --stage,
--screenshot, layout memory."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtGui import QImage

from core.files.session_io import save_session
from core.session.value import Session
from gui.document.session_files import SessionFiles
from gui.window import app
from gui.window.start_session import DEFAULT_TEXT, initial_session


def _args(**given) -> argparse.Namespace:
    defaults = {"session": None, "text": None, "example": None, "screenshot": None,
                "size": None, "stage": None, "presentation": False, "no_restore": True}
    return argparse.Namespace(**{**defaults, **given})


def test_parse_size():
    assert app.parse_size("1920x1080") == (1920, 1080)
    assert app.parse_size(None) is None
    with pytest.raises(ValueError, match="1280x800"):
        app.parse_size("big")
    with pytest.raises(ValueError, match="out of range"):
        app.parse_size("10x10")


def test_initial_session_from_text_file_and_fallbacks(tmp_path):
    problems: list[str] = []
    session, path = initial_session(_args(text="a b c"), problems.append)
    assert session.tokens == ("a", "b", "c") and path is None
    saved = Session.from_text("x y", d_model=3)
    save_session(saved, tmp_path / "s.json")
    session, path = initial_session(_args(session=str(tmp_path / "s.json")), problems.append)
    assert session == saved and path == tmp_path / "s.json"
    assert problems == []
    (tmp_path / "bad.json").write_text("{not json", encoding="utf-8")
    session, path = initial_session(_args(session=str(tmp_path / "bad.json")),
                                    problems.append)
    assert path is None
    assert session.tokens == Session.from_text(DEFAULT_TEXT).tokens
    assert len(problems) == 1 and "bad.json" in problems[0] and "default" in problems[0]


def test_build_window_with_a_stage_shows_it_fully(qtbot, monkeypatch):
    window = app.build_window(Session.from_text("the mole"), size=(1000, 700), stage="weights",
                              restore=False)
    qtbot.addWidget(window)
    assert window.stepper.stage == "weights"
    assert not window.animation.is_running()
    assert (window.width(), window.height()) == (1000, 700)
    assert window.formula_bar.counter_label.text() == "8 / 11: weights"


def test_run_window_screenshot_writes_the_window(qtbot, tmp_path, monkeypatch):
    out = tmp_path / "shot.png"
    assert app.run_window(_args(screenshot=str(out), size="900x640", text="one two")) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 640)


def test_layout_is_saved_and_restored(qtbot, monkeypatch, tmp_path):

    first = app.build_window(Session.from_text("a b"), size=(700, 520), restore=False)
    qtbot.addWidget(first)
    first.show()
    first.docks["explanation"].hide()
    first.save_layout()
    second = app.build_window(Session.from_text("a b"), restore=True)
    qtbot.addWidget(second)
    second.show()
    assert second.size() == first.size()  # (the offscreen screen is 800×600: sizes stay small)
    assert second.docks["explanation"].isHidden()


def test_a_broken_file_on_the_command_line_gets_file_opens_box_and_keeps_the_text(
        qtbot, tmp_path):
    """`main.py bad.json --text "…"`: the window opens on the sentence asked for, and the
    box File › Open shows for that file (naming its broken field) comes up and stays."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "qkv-lab-session", "version": 1, "tokens": ["a", "b"], '
                   '"embeddings": "oops"}', encoding="utf-8")
    problems: list[str] = []
    refused: list = []
    session, path = initial_session(_args(session=str(bad), text="my own words"),
                                    problems.append, refused)
    assert session.tokens == ("my", "own", "words") and path is None and refused == [bad]
    assert problems == []          # the box says it (stderr too); no status line beside it
    window = app.build_window(session, size=(1000, 700), restore=False)
    qtbot.addWidget(window)
    boxes: list[tuple[str, str]] = []
    window.features.get(SessionFiles).show_error = lambda title, text: boxes.append((title, text))
    app.show_refused_files(window, refused)
    qtbot.waitUntil(lambda: len(boxes) == 1)
    assert "embeddings" in boxes[0][1] and "bad.json" in boxes[0][1]
    window.features.get(SessionFiles).open_path(bad, ask=False)   # File › Open on the same file
    assert boxes[1] == boxes[0]
    assert window.controller.session == session      # nothing changed


def test_a_sentence_from_text_is_the_sentence_typed_into_a_plain_start(qtbot):
    """Issue 42: the same sentence had d_model 8 from --text and 4 when typed into the window
    a plain start opens (the mole lesson). --text is now that typing: the token field of a
    window on the plain start's session gives the same session, numbers and all."""
    import numpy as np

    sentence = "Der müde Gärtner goss jede Rose, bevor die Sturmwolken zogen"
    plain, _ = initial_session(_args(), print)                 # what a plain start opens
    window = app.build_window(plain, size=(1000, 700), restore=False)
    qtbot.addWidget(window)
    window.token_editor.sentence.setText(sentence)
    window.token_editor.apply_sentence()                       # typed, then Enter
    typed = window.controller.session
    given, path = initial_session(_args(text=sentence), print)
    assert path is None and typed.tokens == given.tokens
    assert (given.d_model, given.d_head, given.n_heads) == \
        (typed.d_model, typed.d_head, typed.n_heads) == (plain.d_model, plain.d_head, 1)
    for name in ("embeddings", "w_q", "w_k", "w_v"):
        np.testing.assert_array_equal(getattr(given, name), getattr(typed, name))
    assert (given.causal, given.scaled, given.positional) == \
        (typed.causal, typed.scaled, typed.positional)
    window.controller.undo_stack.setClean()
    window.close()
