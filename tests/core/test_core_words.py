"""core.i18n: the sentences core writes go through one translation hook, numbers untouched.

Without a hook every text is the English as written (literal sentences, numbers from torch);
with a hook installed each sentence passes through it, and taking the hook's marks away gives
back the English text exactly, so no number changed and no sentence was missed. The shipped
catalogues keep every {field} of core's texts.
"""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
import torch

from core import i18n
from core.attention.stage_text import StageSettings, formula, meaning
from core.attention.stages import MEANINGS, STAGES
from core.explanations import explain, long_text, where_text
from core.explanations.notation import LONG_DIGITS, number
from core.files.examples import load_example
from core.files.session_io import session_from_dict
from core.files.session_json import SessionFileError
from core.files.translation_files import TranslationError, read_translation
from core.limits import LimitError, parse_number
from core.masks.presets import preset
from core.masks.text import combination_note, hidden_row_notes, stroke_label
from core.pretrained.errors import PretrainedError
from core.pretrained.model_files import read_config
from core.session.value import Session
from core.tours.sessions import change_label
from core.tours.tour import CellChange, Question
from tests.core.marking import marked, unmarked

ROOT = Path(__file__).resolve().parents[2]
TOKENS = ["the", "mole", "on", "his", "face"]
# Core texts that a language writes as English does (its word for token is token).
SAME_IN = {"de": {"{name}: {problem}"},      # a file's name, a colon, what is wrong with it
           "es": {"token {index}", "token {number}", "divisor = {divisor}",
                  "causal", "Causal", "{count} tokens", "no", "{name}: {problem}"},
           "zh_CN": {"“{text}”"}}   # Chinese quotes as English does
MATHS = {*STAGES, "softmax", "max"}      # names the lesson writes the same in every language
CORE_CONTEXTS = {"Stages", "Explanations", "Masks", "Trace", "ScalingLab", "Errors", "Files",
                 "Vectors", "Lessons", "Pretrained",
                 "Training", "Animation", "Controller", "Compute", "TourAnswers", "TourProgress",
                 "TourChanges", "Worksheets", "Code", "TourFiles", "TrainingTasks",
                 "TrainingStatus", "Numbers", "MaskPresets", "Handout",
                 "FlashSteps", "Quotes", "SlidingWindowLesson"}


@pytest.fixture(scope="module")
def session():
    return Session.from_text(" ".join(TOKENS), causal=True)


def torch_scaled(session: Session) -> torch.Tensor:
    """(n, n) q·k / √d_head, computed here from the session's own matrices."""
    x = torch.tensor(session.x(), dtype=torch.float64)                    # (n, d_model)
    q = x @ torch.tensor(session.w_q[0], dtype=torch.float64)              # (n, d_head)
    k = x @ torch.tensor(session.w_k[0], dtype=torch.float64)
    return (q @ k.T) / math.sqrt(session.d_head)


def test_without_a_hook_the_texts_are_the_english_as_written(session):
    assert not i18n.installed()
    assert meaning("weights", StageSettings()) == \
        "Softmax turns each row of scores into weights that sum to 1."
    assert meaning("scaled", StageSettings(temperature=2.5)) == (
        "The scores are divided by τ = 2.5 instead of √d_k: a larger τ flattens the softmax, a "
        "smaller one sharpens it.")
    assert formula("masked", StageSettings(masked=False)) == "S / √d_k + M   (no mask: M = 0)"
    assert formula("weights", StageSettings(masked=True)) == \
        "A = softmax(S / √d_k + M), row by row"
    trace, scaled = session.run(), torch_scaled(session)
    cell = explain(trace, "masked", 1, 3)            # key 4 comes after query 2: hidden
    assert where_text(cell, TOKENS) == "masked: row 2 “mole”, column 4 “his”"  # one head
    value = number(float(scaled[1, 3]), LONG_DIGITS)
    assert long_text(cell, TOKENS).splitlines()[2:4] == [
        "  key 4 “his” comes after query 2 “mole”: the causal mask hides the future",
        f"  scaled[2, 4] = {value} is replaced by −∞ (softmax gives it 0)"]
    score = explain(trace, "scaled", 1, 3)
    assert score.short_text().startswith(f"{number(float(scaled[1, 3]) * 2)} / √4 = ")
    assert hidden_row_notes(None, True, TOKENS) == []      # causal: every query sees itself
    hidden = np.ones((5, 5), dtype=bool)
    hidden[2] = False
    assert hidden_row_notes(hidden, False, TOKENS) == [
        "“on” (row 2) sees no key: every score in its row is −∞, so softmax would divide 0 by 0; "
        "QKV Lab gives the row zero weights and z = 0."]
    assert stroke_label(1, False) == "mask: hid 1 key" and \
        stroke_label(3, True) == "mask: showed 3 keys"


