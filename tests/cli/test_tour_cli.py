"""`python main.py tour` in a subprocess: --list, check (exit 0 / exit 2 with one line per
problem), answers (one JSON line per question, equal to numpy's)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from core.tours.library import load_tour
from tests.cli.in_process import run_main
from tests.core.tour_reference import numpy_answer

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return run_main("tour", *args)


def test_list_names_each_built_in_tour_with_title_and_steps():
    result = run("--list")
    assert result.returncode == 0, result.stderr
    name, title, steps = result.stdout.splitlines()[0].split("\t")
    tour = load_tour(name).tour
    assert (title, int(steps)) == (tour.title, len(tour.steps))


def test_check_a_good_file_and_a_missing_one(capsys, tmp_path):
    import main

    assert main.main(["tour", "check", str(ROOT / "resources" / "tours" / "the-lesson.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    tour = load_tour("the-lesson").tour
    assert out == [f"the-lesson.json: ok: “{tour.title}”: {len(tour.steps)} steps, "
                   f"{len(tour.questions)} questions"]
    assert main.main(["tour", "check", str(tmp_path / "none.json")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_check_a_bad_file_says_each_problem_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "qkv-lab-tour", "version": 1, "title": "t", "steps": [
        {"title": "a", "text": "b", "example": "nope"},
        {"title": "c", "text": "d", "example": "mole-face", "stage": "weights",
         "ask": {"kind": "argmax", "stage": "weights", "row": 7}},
        {"title": "e", "text": "f", "open": "notebook"}]}))
    result = run("check", str(bad))
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert [line.split(": ")[1] for line in lines] == ["step 1", "step 2", "step 3"], lines
    assert "example: no example called 'nope'" in lines[0]
    assert "ask.row: 7 is out of range 0..4" in lines[1]
    assert "open: 'notebook' cannot be opened" in lines[2]


def test_answers_prints_one_json_line_per_question():
    result = run("answers", "the-lesson")
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    checked = load_tour("the-lesson")
    assert [line["step"] for line in lines] == [k + 1 for k, _ in checked.tour.questions]
    for line, (index, question) in zip(lines, checked.tour.questions, strict=True):
        assert set(line) == {"step", "kind", "answer", "label"} and line["kind"] == question.kind
        expected = numpy_answer(question, checked.sessions[index])
        assert line["answer"] == pytest.approx(expected) if question.kind == "value" else \
            line["answer"] == expected


def test_answers_follow_the_learners_own_sentence(capsys):
    import main

    path = str(ROOT / "resources" / "tours" / "the-lesson.json")
    assert main.main(["tour", "answers", path, "--text", "dogs chase cats up the old tree"]) == 0
    own = [k for k, step in enumerate(load_tour("the-lesson").tour.steps)
           if step.source is not None and step.source.kind == "own"]
    lines = {json.loads(line)["step"]: json.loads(line)
             for line in capsys.readouterr().out.splitlines()}
    checked = load_tour("the-lesson", "dogs chase cats up the old tree")
    for index in own:
        expected = numpy_answer(checked.tour.steps[index].ask, checked.sessions[index])
        assert lines[index + 1]["answer"] == expected
        assert checked.sessions[index].tokens[0] == "dogs"


def test_list_and_check_in_a_language_and_a_refused_translation_said(capsys, tmp_path):
    import main

    german = json.loads((ROOT / "resources" / "tours" / "the-labs.de.json").read_text("utf-8"))
    assert main.main(["tour", "--list", "--language", "de"]) == 0
    listed = dict(line.split("\t")[:2] for line in capsys.readouterr().out.splitlines())
    assert listed["the-labs"] == german["title"]
    tour = tmp_path / "labs.json"
    tour.write_bytes((ROOT / "resources" / "tours" / "the-labs.json").read_bytes())
    del german["steps"][0]
    (tmp_path / "labs.de.json").write_text(json.dumps(german), encoding="utf-8")
    refusal = ["qkv-lab tour: labs.de.json: steps: 7 steps, but the tour has 8: step 8 is "
               "missing; the tour is shown in English"]
    for args in ([str(tour), "--language", "de"], [str(tmp_path / "labs.de.json")]):
        assert main.main(["tour", "check", *args]) == 2
        captured = capsys.readouterr()
        assert (captured.err.splitlines(), captured.out) == (refusal, "")
    assert main.main(["tour", "answers", str(tour), "--language", "de"]) == 0   # in English
    captured = capsys.readouterr()
    assert captured.err.splitlines() == refusal
    assert len(captured.out.splitlines()) == len(load_tour("the-labs").answers)
    shipped = ROOT / "resources" / "tours" / "the-labs.es.json"
    assert main.main(["tour", "check", str(shipped)]) == 0
    spanish = json.loads(shipped.read_text("utf-8"))["title"]
    assert capsys.readouterr().out == f"the-labs.es.json: ok: “{spanish}”: 8 steps, 7 questions\n"
