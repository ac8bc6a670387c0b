"""The rotation exercise (rotary positions): the key's θ, angle, cos, sin and turned pair
against numpy and complex multiplication written here; the student's page holds no answer;
sessions without rotary refuse the exercise in one line."""

from __future__ import annotations

import re

import numpy as np
import pytest

from core.files.examples import load_example
from core.worksheets.exercises import resolve_exercises, why_not
from core.worksheets.fit import WorksheetError
from core.worksheets.page import ANSWER, Blanks, Matrices, Text
from core.worksheets.sheet import build_worksheet

NUMBER = r"(−?\d+(?:\.\d+)?)"


def number(text: str) -> float:
    return float(text.replace("−", "-"))


@pytest.fixture(scope="module")
def rotary():
    return load_example("rotary-positions")


@pytest.fixture(scope="module")
def sheet(rotary):
    return build_worksheet(rotary, variants=6, seed=5, exercises="rotate,score")


def test_variants_keep_rotary_positions_and_the_base(rotary, sheet):
    assert rotary.rotary
    for variant in sheet.variants:
        assert variant.session.positional == "rotary"
        assert variant.session.rope_base == rotary.rope_base


def test_the_key_turns_the_pair_as_complex_multiplication_does(sheet):
    for variant in sheet.variants:
        s = variant.session
        student = next(e for e in variant.student if e.name == "rotate")
        key = next(e for e in variant.key if e.name == "rotate")
        given = next(b for b in student.blocks if isinstance(b, Matrices)).items[0]
        vector, row = given.name[0], int(str(given.name[1:]).translate(
            str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789"))) - 1
        a, b = (int(c) for c in given.col_labels)
        pair, p = a // 2, row                      # positions count from 0, rows from 1
        # numpy, not the engine: the unrotated row from the variant's own numbers
        weights = s.w_q[0] if vector == "q" else s.w_k[0]
        x, y = (s.embeddings @ weights)[row, a:b + 1]
        assert [number(c) for c in given.cells[0]] == pytest.approx([x, y])
        theta = s.rope_base ** (-2 * pair / s.d_head)
        angle = p * theta
        c, si = round(np.cos(angle), 2), round(np.sin(angle), 2)
        text = "\n".join(block.text for block in key.blocks if isinstance(block, Text))
        first_theta = re.search(rf"θ. = .*? [=≈] {NUMBER}\n", text)
        assert number(first_theta.group(1)) == pytest.approx(theta, abs=5e-5)
        assert number(re.search(rf"p·θ. = {p}·\S+ [=≈] {NUMBER}", text).group(1)) == \
            pytest.approx(angle, abs=5e-5)
        cos_sin = re.search(rf"cos\(\S+\) ≈ {NUMBER}, sin\(\S+\) ≈ {NUMBER}", text)
        assert (number(cos_sin.group(1)), number(cos_sin.group(2))) == (c, si)
        rounded = complex(x, y) * complex(c, si)   # the turn with the printed cos and sin
        exact = complex(x, y) * np.exp(1j * angle)
        answer = next(block.text for block in key.blocks
                      if isinstance(block, Text) and block.style == ANSWER and "(b)" in block.text)
        shown = [number(v) for v in re.findall(NUMBER + r"(?=[,)])", answer.split("=")[-1])]
        assert shown == pytest.approx([rounded.real, rounded.imag], abs=1e-9)
        assert abs(complex(*shown) - exact) <= (abs(x) + abs(y)) * 0.005 + 1e-9
        for line in (t for t in text.split("\n") if t.startswith(("q̃", "k̃"))):
            terms = re.fullmatch(rf".* = \(?{NUMBER}\)? ([−+]) \(?{NUMBER}\)? = {NUMBER}", line)
            left, sign, right, total = terms.groups()
            signed = number(right) if sign == "+" else -number(right)
            assert number(left) + signed == pytest.approx(number(total), abs=1e-9)


def test_the_students_page_holds_no_answer(sheet):
    """No answer block; the turned pair is blank boxes; where the score exercise prints the
    same turned row, the pair's cells are ? (the rotation's answer is not given away)."""
    hidden_seen = 0
    for variant in sheet.variants:
        assert not any(isinstance(b, Text) and b.style == ANSWER
                       for e in variant.student for b in e.blocks)
        rotate = next(e for e in variant.student if e.name == "rotate")
        blanks = rotate.blocks[-1]
        given = next(b for b in rotate.blocks if isinstance(b, Matrices)).items[0]
        assert isinstance(blanks, Blanks) and blanks.count == 2
        assert blanks.label == given.name[0] + "\u0303" + given.name[1:]      # q₄ -> q̃₄
        a, b = (int(c) for c in given.col_labels)
        for exercise in variant.student:
            for block in (b for b in exercise.blocks if isinstance(b, Matrices)):
                for m in (m for m in block.items if m.name == blanks.label):
                    assert (m.cells[0][a], m.cells[0][b]) == ("?", "?")
                    assert "?" not in [c for t, c in enumerate(m.cells[0]) if t not in (a, b)]
                    hidden_seen += 1
    assert hidden_seen          # seed 5 has a variant whose score row is the turned row


def test_without_rotary_positions_the_exercise_is_refused_in_one_line():
    mole = load_example("mole-face")
    assert why_not("rotate", mole, ()) == "this session has no rotary positions"
    assert "rotate" not in resolve_exercises(None, mole)
    with pytest.raises(WorksheetError, match="'rotate' does not fit this session: this "
                                             "session has no rotary positions"):
        resolve_exercises("rotate", mole)


def turned(rows: np.ndarray, base: float) -> np.ndarray:
    """(n, d) rows turned pair by pair by complex multiplication: row p's pair by p·θᵢ."""
    n, d = rows.shape
    pairs = rows[:, 0::2] + 1j * rows[:, 1::2]                       # (n, d/2)
    theta = base ** (-np.arange(0, d, 2) / d)                        # (d/2,)
    spun = pairs * np.exp(1j * np.arange(n)[:, None] * theta[None, :])
    return np.stack([spun.real, spun.imag], axis=-1).reshape(n, d)


def test_the_score_of_a_rotary_variant_multiplies_the_turned_vectors(sheet):
    subscripts = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
    for variant in sheet.variants:
        s = variant.session
        label = next(e for e in variant.student if e.name == "score").blocks[-1].label
        i, j = (int(part.strip()[2:].translate(subscripts)) - 1 for part in label.split("·"))
        q = turned(s.embeddings @ s.w_q[0], s.rope_base)             # numpy, not the engine
        k = turned(s.embeddings @ s.w_k[0], s.rope_base)
        answer = next(b.text for e in variant.key if e.name == "score" for b in e.blocks
                      if isinstance(b, Text) and b.style == ANSWER)
        assert number(answer.split(" = ")[-1]) == pytest.approx(q[i] @ k[j], abs=0.005 + 1e-9)
        assert label.startswith("q\u0303") and "k\u0303" in label
