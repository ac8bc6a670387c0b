"""Matrix export read back and compared with the trace; atomic writes; clear errors."""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import re

import numpy as np
import pytest

import core.files.atomic
from core.attention.stages import PER_HEAD_STAGES, STAGES
from core.export import (
    MATRIX_FORMATS,
    ExportError,
    check_folder,
    export_payloads,
    export_stages,
    format_number,
    plan_animation,
    stage_clipboard_text,
    stage_matrices,
    to_csv_text,
    to_latex,
    to_tsv_text,
    write_export_file,
    write_stage_file,
)
from core.session.value import Session


@pytest.fixture(scope="module")
def one_head():
    session = Session.from_text("the mole, on his face", causal=True)
    return session, session.run()


@pytest.fixture(scope="module")
def two_heads():
    session = Session.from_text("the mole on his face", n_heads=2).with_settings(causal=True)
    return session, session.run()


def _read_csv(text: str, delimiter: str = ","):
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    header, body = rows[0], rows[1:]
    return header[1:], [r[0] for r in body], np.array([[float(c) for c in r[1:]] for r in body])


def _read_latex(text: str):
    """(column labels, row labels, values) from to_latex's array form."""
    inner = re.search(r"\\begin\{array\}\{[^}]*\}\n(.*)\n\\end\{array\}", text, re.S).group(1)
    lines = [line.replace(r"\hline", "").strip() for line in inner.split("\\\\")]
    cells = [[c.strip() for c in line.split("&")] for line in lines if line]
    label = re.compile(r"\\text\{(.*)\}")
    cols = [label.fullmatch(c).group(1) for c in cells[0][1:]]
    rows = [label.fullmatch(r[0]).group(1) for r in cells[1:]]
    values = [[float("-inf") if c == r"-\infty" else float(c) for c in r[1:]] for r in cells[1:]]
    return cols, rows, np.array(values)


def test_csv_reads_back_exactly_with_token_labels(one_head):
    session, trace = one_head
    for stage in STAGES:
        (matrix,) = stage_matrices(trace, session.tokens, stage)
        cols, rows, values = _read_csv(to_csv_text(matrix.values, matrix.row_labels,
                                                   matrix.col_labels))
        assert rows == list(session.tokens)  # "," is a token: quoted, not split
        assert cols == list(matrix.col_labels)
        np.testing.assert_array_equal(values, trace.numpy(stage))
    (x,) = stage_matrices(trace, session.tokens, "x")
    assert x.col_labels == ("d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7")


def test_tsv_is_tab_separated_and_rounds_to_the_precision(one_head):
    session, trace = one_head
    weights = trace.numpy("weights")
    text = to_tsv_text(weights, session.tokens, session.tokens, precision=2)
    assert "\t" in text and "," in text.splitlines()[0]  # the "," token, unquoted in TSV
    cols, rows, values = _read_csv(text, "\t")
    assert cols == rows == list(session.tokens)
    np.testing.assert_allclose(values, weights, atol=0.005 + 1e-12)
    assert "-0.00" not in to_tsv_text([[-0.0001, 1]], precision=2)


def test_latex_reads_back_within_precision_with_minus_infinity(one_head):
    session, trace = one_head
    masked = trace.numpy("masked")
    text = to_latex(masked, 3, session.tokens, session.tokens)
    cols, rows, values = _read_latex(text)
    assert cols == rows == ["the", "mole", ",", "on", "his", "face"]
    assert np.array_equal(np.isneginf(values), np.isneginf(masked))
    finite = np.isfinite(masked)
    np.testing.assert_allclose(values[finite], masked[finite], atol=0.0005 + 1e-12)
    assert text.count(r"-\infty") == 15  # the strictly upper triangle of 6 x 6


def test_latex_without_labels_is_a_bmatrix_and_escapes_special_label_characters():
    plain = to_latex([[1.0, -2.5], [0.25, float("-inf")]], 2)
    assert plain == ("\\begin{bmatrix}\n1.00 & -2.50 \\\\\n0.25 & -\\infty\n"
                     "\\end{bmatrix}\n")
    labelled = to_latex([[1.0]], 1, ["a_b&c%"], ["$x^2"])
    assert r"\text{a\_b\&c\%}" in labelled and r"\text{\$x\textasciicircum{}2}" in labelled


