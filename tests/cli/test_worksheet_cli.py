"""`python main.py worksheet`: the key read back with pypdf agrees, number by number, with numpy
computed here from each variant's session file; the students' pages hold no answers; the same
seed gives the same text; every page renders; every bad option is one line and exit 2."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.cli.in_process import run_main
from tests.cli.worksheet_reading import (
    Reference,
    fonts_embedded,
    index,
    numbers_in,
    page_texts,
    pages_by_variant,
    rendered_ink,
    texts_by_variant,
    vector,
)

ROOT = Path(__file__).resolve().parents[2]
DECIMALS = 2
TOLERANCE = 0.5 * 10 ** -DECIMALS + 1e-9
SUB = "[₀-₉]+"


def run_worksheet(*arguments: str) -> subprocess.CompletedProcess:
    return run_main("worksheet", *arguments)


def run_worksheet_process(*arguments: str) -> subprocess.CompletedProcess:
    """In a fresh interpreter: the one test that is about another process."""
    return subprocess.run(
        [sys.executable, "main.py", "worksheet", *arguments], cwd=ROOT, capture_output=True,
        text=True, timeout=180, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.fixture(scope="module")
def mole(tmp_path_factory):
    """Three variants of the mole lesson (5 tokens, no mask: the mask exercise is causal)."""
    folder = tmp_path_factory.mktemp("mole")
    result = run_worksheet("--example", "mole-face", "--out", str(folder), "--variants", "3",
                           "--seed", "11")
    assert result.returncode == 0, result.stderr
    return folder, result


def close(printed: float, expected: float) -> bool:
    return abs(printed - expected) <= TOLERANCE


def check_key(text: str, ref: Reference) -> int:
    """Every answer line of one variant's key against the reference; how many were checked."""
    checked = 0
    for i, values in re.findall(rf"Answer: q({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.q[0, index(i)], atol=TOLERANCE)
        checked += 1
    for i, j, value in re.findall(rf"Answer: q({SUB}) · k({SUB}) = (\S+)", text):
        assert close(float(value.replace("−", "-")), ref.scores[0, index(i), index(j)])
        checked += 1
    for i, j, value in re.findall(rf"Answer: q({SUB}) · k({SUB}) / √\d+ = (\S+)", text):
        assert close(float(value.replace("−", "-")), ref.scaled[0, index(i), index(j)])
        checked += 1
    for i, values in re.findall(rf"Answer: a({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.weights[0, index(i)], atol=TOLERANCE)
        checked += 1
    attends = re.findall(rf"Answer: “([^”]*)” → “([^”]*)” \(a({SUB}),({SUB}) = (\S+)\)", text)
    for query, key, i, j, value in attends:
        i, j = index(i), index(j)
        assert (ref.tokens[i], ref.tokens[j]) == (query, key)
        assert j == int(np.argmax(ref.weights[0, i]))
        assert close(float(value.replace("−", "-")), ref.weights[0, i, j])
        checked += 1
    z_rows = {index(i) for i in re.findall(rf"Answer: z({SUB}) = ", text)}
    if attends:   # every query but the one whose weights the z exercise prints
        assert {index(i) for _, _, i, _, _ in attends} == set(range(len(ref.tokens))) - z_rows
    for count in re.findall(r"Answer: \(a\) (\d+) cells become −∞", text):
        assert int(count) == int((~ref.mask_allowed).sum())
        checked += 1
    for i, values in re.findall(rf"Answer: \(b\) a({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.mask_weights[0, index(i)],
                                   atol=TOLERANCE)
        checked += 1
    for i, values in re.findall(rf"Answer: z({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.z[0, index(i)], atol=TOLERANCE)
        checked += 1
    for i, values in re.findall(rf"Answer: \(a\) concat({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.concat[index(i)], atol=TOLERANCE)
        checked += 1
    for i, values in re.findall(rf"Answer: \(b\) out({SUB}) = \[([^\]]*)\]", text):
        np.testing.assert_allclose(vector(values), ref.output[index(i)], atol=TOLERANCE)
        checked += 1
    return checked


def check_every_number(text: str, ref: Reference, pages: int) -> None:
    """Each number of the key is one the reference computes (or a count: variant, page, row)."""
    known = np.concatenate([ref.all_numbers(), [np.sqrt(ref.d_head)]])
    counts = set(range(0, max(len(ref.tokens), pages, 100) + 1))
    for printed in numbers_in(text):
        if printed.is_integer() and int(printed) in counts:
            continue
        assert np.min(np.abs(known - printed)) <= TOLERANCE, f"{printed} is no number of the key"


def test_key_matches_numpy_for_every_variant_and_the_sheets_hold_no_answers(mole):
    folder, result = mole
    assert result.stdout.count("\n") == 1 and "3 variants" in result.stdout
    keys, sheets = texts_by_variant(folder / "answer-key.pdf"), texts_by_variant(
        folder / "worksheet.pdf")
    assert sorted(keys) == sorted(sheets) == [1, 2, 3]
    for number in (1, 2, 3):
        ref = Reference(folder / f"variant-{number:02d}.json", causal_for_mask=True)
        key, sheet = keys[number], sheets[number]
        # q, score, scale, softmax, one "attends" per token but z's, mask (a) and (b), z
        assert check_key(key, ref) == 4 + 4 + 2 + 1
        check_every_number(key, ref, pages=4)
        assert "Answer:" not in sheet
        for vector_text in re.findall(r"= (\[[^\]]*\])", key):   # no answer row on the sheet
            assert " ".join(vector_text.strip("[]").split(", ")) not in sheet
        assert "?" in sheet   # the score's cell, left out of S
        assert "Name:" in sheet and f"Variant {number:02d}" in sheet


def test_variants_differ_five_tokens_fit_two_pages_fonts_are_embedded(mole):
    folder, _ = mole
    sessions = [json.loads((folder / f"variant-{n:02d}.json").read_text()) for n in (1, 2, 3)]
    assert len({json.dumps(s["embeddings"]) for s in sessions}) == 3
    assert all(s["tokens"] == ["The", "mole", "on", "his", "face"] for s in sessions)
    assert pages_by_variant(folder / "worksheet.pdf") == {1: 2, 2: 2, 3: 2}
    assert fonts_embedded(folder / "worksheet.pdf") and fonts_embedded(
        folder / "answer-key.pdf")


@pytest.mark.skipif(shutil.which("pdftoppm") is None,
                    reason="pdftoppm (Debian poppler-utils, in .ci/system-deps) is not installed")
def test_every_page_renders_and_is_not_blank(mole, tmp_path):
    folder, _ = mole
    for name in ("worksheet.pdf", "answer-key.pdf"):
        out = tmp_path / name
        out.mkdir()
        shares = rendered_ink(folder / name, out)
        assert len(shares) == len(page_texts(folder / name))
        assert all(share > 0.01 for share in shares), shares


def test_the_same_seed_in_another_process_gives_byte_identical_text(mole, tmp_path):
    folder, _ = mole
    again = run_worksheet_process("--example", "mole-face", "--out", str(tmp_path),
                                  "--variants", "3",
                          "--seed", "11")
    assert again.returncode == 0, again.stderr
    for name in ("worksheet.pdf", "answer-key.pdf"):
        assert page_texts(tmp_path / name) == page_texts(folder / name)
    for number in (1, 2, 3):
        name = f"variant-{number:02d}.json"
        assert (tmp_path / name).read_bytes() == (folder / name).read_bytes()


@pytest.mark.parametrize("arguments, option", [
    (["--variants", "0"], "--variants"), (["--variants", "10000"], "--variants"),
    (["--seed", "abc"], "--seed"), (["--paper", "a5"], "--paper"),
    (["--decimals", "9"], "--decimals"), (["--exercises", "lots"], "--exercises"),
    (["--exercises", "heads"], "--exercises")])
def test_bad_option_is_one_line_naming_it_and_writes_nothing(arguments, option, tmp_path):
    out = tmp_path / "out"
    result = run_worksheet("--example", "mole-face", "--out", str(out), *arguments)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith(f"qkv-lab worksheet: error: {option}")
    assert not out.exists()


def test_bad_session_and_folder_are_refused_with_what_would_fit(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    cases = [
        (["--example", "three-heads", "--out", str(tmp_path / "o1")], "--example",
         "at most 8"),
        (["--text", "one two three four five six seven eight nine", "--out",
          str(tmp_path / "o2")], "--text", "9 tokens"),
        (["--text", "a cat", "--out", str(a_file)], "--out", "is a file"),
        (["--text", "a cat", "--out", "/proc/qkv-lab-worksheet"], "--out", "cannot"),
        (["--text", "a cat"], "--out", "required"),
        (["--text", "a cat", "--example", "mole-face", "--out", str(tmp_path / "o3")],
         "give exactly one", "--example and --text")]
    for arguments, start, words in cases:
        result = run_worksheet(*arguments)
        assert result.returncode == 2, arguments
        line = result.stderr.strip()
        assert len(line.splitlines()) == 1, line
        assert line.startswith(f"qkv-lab worksheet: error: {start}") and words in line, line
    assert a_file.read_text() == "not a folder"
    assert not any((tmp_path / name).exists() for name in ("o1", "o2", "o3"))
