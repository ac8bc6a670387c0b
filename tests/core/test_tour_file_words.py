"""A broken tour file's refusals in the window's language (core.i18n, context TourFiles).

With a marking hook every problem line carries marks; taking them away gives back the English
line exactly as `tour check` prints it (computed here without the hook); and the ``step 3:
ask.kind:`` that starts a line is never inside a mark, so the file's field names, and the step
number the lines are sorted by, stay as written in every language (the German window's line:
tests/gui/classroom/test_tour_file_language.py).
"""

from __future__ import annotations

import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from core import i18n
from core.files.session_io import session_to_dict
from core.session.value import Session
from core.tours.library import TourFileError, load_tour, parse_and_check, read_tour_document
from tests.core.marking import marked, unmarked
from tests.core.test_tours import SMALL, _mutated

ROOT = Path(__file__).resolve().parents[2]


def _inline_session_broken() -> dict:
    document = copy.deepcopy(SMALL)
    del document["steps"][0]["example"]
    own = Session.from_text("tiny inline session", d_model=4, d_head=2, causal=True)
    document["steps"][0]["session"] = session_to_dict(own)
    document["steps"][0]["session"]["W_Q"] = [[[1.0]]]
    return document


def _two_steps_broken() -> dict:
    document = _mutated(("steps", 0, "stage"), "nope")
    document["steps"][2]["ask"]["row"] = 99
    return document