def _every_text(session: Session) -> list[str]:
    """Stage meanings in several settings (then their formulas), every explanation of a few
    cells, the mask notes and the trace's warnings: prose first, the formulas last."""
    trace = session.with_settings(mask=_row_hidden()).run()
    texts, formulas = [], []
    for settings in (StageSettings(), StageSettings(scaled=False, masked=True, positional=True,
                                                    n_heads=1, projected=False),
                     StageSettings(temperature=1.7, n_heads=1), StageSettings(heads_off=(1,))):
        formulas += [formula(stage, settings) for stage in STAGES]
        texts += [meaning(stage, settings) for stage in STAGES]
    for stage, i, j in (("x", 1, 2), ("q", 2, 1), ("scores", 1, 3), ("scaled", 0, 0),
                        ("masked", 1, 3), ("masked", 3, 1), ("weights", 2, None),
                        ("weights", 3, 4), ("weights", 4, 0), ("z", 1, None), ("z", 1, 2),
                        ("output", 0, 1)):
        e = explain(trace, stage, i, j)
        texts += [e.short_text(TOKENS), long_text(e, TOKENS), where_text(e, TOKENS)]
    texts += [combination_note(_row_hidden(), True), combination_note(None, False)]
    texts += hidden_row_notes(_row_hidden(), True, TOKENS) + list(trace.warnings)
    return texts + formulas


def _row_hidden() -> np.ndarray:
    mask = np.ones((5, 5), dtype=bool)
    mask[4] = False                                  # the last query sees no key at all
    return mask


def test_every_sentence_goes_through_the_hook_and_keeps_its_numbers(session):
    english = _every_text(session)
    i18n.install_translator(marked)
    try:
        translated = _every_text(session)
    finally:
        i18n.remove_translator()
    assert [unmarked(text) for text in translated] == english     # same numbers, same order
    prose = [line for text in translated[:-4 * len(STAGES)] for line in text.splitlines()
             if set(re.findall("[a-z]{3,}", unmarked(line))) - MATHS]   # a line with a word
    assert len(prose) > 100
    assert all("«" in text for text in prose), [t for t in prose if "«" not in t]
    assert translated != english
    # Every line of prose in an explanation's long text was looked up (the maths lines are not).
    trace = session.run()
    i18n.install_translator(marked)
    try:
        lines = long_text(explain(trace, "masked", 1, 3), TOKENS).splitlines()
    finally:
        i18n.remove_translator()
    assert lines[0].startswith("masked: «row 2» «“mole”», «column 4» «“his”»")  # one head: unnamed
    assert all(line.count("«") >= 1 for line in lines[2:5])
    value = number(float(torch_scaled(session)[1, 3]), LONG_DIGITS)
    assert "«{cell} = {value} is replaced by −∞ (softmax gives it 0)»".format(
        cell="scaled[2, 4]", value=value) in lines[3]


def test_every_stage_meaning_is_looked_up(hook):
    for stage in STAGES:
        assert meaning(stage, StageSettings(masked=True)) == f"«{MEANINGS[stage]}»"


def test_error_lines_go_through_the_hook_and_keep_the_field(hook):
    with pytest.raises(LimitError) as typed:
        parse_number("abc", "W_Q[1, 2]")
    assert str(typed.value) == "«W_Q[1, 2]: 'abc' is not a number»"
    with pytest.raises(SessionFileError) as loaded:
        session_from_dict({"format": "qkv-lab-session", "version": 1, "tokens": ["a"],
                           "settings": {"causal": "yes"}})
    assert str(loaded.value) == "«settings.causal must be true or false»"


def test_a_hook_that_gives_nothing_leaves_the_english():
    i18n.install_translator(lambda context, text: "")
    try:
        assert meaning("q", StageSettings()) == MEANINGS["q"]
    finally:
        i18n.remove_translator()
    assert not i18n.installed()