def test_several_heads_give_one_text_file_per_head_and_whole_arrays_in_npy(two_heads):
    session, trace = two_heads
    payloads = export_payloads(trace, session.tokens, formats=MATRIX_FORMATS)
    for stage in STAGES:
        assert f"{stage}.npy" in payloads
        stems = [stage] if stage not in PER_HEAD_STAGES else [f"{stage}_h0", f"{stage}_h1"]
        for stem in stems:
            assert f"{stem}.csv" in payloads and f"{stem}.tex" in payloads
        assert np.array_equal(np.load(io.BytesIO(payloads[f"{stage}.npy"])), trace.numpy(stage))
    _, _, head_1 = _read_csv(payloads["scores_h1.csv"].decode())
    np.testing.assert_array_equal(np.float32(head_1), trace.head("scores", 1, native=True))
    assert set(payloads) >= {"stages.npz", "stages.json"}


def test_npy_npz_exact_and_json_numbers_exact_with_minus_inf_as_string(tmp_path, two_heads):
    session, trace = two_heads
    written = export_stages(trace, session.tokens, tmp_path, stages=["weights", "masked", "x"],
                            formats=["npy", "npz", "json"], settings={"positional": False})
    assert [p.name for p in written] == ["x.npy", "masked.npy", "mask_allowed.npy",
                                         "weights.npy", "stages.npz", "stages.json"]
    with np.load(tmp_path / "stages.npz", allow_pickle=False) as archive:
        assert sorted(archive.files) == ["mask_allowed", "masked", "weights", "x"]
        for stage in ("masked", "weights", "x"):
            assert np.array_equal(archive[stage], trace.numpy(stage))
        assert np.array_equal(archive["mask_allowed"], np.isfinite(trace.numpy("masked"))[0])
    text = (tmp_path / "stages.json").read_text()
    assert "NaN" not in text and "Infinity" not in text
    document = json.loads(text)
    assert document["tokens"] == list(session.tokens) and document["n_heads"] == 2
    assert document["settings"] == {"causal": True, "divisor": 2.0, "positional": False}
    assert document["masked_value"] == "-inf"
    masked = document["stages"]["masked"]
    assert masked["shape"] == [2, 5, 5]
    restored = np.array([[[float(c) for c in row] for row in head] for head in masked["values"]])
    assert np.array_equal(restored, trace.numpy("masked"))  # "-inf" -> -inf, numbers exact
    assert masked["values"][0][0][1] == "-inf"
    weights = np.array(document["stages"]["weights"]["values"])
    assert np.array_equal(weights, trace.numpy("weights"))


def test_bad_stage_or_format_names_the_valid_ones_and_writes_nothing(tmp_path, one_head):
    session, trace = one_head
    with pytest.raises(ValueError, match="stages are x, q, k, v"):
        export_stages(trace, session.tokens, tmp_path, stages=["weights", "softmax"])
    with pytest.raises(ValueError, match="formats are csv, npy, npz, json, tex"):
        export_stages(trace, session.tokens, tmp_path, formats=["csv", "xlsx"])
    assert list(tmp_path.iterdir()) == []


def test_missing_folder_a_file_and_an_unwritable_folder_are_clear_errors(tmp_path, one_head):
    session, trace = one_head
    with pytest.raises(ExportError, match="does not exist"):
        export_stages(trace, session.tokens, tmp_path / "missing", formats=["csv"])
    a_file = tmp_path / "a_file"
    a_file.write_text("keep")
    with pytest.raises(ExportError, match="is a file, not a folder") as caught:
        export_stages(trace, session.tokens, a_file, formats=["csv"])
    assert isinstance(caught.value, OSError) and caught.value.errno == errno.ENOTDIR
    with pytest.raises(ExportError, match="parent folder"):
        check_folder(tmp_path / "no" / "deeper", create=True)
    assert check_folder(tmp_path / "made", create=True).is_dir()
    if os.geteuid() != 0:  # root may write anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(ExportError, match="permission denied"):
            export_stages(trace, session.tokens, locked, formats=["csv"])