# Broken tours, each with the start of the line it is refused with (in English): parse's
# field checks, verify's checks against the built sessions, and the answers' checks.
BROKEN = [
    (_mutated(("format",), "qkv-lab-session"), "format: "),
    (_mutated(("version",), 2), "version: 2 is from a newer"),
    (_mutated(("version",), "1"), "version: must be a whole"),
    (_mutated(("title",), ""), "title: must be text"),
    (_mutated(("description",), 5), "description: must be text"),
    (_mutated(("steps",), []), "steps: must be a list"),
    (_mutated(("steps",), [{}] * 501), "steps: 501 steps"),
    (_mutated(("colour",), 1), "colour: not a field of a tour"),
    (["not", "an", "object"], "the file holds no JSON object"),
    (_mutated(("steps", 0), "a step"), "step 1: must be an object"),
    (_mutated(("steps", 0, "colour"), 1), "step 1: colour: not a field of a step"),
    (_mutated(("steps", 0, "title"), KeyError), "step 1: title: must be text"),
    (_mutated(("steps", 1, "text"), 7), "step 2: text: must be text"),
    (_mutated(("steps", 0, "text"), "x" * 5000), "step 1: text: 5000 characters"),
    (_mutated(("steps", 0, "example"), KeyError), "step 1: example: the first step must say"),
    (_mutated(("steps", 0, "session"), {}), "step 1: session: a step takes"),
    (_mutated(("steps", 0, "example"), ""), "step 1: example: must be text"),
    (_mutated(("steps", 2, "own"), ""), "step 3: own: must be text"),
    (_inline_session_broken(), "step 1: session: "),
    (_mutated(("steps", 0, "stage"), "softmax"), "step 1: stage: 'softmax' is not a stage"),
    (_mutated(("steps", 1, "settings"), 3), "step 2: settings: must be an object"),
    (_mutated(("steps", 1, "settings"), {"causal": "yes"}), "step 2: settings.causal: must"),
    (_mutated(("steps", 1, "settings"), {"speed": 2}), "step 2: settings.speed: not a"),
    (_mutated(("steps", 1, "settings"), {"temperature": -1}), "step 2: settings.temperature"),
    (_mutated(("steps", 1, "settings"), {"heads_off": "a"}), "step 2: settings.heads_off: "),
    (_mutated(("steps", 1, "settings"), {"heads_off": [3]}), "step 2: settings.heads_off: "),
    (_mutated(("steps", 1, "settings"), {"mask": 3}), "step 2: settings.mask: must be"),
    (_mutated(("steps", 0, "select"), 3), "step 1: select: must be an object"),
    (_mutated(("steps", 0, "select", "zap"), 3), "step 1: select.zap: not a field"),
    (_mutated(("steps", 0, "select", "stage"), "nope"), "step 1: select.stage: 'nope'"),
    (_mutated(("steps", 0, "select", "row"), 5), "step 1: select.row: 5 is out of range"),
    (_mutated(("steps", 0, "select", "col"), 9), "step 1: select.col: 9 is out of range"),
    (_mutated(("steps", 0, "select", "col"), -1), "step 1: select.col: must be a whole"),
    (_mutated(("steps", 0, "select", "head"), 4), "step 1: select.head: 4 is out of range"),
    (_mutated(("steps", 2, "open"), 5), "step 3: open: must be one of"),
    (_mutated(("steps", 2, "open"), ["terminal"]), "step 3: open: 'terminal' cannot"),
    (_mutated(("steps", 0, "ask"), 5), "step 1: ask: must be an object"),
    (_mutated(("steps", 0, "ask", "zap"), 5), "step 1: ask.zap: not a field"),
    (_mutated(("steps", 0, "ask", "kind"), "guess"), "step 1: ask.kind: 'guess' is not"),
    (_mutated(("steps", 0, "ask", "text"), 5), "step 1: ask.text: must be text"),
    (_mutated(("steps", 0, "ask", "stage"), "logits"), "step 1: ask.stage: 'logits' is not"),
    (_mutated(("steps", 0, "ask", "row"), 9), "step 1: ask.row: 9 is out of range"),
    (_mutated(("steps", 0, "ask", "col"), 1), "step 1: ask.col: an argmax question"),
    (_mutated(("steps", 0, "ask", "head"), 2), "step 1: ask.head: head 2 is out of range"),
    (_mutated(("steps", 0, "ask", "answer"), 3), "step 1: ask.answer: only a choice"),
    (_mutated(("steps", 2, "ask", "col"), 9), "step 3: ask.col: 9 is out of range"),
    (_mutated(("steps", 2, "ask", "tolerance"), -1), "step 3: ask.tolerance: must be"),
    (_mutated(("steps", 2, "ask", "change"), {"settings": {"causal": True}}),
     "step 3: ask.change: only a compare question"),
    (_mutated(("steps", 1, "ask", "change"), None), "step 2: ask.change: must be"),
    (_mutated(("steps", 1, "ask", "change"), {"settings": {}}),
     "step 2: ask.change.settings: must change"),
    (_mutated(("steps", 1, "ask", "change"), {"settings": {"scaled": 3}}),
     "step 2: ask.change.settings.scaled: must be true or false"),
    (_mutated(("steps", 1, "ask", "change"), {"cell": 3}), "step 2: ask.change.cell: must be"),
    (_mutated(("steps", 1, "ask", "change"), {"cell": {"matrix": "W_Z", "row": 0, "col": 0,
                                                       "value": 1}}),
     "step 2: ask.change.cell.matrix: must be one of"),
    (_mutated(("steps", 1, "ask", "change"), {"cell": {"matrix": "W_K", "row": -1, "col": 0,
                                                       "value": "x"}}),
     "step 2: ask.change.cell.row: must be a whole"),
    (_mutated(("steps", 1, "ask", "change"), {"cell": {"matrix": "W_K", "row": 40, "col": 0,
                                                       "value": 1}}),
     "step 2: ask.change.cell: W_K[40, 0]"),
    (_mutated(("steps", 0, "ask"), {"kind": "choice", "options": ["a"], "answer": 0}),
     "step 1: ask.options: must be a list of 2 to 8 texts"),
    (_mutated(("steps", 0, "ask"), {"kind": "choice", "options": ["a", "b"], "answer": 2}),
     "step 1: ask.answer: must be the 0-based number"),
    (_mutated(("steps", 0, "ask"), {"kind": "choice", "options": ["a", "b"], "answer": 0,
                                    "row": 1}), "step 1: ask.row: a choice question gives"),
    (_mutated(("steps", 0, "ask"), {"kind": "argmin", "stage": "weights", "row": 0}),
     "step 1: ask.row: row 0 of weights ties"),
    (_two_steps_broken(), "step 1: stage: 'nope'"),
]
FIELD = re.compile(r"(step \d+: )?([\w.]+: )?")   # what a line starts with: never translated


def _problems(document) -> list[str]:
    with pytest.raises(TourFileError) as caught:
        parse_and_check(document)
    return caught.value.problems


@pytest.mark.parametrize(("document", "english_start"), BROKEN,
                         ids=[start[:40] for _, start in BROKEN])
