"""Bad inputs a user can give, through the window's real paths: each ends in a clear message
and an unchanged session (Session == compares every number).

Cells go through the matrix editor's QLineEdit, sentences through the token editor's text
field, dimensions through the spin boxes and the controller, files through
core.session_io.load_session, exports through core.export.export_stages.
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

from core.export import ExportError, export_stages, write_stage_file
from core.limits import MAX_D_HEAD, MAX_TOKENS
from core.session import Session, split_tokens
from core.session_io import SessionFileError, load_session, save_session, session_to_dict
from tests.gui.window_helpers import assert_views_match_core, open_window

CELL = "W^Q[1,2]"


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))  # recovery copies go here
    return open_window(qtbot, monkeypatch)


def status(window) -> str:
    return window.statusBar().currentMessage()


def type_in_cell(qtbot, window, text: str, matrix: str = "W_Q", row: int = 1,
                 col: int = 2) -> None:
    """Open the real cell editor, replace its text (pasted when long), press Enter."""
    panel = window.matrix_panel
    panel.select_matrix(matrix)
    index = panel.model.index(row, col)
    panel.view.setCurrentIndex(index)
    panel.view.edit(index)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    if text.isascii() and 0 < len(text) <= 40:
        qtbot.keyClicks(editor, text)
    else:
        editor.insert(text)  # a paste: one edit, not 10,000 key presses (QTest aborts on "")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.view.state() != QAbstractItemView.State.EditingState)
    QApplication.processEvents()


def type_sentence(qtbot, window, text: str) -> None:
    """Type (or, when long, paste) into the token editor's sentence box, then Enter."""
    sentence = window.token_editor.sentence
    sentence.setFocus()
    sentence.clear()
    if text.isascii() and 0 < len(text) <= 60:
        qtbot.keyClicks(sentence, text)
    else:
        sentence.insert(text)  # a paste (QTest cannot type emoji, and aborts on "")
    qtbot.keyClick(sentence, Qt.Key.Key_Return)


# ----- matrix cells through the real editor --------------------------------------------------
@pytest.mark.parametrize(("text", "reason"), [
    ("abc", f"not changed: {CELL}: 'abc' is not a number"),
    ("", f"not changed: {CELL}: type a number"),
    ("   ", f"not changed: {CELL}: type a number"),
    ("nan", f"not changed: {CELL} is NaN (not a number)"),
    ("inf", f"not changed: {CELL} is infinite"),
    ("-inf", f"not changed: {CELL} is infinite"),
    ("1e400", f"not changed: {CELL} = 1e400 is beyond ±1e+06"),
    ("1e30", f"not changed: {CELL} = 1e+30 is beyond ±1e+06"),
    ("-1000001", f"not changed: {CELL} = -1e+06 is beyond ±1e+06"),
    ("9" * 10_000, f"not changed: {CELL}: 10000 characters is too long for a number"),
    ("0x10", f"not changed: {CELL}: '0x10' is not a number"),
    ("1,5", f"not changed: {CELL}: '1,5' is not a number"),
])
def test_bad_cell_text_is_refused_with_its_reason(qtbot, window, text, reason):
    before = window.controller.session
    type_in_cell(qtbot, window, text)
    assert status(window) == reason
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == 0
    assert window.matrix_panel.model.data(window.matrix_panel.model.index(1, 2)) == \
        f"{before.matrix('W_Q', 0)[1, 2]:.2f}"


def test_a_million_is_accepted_and_every_weight_stays_finite(qtbot, window):
    type_in_cell(qtbot, window, "1e6")
    window.controller.edit("huge X", lambda s: s.with_matrix("X", 0, np.full((5, 8), 1e6)))
    window.controller.edit("huge W_K", lambda s: s.with_matrix("W_K", 0, np.full((8, 4), -1e6)))
    trace = window.controller.session.run()
    assert window.controller.session.matrix("W_Q", 0)[1, 2] == 1e6
    weights = trace.numpy("weights")
    assert np.isfinite(weights).all()
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, rtol=1e-6)
    assert trace.warnings == ()
    assert_views_match_core(window)


def test_a_whole_matrix_of_1e30_is_refused_through_the_controller(window):
    before = window.controller.session
    assert not window.controller.edit("huge", lambda s: s.with_matrix("W_Q", 0,
                                                                       np.full((8, 4), 1e30)))
    assert status(window) == "not changed: w_q holds numbers beyond ±1e+06"
    assert window.controller.session == before


# ----- sentences through the token editor's text field ---------------------------------------
@pytest.mark.parametrize("text", ["", "   \t  ", "\u200b \u200b"])
def test_an_empty_sentence_is_refused(qtbot, window, text):
    before = window.controller.session
    type_sentence(qtbot, window, text)
    assert status(window) == "not changed: there must be at least one token"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens


def test_one_token_is_a_whole_session(qtbot, window):
    type_sentence(qtbot, window, "mole")
    session = window.controller.session
    assert session.tokens == ("mole",)
    assert window.controller.trace.numpy("weights").tolist() == [[1.0]]
    assert window.dimensions_label.text() == "n = 1 token · d_model 8 · d_head 4 · 1 head"
    assert_views_match_core(window)


def test_five_thousand_tokens_pasted_are_refused_quickly(qtbot, window):
    before = window.controller.session
    start = time.perf_counter()
    type_sentence(qtbot, window, " ".join(f"w{i}" for i in range(5000)))
    elapsed = time.perf_counter() - start
    assert status(window) == f"not changed: a session needs 1 to {MAX_TOKENS} tokens, got 5000"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens
    assert elapsed < 3.0, f"refusing 5,000 tokens took {elapsed:.2f} s"


