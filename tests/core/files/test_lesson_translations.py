"""The six lessons' titles, descriptions and lab banner in German, Spanish and Simplified
Chinese: complete, their numbers kept, the example sentences' words kept; the lesson files
themselves untouched (still strict session files); a broken translation refused with one line
naming the file, the English words used."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from core.files.examples import EXAMPLES_FOLDER, LESSON_ORDER, banner_texts, list_examples
from core.files.session_io import load_session

LANGUAGES = ("de", "es", "zh_CN")
TRANSLATIONS = EXAMPLES_FOLDER / "translations"


def numbers(text: str) -> Counter:
    return Counter(re.findall(r"\d+(?:\.\d+)?", re.sub(r"(\d),(\d{3})", r"\1\2", text)))


def raw(name: str, language: str) -> dict:
    return json.loads((TRANSLATIONS / f"{name}.{language}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_is_translated_completely_keeping_numbers_and_tokens(language):
    english = {info.name: info for info in list_examples()}
    assert sorted(english) == sorted(LESSON_ORDER)
    assert sorted(p.name for p in TRANSLATIONS.glob(f"*.{language}.json")) == \
        sorted(f"{name}.{language}.json" for name in LESSON_ORDER)
    for info in list_examples(language=language):
        en, said = english[info.name], raw(info.name, language)
        assert info.note == ""
        assert (info.title, info.description) == (said["title"], said["description"])
        pairs = [(en.title, info.title), (en.description, info.description)]
        if en.lab is not None:
            assert set(said) == {"format", "version", "language", "title", "description", "lab"}
            assert info.lab.banner == said["lab"]["banner"]
            assert (info.lab.name, info.lab.d_k) == (en.lab.name, en.lab.d_k)
            pairs.append((en.lab.banner, info.lab.banner))
        else:
            assert "lab" not in said
        for text, translated in pairs:
            assert translated.strip() and translated != text, info.name
            assert numbers(translated) == numbers(text), (info.name, text[:40])
        # the sentence is data: its tokens appear, as written, in the translated title
        tokens = load_session(en.path).tokens
        sentence = " ".join(tokens)
        if sentence.lower() in en.title.lower():
            assert sentence.lower() in info.title.lower(), info.name


def test_english_lists_are_as_today_and_the_banner_finds_a_lessons_words():
    assert list_examples(language="en") == list_examples() == list_examples(language=None)
    for en, de in zip(list_examples(), list_examples(language="de"), strict=True):
        assert banner_texts(en.title, en.description, "de", EXAMPLES_FOLDER) == \
            (de.title, de.description)
        assert banner_texts(en.title, en.description, "en", EXAMPLES_FOLDER) == \
            (en.title, en.description)
    assert banner_texts("my own", "a session of mine", "de", EXAMPLES_FOLDER) == \
        ("my own", "a session of mine")


@pytest.fixture
def folder(tmp_path) -> Path:
    for name in ("mole-face", "why-sqrt-dk"):
        shutil.copy(EXAMPLES_FOLDER / f"{name}.json", tmp_path)
    (tmp_path / "translations").mkdir()
    return tmp_path


def write(folder: Path, name: str, document) -> None:
    text = document if isinstance(document, str) else json.dumps(document, ensure_ascii=False)
    (folder / "translations" / f"{name}.de.json").write_text(text, encoding="utf-8")


def assert_refused(folder: Path, name: str, *expected: str) -> None:
    english = {info.name: info for info in list_examples(folder)}
    info = {i.name: i for i in list_examples(folder, language="de")}[name]
    assert (info.title, info.description, info.lab) == \
        (english[name].title, english[name].description, english[name].lab)
    assert info.note.startswith(f"{name}.de.json: ") and "\n" not in info.note
    assert info.note.endswith("the lesson's words are shown in English")
    for text in expected:
        assert text in info.note, info.note


def test_broken_lesson_translations_are_refused_and_the_english_words_used(folder):
    write(folder, "mole-face", {**raw("mole-face", "de"), "lab": {"banner": "Labor"}})
    assert_refused(folder, "mole-face", "lab: the lesson opens no lab with a banner")
    write(folder, "mole-face", {**raw("mole-face", "de"), "tokens": ["der", "Maulwurf"]})
    assert_refused(folder, "mole-face", "tokens: not a text a translation may give")
    write(folder, "mole-face", '{"format": ')
    assert_refused(folder, "mole-face", "the JSON is broken")
    write(folder, "why-sqrt-dk", {**raw("why-sqrt-dk", "de"), "lab": {"d_k": 4}})
    assert_refused(folder, "why-sqrt-dk", "lab.d_k: not a text a translation may give")
    write(folder, "why-sqrt-dk", {**raw("why-sqrt-dk", "de"), "title": 7})
    assert_refused(folder, "why-sqrt-dk", "title: must be text")
    with (folder / "translations" / "mole-face.de.json").open("wb") as handle:
        handle.truncate(100 * 2**20)
    assert_refused(folder, "mole-face", "it is 100 MB")


def test_a_partial_translation_keeps_the_english_of_what_it_leaves_out(folder):
    write(folder, "why-sqrt-dk", {"format": "qkv-lab-translation", "version": 1,
                                  "language": "de", "title": "Warum √d_k?"})
    english = {i.name: i for i in list_examples(folder)}["why-sqrt-dk"]
    info = {i.name: i for i in list_examples(folder, language="de")}["why-sqrt-dk"]
    assert (info.title, info.description, info.lab, info.note) == \
        ("Warum √d_k?", english.description, english.lab, "")