def test_every_refusal_is_marked_and_is_the_english_line_unmarked(document, english_start):
    english = _problems(document)                    # as `tour check` says it: no hook
    assert any(line.startswith(english_start) for line in english), english
    i18n.install_translator(marked)
    try:
        translated = _problems(document)
    finally:
        i18n.remove_translator()
    assert len(translated) == len(english)
    for line, english_line in zip(translated, english, strict=True):
        assert "«" in line and "»" in line, line               # its words passed the hook
        assert unmarked(line) == english_line                  # and nothing else changed
        prefix = FIELD.match(english_line).group(0)
        assert line.startswith(prefix) and "«" not in prefix, (line, prefix)


def test_the_step_prefix_keeps_the_problems_in_step_order_in_every_language(hook):
    """library sorts a tour's problems by the "step N:" their lines start with: a translated
    line keeps it, so the order is the English one, the tour's own fields first."""
    document = _two_steps_broken()
    document["title"] = ""
    problems = _problems(document)
    assert [FIELD.match(unmarked(p)).group(1) for p in problems] == [None, "step 1: ",
                                                                    "step 3: "], problems
    assert problems[0] == "title: «must be text (the tour's name in the menu)»"


def test_an_embedded_error_keeps_its_own_context(hook):
    """A refusal from the session or the engine comes in its own words (context Errors) and is
    only embedded, marked once: never looked up again as a TourFiles text."""
    line = next(p for p in _problems(_inline_session_broken()) if p.startswith("step 1: "))
    assert line == ("step 1: session: «the session is inconsistent: {error}»".replace(
        "{error}", "«W_Q has d_model {d_model} but the embeddings have {embeddings}»")
        .replace("{d_model}", "1").replace("{embeddings}", "4"))


@pytest.mark.parametrize(("content", "english"), [
    (b"\xff\xfe", "bad.json: not a tour (not UTF-8 text)"),
    (b'{"a": NaN}', "bad.json: not a tour: the JSON is broken (NaN is not a number a tour "
                    "may hold)"),
    (b"[1e999]", "bad.json: not a tour: the JSON is broken (1e999 is too large a number for a "
                 "tour)"),
])
def test_a_file_that_is_no_tour_is_refused_in_the_windows_words(tmp_path, content, english):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(TourFileError) as plain:
        read_tour_document(path)
    assert plain.value.problems == [english]
    i18n.install_translator(marked)
    try:
        with pytest.raises(TourFileError) as caught:
            read_tour_document(path)
    finally:
        i18n.remove_translator()
    [line] = caught.value.problems
    assert line.startswith("bad.json: «") and unmarked(line) == english


def _translation(**texts) -> dict:
    return {"format": "qkv-lab-translation", "version": 1, "language": "de", **texts}


ask_choice = copy.deepcopy(SMALL)
ask_choice["steps"][0]["ask"] = {"kind": "choice", "options": ["a", "b"], "answer": 0}
TRANSLATION_REFUSALS = [
    (SMALL, _translation(steps="x"), "t.de.json: steps: must be a list"),
    (SMALL, _translation(steps=[{}]), "t.de.json: steps: 1 steps, but the tour has 3: step 2 "
                                      "is missing"),
    (SMALL, _translation(steps=[{}] * 4), "t.de.json: steps: 4 steps, but the tour has 3: "
                                          "step 4 is extra"),
    (SMALL, _translation(steps=[{}, 5, {}]), "t.de.json: step 2: must be an object"),
    (_mutated(("steps", 2, "ask"), KeyError), _translation(steps=[{}, {}, {"ask": {}}]),
     "t.de.json: step 3: ask: the tour's step asks no question"),
    (SMALL, _translation(steps=[{"ask": 5}, {}, {}]), "t.de.json: step 1: ask: must be an "
                                                      "object"),
    (SMALL, _translation(steps=[{"ask": {"options": ["x"]}}, {}, {}]),
     "t.de.json: step 1: ask.options: the tour's question is argmax, not a choice"),
    (ask_choice, _translation(steps=[{"ask": {"options": ["x"]}}, {}, {}]),
     "t.de.json: step 1: ask.options: 1 options, but the tour's question has 2"),
    (ask_choice, _translation(steps=[{"ask": {"options": "x"}}, {}, {}]),
     "t.de.json: step 1: ask.options: no list of options, but the tour's question has 2"),
    (ask_choice, _translation(steps=[{"ask": {"options": ["x", " "]}}, {}, {}]),
     "t.de.json: step 1: ask.options: option 2 must be text, not empty"),
]


