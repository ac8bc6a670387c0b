"""Handout-ready exports from the window: files named after the session (two sessions into one
folder never overwrite each other), "This stage only", a question before any file is replaced,
and a caption (sentence, stage, head, lesson) in PNG, SVG and the step-through GIF."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import Qt

from core.export.handout import handout_caption
from core.files.examples import load_example
from gui.export import export_prompts
from gui.export.export_job import ExportChoice, export_choice
from gui.export.export_menu import WindowExports
from gui.export.image.animation_file import animation_frames

SENTENCE = "after the long lesson every student in the room finally understood attention"
STEM = "after-the-long-lesson-every-student-in-the-room-finally"   # whole words, <= 60


@pytest.fixture
def window(module_window, monkeypatch):
    win = module_window.fresh_start()
    monkeypatch.setattr(export_prompts, "show_summary", lambda *args, **kwargs: None)
    monkeypatch.setattr(export_prompts, "show_error",
                        lambda parent, title, text: pytest.fail(f"{title}: {text}"))
    return win


def _type_sentence(qtbot, window, text):
    sentence = window.token_editor.sentence
    sentence.clear()
    qtbot.keyClicks(sentence, text)
    qtbot.keyClick(sentence, Qt.Key.Key_Return)


def _export_this_stage(qtbot, window, folder, formats=("csv", "png")):
    window.features.get(WindowExports).export_action.trigger()
    dialog = window.features.get(WindowExports).dialog
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    dialog.this_stage_only.setChecked(True)
    for name, box in dialog.format_boxes.items():
        box.setChecked(name in formats)
    dialog.folder_edit.setText(str(folder))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    return dialog


def test_two_sessions_into_one_folder_keep_their_own_files(qtbot, window, tmp_path):
    window.stepper.jump("weights")
    dialog = _export_this_stage(qtbot, window, tmp_path)
    assert dialog.chosen_stages() == ("weights",)        # one tick, not ten unticked
    first = {p.name for p in tmp_path.iterdir()}
    assert first == {"the-mole-on-his-face_weights.csv", "the-mole-on-his-face_weights.png"}
    before = (tmp_path / "the-mole-on-his-face_weights.csv").read_bytes()

    _type_sentence(qtbot, window, SENTENCE)
    window.stepper.jump("scores")
    _export_this_stage(qtbot, window, tmp_path)
    second = {p.name for p in tmp_path.iterdir()} - first
    assert second == {f"{STEM}_scores.csv", f"{STEM}_scores.png"}
    assert (tmp_path / "the-mole-on-his-face_weights.csv").read_bytes() == before
    rows = (tmp_path / f"{STEM}_scores.csv").read_text().splitlines()
    assert rows[0].split(",")[1:] == SENTENCE.split()     # its own tokens, its own file


@pytest.mark.parametrize("answer", ["keep both", "replace", None])
def test_an_existing_file_is_never_replaced_without_asking(qtbot, window, tmp_path, monkeypatch,
                                                           answer):
    asked = []
    monkeypatch.setattr(export_prompts, "ask_existing",
                        lambda parent, names: asked.append(list(names)) or answer)
    window.stepper.jump("weights")
    target = tmp_path / "the-mole-on-his-face_weights.csv"
    target.write_text("the teacher's own notes\n")
    _export_this_stage(qtbot, window, tmp_path, formats=("csv",))
    assert asked == [["the-mole-on-his-face_weights.csv"]]
    names = sorted(p.name for p in tmp_path.iterdir())
    expected = window.controller.trace.head("weights", 0)
    if answer == "keep both":
        assert names == ["the-mole-on-his-face_weights (2).csv",
                         "the-mole-on-his-face_weights.csv"]
        assert target.read_text() == "the teacher's own notes\n"
        written = tmp_path / "the-mole-on-his-face_weights (2).csv"
    elif answer == "replace":
        assert names == ["the-mole-on-his-face_weights.csv"]
        written = target
    else:
        assert names == ["the-mole-on-his-face_weights.csv"]
        assert target.read_text() == "the teacher's own notes\n"
        assert window.statusBar().currentMessage().startswith("export cancelled")
        return
    values = [[float(c) for c in row.split(",")[1:]]
              for row in written.read_text().splitlines()[1:]]
    np.testing.assert_allclose(values, expected, rtol=1e-6)


def _top_rows_differ(a, b, rows=40) -> bool:
    return not np.array_equal(np.asarray(a)[:rows], np.asarray(b)[:rows])


def test_pictures_carry_the_caption_in_png_svg_and_gif(qtbot, window, tmp_path):
    lesson = load_example("three-heads")
    window.controller.replace_session(lesson)
    session, trace = window.controller.session, window.controller.trace
    assert session.n_heads == 3
    caption = f"“{' '.join(session.tokens)}”  ·  stage 8 of 11  ·  {lesson.title}"
    notes = []

    def note(stage, head):
        notes.append((stage, head))
        return handout_caption(session, stage)

    plain, captioned = tmp_path / "plain", tmp_path / "captioned"
    plain.mkdir(), captioned.mkdir()
    for folder, on in ((plain, False), (captioned, True)):
        export_choice(trace, session.tokens, folder,
                      ExportChoice(stages=("weights",), formats=("png", "svg"), png_scale=1,
                                   stem="s", captioned=on), notes=note)
    assert ("weights", 1) in notes and len(notes) == 3       # each head's picture, once
    svg = ElementTree.parse(captioned / "s_weights_head2.svg").getroot()
    texts = [element.text for element in svg.iter() if element.tag.endswith("text")]
    assert caption in texts                                   # real, searchable text
    assert any(t and t.startswith("weights: A = softmax") and "head 2 of 3" in t
               for t in texts)                           # the title line, with the head, too
    plain_texts = [e.text for e in ElementTree.parse(plain / "s_weights_head2.svg").getroot()
                   .iter() if e.tag.endswith("text")]
    assert caption not in plain_texts
    with Image.open(plain / "s_weights_head2.png") as a, \
            Image.open(captioned / "s_weights_head2.png") as b:
        assert a.size == b.size and _top_rows_differ(a.convert("L"), b.convert("L"))
    frames = animation_frames(trace, session.tokens, stages=("x",), head=0, size=(480, 360),
                              frames_per_stage=1, note="“a sentence”  ·  a lesson")
    bare = animation_frames(trace, session.tokens, stages=("x",), head=0, size=(480, 360),
                            frames_per_stage=1)
    assert _top_rows_differ(frames[0][1].convert("L"), bare[0][1].convert("L"))
