"""The tour file format v1: the built-in tour's answers against numpy, and every field's
refusal (one line naming the step, 1-based, and the field)."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from core.tours.library import (
    MAX_TOUR_BYTES,
    TourFileError,
    list_tours,
    load_tour,
    parse_and_check,
    read_tour_document,
)
from core.tours.markdown import to_html
from core.tours.progress import TourProgress
from tests.core.tour_reference import numpy_answer

SMALL = {"format": "qkv-lab-tour", "version": 1, "title": "small", "steps": [
    {"title": "one", "text": "the *first* step", "example": "mole-face", "stage": "scores",
     "select": {"stage": "weights", "row": 1, "col": 3},
     "ask": {"kind": "argmax", "stage": "weights", "row": 1}},
    {"title": "two", "text": "go on", "settings": {"causal": True}, "stage": "weights",
     "ask": {"kind": "compare", "stage": "weights", "row": 2, "col": 1,
             "change": {"cell": {"matrix": "W_K", "head": 0, "row": 0, "col": 1,
                                 "value": 2.0}}}},
    {"title": "three", "text": "own", "own": "a cat sat here", "stage": "masked",
     "open": ["code"], "ask": {"kind": "value", "stage": "masked", "row": 0, "col": 2}},
]}


@pytest.fixture(scope="module")
def lesson():
    return load_tour("the-lesson")


def test_the_built_in_tour_follows_the_lesson(lesson):
    tour = lesson.tour
    assert [info.name for info in list_tours()][0] == "the-lesson"
    assert len(tour.steps) >= 20 and len(tour.questions) >= 8
    titles = " | ".join(step.title for step in tour.steps)
    order = ["idea", "two moles", "Part 1", "Part 2", "Part 3", "√d_k lab", "Part 4",
             "−∞", "Part 5", "PyTorch", "several heads"]
    positions = [titles.find(word) for word in order]
    assert -1 not in positions and positions == sorted(positions), titles
    opened = {name for step in tour.steps for name in step.open}
    assert opened == {"scaling-lab", "mask-lab", "code", "heads"}
    kinds = {question.kind for _, question in tour.questions}
    assert kinds == {"argmax", "value", "sign", "compare", "choice"}


@pytest.mark.parametrize("name", [info.name for info in list_tours()])
def test_every_answer_of_every_built_in_tour_equals_numpy(name):
    checked = load_tour(name)
    assert len(checked.tour.questions) >= 5
    for index, question in checked.tour.questions:
        expected = numpy_answer(question, checked.sessions[index])
        got = checked.answers[index].answer
        if question.kind == "value":
            assert got == pytest.approx(expected, abs=1e-6), index
        else:
            assert got == expected, (index + 1, question)


def test_small_tour_answers_and_own_sentence():
    checked = parse_and_check(copy.deepcopy(SMALL))
    for index, question in checked.tour.questions:
        expected = numpy_answer(question, checked.sessions[index])
        assert checked.answers[index].answer == pytest.approx(expected)
    assert checked.sessions[1].causal and checked.sessions[1].tokens == checked.sessions[0].tokens
    assert checked.sessions[2].tokens == ("a", "cat", "sat", "here")
    masked = checked.answers[2]
    assert masked.answer == pytest.approx(numpy_answer(checked.tour.steps[2].ask,
                                                       checked.sessions[2]))
    mine = parse_and_check(copy.deepcopy(SMALL), own_text="dogs chase the ball")
    assert mine.sessions[2].tokens == ("dogs", "chase", "the", "ball")


def test_progress_scores_predictions_and_lists_steps_to_revisit(lesson):
    progress = TourProgress(lesson)
    asked = [index for index, _ in lesson.tour.questions]
    first, second = asked[0], asked[1]
    progress = progress.go_to(first).predict(lesson.answers[first].answer)
    label = lesson.answers[first].label     # said once: no "you predicted X; it is X"
    assert progress.feedback().right is True
    assert progress.feedback().text == f"✓ Right: {label}."
    progress = progress.go_to(second).predict(1 - lesson.answers[second].answer)
    assert progress.feedback().right is False
    assert progress.feedback().text.startswith("✗ Not quite: you predicted")
    progress = progress.go_to(asked[2]).reveal()
    assert progress.feedback().right is None
    assert progress.score() == (1, len(asked))
    assert progress.to_revisit() == [k + 1 for k in asked[1:]]
    assert "You predicted 1 of" in progress.summary()


def test_markdown_subset_escapes_html():
    assert to_html("**bold** and *em* and `a*b` <script>") == \
        "<p><b>bold</b> and <i>em</i> and <code>a*b</code> &lt;script&gt;</p>"
    assert to_html("- one\n- two") == "<ul><li>one</li><li>two</li></ul>"


def _problems(document) -> list[str]:
    with pytest.raises(TourFileError) as caught:
        parse_and_check(document)
    return caught.value.problems


def _mutated(path: tuple, value):
    document = copy.deepcopy(SMALL)
    target = document
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return document


REFUSALS = [
    (("format",), "qkv-lab-session", "format: must be 'qkv-lab-tour'"),
    (("version",), 2, "version: 2 is from a newer QKV Lab"),
    (("version",), "1", "version: must be a whole number"),
    (("title",), "", "title: must be text"),
    (("steps",), [], "steps: must be a list of at least one step"),
    (("colour",), 1, "colour: not a field of a tour"),
    (("steps", 0), "a step", "step 1: must be an object"),
    (("steps", 0, "title"), KeyError, "step 1: title: must be text"),
    (("steps", 1, "text"), 7, "step 2: text: must be text"),
    (("steps", 0, "example"), "no-such-lesson", "step 1: example: no example called"),
    (("steps", 0, "session"), {"format": "qkv-lab-session"}, "step 1: session: a step takes"),
    (("steps", 2, "own"), "", "step 3: own: must be text"),
    (("steps", 0, "stage"), "softmax", "step 1: stage: 'softmax' is not a stage"),
    (("steps", 1, "settings"), {"causal": "yes"}, "step 2: settings.causal: must be true"),
    (("steps", 1, "settings"), {"speed": 2}, "step 2: settings.speed: not a setting"),
    (("steps", 1, "settings"), {"mask": "diagonal"}, "step 2: settings.mask: unknown mask"),
    (("steps", 1, "settings"), {"heads_off": [3]}, "step 2: settings.heads_off"),
    (("steps", 0, "select", "row"), 5, "step 1: select.row: 5 is out of range 0..4"),
    (("steps", 0, "select", "col"), -1, "step 1: select.col: must be a whole number"),
    (("steps", 2, "open"), ["terminal"], "step 3: open: 'terminal' cannot be opened"),
    (("steps", 0, "ask", "kind"), "guess", "step 1: ask.kind: 'guess' is not a question kind"),
    (("steps", 0, "ask", "stage"), "logits", "step 1: ask.stage: 'logits' is not a stage"),
    (("steps", 0, "ask", "row"), 9, "step 1: ask.row: 9 is out of range 0..4"),
    (("steps", 0, "ask", "col"), 1, "step 1: ask.col: an argmax question names a row"),
    (("steps", 0, "ask", "head"), 2, "step 1: ask.head: head 2 is out of range"),
    (("steps", 0, "ask", "answer"), 3, "step 1: ask.answer: only a choice question"),
    (("steps", 2, "ask", "col"), 9, "step 3: ask.col: 9 is out of range 0..3"),
    (("steps", 2, "ask", "tolerance"), -1, "step 3: ask.tolerance: must be a number ≥ 0"),
    (("steps", 2, "ask", "change"), {"settings": {"causal": True}},
     "step 3: ask.change: only a compare question"),
    (("steps", 1, "ask", "change"), {"cell": {"matrix": "W_K", "row": 40, "col": 0,
                                              "value": 1}}, "step 2: ask.change.cell: W_K[40, 0]"),
    (("steps", 1, "ask", "change"), {"cell": {"matrix": "W_Z", "row": 0, "col": 0,
                                              "value": 1}}, "step 2: ask.change.cell.matrix"),
    (("steps", 1, "ask", "change"), {"settings": {"scaled": 3}},
     "step 2: ask.change.settings.scaled: must be true or false"),
    (("steps", 1, "ask", "change"), None, "step 2: ask.change: must be"),
    (("steps", 0, "ask"), {"kind": "choice", "options": ["a"], "answer": 0},
     "step 1: ask.options: must be a list of 2 to 8 texts"),
    (("steps", 0, "ask"), {"kind": "choice", "options": ["a", "b"], "answer": 2},
     "step 1: ask.answer: must be the 0-based number"),
    (("steps", 0, "ask"), {"kind": "argmin", "stage": "weights", "row": 0},
     "step 1: ask.row: row 0 of weights ties"),
]


@pytest.mark.parametrize(("path", "value", "expected"), REFUSALS,
                         ids=[".".join(map(str, p)) + f"={v!r}"[:30] for p, v, _ in REFUSALS])
def test_every_field_is_refused_with_its_step_and_field(path, value, expected):
    problems = _problems(_mutated(path, value))
    assert any(problem.startswith(expected) for problem in problems), problems


def test_the_first_step_must_name_a_session():
    document = _mutated(("steps", 0, "example"), KeyError)
    assert "step 1: example: the first step must say" in " ".join(_problems(document))


def test_several_problems_are_said_at_once():
    document = _mutated(("steps", 0, "stage"), "nope")
    document["steps"][2]["ask"]["row"] = 99
    problems = _problems(document)
    assert [p.split(":")[0] for p in problems] == ["step 1", "step 3"], problems


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b'{"a": NaN}', b'[1e999]',
                                     b"[" * 100000, b'{"x": ' + b"9" * 5000 + b"}"])
def test_files_that_are_not_tours_are_refused_in_one_line(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(TourFileError) as caught:
        parse_and_check(read_tour_document(path))
    assert len(caught.value.problems) == 1 and "bad.json" in caught.value.problems[0]


def test_a_100_megabyte_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 2**20)         # sparse: no disk used
    opened = []
    monkeypatch.setattr("os.open", lambda *a, **k: opened.append(a) or (_ for _ in ()).throw(
        AssertionError("opened")))
    with pytest.raises(TourFileError, match="limited to"):
        read_tour_document(path)
    assert not opened and path.stat().st_size > MAX_TOUR_BYTES


def test_a_tour_is_data_never_code(tmp_path):
    document = copy.deepcopy(SMALL)
    document["steps"][0]["text"] = "__import__('os').system('touch pwned') <img src=x onerror=1>"
    checked = parse_and_check(json.loads(json.dumps(document)))
    assert "&lt;img" in to_html(checked.tour.steps[0].text)
    assert not (tmp_path / "pwned").exists()
    assert np.isfinite(checked.answers[2].answer) or checked.answers[2].answer == -np.inf


def test_the_documented_example_is_a_valid_tour():
    import re
    from pathlib import Path

    formats = Path(__file__).resolve().parents[2] / "docs" / "file-formats.md"
    text = formats.read_text(encoding="utf-8")
    section = text[text.index("## Tours"):]
    example = re.search(r"```json\n(.*?)```", section, re.S).group(1)
    checked = parse_and_check(json.loads(example))
    assert [answer.kind for answer in checked.answers.values()] == ["argmax", "compare",
                                                                    "choice"]
    for index, question in checked.tour.questions:
        assert checked.answers[index].answer == numpy_answer(question, checked.sessions[index])


def test_an_inline_session_is_a_steps_session_and_a_broken_one_is_refused():
    from core.files.session_io import session_to_dict
    from core.session.value import Session

    own = Session.from_text("tiny inline session", d_model=4, d_head=2, causal=True)
    document = copy.deepcopy(SMALL)
    del document["steps"][0]["example"]
    document["steps"][0]["session"] = session_to_dict(own)
    document["steps"][0]["select"]["row"], document["steps"][0]["ask"]["row"] = 2, 2
    document["steps"][0]["select"]["col"] = 1
    checked = parse_and_check(document)
    assert checked.sessions[0] == own and checked.sessions[1].tokens == own.tokens
    assert checked.answers[0].answer == numpy_answer(checked.tour.steps[0].ask, own)
    document["steps"][0]["session"]["W_Q"] = [[[1.0]]]
    assert _problems(document)[0].startswith("step 1: session: ")


def test_a_typed_prediction_reads_as_a_learner_types_it():
    from core.tours.answers import typed_number

    assert [typed_number(t) for t in ("0.25", " −0.5 ", "1,5", "2")] == [0.25, -0.5, 1.5, 2.0]
    for text in ("", "abc", "nan", "inf", "1e999"):
        with pytest.raises(ValueError):
            typed_number(text)
