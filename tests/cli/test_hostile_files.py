"""Hostile files given on the command line: refused fast, in little memory, in one line, exit 2.

Each case runs `main.py` in a subprocess as a user would; the child's own peak memory comes
from os.wait4 (the kernel's ru_maxrss for that one process, read by a small launcher), its time
from the wall clock (the launcher's start, a few tens of ms, included).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli.in_process import run_main

ROOT = Path(__file__).resolve().parents[2]
MAX_SECONDS = 2.0
MAX_RSS_MB = 600


# The child is started by a small launcher, which reports the child's peak: a process started
# straight from pytest inherits pytest's own peak in ru_maxrss (fork and vfork share its pages
# until exec), so late in a run every case read 1,244 MB, pytest's size, not the child's.
LAUNCHER = ("import os, subprocess, sys\n"
            "child = subprocess.Popen(sys.argv[2:])\n"
            "_, status, usage = os.wait4(child.pid, 0)\n"
            "open(sys.argv[1], 'w').write(f'{os.waitstatus_to_exitcode(status)} "
            "{usage.ru_maxrss}')\n")


def run_measured(*argv: str, cwd: Path) -> tuple[int, str, str, float, float]:
    """(exit code, stdout, stderr, seconds, peak RSS in MB) of `main.py ARGV`."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    report = cwd / ".measured"
    started = time.perf_counter()
    process = subprocess.run([sys.executable, "-c", LAUNCHER, str(report), sys.executable,
                              str(ROOT / "main.py"), *argv], cwd=cwd, env=environment,
                             capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - started
    code, peak_kb = (int(part) for part in report.read_text().split())
    report.unlink()
    return code, process.stdout, process.stderr, seconds, peak_kb / 1024  # KB on Linux


def run_here(*argv: str, cwd: Path) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `main.py ARGV` run in this process: for the refusals whose
    time and memory the cases above do not measure."""
    done = run_main(*argv, cwd=cwd)
    return done.returncode, done.stdout, done.stderr


def one_line_refusal(code: int, out: str, err: str, prefix: str) -> str:
    assert code == 2, err
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err  # no traceback
    assert lines[0].startswith(prefix), lines[0]
    return lines[0]


def _huge_session(tmp_path: Path) -> Path:
    """34-ish KB of JSON that declares 4,096 tokens and 64 heads of d = 1."""
    n, heads = 4096, 64
    document = {"format": "qkv-lab-session", "version": 1,
                "tokens": [f"w{i}" for i in range(n)], "embeddings": [[0.5]] * n,
                "W_Q": [[[1.0]]] * heads, "W_K": [[[1.0]]] * heads, "W_V": [[[1.0]]] * heads}
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(document))
    return path


def _fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def _big_file(tmp_path: Path) -> Path:
    path = tmp_path / "big.json"
    with path.open("wb") as handle:  # a JSON prefix, then a hole to 127 MB (sparse: quick)
        handle.write(b'{"format": "qkv-lab-session", "version": 1, "tokens": [')
        handle.truncate(127 * 2**20)
    return path


CASES = {
    "/dev/zero": (lambda tmp: Path("/dev/zero"), "/dev/zero is a device, not a session file"),
    "a FIFO": (_fifo, "pipe.json is a pipe (FIFO), not a session file"),
    "a folder": (lambda tmp: tmp, "is a folder, not a session file"),
    "127 MB": (_big_file, "big.json is 127 MB; session files are limited to 64 MB"),
    "64 heads x 4,096 tokens": (_huge_session, "huge.json: 4096 tokens × 64 heads need about "
                                               "16.0 GB for one run"),
}


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not hasattr(os, "wait4"), reason="POSIX only")
@pytest.mark.parametrize("case", CASES)
def test_export_refuses_a_hostile_session_file_fast_and_small(tmp_path, case):
    make, message = CASES[case]
    path = make(tmp_path)
    code, out, err, seconds, rss_mb = run_measured("export", str(path), "--out", "out",
                                                   "--formats", "csv", cwd=tmp_path)
    line = one_line_refusal(code, out, err, "qkv-lab export: ")
    assert message in line
    assert seconds < MAX_SECONDS, f"{case}: {seconds:.2f} s"
    assert rss_mb < MAX_RSS_MB, f"{case}: {rss_mb:.0f} MB"
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(("old", "new", "message"), [
    ('"seed": 0', '"seed": 1' + "0" * 5000, "a whole number of 5001 digits"),
    ('"seed": 0', '"seed": 0', None),
    ("[[0.5, 0.25]]", "[[1" + "0" * 400 + ", 0.25]]", "a whole number of 401 digits"),
    ("[[0.5, 0.25]]", "[[1e400, 0.25]]", "the session holds 1e400, beyond the largest"),
    ('["a"]', '["a\\udfff"]', "token 0 holds U+DFFF at character 2"),
])
def test_export_refuses_numbers_and_text_no_file_can_hold(tmp_path, old, new, message):
    document = json.dumps({"format": "qkv-lab-session", "version": 1, "tokens": ["a"],
                           "settings": {"seed": 0}, "embeddings": [[0.5, 0.25]],
                           "W_Q": [[[1.0], [0.0]]], "W_K": [[[1.0], [0.0]]],
                           "W_V": [[[1.0], [0.0]]]})
    assert old in document
    (tmp_path / "s.json").write_text(document.replace(old, new, 1))
    code, out, err = run_here("export", "s.json", "--out", "out", "--formats", "csv",
                              "--stages", "x", cwd=tmp_path)
    if message is None:  # the unmutated document exports: the cases above differ only there
        assert code == 0, err
        return
    assert message in one_line_refusal(code, out, err, "qkv-lab export: s.json: ")


@pytest.mark.parametrize(("argv", "message"), [
    (["--formats", "csv,xlsx"], "--formats: unknown format 'xlsx'"),
    (["--precision", "99"], "--precision must be 0 to 12 decimals"),
    (["--stages", "softmax"], "--stages: unknown stage 'softmax'"),
    (["--out", "a_file"], "--out: cannot export to a_file: it is a file, not a folder"),
    (["--out", "a_file/sub"], "--out: cannot create a_file/sub: a_file is a file"),
])
def test_export_options_are_named_in_their_refusal(tmp_path, argv, message):
    (tmp_path / "a_file").write_text("keep")
    options = {"--out": "out", "--formats": "csv", **dict(zip(argv[::2], argv[1::2],
                                                            strict=True))}
    code, out, err = run_here("export", "--text", "the mole", *[
        part for pair in options.items() for part in pair], cwd=tmp_path)
    assert message in one_line_refusal(code, out, err, "qkv-lab export: ")
    assert (tmp_path / "a_file").read_text() == "keep"


def _model_with(tmp_path: Path, **changes) -> Path:
    from core.pretrained.model_files import default_model_folder

    config = json.loads((default_model_folder() / "config.json").read_text())
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({**config, **changes}))
    return folder


@pytest.mark.parametrize(("changes", "message"), [
    ({"layer_norm_eps": "1e-12"}, "layer_norm_eps must be a number between 0 and 1"),
    ({"layer_norm_eps": [1e-12]}, "layer_norm_eps must be a number between 0 and 1"),
    ({"hidden_act": ["gelu"]}, "hidden_act must be text"),
])
def test_heads_refuses_a_bad_model_config_in_one_line(tmp_path, changes, message):
    folder = _model_with(tmp_path, **changes)
    code, out, err = run_here("heads", "the mole", "a mole", "--token", "mole",
                              "--model", str(folder), cwd=tmp_path)
    line = one_line_refusal(code, out, err, "qkv-lab heads: error: ")
    assert message in line and "config.json" in line


def test_heads_refuses_a_config_with_a_5000_digit_number(tmp_path):
    folder = _model_with(tmp_path)
    text = (folder / "config.json").read_text().replace('"hidden_size": 384',
                                                         '"hidden_size": 3' + "0" * 5000)
    (folder / "config.json").write_text(text)
    code, out, err = run_here("heads", "the mole", "a mole", "--token", "mole",
                              "--model", str(folder), cwd=tmp_path)
    line = one_line_refusal(code, out, err, "qkv-lab heads: error: ")
    assert "config.json is not readable JSON" in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_the_window_given_a_fifo_starts_on_the_example_with_a_message(tmp_path):
    from types import SimpleNamespace

    from gui.window.start_session import initial_session

    problems: list[str] = []
    started = time.perf_counter()
    session, path = initial_session(SimpleNamespace(session=str(_fifo(tmp_path))),
                                    problems.append)
    assert time.perf_counter() - started < MAX_SECONDS
    assert path is None and session.tokens
    assert "pipe.json is a pipe (FIFO), not a session file" in problems[0]