@pytest.mark.parametrize(("tour", "translation", "english_start"), TRANSLATION_REFUSALS,
                         ids=[start[11:50] for _, _, start in TRANSLATION_REFUSALS])
def test_a_refused_translation_says_why_in_the_windows_words(tmp_path, tour, translation,
                                                             english_start):
    path = tmp_path / "t.json"
    path.write_text(json.dumps(tour), encoding="utf-8")
    (tmp_path / "t.de.json").write_text(json.dumps(translation), encoding="utf-8")
    english = load_tour(path, language="de").note
    assert english.startswith(english_start) and \
        english.endswith("; the tour is shown in English"), english
    i18n.install_translator(marked)
    try:
        note = load_tour(path, language="de").note
    finally:
        i18n.remove_translator()
    assert unmarked(note) == english
    where = FIELD.match(english[len("t.de.json: "):]).group(0)
    assert note.startswith(f"«t.de.json: {where}«"), note   # the file, step, field: as written
    assert note.endswith("; the tour is shown in English»")


# TourFiles texts that cite a tour file's own names in their prose: each language keeps them.
NAMES_IN_PROSE = {
    "the first step must say where its session comes from (example, session or own)":
        ("example", "session", "own"),
    "a step takes its session from one of example, session or own, not {named}":
        ("example", "session", "own"),
    "the first step must name its session (example, session or own)":
        ("example", "session", "own"),
    "must be an object with title, text and more": ("title", "text"),
    "must be an object with the step's title, text, ask": ("title", "text", "ask"),
    "must be an object with text (and options)": ("text", "options"),
    "must be an object with a kind": ("kind",),
    "must be true or false": ("true", "false"),
    "must be a positive number or null (√d_k)": ("null", "√d_k"),
    "not a field of select ({fields})": ("select",),
    "only a compare question applies a change, not {kind}": ("compare",),
    "a compare question needs a change": ("compare",),
    "only a choice question gives {key}; core computes this answer": ("choice",),
    "a choice question gives options and an answer, not {key}": ("choice", "options",
                                                                   "answer"),
    "the tour's question is {kind}, not a choice: it has no options": ("choice", "options"),
}


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
def test_each_catalogue_keeps_the_names_a_refusal_cites(code):
    tree = ET.parse(ROOT / "resources" / "translations" / f"qkv_lab_{code}.ts")
    context = next(c for c in tree.getroot().iter("context")
                   if c.find("name").text == "TourFiles")
    texts = {m.find("source").text: m.find("translation").text or ""
             for m in context.iter("message")}
    assert len(texts) >= 60
    for source, names in NAMES_IN_PROSE.items():
        for name in names:
            assert re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", texts[source]), \
                (code, source, texts[source])
    for source, translation in texts.items():
        assert translation and translation != source, (code, source)


# How the Tour panel's counter ("step {number} of {total}", context TourProgress) starts in
# each language; checked against the shipped translation below.
COUNTER_WORD = {"en": r"step\s*(\d+)", "de": r"schritt\s*(\d+)", "es": r"paso\s*(\d+)",
                "zh_CN": r"第\s*(\d+)\s*步"}


def _counter(language: str) -> str:
    if language == "en":
        return "step {number} of {total}"
    tree = ET.parse(ROOT / "resources" / "translations" / f"qkv_lab_{language}.ts")
    for context in tree.getroot():
        if context.findtext("name") == "TourProgress":
            for message in context.iter("message"):
                if message.findtext("source") == "step {number} of {total}":
                    return message.findtext("translation")
    raise AssertionError(f"no translation of the tour counter in {language}")


@pytest.mark.parametrize("path", sorted((ROOT / "resources" / "tours").glob("*.json")),
                         ids=lambda path: path.name)
def test_no_step_title_numbers_itself_against_the_counter_beside_it(path):
    """A title "Step 1: the query" on the counter's "step 4 of 24" says two numbers for one
    step: a title may name the counter's word only with the counter's own number."""
    language = path.stem.split(".")[1] if "." in path.stem else "en"
    word = re.compile(COUNTER_WORD[language], re.IGNORECASE)
    assert word.match(_counter(language).format(number=7, total=24)).group(1) == "7"
    steps = json.loads(path.read_text(encoding="utf-8"))["steps"]
    wrong = [(index, step["title"]) for index, step in enumerate(steps, start=1)
             if (found := word.match(step.get("title", ""))) and int(found.group(1)) != index]
    assert wrong == []
