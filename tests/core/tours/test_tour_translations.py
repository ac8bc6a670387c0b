"""Tours in German, Spanish and Simplified Chinese: every shipped translation matches its tour
(steps, questions, options, markup, code, numbers) and is complete; loaded through core it gives
the English answers, examples and stages with its own words; a broken or mismatched translation
is refused with one line naming the file and the step, and the English tour is used."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from core.tours.library import TOURS_FOLDER, list_tours, load_tour
from core.tours.markdown import to_html

LANGUAGES = ("de", "es", "zh_CN")
TOURS = ("the-lesson", "the-labs", "gpu-attention", "rotary-positions")
# Texts that stay as written in every language: code a learner reads as code.
CODE_ONLY = {("the-lesson", 21, "options")}   # "The PyTorch code"


def english(name: str) -> dict:
    return json.loads((TOURS_FOLDER / f"{name}.json").read_text(encoding="utf-8"))


def translation(name: str, language: str) -> dict:
    path = TOURS_FOLDER / f"{name}.{language}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def maths_only(text: str) -> bool:
    """'√d_k', 'd_k': no word of three letters or more (nothing to translate)."""
    return re.search(r"[^\W\d_]{3,}", text) is None


def numbers(text: str) -> Counter:
    """The numbers a text says (1,024 and 1024 are one number; d0 says 0)."""
    return Counter(re.findall(r"\d+(?:\.\d+)?", re.sub(r"(\d),(\d{3})", r"\1\2", text)))


def marks(text: str) -> tuple[int, int, list[str]]:
    """Bold and emphasis spans, and the code spans as written."""
    html = to_html(text)
    return html.count("<b>"), html.count("<i>"), sorted(re.findall(r"`([^`]+)`", text))


def texts(name: str, language: str):
    """(where, English text, translated text or None) for every text of the tour."""
    en, tr = english(name), translation(name, language)
    yield "title", en["title"], tr.get("title")
    yield "description", en["description"], tr.get("description")
    assert len(tr["steps"]) == len(en["steps"])
    for k, (step, done) in enumerate(zip(en["steps"], tr["steps"], strict=True), 1):
        assert set(done) == {"title", "text"} | ({"ask"} if "ask" in step else set()), k
        yield f"step {k} title", step["title"], done.get("title")
        yield f"step {k} text", step["text"], done.get("text")
        if "ask" not in step:
            continue
        ask, asked = step["ask"], done["ask"]
        yield f"step {k} ask.text", ask["text"], asked.get("text")
        if "options" in ask and (name, k, "options") not in CODE_ONLY:
            assert len(asked["options"]) == len(ask["options"]), k
            pairs = zip(ask["options"], asked["options"], strict=True)
            for j, (option, said) in enumerate(pairs, 1):
                yield f"step {k} option {j}", option, said
        elif "options" in ask:
            assert "options" not in asked, "code options stay as the English file writes them"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", TOURS)
def test_every_shipped_translation_is_complete_and_keeps_markup_code_and_numbers(name,
                                                                                language):
    count = 0
    for where, text, said in texts(name, language):
        count += 1
        assert isinstance(said, str) and said.strip(), (where, "missing")
        assert said != text or maths_only(text), (where, "still English")
        assert marks(said) == marks(text), (where, "markup or code changed")
        assert numbers(said) == numbers(text), (where, "a number changed")
    # title, description, 2 per step, each question's text and options (not the code ones)
    assert count == {"the-lesson": 2 + 2 * 24 + 19 + 17, "the-labs": 2 + 2 * 8 + 7 + 6,
                     "rotary-positions": 2 + 2 * 5 + 5 + 3 + 3,   # two choice questions
                     "gpu-attention": 2 + 2 * 7 + 6 + 3 + 3 + 4 + 3 + 3 + 3}[name]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", TOURS)
def test_a_translated_tour_has_the_english_answers_sessions_and_stages(name, language):
    en, tr = load_tour(name), load_tour(name, language=language)
    assert tr.note == ""
    assert tr.sessions == en.sessions
    raw = translation(name, language)
    assert tr.tour.title == raw["title"] and tr.tour.description == raw["description"]
    for k, (a, b) in enumerate(zip(en.tour.steps, tr.tour.steps, strict=True)):
        said = raw["steps"][k]
        assert (b.title, b.text) == (said["title"], said["text"])
        assert (b.source, b.settings, b.stage, b.select, b.open) == \
            (a.source, a.settings, a.stage, a.select, a.open)
        if a.ask is None:
            assert b.ask is None
            continue
        assert b.ask.prompt == said["ask"]["text"]
        for field in ("kind", "stage", "row", "col", "head", "tolerance", "settings_change",
                      "cell_change", "answer"):
            assert getattr(b.ask, field) == getattr(a.ask, field), (k + 1, field)
        assert len(b.ask.options) == len(a.ask.options)
    assert tr.answers.keys() == en.answers.keys()
    for k, answer in en.answers.items():
        other = tr.answers[k]
        assert (other.kind, other.answer, other.value, other.before) == \
            (answer.kind, answer.answer, answer.value, answer.before)
        if answer.kind == "choice":   # the right option, in the learner's words
            assert other.label == tr.tour.steps[k].ask.options[answer.answer]
        else:
            assert other.label == answer.label


@pytest.mark.parametrize("language", [None, "en"])
def test_english_is_the_tour_as_today(language):
    for name in TOURS:
        assert load_tour(name, language=language) == load_tour(name)
    assert list_tours(language=language) == list_tours()


def test_the_list_shows_translated_titles_and_never_a_translation_as_a_tour():
    listed = list_tours(language="de")
    assert [info.name for info in listed] == list(TOURS)
    assert [info.title for info in listed] == [translation(n, "de")["title"] for n in TOURS]
    assert [info.steps for info in listed] == [len(english(n)["steps"]) for n in TOURS]


# ----- refused translations: one line naming the file and the step; the English tour --------
@pytest.fixture
def folder(tmp_path) -> Path:
    shutil.copy(TOURS_FOLDER / "the-labs.json", tmp_path / "the-labs.json")
    return tmp_path


def write(folder: Path, document) -> Path:
    path = folder / "the-labs.de.json"
    path.write_text(document if isinstance(document, str) else
                    json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def refused(folder: Path, *expected: str) -> None:
    checked = load_tour(folder / "the-labs.json", language="de")
    english_tour = load_tour(folder / "the-labs.json")
    assert replace(checked, note="") == english_tour     # English, every step and answer
    assert checked.tour.title == english("the-labs")["title"]
    assert checked.note.startswith("the-labs.de.json: ")
    assert "\n" not in checked.note
    for text in expected:
        assert text in checked.note, checked.note
    assert checked.note.endswith("the tour is shown in English")
    listed = list_tours(folder, language="de")       # the menu: English title, no crash
    assert [(info.name, info.title) for info in listed] == \
        [("the-labs", english("the-labs")["title"])]


def test_a_missing_step_is_refused(folder):
    broken = translation("the-labs", "de")
    del broken["steps"][-1]
    write(folder, broken)
    refused(folder, "steps: 7 steps, but the tour has 8", "step 8 is missing")


def test_an_extra_option_is_refused_naming_the_step(folder):
    broken = translation("the-labs", "de")
    broken["steps"][3]["ask"]["options"].append("eine vierte Antwort")
    write(folder, broken)
    refused(folder, "step 4: ask.options: 4 options, but the tour's question has 3")


def test_options_for_a_question_that_has_none_and_a_question_where_none_is_asked(folder):
    broken = translation("the-labs", "de")
    broken["steps"][0]["ask"]["options"] = ["a", "b"]
    write(folder, broken)
    refused(folder, "step 1: ask.options: the tour's question is argmax")
    broken = translation("the-labs", "de")
    broken["steps"][7]["ask"] = {"text": "Noch eine Frage?"}
    write(folder, broken)
    refused(folder, "step 8: ask: the tour's step asks no question")


def test_an_answer_or_a_stage_cannot_be_translated(folder):
    broken = translation("the-labs", "de")
    broken["steps"][3]["ask"]["answer"] = 0     # a translation changes words, never an answer
    write(folder, broken)
    refused(folder, "step 4: ask.answer: not a text a translation may give")
    broken = translation("the-labs", "de")
    broken["steps"][1]["stage"] = "z"
    write(folder, broken)
    refused(folder, "step 2: stage: not a text a translation may give")


def test_empty_text_wrong_language_and_bad_json_are_refused(folder):
    broken = translation("the-labs", "de")
    broken["steps"][4]["text"] = "  "
    write(folder, broken)
    refused(folder, "step 5: text: must be text, not empty")
    write(folder, {**translation("the-labs", "de"), "language": "es"})
    refused(folder, "language: says 'es', but the file's name says 'de'")
    write(folder, '{"format": "qkv-lab-translation", "steps": [')
    refused(folder, "the JSON is broken")
    write(folder, "[1, 2]")
    refused(folder, "holds no JSON object")


def test_a_100_mb_translation_is_refused_unread(folder):
    path = folder / "the-labs.de.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 2**20)       # sparse: nothing is written, nothing is read
    refused(folder, "it is 100 MB; translation files are limited to 1 MB")


def test_a_folder_in_place_of_a_translation_is_refused(folder):
    (folder / "the-labs.de.json").mkdir()
    refused(folder, "is a folder, not a translation file")


def test_a_missing_translation_or_a_bad_code_means_english_without_a_word(folder):
    assert load_tour(folder / "the-labs.json", language="fr") == load_tour(folder / "the-labs.json")
    assert load_tour(folder / "the-labs.json", language="../x").note.endswith("in English")


def test_the_documented_translation_example_translates_the_documented_tour(tmp_path):
    formats = (TOURS_FOLDER.parents[1] / "docs" / "file-formats.md").read_text(encoding="utf-8")
    section = formats[formats.index("## Tours"):]
    tour, translated = re.findall(r"```json\n(.*?)```", section, re.S)[:2]
    (tmp_path / "my-tour.json").write_text(tour, encoding="utf-8")
    (tmp_path / "my-tour.de.json").write_text(translated, encoding="utf-8")
    checked, english_tour = (load_tour(tmp_path / "my-tour.json", language=code)
                             for code in ("de", None))
    assert checked.note == ""
    said = json.loads(translated)
    assert checked.tour.title == said["title"]
    assert [s.title for s in checked.tour.steps] == [s["title"] for s in said["steps"]]
    assert checked.tour.steps[0].ask == english_tour.tour.steps[0].ask   # left out: English
    assert checked.answers[2].label == said["steps"][2]["ask"]["options"][1]
    assert {k: a.answer for k, a in checked.answers.items()} == \
        {k: a.answer for k, a in english_tour.answers.items()}


def test_a_title_alone_translates_the_title_and_keeps_every_step_english(folder):
    write(folder, {"format": "qkv-lab-translation", "version": 1, "language": "de",
                   "title": "Die zwei Labore"})
    checked, english_tour = (load_tour(folder / "the-labs.json", language=code)
                             for code in ("de", None))
    assert checked.note == "" and checked.tour.title == "Die zwei Labore"
    assert checked.tour.steps == english_tour.tour.steps
    assert checked.answers == english_tour.answers


GROUPED = re.compile(r"\b[1-9]\d{0,2}(?:[.,]\d{3})+\b")   # 1,024 / 100,000 / 2.000


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", TOURS)
def test_a_translation_writes_whole_numbers_by_its_languages_rule(name, language):
    """German, Spanish and Chinese write 1024 and 100000 (docs/file-formats.md; a comma is the
    German and Spanish decimal mark, so "100,000" reads as a hundred), as core.i18n.whole_number
    writes them in the window; the English tour may group them."""
    for where, _english, said in texts(name, language):
        assert not GROUPED.search(said), (where, GROUPED.search(said).group())
    lessons = TOURS_FOLDER.parent / "examples" / "translations"
    for path in sorted(lessons.glob(f"*.{language}.json")):
        found = GROUPED.search(path.read_text(encoding="utf-8"))
        assert not found, (path.name, found.group())
