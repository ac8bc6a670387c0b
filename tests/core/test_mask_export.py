"""Exports carry the mask: read back the allowed matrix (CSV, NPY) and M in LaTeX."""

from __future__ import annotations

import csv
import io
import re

import numpy as np
import pytest

from core.export import export_payloads, export_stages, write_mask_file
from core.masks.presets import preset
from core.session.value import Session


@pytest.fixture
def windowed():
    session = Session.from_text("the cat sat on the mat", seed=7)
    session = session.with_settings(mask=preset("sliding_window", 6, window=2), causal=True)
    return session, session.run()


def _expected(session):
    return preset("sliding_window", 6, window=2) & np.tril(np.ones((6, 6), dtype=bool))


def _read_allowed_csv(text: str):
    rows = list(csv.reader(io.StringIO(text)))
    return rows[0][1:], [r[0] for r in rows[1:]], np.array([[c == "1" for c in r[1:]]
                                                             for r in rows[1:]])


def _read_latex_m(text: str) -> np.ndarray:
    body = text.split(r"\hline", 1)[1].split(r"\end{array}")[0]
    rows = [r for r in body.strip().split("\\\\") if r.strip()]
    cells = [[c.strip() for c in r.split("&")[1:]] for r in rows]
    return np.array([[-np.inf if c == r"-\infty" else float(c) for c in row] for row in cells])


def test_export_of_the_masked_stage_writes_the_mask_and_it_reads_back(tmp_path, windowed):
    session, trace = windowed
    written = export_stages(trace, session.tokens, tmp_path, stages=["masked"],
                            formats=["csv", "npy", "tex"])
    names = [p.name for p in written]
    assert {"mask_allowed.csv", "mask_allowed.npy", "mask_M.tex"} <= set(names)
    expected = _expected(session)
    cols, rows, allowed = _read_allowed_csv((tmp_path / "mask_allowed.csv").read_text())
    assert cols == rows == list(session.tokens)
    np.testing.assert_array_equal(allowed, expected)
    npy = np.load(tmp_path / "mask_allowed.npy", allow_pickle=False)
    assert npy.dtype == bool
    np.testing.assert_array_equal(npy, expected)
    tex = (tmp_path / "mask_M.tex").read_text()
    m = _read_latex_m(tex)
    assert np.all(m[expected] == 0.0) and np.all(np.isneginf(m[~expected]))
    assert tex.count(r"-\infty") == int((~expected).sum())
    assert re.search(r"\\text\{cat\}", tex)


def test_no_mask_files_when_every_key_is_visible_or_masked_not_chosen(windowed):
    session = Session.from_text("a b c", seed=1)
    assert not any(n.startswith("mask_") for n in export_payloads(session.run(), session.tokens))
    session, trace = windowed
    assert not any(n.startswith("mask_")
                   for n in export_payloads(trace, session.tokens, stages=["weights"]))


def test_one_mask_file_by_suffix_and_a_bad_suffix_is_refused(tmp_path, windowed):
    session, trace = windowed
    path = write_mask_file(trace.allowed, session.tokens, tmp_path / "m.npy")
    np.testing.assert_array_equal(np.load(path), _expected(session))
    path = write_mask_file(trace.allowed, session.tokens, tmp_path / "m.tex")
    assert path.read_text().count(r"-\infty") == int((~_expected(session)).sum())
    with pytest.raises(ValueError, match="m.png"):
        write_mask_file(trace.allowed, session.tokens, tmp_path / "m.png")
    assert not (tmp_path / "m.png").exists()
