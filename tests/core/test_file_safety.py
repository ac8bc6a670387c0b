"""Files and text a user can hand the core: read safely, saved safely, split sensibly.

read_regular_file (FIFO, device, folder, size, growth), stale .part files of killed saves,
text no file can hold, the compute budget, and direction marks inside words.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest
import torch

from core.attention.engine import run_attention
from core.files.atomic import (
    remove_stale_parts,
    stale_parts,
    write_bytes_atomic,
    write_files_atomic,
)
from core.files.file_checks import FileRefusedError, read_regular_file
from core.files.session_io import (
    SessionFileError,
    load_session,
    save_session,
    session_from_json,
    session_to_json,
)
from core.limits import MAX_TRACE_BYTES, LimitError, check_compute_budget, trace_bytes
from core.session.text_checks import check_encodable, unencodable_at
from core.session.tokens import split_tokens
from core.session.value import Session

ROOT = Path(__file__).resolve().parents[2]


# ----- reading ------------------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    started = time.perf_counter()
    with pytest.raises(FileRefusedError, match=r"pipe is a pipe \(FIFO\), not a file$"):
        read_regular_file(fifo, 100)
    assert time.perf_counter() - started < 0.5


def test_a_device_and_a_folder_are_refused(tmp_path):
    with pytest.raises(FileRefusedError, match="^/dev/zero is a device, not a session file$"):
        read_regular_file("/dev/zero", 100, "session file")
    with pytest.raises(FileRefusedError, match="is a folder, not a file$"):
        read_regular_file(tmp_path, 100)


def test_the_limit_is_checked_by_stat_and_the_read_is_capped(tmp_path, monkeypatch):
    path = tmp_path / "f.bin"
    path.write_bytes(b"x" * 3000)
    assert read_regular_file(path, 3000) == b"x" * 3000
    with pytest.raises(FileRefusedError, match="^f.bin is 0 MB; files are limited to 0 MB$"):
        read_regular_file(path, 2999)
    # a file that grows after stat: the read stops at limit + 1 bytes and refuses
    real_fstat = os.fstat
    monkeypatch.setattr(os, "fstat", lambda fd: os.stat_result(
        (*real_fstat(fd)[:6], 10, *real_fstat(fd)[7:])))
    monkeypatch.setattr("core.files.file_checks.Path.stat", lambda self: os.stat_result(
        (*real_fstat(os.open(self, os.O_RDONLY))[:6], 10, 0, 0, 0)))
    with pytest.raises(FileRefusedError, match="grew past"):
        read_regular_file(path, 100)


# ----- numbers and text -----------------------------------------------------------------------
def _document(**replacements) -> str:
    text = session_to_json(Session.from_text("the mole", d_model=2, d_head=1))
    for old, new in replacements.items():
        text = text.replace(old, new, 1)
    return text


@pytest.mark.parametrize(("digits", "refused"), [(20, False), (21, True), (4301, True),
                                                 (100_000, True)])
def test_whole_numbers_are_refused_by_their_digits_not_by_a_traceback(digits, refused):
    text = _document(**{'"seed": 0': f'"seed": {"9" * digits}'})
    started = time.perf_counter()
    if refused:
        with pytest.raises(SessionFileError, match=f"a whole number of {digits} digits"):
            session_from_json(text)
    else:
        assert session_from_json(text).seed == int("9" * digits)
    assert time.perf_counter() - started < 0.5


def test_a_float_beyond_the_float_range_is_refused_as_a_value():
    first = session_to_json(Session.from_text("the mole", d_model=2, d_head=1))
    value = first.split('"embeddings": [\n  [\n   ')[1].split(",")[0]
    with pytest.raises(SessionFileError, match="holds 1e400, beyond the largest"):
        session_from_json(first.replace(value, "1e400", 1))


def test_a_lone_surrogate_is_refused_at_load_and_by_the_typing_check():
    text = _document(**{'"mole"': '"mole\\udfff"'})
    with pytest.raises(SessionFileError, match="token 1 holds U\\+DFFF at character 5"):
        session_from_json(text)
    assert unencodable_at("ok\ud800") == 2 and unencodable_at("ok é 🙂") is None
    with pytest.raises(LimitError, match="the sentence holds U\\+D800 at character 1"):
        check_encodable("\ud800x", "the sentence")
    with pytest.raises(LimitError, match="U\\+DFFF"):
        Session.from_text("a\udfff b")


def test_a_session_that_would_take_gigabytes_is_refused_before_any_array(tmp_path):
    n, heads = 4096, 64
    tokens = ", ".join(f'"w{i}"' for i in range(n))
    text = ('{"format": "qkv-lab-session", "version": 1, "tokens": [' + tokens +
            '], "embeddings": [' + ", ".join(["[0.5]"] * n) + '], "W_Q": ' +
            str([[[1.0]]] * heads) + ', "W_K": ' + str([[[1.0]]] * heads) + ', "W_V": ' +
            str([[[1.0]]] * heads) + "}")
    expected = 4 * heads * n * n * 4  # n² × heads × 4 stages × 4 bytes dominate
    assert trace_bytes(n, heads, 1, 1) >= expected > MAX_TRACE_BYTES
    with pytest.raises(SessionFileError, match="4096 tokens × 64 heads need about 16.0 GB"):
        session_from_json(text)
    check_compute_budget(2048, 8, 64, 8)  # the largest multi-head lessons still fit


def test_the_engine_checks_the_budget_before_allocating():
    x = torch.zeros(4096, 1)
    w = torch.ones(64, 1, 1)
    with pytest.raises(LimitError, match="the limit is 640 MB"):
        run_attention(x, w, w, w)
    trace = run_attention(np.ones((3, 2)), np.ones((2, 2)), np.ones((2, 2)), np.ones((2, 2)))
    assert trace.numpy("weights").shape == (3, 3)


# ----- saving -------------------------------------------------------------------------------
def test_stale_part_files_are_removed_at_the_next_save_of_that_file(tmp_path):
    target = tmp_path / "lesson.json"
    target.write_text("old")
    leftovers = [tmp_path / f".lesson.json.{tag}.part" for tag in ("abcd1234", "zz_9yy88")]
    for path in leftovers:
        path.write_bytes(b"half a save")
    other = tmp_path / ".notes.json.abcd1234.part"  # another file's: not this save's business
    other.write_bytes(b"x")
    assert sorted(stale_parts(target)) == sorted(leftovers)
    write_bytes_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, "lesson.json"]


@pytest.mark.skipif(os.name != "posix", reason="flock is POSIX")
def test_a_part_file_locked_by_a_save_in_progress_is_left_alone(tmp_path):
    import fcntl

    target = tmp_path / "lesson.json"
    busy = tmp_path / ".lesson.json.busy1234.part"
    busy.write_bytes(b"being written")
    with busy.open("rb") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert remove_stale_parts(target) == 0
        assert busy.exists()
    assert remove_stale_parts(target) == 1 and not busy.exists()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_saves_killed_midway_leave_parts_that_the_next_save_removes(tmp_path):
    target = tmp_path / "lesson.json"
    save_session(Session.from_text("the mole on his face"), target)
    before = target.read_bytes()
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        import core.files.atomic as atomic
        os.fsync = lambda fd: (print("writing", flush=True), sys.stdin.read())  # hang mid-save
        atomic.write_bytes_atomic({str(target)!r}, b"x" * 100000)
    """)
    for _ in range(3):
        child = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline() == "writing\n"
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        child.stdin.close()
        child.stdout.close()
        assert target.read_bytes() == before  # always whole
        # each try removed the leftover of the one before: never more than one
        assert len(list(tmp_path.glob(".lesson.json.*.part"))) == 1
    save_session(Session.from_text("a new lesson"), target)
    assert [p.name for p in tmp_path.iterdir()] == ["lesson.json"]
    assert load_session(target).tokens == ("a", "new", "lesson")


