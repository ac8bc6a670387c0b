"""Autosave: a recovery copy within ~1 s of the first unsaved edit however fast edits come, gone
after Save, undo-to-clean and a clean close; restoring it on start gives the same session,
marked modified. One folder per window; orphans of crashes offered at the next start."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import pytest

from core.files.session_io import save_session
from core.session.value import Session
from gui.document.autosave import AUTOSAVE_DELAY_MS, Recovered, RecoveryStore, data_dir
from gui.document.crash_recovery import attach_autosave, offer_recovery
from gui.document.session_files import SessionFiles
from gui.window.recovery_prompt import install_recovery as install_with_parts
from tests.gui.files_helpers import edit_cell, open_files_window


@pytest.fixture
def win(qtbot, monkeypatch, tmp_path):
    window, dialogs = open_files_window(qtbot, monkeypatch, tmp_path)
    store = RecoveryStore()
    autosaver = attach_autosave(window.features.get(SessionFiles), window.controller, store)
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


def test_autosave_waits_for_a_quiet_moment_after_an_edit(win, qtbot):
    window, _, store, _ = win
    started = time.monotonic()          # before the edit: its timer may start inside edit_cell
    edit_cell(window, 0.25)
    qtbot.wait(150)
    if time.monotonic() - started < AUTOSAVE_DELAY_MS / 1000:  # a busy machine may wait longer
        assert not store.exists()                   # not at once: edits come in bursts
    edit_cell(window, 0.5)
    # the copy of this edit (on a busy machine the first edit's copy may already be there)
    qtbot.waitUntil(lambda: store.exists() and store.read().session == window.controller.session,
                    timeout=2500)
    recovered = store.read()
    assert recovered.session == window.controller.session
    assert recovered.session.matrix("W_Q")[1, 2] == 0.5
    assert recovered.original_path is None


def test_a_stream_of_edits_cannot_starve_the_autosave(win, qtbot):
    window, _, store, autosaver = win
    assert autosaver.deadline.interval() <= 1000   # the promise: a copy ~1 s after an edit
    autosaver.timer.setInterval(60_000)     # edits never leave a quiet minute: only the
    autosaver.deadline.setInterval(200)     # deadline, counted from the first edit, can write
    edits = 0
    while not store.exists():               # an edit every ~20 ms until the copy is there
        edits += 1
        assert edits <= 250, "a stream of edits kept the copy from being written"
        edit_cell(window, 0.01 * edits)
        qtbot.wait(20)
    for step in range(5):                   # the stream goes on after the first copy
        edit_cell(window, 0.5 + 0.01 * step)
    qtbot.waitUntil(lambda: store.read().session == window.controller.session, timeout=3000)
    assert store.read().session.matrix("W_Q")[1, 2] == 0.54     # and the last edit too


def test_save_removes_the_copy_and_records_the_path_before(win, qtbot, tmp_path):
    window, dialogs, store, autosaver = win
    dialogs.save_path = str(tmp_path / "lesson.json")
    assert window.features.get(SessionFiles).save_as()
    edit_cell(window)
    autosaver.write_now()
    assert store.read().original_path == (tmp_path / "lesson.json").resolve()
    assert window.features.get(SessionFiles).save()
    assert not store.exists()
    # the clean state (Save started the timers again) does not write it back when they fire
    qtbot.waitUntil(lambda: not autosaver.timer.isActive() and not autosaver.deadline.isActive(),
                    timeout=3000)
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
    assert window.features.get(SessionFiles).request_close()
    assert not store.exists() and not autosaver.timer.isActive()
    assert not autosaver.deadline.isActive()


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
    assert offer_recovery(window.features.get(SessionFiles), store,
                          lambda recovered: asked.append(recovered) or True)
    assert asked[0].session == session
    assert window.controller.session == session
    assert (window.isWindowModified() and window.features.get(SessionFiles).path
            == tmp_path / "lesson.json")
    assert window.windowTitle().startswith("lesson.json")
    assert window.controller.undo_stack.count() == 0


def test_declining_removes_the_copy_and_keeps_the_session(win):
    window, _, store, _ = win
    before = window.controller.session
    store.write(Session.from_text("not wanted"), None)
    assert not offer_recovery(window.features.get(SessionFiles), store, lambda recovered: False)
    assert not store.exists() and window.controller.session == before


def _orphan(root: Path, name: str, session: Session) -> RecoveryStore:
    """A recovery copy left by a window that crashed (no lock held)."""
    store = RecoveryStore(root / f"instance-{name}")
    store.write(session, None)
    return store


def test_no_restore_ignores_orphans_and_deletes_none(qtbot, monkeypatch, tmp_path):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    root = tmp_path / "data" / "recovery"
    orphan = _orphan(root, "crashed-1", Session.from_text("kept through a crash"))
    before = orphan.session_path.read_bytes()
    autosaver = recover(window, argparse.Namespace(no_restore=True,
                                                            restore_recovery=True), root)
    assert window.controller.session != orphan.read().session      # not offered
    edit_cell(window, 0.75)
    autosaver.write_now()                                            # its own copy, elsewhere
    assert autosaver.store.folder != orphan.folder and autosaver.store.exists()
    assert orphan.session_path.read_bytes() == before                # the old copy is intact
    other, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    recover(other, argparse.Namespace(no_restore=False, restore_recovery=True), root)
    assert other.controller.session == Session.from_text("kept through a crash")
    assert other.isWindowModified()


def test_each_window_has_its_own_copy_and_a_live_one_is_never_offered(qtbot, monkeypatch,
                                                                       tmp_path):
    root = tmp_path / "data" / "recovery"
    yes = argparse.Namespace(no_restore=False, restore_recovery=True)
    first, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    first_saver = recover(first, yes, root)
    edit_cell(first, 0.5)
    first_saver.write_now()
    second, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    before = second.controller.session
    second_saver = recover(second, yes, root)
    assert second.controller.session == before       # the first window is alive: not offered
    edit_cell(second, 0.25)
    second_saver.write_now()
    assert first_saver.store.folder != second_saver.store.folder
    assert first_saver.store.read().session.matrix("W_Q")[1, 2] == 0.5
    assert second_saver.store.read().session.matrix("W_Q")[1, 2] == 0.25


def test_every_orphan_is_offered_newest_first_and_stale_parts_go(qtbot, monkeypatch,
                                                                  tmp_path):
    root = tmp_path / "data" / "recovery"
    older = _orphan(root, "crashed-1", Session.from_text("older work"))
    newer = _orphan(root, "crashed-2", Session.from_text("newer work"))
    os.utime(older.session_path, (time.time() - 60, time.time() - 60))
    part = older.folder / ".session.json.abcd1234.part"
    part.write_bytes(b"half a write")
    asked: list[Recovered] = []
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    monkeypatch.setattr("gui.window.recovery_prompt.ask_restore", lambda parent: (
        lambda recovered: asked.append(recovered) is not None))   # answers No, records
    recover(window, argparse.Namespace(no_restore=False), root)
    assert [r.session.title for r in asked] == ["newer work", "older work"]
    assert not part.exists() and not older.exists() and not newer.exists()   # declined: gone
    assert len(list(root.glob("instance-*"))) == 1                           # its own only


def test_accepting_one_orphan_keeps_the_others_for_the_next_start(qtbot, monkeypatch,
                                                                   tmp_path):
    root = tmp_path / "data" / "recovery"
    first = _orphan(root, "crashed-1", Session.from_text("first work"))
    second = _orphan(root, "crashed-2", Session.from_text("second work"))
    yes = argparse.Namespace(no_restore=False, restore_recovery=True)
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    recover(window, yes, root)
    restored = window.controller.session.title
    assert "1 more unsaved session is kept" in window.statusBar().currentMessage()
    other, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    recover(other, yes, root)
    assert {restored, other.controller.session.title} == {"first work", "second work"}
    assert first.exists() and second.exists()  # each is now a live window's own copy


def test_two_windows_starting_together_each_restore_a_different_copy(qtbot, monkeypatch,
                                                                      tmp_path):
    """A second window starting while the first is still being asked about its copy gets the
    other copy: the first holds only the one it offers (it once locked every orphan to sort
    them, and the fresh-clone CI run of the two-windows SIGKILL test restored only one)."""
    root = tmp_path / "data" / "recovery"
    _orphan(root, "crashed-1", Session.from_text("first work"))
    _orphan(root, "crashed-2", Session.from_text("second work"))
    first, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    second, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    yes = argparse.Namespace(no_restore=False, restore_recovery=True)

    def first_is_asked(recovered: Recovered) -> bool:
        recover(second, yes, root)            # the second window starts meanwhile
        return True

    monkeypatch.setattr("gui.window.recovery_prompt.ask_restore",
                        lambda parent: first_is_asked)
    recover(first, argparse.Namespace(no_restore=False), root)
    assert {first.controller.session.title, second.controller.session.title} == \
        {"first work", "second work"}


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
    from gui.window.recovery_prompt import ask_restore

    asked = []

    def answer_no(box) -> int:          # read what it says, then press No
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer_no)
    recovered = Recovered(Session.from_text("a b"), tmp_path / "lesson.json",
                          "2026-11-30T01:42:08+00:00")
    assert ask_restore(None)(recovered) is False
    assert "lesson.json" in asked[0] and " 2026" in asked[0] and "T01:42" not in asked[0]


def recover(window, args, root=None):
    """install_recovery with the window's parts, as gui.window.app hands them."""
    return install_with_parts(window.features.get(SessionFiles), window.controller,
                              window.show_message, window,
                              args, root)