def _core_texts() -> set[tuple[str, str]]:
    """(context, text) of every literal that core looks up or marks (what lupdate extracts)."""
    import ast

    texts = set()
    for path in sorted((ROOT / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                    "translate", "QT_TRANSLATE_NOOP") and len(node.args) == 2 and all(
                    isinstance(arg, ast.Constant) for arg in node.args):
                texts.add((node.args[0].value, node.args[1].value))
    return texts


def _core_messages(code: str):
    """(source, translation) of core's texts in a catalogue (gui shares some context names)."""
    core = _core_texts()
    tree = ET.parse(ROOT / "resources" / "translations" / f"qkv_lab_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.find("source").text
            if (context.find("name").text, source) in core:
                yield source, message.find("translation").text or ""


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
def test_every_core_translation_keeps_each_field_and_formats(code):
    fields = re.compile(r"\{(\w+)\}")
    count = 0
    for source, translation in _core_messages(code):
        count += 1
        assert sorted(fields.findall(translation)) == sorted(fields.findall(source)), \
            (source, translation)            # a lost field drops a number, an extra one raises
        values = {name: "7" for name in fields.findall(source)}
        assert "7" * bool(values) in translation.format(**values), (source, translation)
        assert translation != source or source in SAME_IN[code], (source, code)
    assert count >= 170


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
def test_a_translated_error_still_starts_with_its_field(code):
    """session_io writes 'settings.' before an error that starts with heads_off or temperature,
    and decides so by its first word: every language keeps the field first."""
    kept = [(source, translation) for source, translation in _core_messages(code)
            if source.startswith(("heads_off", "temperature", "settings.", "'"))]
    assert len(kept) >= 12
    for source, translation in kept:
        field = re.match(r"[\w.'{}]+", source).group(0).rstrip(":")
        assert translation.startswith(field) or field.startswith("'{"), (source, translation)


def test_every_lookup_names_its_context_and_never_an_f_string():
    """lupdate reads translate("Context", "literal"): an f-string or a formatted text inside
    the call would be looked up as a text no catalogue holds (and lupdate cannot extract it)."""
    import ast

    calls = 0
    for path in sorted((ROOT / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                    "translate", "QT_TRANSLATE_NOOP"):
                calls += 1
                context, text = node.args
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert isinstance(context, ast.Constant) and context.value in CORE_CONTEXTS, where
                assert not isinstance(text, ast.JoinedStr), where
                assert not (isinstance(text, ast.Call) and getattr(text.func, "attr", "") ==
                            "format"), where
    assert calls > 200


def test_a_tour_changes_undo_label_goes_through_the_hook_and_keeps_the_maths(hook):
    settings = Question("compare", "weights", settings_change={"scaled": False, "causal": True,
                                                                "positional": None})
    assert change_label(settings) == "÷√d_k «off», «causal mask» «on», «positions» «none»"
    cell = Question("compare", "scores", cell_change=CellChange("W_Q", 1, 0, 2, 0.5))
    assert change_label(cell) == "W_Q[0, 2]« (head 2)» = 0.5"
    i18n.remove_translator()
    assert change_label(settings) == "÷√d_k off, causal mask on, positions none"


@pytest.mark.parametrize(("config", "english"), [
    ({"model_type": 5}, "{file}: model_type must be text, got 5"),
    ({"hidden_size": 10, "num_attention_heads": 3},
     "{file}: hidden_size 10 is not a multiple of num_attention_heads 3"),
    ({"hidden_size": 0}, "{file}: hidden_size must be a positive whole number, got 0"),
])
def test_a_broken_model_folders_line_goes_through_the_hook(tmp_path, hook, config, english):
    (tmp_path / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(PretrainedError) as refused:
        read_config(tmp_path)
    file = tmp_path / "config.json"
    assert str(refused.value).startswith("«") and str(refused.value).endswith("»")
    assert unmarked(str(refused.value)) == english.format(file=file)


@pytest.mark.parametrize(("call", "english"), [
    (lambda: preset("diagonal", 4), "unknown mask preset 'diagonal'; presets are "),
    (lambda: preset("causal", 4, width=2), "mask preset 'causal' has no parameter 'width'"),
    (lambda: load_example("no-such-lesson"), "no example called 'no-such-lesson'; examples are "),
])
def test_a_bad_preset_or_lesson_name_goes_through_the_hook(hook, call, english):
    with pytest.raises((ValueError, KeyError)) as refused:      # UnknownExampleError: KeyError
        call()
    assert str(refused.value).startswith("«") and unmarked(str(refused.value)).startswith(english)


@pytest.mark.parametrize(("raw", "english"), [
    (b"[1]", "x.de.json: holds no JSON object: a translation is "),
    (b'{"format": "nope"}', "x.de.json: format: must be 'qkv-lab-translation'"),
    (b"\xff", "x.de.json: not UTF-8 text"),
])
def test_a_refused_translation_file_says_why_through_the_hook(tmp_path, hook, raw, english):
    path = tmp_path / "x.de.json"
    path.write_bytes(raw)
    with pytest.raises(TranslationError) as refused:
        read_translation(path, "de")
    line = str(refused.value)
    assert line.startswith("x.de.json: ") and "«" in line       # the file's name stays first
    assert unmarked(line).startswith(english)
