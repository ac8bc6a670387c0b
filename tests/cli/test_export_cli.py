"""`main.py export` end to end: files written and listed, numbers right, clear refusals."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from core.files.session_io import save_session
from core.session.value import Session
from gui.export.image.stage_view import content_size
from main import main

ROOT = Path(__file__).resolve().parents[2]
SENTENCE = "the mole on his face"


def _start(*args: str, cwd: Path) -> subprocess.Popen:
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "export", *args], cwd=cwd,
                            env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _finish(process: subprocess.Popen) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=120)
    return process.returncode, out, err


def test_text_to_csv_png_and_gif_in_a_subprocess_with_no_display(tmp_path):
    code, stdout, stderr = _finish(_start("--text", SENTENCE, "--out", "tmp", "--formats",
                                          "csv,png,gif", "--stages", "scores", "weights",
                                          cwd=tmp_path))
    assert code == 0, stderr
    out = tmp_path / "tmp"
    expected = ["scores.csv", "weights.csv", "scores.png", "weights.png", "step-through.gif"]
    assert stdout.split() == [str(Path("tmp") / name) for name in expected]
    assert sorted(p.name for p in out.iterdir()) == sorted(expected)
    session = Session.from_text(SENTENCE)
    trace = session.run()
    with open(out / "weights.csv", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][1:] == list(session.tokens)
    np.testing.assert_array_equal(np.array([r[1:] for r in rows[1:]], dtype=np.float32),
                                  trace.numpy("weights", native=True))
    with Image.open(out / "scores.png") as picture:
        n = len(session.tokens)            # sized by the 5 × 5 matrix, at the default 2x
        assert picture.size == tuple(2 * side for side in content_size((n, n)))
    with Image.open(out / "step-through.gif") as animation:
        assert animation.n_frames >= 2


def test_a_bad_format_or_an_unwritable_folder_exits_2_with_the_reason(tmp_path):
    bad_format = _start("--text", SENTENCE, "--out", "tmp", "--formats", "csv,xlsx",
                        cwd=tmp_path)
    no_parent = _start("--text", SENTENCE, "--out", "missing/deeper", "--formats", "csv",
                       cwd=tmp_path)  # both at once: each pays for importing torch
    code, out, err = _finish(bad_format)
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "qkv-lab export: --formats: unknown format 'xlsx'; formats are csv, npy, npz, json, "
        "tex, png, svg, gif, py, ipynb, vectors"]
    code, out, err = _finish(no_parent)
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "qkv-lab export: --out: cannot create missing/deeper: its parent folder missing does "
        "not exist"]
    assert list(tmp_path.iterdir()) == []


def _export(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(["export", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_session_file_with_causal_and_chosen_stages(tmp_path, capsys):
    session_path = tmp_path / "lesson.json"
    save_session(Session.from_text("a mole of carbon dioxide", n_heads=2), session_path)
    code, out, err = _export([str(session_path), "--out", str(tmp_path / "out"), "--causal",
                              "--stages", "weights", "x", "--formats", "json,tex,npz",
                              "--precision", "2"], capsys)
    assert code == 0, err
    names = [Path(line).name for line in out.split()]
    assert names == ["x.tex", "weights_h0.tex", "weights_h1.tex", "stages.npz", "stages.json"]
    document = json.loads((tmp_path / "out" / "stages.json").read_text())
    assert document["settings"]["causal"] is True and list(document["stages"]) == ["x", "weights"]
    assert document["stages"]["weights"]["values"][0][0][1] == 0.0  # causal: no look ahead
    assert "0.00" in (tmp_path / "out" / "weights_h0.tex").read_text()


@pytest.mark.parametrize(("argv", "message"), [
    (["--out", "OUT"], "give either a session file or --text"),
    (["SESSION", "--text", SENTENCE, "--out", "OUT"], "give either a session file or --text"),
    (["--text", SENTENCE, "--out", "OUT", "--stages", "softmax"],
     "unknown stage 'softmax'; stages are x, q, k, v, scores"),
    (["--text", SENTENCE, "--out", "OUT", "--precision", "99"], "--precision must be 0 to 12"),
    (["--text", "   ", "--out", "OUT"], "the sentence is empty"),
    (["BROKEN", "--out", "OUT"], "not a QKV Lab session"),
    (["--text", SENTENCE, "--out", "A_FILE"], "is a file, not a folder"),
])
def test_refusals_exit_2_with_one_clear_line(tmp_path, capsys, argv, message):
    (tmp_path / "broken.json").write_text("{ nope")
    (tmp_path / "a_file").write_text("keep")
    (tmp_path / "session.json").write_text("{}")
    names = {"OUT": str(tmp_path / "out"), "SESSION": str(tmp_path / "session.json"),
             "BROKEN": str(tmp_path / "broken.json"), "A_FILE": str(tmp_path / "a_file")}
    code, out, err = _export([names.get(a, a) for a in argv], capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert err.startswith("qkv-lab export: ")
    assert not (tmp_path / "out").exists() or list((tmp_path / "out").iterdir()) == []