@pytest.mark.parametrize(("text", "tokens"), [
    ("😀 loves 👍🏽 👨\u200d👩\u200d👧", ("😀", "loves", "👍🏽", "👨\u200d👩\u200d👧")),
    ("שלום עולם!", ("שלום", "עולם", "!")),
    ("e\u0301te\u0301 na\u0308ive", ("e\u0301te\u0301", "na\u0308ive")),
    ("हिन्दी नमस्ते", ("हिन्दी", "नमस्ते")),
    ("(yes) no", ("(", "yes", ")", "no")),
])
def test_unusual_scripts_become_whole_tokens(qtbot, window, text, tokens):
    assert split_tokens(text) == tokens  # combining marks and joined emoji stay attached
    type_sentence(qtbot, window, text)
    assert window.controller.session.tokens == tokens
    assert window.token_editor.chips.texts() == tokens
    assert_views_match_core(window)


def test_a_chip_edited_to_zero_width_space_is_refused(window):
    before = window.controller.session
    window.token_editor.chips.item(1).setText("\u200b")
    assert status(window) == "not changed: token 1 is empty or not text (nothing visible in it)"
    assert window.controller.session == before
    assert window.token_editor.chips.texts() == before.tokens


def test_a_token_longer_than_200_characters_is_refused(qtbot, window):
    before = window.controller.session
    type_sentence(qtbot, window, "short " + "x" * 201)
    assert status(window) == "not changed: token 1 is 201 characters (limit 200)"
    assert window.controller.session == before


# ----- dimensions ----------------------------------------------------------------------------
def test_spin_boxes_cannot_leave_the_limits(qtbot, window):
    spin = window.matrix_panel.spins["d_head"]
    assert (spin.minimum(), spin.maximum()) == (1, MAX_D_HEAD)
    before = window.controller.session
    spin.lineEdit().setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "0")  # the validator keeps "0" from becoming a value
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    window.matrix_panel.setFocus()
    QApplication.processEvents()
    assert window.controller.session == before
    assert spin.value() == 4


@pytest.mark.parametrize(("value", "reason"), [
    (0, f"d_head must be between 1 and {MAX_D_HEAD}, got 0"),
    (MAX_D_HEAD + 1, f"d_head must be between 1 and {MAX_D_HEAD}, got {MAX_D_HEAD + 1}"),
])
def test_d_head_beyond_the_limits_is_refused_by_the_controller(window, value, reason):
    before = window.controller.session
    window.matrix_panel.request_dimension("d_head", value)
    assert status(window) == f"not changed: {reason}"
    assert window.controller.session == before
    assert window.matrix_panel.spins["d_head"].value() == 4


# ----- a mask that hides every key from one query --------------------------------------------
def test_a_mask_blocking_a_whole_row_gives_zeros_and_a_warning(window):
    mask = np.ones((5, 5), dtype=bool)
    mask[2, :] = False
    window.controller.edit("custom mask", lambda s: s.with_settings(mask=mask))
    assert status(window) == ("custom mask · warning: query row 2 has every key masked; "
                              "its weights are zero")
    window.stepper.jump("weights")
    window.animation.stop()
    shown = window.stage_panel.large.shown_values()
    assert shown[2].tolist() == [0.0] * 5
    np.testing.assert_allclose(np.delete(shown, 2, axis=0).sum(axis=1), 1.0, rtol=1e-6)
    trace = window.controller.trace
    for stage in ("weights", "z", "output"):
        assert not np.isnan(trace.numpy(stage)).any(), stage
    assert trace.numpy("z")[2].tolist() == [0.0] * 4
    assert_views_match_core(window)


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
                                     "this app reads up to 1); update QKV Lab to open it"),
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
                                               "to 128 MB$"):
        load_session(path)
    assert time.perf_counter() - start < 0.5


def test_a_bad_file_at_start_up_falls_back_with_a_message(tmp_path):
    from gui.app import initial_session

    problems: list[str] = []
    session, path = initial_session(SimpleNamespace(session=str(_write(tmp_path, "{"))),
                                     problems.append)
    assert path is None and session == Session.from_text("The mole on his face")
    assert problems[0].startswith("cannot open bad.json: bad.json: not a QKV Lab session")


@pytest.mark.parametrize("content", ["{", "[1, 2]", '{"format": "qkv-lab-session", '
                                                     '"version": 7}'])
def test_the_window_refuses_a_bad_file_and_keeps_its_session(window, tmp_path, content):
    errors: list[tuple[str, str]] = []
    window.files.show_error = lambda title, text: errors.append((title, text))
    window.controller.edit("edit first", lambda s: s.with_cell("W_Q", 0, 0, 0, 0.5))
    before, steps = window.controller.session, window.controller.undo_stack.count()
    assert window.files.open_path(_write(tmp_path, content), ask=False) is False
    assert errors[0][0] == "Cannot open session"
    assert errors[0][1].startswith("bad.json could not be opened.\n\nbad.json: ")
    assert window.controller.session == before
    assert window.controller.undo_stack.count() == steps


def test_the_window_cannot_save_into_a_missing_folder(window, tmp_path):
    errors: list[tuple[str, str]] = []
    window.files.show_error = lambda title, text: errors.append((title, text))
    before = window.controller.session
    assert window.files.save_to(tmp_path / "missing" / "lesson.json") is False
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
    with pytest.raises(ExportError, match=r"^cannot write weights.csv in .*is a folder"):
        export_stages(*trace_and_tokens, tmp_path, stages=["weights"], formats=["csv"])
    assert (tmp_path / "weights.csv").is_dir()


def test_one_stage_file_to_a_path_that_is_a_folder(tmp_path, trace_and_tokens):
    (tmp_path / "weights.csv").mkdir()
    with pytest.raises(ExportError, match=r"^cannot write weights.csv in .*is a folder, not a "
                                          r"file$"):
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
