"""Bad files a user can give: broken session files and exports that cannot be written.
Each ends in a clear message (the exception text the window shows) and nothing changed.

Session files go through core.files.session_io.load_session and the window's File paths
(window.features.get(SessionFiles).open_path / save_to); exports through core.export.export_stages.
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from core.export import ExportError, export_stages, write_stage_file
from core.files.session_io import SessionFileError, load_session, save_session, session_to_dict
from core.files.session_json import VERSION
from core.session.value import Session
from gui.document.session_files import SessionFiles


# ----- session files -------------------------------------------------------------------------
def _valid_file(tmp_path: Path) -> Path:
    return save_session(Session.from_text("the mole on his face"), tmp_path / "ok.json")


def _write(tmp_path: Path, text: str | bytes, name: str = "bad.json") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def test_truncated_session_file(tmp_path):
    text = _valid_file(tmp_path).read_text()
    path = _write(tmp_path, text[: len(text) // 2])
    with pytest.raises(SessionFileError, match=r"^bad.json: not a QKV Lab session: the JSON "
                                               r"is broken \("):
        load_session(path)


def test_file_that_is_not_json(tmp_path):
    with pytest.raises(SessionFileError, match="^bad.json: not a QKV Lab session: the JSON"):
        load_session(_write(tmp_path, "tokens: the mole\n"))
    with pytest.raises(SessionFileError, match="^bad.json is not a QKV Lab session "
                                               r"\(not UTF-8 text\)"):
        load_session(_write(tmp_path, b"\x89PNG\r\n\x1a\n\xff\xfe"))


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: [d], "not a QKV Lab session: the file holds no JSON object"),
    (lambda d: {**d, "tokens": "the mole"}, "'tokens' must be a list of strings"),
    (lambda d: {**d, "W_Q": [[1, 2], [3]]}, "'W_Q' must be a rectangular array of numbers"),
    (lambda d: {**d, "W_K": [[[1.0]]]}, "the session is inconsistent: W_K must match"),
    (lambda d: {**d, "embeddings": [["a"] * 8] * 5}, "'embeddings' must be a rectangular"),
    (lambda d: {**d, "version": 99}, "this session is from a newer QKV Lab (file version 99, "
                                     f"this app reads up to {VERSION}); update QKV Lab to open it"),
])
def test_session_file_of_the_wrong_shape_or_version(tmp_path, change, reason):
    data = change(session_to_dict(Session.from_text("the mole on his face")))
    with pytest.raises(SessionFileError) as caught:
        load_session(_write(tmp_path, json.dumps(data)))
    assert str(caught.value).startswith(f"bad.json: {reason}")


def test_session_file_holding_nan(tmp_path):
    text = _valid_file(tmp_path).read_text()
    first = text.index("\"embeddings\"")
    number_at = first + text[first:].index("[\n") + 2
    number_at += text[number_at:].index("[") + 1
    end = number_at + text[number_at:].index(",")
    path = _write(tmp_path, text[:number_at] + "NaN" + text[end:])
    with pytest.raises(SessionFileError, match="^bad.json: the session holds NaN; every number "
                                               "must be finite$"):
        load_session(path)


def test_a_200_mb_session_file_is_refused_without_reading_it(tmp_path):
    path = _valid_file(tmp_path)
    with path.open("r+b") as handle:  # sparse: a valid prefix, then a hole to 200 MB
        handle.truncate(200 * 2**20)
    start = time.perf_counter()
    with pytest.raises(SessionFileError, match="^ok.json is 200 MB; session files are limited "
                                               "to 64 MB$"):
        load_session(path)
    assert time.perf_counter() - start < 0.5


def test_a_bad_file_at_start_up_falls_back_with_a_message(tmp_path):
    from gui.window.start_session import initial_session

    problems: list[str] = []
    session, path = initial_session(SimpleNamespace(session=str(_write(tmp_path, "{"))),
                                     problems.append)
    assert path is None and session == Session.from_text("The mole on his face")
    assert problems[0].startswith("cannot open bad.json: bad.json: not a QKV Lab session")


@pytest.mark.parametrize("content", ["{", "[1, 2]", '{"format": "qkv-lab-session", '
                                                     '"version": 7}'])
def test_the_window_refuses_a_bad_file_and_keeps_its_session(window, tmp_path, content):
    errors: list[tuple[str, str]] = []
    window.features.get(SessionFiles).show_error = lambda title, text: errors.append((title, text))
    window.controller.edit("edit first", lambda s: s.with_cell("W_Q", 0, 0, 0, 0.5))
    before, steps = window.controller.session, window.controller.undo_stack.count()
    assert window.features.get(SessionFiles).open_path(_write(tmp_path, content),
                                                       ask=False) is False
    assert errors[0][0] == "Cannot open session"
    assert errors[0][1].startswith("bad.json could not be opened.\n\nbad.json: ")
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == steps


def test_the_window_cannot_save_into_a_missing_folder(window, tmp_path):
    errors: list[tuple[str, str]] = []
    window.features.get(SessionFiles).show_error = lambda title, text: errors.append((title, text))
    before = window.controller.session
    assert window.features.get(SessionFiles).save_to(tmp_path / "missing" / "lesson.json") is False
    assert errors[0][0] == "Cannot save session"
    assert errors[0][1].startswith("lesson.json was not saved.")
    assert "does not exist" in errors[0][1]
    assert window.controller.session == before
    assert not (tmp_path / "missing").exists()


# ----- exports -------------------------------------------------------------------------------
@pytest.fixture
def trace_and_tokens():
    session = Session.from_text("the mole on his face")
    return session.run(), session.tokens


def test_export_to_a_missing_folder(tmp_path, trace_and_tokens):
    missing = tmp_path / "nope"
    with pytest.raises(ExportError, match="the folder does not exist$") as caught:
        export_stages(*trace_and_tokens, missing)
    assert caught.value.errno == errno.ENOENT
    assert not missing.exists()


def test_export_to_a_path_that_is_a_file(tmp_path, trace_and_tokens):
    file_path = _write(tmp_path, "x", "notes.txt")
    with pytest.raises(ExportError, match="it is a file, not a folder$"):
        export_stages(*trace_and_tokens, file_path)
    assert file_path.read_text() == "x"


def test_export_where_a_file_name_is_taken_by_a_folder(tmp_path, trace_and_tokens):
    (tmp_path / "weights.csv").mkdir()
    with pytest.raises(ExportError, match=r"^cannot write weights.csv in .*: a folder has that "
                                          r"name$"):
        export_stages(*trace_and_tokens, tmp_path, stages=["weights"], formats=["csv"])
    assert (tmp_path / "weights.csv").is_dir()


def test_one_stage_file_to_a_path_that_is_a_folder(tmp_path, trace_and_tokens):
    (tmp_path / "weights.csv").mkdir()
    with pytest.raises(ExportError, match=r"^cannot write weights.csv in .*: a folder has that "
                                          r"name$"):
        write_stage_file(*trace_and_tokens, "weights", tmp_path / "weights.csv")
    assert list((tmp_path / "weights.csv").iterdir()) == []


def test_export_to_a_read_only_folder(tmp_path, monkeypatch, trace_and_tokens):
    # root ignores permission bits, so the check the exporter makes is what is simulated
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: False if Path(path) == tmp_path
                        else real_access(path, mode, **kw))
    with pytest.raises(ExportError, match="permission denied$") as caught:
        export_stages(*trace_and_tokens, tmp_path)
    assert caught.value.errno == errno.EACCES
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="root ignores permission bits; the simulated case above covers it")
def test_export_to_a_really_read_only_folder(tmp_path, trace_and_tokens):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ExportError, match="permission denied$"):
            export_stages(*trace_and_tokens, folder)
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


def test_export_to_a_full_disk_leaves_no_partial_file(tmp_path, monkeypatch, trace_and_tokens):
    (tmp_path / "weights.csv").write_text("old\n")

    def full_disk(_descriptor):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(ExportError, match="^cannot write weights.csv in .*: the disk is full$") \
            as caught:
        export_stages(*trace_and_tokens, tmp_path, stages=["weights"], formats=["csv"])
    assert caught.value.errno == errno.ENOSPC
    assert sorted(p.name for p in tmp_path.iterdir()) == ["weights.csv"]
    assert (tmp_path / "weights.csv").read_text() == "old\n"
