"""A document never points at a file it did not come from (issue 42): saved as tour20.json, a
tour that moves to another lesson leaves the window untitled, so Save asks where (it never
writes one lesson over another's file); a lesson, an example and a pretrained head open
untitled; an edit of the same lesson keeps its file. The window's title names a built-in lesson
in the window's language."""

from __future__ import annotations

import json

from core.files.examples import EXAMPLES_FOLDER, list_examples, load_example
from core.tours.library import load_tour
from gui.classroom.tour_features import TourFeatures
from gui.document.session_files import SessionFiles


def test_a_tour_moving_to_another_lesson_leaves_the_saved_file_alone(window, tmp_path):
    files, controller = window.features.get(SessionFiles), window.controller
    asked: list[str] = []
    files.choose_save_path = lambda suggested: asked.append(suggested) or None
    checked = load_tour("the-lesson")
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=0, ask=False)
    saved = tmp_path / "tour20.json"
    assert files.save_to(saved)
    lesson_on_file = json.loads(saved.read_text())["title"]
    assert files.path == saved.resolve() and "tour20.json" in window.windowTitle()
    # the first step of the tour on another lesson (its title differs from the one on file)
    other = next(i for i, session in enumerate(checked.sessions)
                 if session.title != lesson_on_file)
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=other, ask=False)
    assert controller.session.title != lesson_on_file
    assert files.path is None and controller.path is None
    assert "tour20.json" not in window.windowTitle()
    assert files.save() is False and asked, "Save must ask where, not write tour20.json"
    assert json.loads(saved.read_text())["title"] == lesson_on_file      # file untouched
    window.features.get(TourFeatures).leave()


def test_an_edit_of_the_same_lesson_keeps_its_file(window, tmp_path):
    files, controller = window.features.get(SessionFiles), window.controller
    files.open_session(load_example("mole-face"))
    path = tmp_path / "mine.json"
    assert files.save_to(path)
    controller.edit("test", lambda s: s.with_cell("W_Q", 0, 0, 0, 0.25))
    assert files.path == path.resolve()
    assert files.save() and json.loads(path.read_text())["title"] == controller.session.title


def test_opening_a_lesson_or_a_head_makes_the_window_untitled(window, tmp_path):
    files = window.features.get(SessionFiles)
    path = tmp_path / "kept.json"
    assert files.save_to(path)
    info = next(e for e in list_examples(EXAMPLES_FOLDER) if e.name == "three-heads")
    assert files.open_example(info) and files.path is None
    assert files.save_to(path) and files.open_session(load_example("mole-face"))
    assert files.path is None and "kept.json" not in window.windowTitle()


def test_the_window_title_names_a_lesson_in_the_window_language():
    from core.files.examples import lesson_title

    english = {e.name: e.title for e in list_examples(EXAMPLES_FOLDER)}
    german = {e.name: e.title for e in list_examples(EXAMPLES_FOLDER, "de")}
    assert lesson_title(english["why-sqrt-dk"], "de") == german["why-sqrt-dk"] != \
        english["why-sqrt-dk"]
    assert lesson_title("the cat sat", "de") == "the cat sat"      # a sentence stays itself
    assert lesson_title(english["why-sqrt-dk"], "en") == english["why-sqrt-dk"]
