"""core.worksheets in the window's language: every word a student or teacher reads goes through
core.i18n (context "Worksheets"), and the numbers do not.

With a marking hook installed every text of a built worksheet and key is compared with the
English one: taking the marks away gives the English text exactly (no number changed, nothing
reordered), and what is left outside the marks is maths only (q₁ = x₁ W^Q, Σ, −∞, max) or a
token: no English word was missed. Every Worksheets text in the students' pages and the key is
looked up by at least one of the sessions built here, so every branch is checked.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import numpy as np
import pytest

from core import i18n
from core.files.examples import load_example
from core.session.value import Session
from core.worksheets import variants as variant_module
from core.worksheets.catalogue import CATALOGUE, EXERCISES, description, unknown_exercise
from core.worksheets.exercises import resolve_exercises, why_not
from core.worksheets.fit import WorksheetError, check_shape
from core.worksheets.options import OptionError, parse_options
from core.worksheets.page import Blanks, Matrices, Text, variant_label
from core.worksheets.sheet import build_worksheet
from tests.core.marking import unmarked

ROOT = Path(__file__).resolve().parents[2]
# The lesson's maths names, written the same in every language (stage names and symbols).
MATHS = {"max", "concat", "out", "softmax", "masked", "d_model", "d_head", "d_k", "cos", "sin"}
WORD = re.compile(r"[^\W\d_]{2,}")
INDICES = str.maketrans({c: " " for c in "₀₁₂₃₄₅₆₇₈₉ⱼₜᵀ"})   # q₁, Σⱼ, Kᵀ: no words


def marked(context: str, text: str) -> str:
    """Marks the worksheets' texts (other rooms' texts, such as a session's own checks, are
    another test's)."""
    if context != "Worksheets":
        return text
    looked_up.add(text)
    return f"«{text}»"


looked_up: set[str] = set()


def outside_marks(text: str) -> str:
    """The characters of ``text`` at depth 0 (not inside any «…»)."""
    depth, kept = 0, []
    for char in text:
        if char == "«":
            depth += 1
        elif char == "»":
            depth -= 1
            assert depth >= 0, text
        elif depth == 0:
            kept.append(char)
    assert depth == 0, text
    return "".join(kept)


def leftover_words(text: str, tokens) -> set[str]:
    """Words outside the marks that are neither maths nor one of the session's tokens."""
    plain = outside_marks(text).translate(INDICES)
    for name in MATHS:
        plain = plain.replace(name, " ")
    return set(WORD.findall(plain)) - set(tokens)


def _mask(n: int, *hidden: tuple[int, int]) -> np.ndarray:
    mask = np.ones((n, n), dtype=bool)
    for cell in hidden:
        mask[cell] = False
    return mask


SESSIONS = {   # name -> (session, exercises): between them every branch of every exercise
    "heads": (Session.from_text("a b c d", d_model=6, d_head=2, n_heads=3), None),
    "heads-no-w-o": (Session.from_text("p q r", d_model=4, d_head=2, n_heads=2), None),
    "mole": (load_example("mole-face"), None),
    "mole-scale-alone": (load_example("mole-face"), "scale,softmax,mask"),
    "mole-score-softmax": (load_example("mole-face"), "score,softmax,mask"),
    "unscaled": (load_example("tiny-by-hand"), None),
    "causal": (load_example("causal-next-word"), None),
    "own-mask": (Session.from_text("w x y z", d_model=4, d_head=2).with_settings(
        mask=_mask(4, (1, 3), (2, 0))), None),
    "own-mask-causal": (Session.from_text("w x y z", d_model=4, d_head=2, causal=True)
                        .with_settings(mask=_mask(4, (2, 0))), None),
    "two": (Session.from_text("hi there", d_model=4, d_head=2), "score,scale,softmax,attends"),
    "two-no-scale": (Session.from_text("hi there", d_model=4, d_head=2),
                     "score,softmax,attends,mask"),
    "d3": (Session.from_text("p q r s t", d_model=5, d_head=3), None),
    "rotary": (load_example("rotary-positions"), None),
}


def texts_of(sheet) -> list[tuple[str, str]]:
    """(where, text) of everything a page prints from core: titles, Text blocks, matrix and
    box names and labels, the variant's label and title, in a fixed order."""
    found = []
    for variant in sheet.variants:
        found += [("variant", variant_label(variant.number)),
                  ("variant title", variant.session.title)]
        for part, exercises in (("student", variant.student), ("key", variant.key)):
            for exercise in exercises:
                where = f"{part} {exercise.name}"
                found.append((f"{where} title", exercise.title))
                for block in exercise.blocks:
                    if isinstance(block, Text):
                        found.append((f"{where} text", block.text))
                    elif isinstance(block, Blanks):
                        found += [(f"{where} blanks", block.label),
                                  *((f"{where} box", n) for n in block.names)]
                    else:
                        assert isinstance(block, Matrices)
                        for matrix in block.items:
                            found += [(f"{where} matrix", matrix.name),
                                      *((f"{where} label", t) for t in matrix.row_labels)]
    return found


def build(name: str, seed: int = 4):
    session, exercises = SESSIONS[name]
    return build_worksheet(session, variants=2, seed=seed, exercises=exercises, decimals=2)