# ----- direction marks ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "tokens"), [
    ("שלום\u200f עולם", ("שלום\u200f", "עולם")),       # RLM after a Hebrew word
    ("\u200fשלום עולם\u200f.", ("\u200fשלום", "עולם\u200f", ".")),  # leading, before a stop
    ("abc\u200e def\u200d", ("abc\u200e", "def\u200d")),  # LRM, a trailing ZWJ
    ("👩\u200d💻 e\u0301!", ("👩\u200d💻", "e\u0301", "!")),  # joins and marks as before
])
def test_invisible_direction_marks_stay_with_the_word_they_follow(text, tokens):
    assert split_tokens(text) == tokens
    assert Session.from_text(text).tokens == tokens  # no "token 1 is empty"


def test_several_files_are_written_all_or_none(tmp_path, monkeypatch):
    (tmp_path / "a.txt").write_bytes(b"old a")
    files = {"a.txt": b"new a", "b.txt": b"new b", "c.txt": b"new c"}
    real_fsync, calls = os.fsync, []

    def full_disk_at_the_third(descriptor):
        calls.append(descriptor)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", full_disk_at_the_third)
    with pytest.raises(OSError, match="No space left"):
        write_files_atomic(tmp_path, files)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == {"a.txt": b"old a"}
    monkeypatch.setattr(os, "fsync", real_fsync)
    written = write_files_atomic(tmp_path, files)
    assert written == [tmp_path / name for name in files]
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == files


def test_a_folder_in_the_way_of_the_last_file_changes_nothing(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"old a")
    (tmp_path / "b.txt").mkdir()
    with pytest.raises(IsADirectoryError) as raised:
        write_files_atomic(tmp_path, {"a.txt": b"new a", "b.txt": b"new b"})
    assert Path(raised.value.filename).name == "b.txt"
    assert (tmp_path / "a.txt").read_bytes() == b"old a"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "b.txt"]   # no .part left
