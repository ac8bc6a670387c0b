"""Autosave: a recovery copy ~1 s after edits (not before), gone after Save, undo-to-clean and a
clean close; restoring it on start gives the same session, marked modified."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import pytest

from core.session import Session
from core.session_io import save_session
from gui.document.autosave import RecoveryStore, data_dir
from gui.document.crash_recovery import attach_autosave, install_recovery, offer_recovery

from .files_helpers import edit_cell, open_files_window


@pytest.fixture
def win(qtbot, monkeypatch, tmp_path):
    window, dialogs = open_files_window(qtbot, monkeypatch, tmp_path)
    store = RecoveryStore()
    autosaver = attach_autosave(window.files, window.controller, store)
    return window, dialogs, store, autosaver


def test_data_dir_and_store_follow_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    assert RecoveryStore().session_path == tmp_path / "recovery" / "session.json"


def test_store_round_trip_is_exact(tmp_path):
    store = RecoveryStore(tmp_path / "recovery")
    session = Session.from_text("a b c", n_heads=2).with_cell("W_K", 1, 0, 1, 0.1 + 0.2)
    store.write(session, tmp_path / "lesson.json")
    recovered = store.read()
    assert recovered.session == session
    assert recovered.original_path == tmp_path / "lesson.json"
    assert json.loads(store.info_path.read_text())["original_path"] == str(
        tmp_path / "lesson.json")
    store.clear()
    assert not store.exists() and store.read() is None


def test_a_broken_recovery_copy_is_dropped_not_offered(tmp_path):
    store = RecoveryStore(tmp_path)
    store.session_path.write_text('{"format": "qkv-lab-sess')
    assert store.read() is None and not store.exists()


def test_autosave_writes_about_a_second_after_an_edit_and_not_before(win, qtbot):
    window, _, store, _ = win
    edit_cell(window, 0.25)
    started = time.monotonic()
    qtbot.wait(600)
    assert not store.exists()                       # debounced: nothing yet
    edit_cell(window, 0.5)                          # a further edit restarts the wait
    qtbot.waitUntil(store.exists, timeout=1500)
    assert time.monotonic() - started >= 1.5        # 0.6 s + a full second after the last edit
    recovered = store.read()
    assert recovered.session == window.controller.session
    assert recovered.session.matrix("W_Q")[1, 2] == 0.5
    assert recovered.original_path is None


def test_save_removes_the_copy_and_records_the_path_before(win, qtbot, tmp_path):
    window, dialogs, store, autosaver = win
    dialogs.save_path = str(tmp_path / "lesson.json")
    assert window.files.save_as()
    edit_cell(window)
    autosaver.write_now()
    assert store.read().original_path == (tmp_path / "lesson.json").resolve()
    assert window.files.save()
    assert not store.exists()
    qtbot.wait(1200)                                # the clean state does not write it back
    assert not store.exists()


def test_undo_back_to_clean_removes_the_copy(win, qtbot):
    window, _, store, autosaver = win
    edit_cell(window)
    autosaver.write_now()
    assert store.exists()
    window.controller.undo_stack.undo()
    qtbot.waitUntil(lambda: not store.exists(), timeout=1500)


def test_a_clean_close_removes_the_copy(win):
    window, dialogs, store, autosaver = win
    edit_cell(window)
    autosaver.write_now()
    dialogs.discard_answer = "discard"
    assert window.files.request_close()
    assert not store.exists() and not autosaver.timer.isActive()


def test_a_failed_autosave_is_reported_and_the_app_goes_on(win, monkeypatch):
    window, _, store, autosaver = win
    edit_cell(window)
    monkeypatch.setattr(RecoveryStore, "write", lambda *a: (_ for _ in ()).throw(
        OSError(28, "No space left on device")))
    autosaver.write_now()
    assert "recovery copy" in window.statusBar().currentMessage()
    assert window.isWindowModified()


def test_restoring_gives_the_session_back_as_modified(win, tmp_path):
    window, _, store, _ = win
    session = Session.from_text("restored words").with_cell("W_V", 0, 0, 0, 0.75)
    store.write(session, tmp_path / "lesson.json")
    asked = []
    assert offer_recovery(window.files, store, lambda recovered: asked.append(recovered) or True)
    assert asked[0].session == session
    assert window.controller.session == session
    assert window.isWindowModified() and window.files.path == tmp_path / "lesson.json"
    assert window.windowTitle().startswith("lesson.json")
    assert window.controller.undo_stack.count() == 0


def test_declining_removes_the_copy_and_keeps_the_session(win):
    window, _, store, _ = win
    before = window.controller.session
    store.write(Session.from_text("not wanted"), None)
    assert not offer_recovery(window.files, store, lambda recovered: False)
    assert not store.exists() and window.controller.session == before


def test_install_recovery_asks_unless_no_restore_and_locks_the_folder(qtbot, monkeypatch,
                                                                      tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    store = RecoveryStore()
    saved = Session.from_text("kept through a crash")
    store.write(saved, None)
    args = argparse.Namespace(no_restore=True, restore_recovery=True)
    first = install_recovery(window, args, store)
    assert first is not None and window.controller.session != saved   # --no-restore: not used
    other, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    args.no_restore = False
    assert install_recovery(other, args, store) is None               # folder is in use
    assert "another QKV Lab" in other.statusBar().currentMessage()
    first.lock.unlock()
    assert install_recovery(other, args, store) is not None
    assert other.controller.session == saved and other.isWindowModified()


def test_a_recovery_file_beside_a_real_file_is_independent(tmp_path):
    store = RecoveryStore(tmp_path / "recovery")
    real = tmp_path / "lesson.json"
    save_session(Session.from_text("on disk"), real)
    before = real.read_bytes()
    store.write(Session.from_text("edited"), real)
    assert real.read_bytes() == before
    assert Path(store.read().original_path) == real


def test_the_real_restore_question_names_the_file_and_time(monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from gui.document.autosave import Recovered
    from gui.document.crash_recovery import ask_restore

    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: (
        asked.append(text), QMessageBox.StandardButton.No)[1])
    recovered = Recovered(Session.from_text("a b"), tmp_path / "lesson.json",
                          "2026-11-30T01:42:08+00:00")
    assert ask_restore(None)(recovered) is False
    assert "lesson.json" in asked[0] and " 2026" in asked[0] and "T01:42" not in asked[0]