@pytest.fixture
def hook():
    i18n.install_translator(marked)
    yield
    i18n.remove_translator()


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_every_word_of_the_sheet_and_key_is_looked_up_and_no_number_changes(name):
    english = texts_of(build(name))
    i18n.install_translator(marked)
    try:
        translated = texts_of(build(name))
    finally:
        i18n.remove_translator()
    assert [where for where, _ in translated] == [where for where, _ in english]
    assert [unmarked(text) for _, text in translated] == [text for _, text in english]
    tokens = SESSIONS[name][0].tokens
    prose = 0
    for where, text in translated:
        assert leftover_words(text, tokens) == set(), (where, text)   # no word left unmarked
        prose += bool(leftover_words(unmarked(text), tokens))
    assert prose >= 10
    bodies = [text for where, text in translated if where.endswith(" text")]
    assert sum("«" in text for text in bodies) >= 0.3 * len(bodies)   # the rest: working maths
    assert all(text.startswith("«") for where, text in translated if where == "variant")


def test_every_worksheet_text_is_looked_up_by_some_session():
    """The sessions above reach every literal the pages and the key look up (no branch left
    unchecked by the test above)."""
    looked_up.clear()
    i18n.install_translator(marked)
    try:
        for name in SESSIONS:
            texts_of(build(name))
    finally:
        i18n.remove_translator()
    page_texts = set()
    for module in ("student", "student_rotary", "key", "blocks", "page", "variants"):
        tree = ast.parse((ROOT / "core" / "worksheets" / f"{module}.py").read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate":
                page_texts.add(node.args[1].value)
    refusal = "found no pleasant numbers for variant {number} with seed {seed}; try another --seed"
    assert len(page_texts) > 40
    assert page_texts - looked_up == {refusal}       # checked in the refusals' test below


def test_refusals_and_descriptions_are_looked_up_and_keep_their_numbers(hook, monkeypatch):
    mole = load_example("mole-face")
    with pytest.raises(WorksheetError) as shape:
        check_shape(9, 8, 8, 2)
    text = str(shape.value)
    assert outside_marks(text) == ""
    assert unmarked(text) == (
        "does not fit on paper: 9 tokens (at most 8: shorten the sentence); d_model 8 (at most "
        "6); d_head 8 (at most 6); 2 heads × d_head 8 = 16 concat columns (at most 6). A "
        "worksheet fits up to 8 tokens, d_model ≤ 6, d_head ≤ 6 and heads × d_head ≤ 6 (these "
        "lessons fit: “Tiny, by hand: I like tea”, “The mole on his face”, “Causal attention: "
        "the cat sat on the mat”)")
    with pytest.raises(WorksheetError) as small:
        check_shape(1, 4, 2, 1)
    assert unmarked(str(small.value)).startswith(
        "does not fit on paper: 1 token (at least 2: attention needs keys to choose between).")
    with pytest.raises(WorksheetError) as heads:
        resolve_exercises("heads", mole)
    assert str(heads.value) == ("«exercise 'heads' does not fit this session: «this session "
                                "has one head»»")
    assert heads.value.option == "--exercises"
    assert unknown_exercise(["nope"]) == (
        "«unknown exercise 'nope'; exercises are query, rotate, score, scale, softmax, online, "
        "attends, mask, z, heads»")
    assert why_not("scale", load_example("tiny-by-hand"), EXERCISES) == (
        "«scaling is off in this session (the scaled score is the score)»")
    assert why_not("z", Session.from_text("a b", d_model=4, d_head=2, causal=True),
                   EXERCISES).startswith("«every row is taken")
    with pytest.raises(OptionError, match="^«--exercises is empty"):
        parse_options(exercises=" ")
    assert [description(name) for name in CATALOGUE] == [f"«{t}»" for t in CATALOGUE.values()]
    monkeypatch.setattr(variant_module, "MAX_ATTEMPTS", 0)
    with pytest.raises(WorksheetError) as none:
        variant_module.variant_session(mole, seed=12, number=3)
    assert str(none.value) == ("«found no pleasant numbers for variant 3 with seed 12; try "
                               "another --seed»")
    assert none.value.option == "--seed"


def test_without_a_hook_the_english_is_as_written():
    assert not i18n.installed()
    sheet = build("heads")
    key = {e.name: e for e in sheet.variants[0].key}
    answers = [b.text for e in key.values() for b in e.blocks
               if isinstance(b, Text) and b.style == "answer"]
    assert answers and all(text.startswith("Answer: ") for text in answers)
    assert variant_label(7) == "Variant 07"
    assert sheet.variants[1].session.title == "a b c d: worksheet variant 02"
    student = {e.name: e for e in sheet.variants[0].student}
    assert student["query"].title == "A query row"
    assert " of head 1: entry t is the dot product" in student["query"].blocks[0].text


def test_the_paper_refusal_names_the_lessons_that_fit_by_their_titles_in_its_language():
    """Issue 42: the worksheet dialog's German refusal named 'tiny-by-hand', 'mole-face' and
    'causal-next-word' (file names); it names their German titles, read here from the lessons'
    own translation files."""
    folder = ROOT / "resources" / "examples" / "translations"
    titles = [json.loads((folder / f"{name}.de.json").read_text("utf-8"))["title"]
              for name in ("tiny-by-hand", "mole-face", "causal-next-word")]
    i18n.install_translator(marked, "de")
    try:
        with pytest.raises(WorksheetError) as refused:
            check_shape(9, 4, 2, 1)
    finally:
        i18n.remove_translator()
    text = str(refused.value)
    assert "mole-face" not in text and "tiny-by-hand" not in text
    assert all(title in text for title in titles), (titles, text)
    assert i18n.language() == "en"                  # removed with its translator
    with pytest.raises(WorksheetError) as command_line:   # no translator: the command line's
        check_shape(9, 4, 2, 1)                            # English, the names --example takes
    assert "“The mole on his face” (mole-face)" in str(command_line.value)