def test_a_full_disk_leaves_the_old_file_byte_for_byte(tmp_path, monkeypatch, one_head):
    session, trace = one_head
    old = b"weights from last week\n"
    (tmp_path / "weights.csv").write_bytes(old)

    def disk_full(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(core.files.atomic.os, "fsync", disk_full)
    with pytest.raises(ExportError, match="weights.csv .*the disk is full") as caught:
        export_stages(trace, session.tokens, tmp_path, stages=["weights"], formats=["csv"])
    assert caught.value.errno == errno.ENOSPC
    assert (tmp_path / "weights.csv").read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["weights.csv"]  # no temp file left


def test_write_export_file_replaces_whole_files(tmp_path):
    target = tmp_path / "scores.tex"
    write_export_file(target, "first")
    write_export_file(target, b"second")
    assert target.read_bytes() == b"second"
    with pytest.raises(ExportError, match="folder"):
        write_export_file(tmp_path, "x")


def test_animation_plan_shows_every_stage_in_order_and_ends_each_at_full_progress():
    frames = plan_animation(frames_per_stage=3)
    assert len(frames) == 3 * len(STAGES)
    assert [f.stage for f in frames[::3]] == list(STAGES)
    assert [f.progress for f in frames[:3]] == [1 / 3, 2 / 3, 1.0]
    assert frames[5 * 3].caption == "6 / 11: scaled"
    chosen = plan_animation(["weights", "scores"], frames_per_stage=1)
    assert [f.caption for f in chosen] == ["5 / 11: scores", "8 / 11: weights"]
    with pytest.raises(ValueError):
        plan_animation(frames_per_stage=0)


def test_one_stage_to_a_named_file_by_suffix(tmp_path, two_heads):
    session, trace = two_heads
    csv_path = write_stage_file(trace, session.tokens, "weights", tmp_path / "my.csv", head=1)
    _, rows, values = _read_csv(csv_path.read_text())
    assert rows == list(session.tokens)
    np.testing.assert_array_equal(np.float32(values), trace.head("weights", 1, native=True))
    npy_path = write_stage_file(trace, session.tokens, "masked", tmp_path / "m.npy")
    assert np.array_equal(np.load(npy_path), trace.numpy("masked"))
    tex = write_stage_file(trace, session.tokens, "x", tmp_path / "x.tex", precision=1)
    _, _, x_values = _read_latex(tex.read_text())
    np.testing.assert_allclose(x_values, trace.numpy("x"), atol=0.05 + 1e-12)
    document = json.loads(write_stage_file(trace, session.tokens, "z",
                                           tmp_path / "z.json").read_text())
    assert list(document["stages"]) == ["z"]
    with pytest.raises(ValueError, match=r"\.csv, \.tsv"):
        write_stage_file(trace, session.tokens, "z", tmp_path / "z.xlsx")
    with pytest.raises(ValueError, match="head 2 out of range"):
        write_stage_file(trace, session.tokens, "z", tmp_path / "z.csv", head=2)


def test_clipboard_text_is_a_labelled_tsv_table(one_head):
    session, trace = one_head
    text = stage_clipboard_text(trace, session.tokens, "scores", precision=3)
    cols, rows, values = _read_csv(text, "\t")
    assert cols == rows == list(session.tokens)
    np.testing.assert_allclose(values, trace.numpy("scores"), atol=0.0005 + 1e-12)
    assert len(text.splitlines()) == session.n_tokens + 1


def test_csv_holds_the_shortest_text_that_round_trips_each_float():
    session = Session.from_text("the mole on his face")
    for dtype, width in (("float32", np.float32), ("float64", np.float64)):
        trace = session.run(dtype=dtype)
        text = export_payloads(trace, session.tokens, stages=["scores"],
                               formats=["csv"])["scores.csv"].decode()
        _, _, values = _read_csv(text)
        native = trace.head("scores", 0, native=True)
        assert native.dtype == width
        np.testing.assert_array_equal(values.astype(width), native)  # reads back exactly
        cells = [c for line in text.splitlines()[1:] for c in line.split(",")[1:]]
        # no digit could be dropped: the shortest form numpy (Ryu) gives for that width
        assert cells == [np.format_float_positional(width(v), unique=True, trim="0")
                         if "e" not in c else c for v, c in zip(native.ravel(), cells,
                                                                strict=True)]
    assert "0.09669173" == format_number(np.float32(0.09669173), float32=True)
