"""The real app, killed with SIGKILL after edits, gives the edits back on its next start.

Each case runs main.py in subprocesses (offscreen) driven by $QKV_LAB_TEST_SCRIPT: steady
edits are never starved of an autosave, two windows each keep their own copy, and each copy
comes back at a next start.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.files.session_io import load_session
from gui.document.autosave import AUTOSAVE_DELAY_MS, RecoveryStore
from gui.document.recovery_slots import SLOT_PREFIX

ROOT = Path(__file__).resolve().parents[3]
EDITS = [
    {"op": "cell", "matrix": "W_Q", "head": 0, "row": 1, "col": 1, "value": 0.625},
    {"op": "tokens", "tokens": ["the", "mole", "on", "her", "cheek"]},
    {"op": "cell", "matrix": "X", "head": 0, "row": 4, "col": 0, "value": -1.5},
]


def _environment(tmp_path: Path, script: list[dict]) -> dict[str, str]:
    script_path = tmp_path / f"script-{len(list(tmp_path.glob('script-*')))}.json"
    script_path.write_text(json.dumps(script))
    env = {key: value for key, value in os.environ.items() if not key.startswith("QKV_LAB")}
    env.update(QT_QPA_PLATFORM="offscreen", QKV_LAB_DATA_DIR=str(tmp_path / "data"),
               QKV_LAB_TEST_SCRIPT=str(script_path), PYTHONUNBUFFERED="1")
    return env


def _start(tmp_path: Path, script: list[dict], *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", "800x600", *args],
                            cwd=ROOT, env=_environment(tmp_path, script), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _reports(stdout: str) -> list[dict]:
    return [json.loads(line)["qkv_lab_report"] for line in stdout.splitlines()
            if line.startswith('{"qkv_lab_report"')]


def copies(tmp_path: Path) -> list[RecoveryStore]:
    """The recovery copies on disk: one folder per window that autosaved."""
    root = tmp_path / "data" / "recovery"
    folders = sorted(root.glob(f"{SLOT_PREFIX}*")) if root.is_dir() else []
    return [RecoveryStore(folder) for folder in folders if (folder / "session.json").is_file()]


def _wait_for_copies(count: int, tmp_path: Path, processes: list[subprocess.Popen]) -> None:
    deadline = time.monotonic() + 30
    while len(copies(tmp_path)) < count and time.monotonic() < deadline:
        for process in processes:
            assert process.poll() is None, process.stderr.read()
        time.sleep(0.05)
    assert len(copies(tmp_path)) >= count, "timeout"
    time.sleep(0.2)   # the sidecar follows the session file


def _kill(*processes: subprocess.Popen) -> None:
    for process in processes:
        process.send_signal(signal.SIGKILL)
    for process in processes:
        process.wait(10)
        process.stdout.close()
        process.stderr.close()
        assert process.returncode == -signal.SIGKILL


def test_sigkill_after_edits_then_restart_restores_them(tmp_path):
    first = _start(tmp_path, EDITS, "--no-restore")
    try:
        _wait_for_copies(1, tmp_path, [first])
    finally:
        _kill(first)
    (store,) = copies(tmp_path)
    recovered = store.read().session
    assert recovered.tokens == ("the", "mole", "on", "her", "cheek")
    assert recovered.embeddings[4, 0] == -1.5         # every edit reached the copy

    saved = tmp_path / "after.json"
    second = _start(tmp_path, [{"op": "report"}, {"op": "save_as", "path": str(saved)},
                               {"op": "report"}, {"op": "quit"}], "--restore-recovery")
    stdout, stderr = second.communicate(timeout=30)
    assert second.returncode == 0, stderr
    assert "restored unsaved work" in stderr
    before_save, after_save = _reports(stdout)
    assert before_save["modified"] is True and before_save["path"] is None
    assert after_save["modified"] is False and after_save["path"] == str(saved)
    session = load_session(saved)
    assert session == recovered
    assert session.tokens == ("the", "mole", "on", "her", "cheek")
    assert session.matrix("W_Q")[1, 1] == 0.625
    assert session.embeddings[4, 0] == -1.5
    assert not store.exists()          # saved and closed cleanly: nothing left to recover
    assert list((tmp_path / "data" / "recovery").glob(f"{SLOT_PREFIX}*")) == []


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_steady_edits_every_quarter_second_are_autosaved_then_survive_sigkill(tmp_path):
    # 250 ms apart: never the quiet moment (AUTOSAVE_DELAY_MS) that writes a copy, so only
    # the deadline can; 12 edits last 2.75 s, past the deadline and the 1.5 s promise below
    assert 250 < AUTOSAVE_DELAY_MS
    app = _start(tmp_path, [{"op": "steady", "count": 60, "interval_ms": 250}], "--no-restore")
    edited_at: dict[int, float] = {}
    try:
        for line in app.stdout:  # one line per edit, as it is made
            if line.startswith('{"qkv_lab_edit"'):
                edited_at[json.loads(line)["qkv_lab_edit"]] = time.monotonic()
            if len(edited_at) == 12:  # 2.75 s of edits, never a quiet 0.4 s
                break
        killed_at = time.monotonic()
    finally:
        _kill(app)
    assert len(edited_at) == 12, "the script did not run"
    (store,) = copies(tmp_path)
    kept = store.read().session.matrix("W_Q")[0, 0]   # the k-th edit set it to k
    older = [k for k, at in edited_at.items() if killed_at - at >= 1.5]
    assert older and kept >= max(older), (kept, older)  # nothing older than 1.5 s was lost


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_two_windows_killed_together_both_come_back(tmp_path):
    first = _start(tmp_path, [EDITS[0], {"op": "steady", "count": 0}], "--no-restore")
    second = _start(tmp_path, [EDITS[1], {"op": "steady", "count": 0}], "--no-restore")
    try:
        _wait_for_copies(2, tmp_path, [first, second])
    finally:
        _kill(first, second)
    saved = [tmp_path / "a.json", tmp_path / "b.json"]
    restarts = [_start(tmp_path, [{"op": "save_as", "path": str(path)}, {"op": "quit"}],
                       "--restore-recovery") for path in saved]  # both at once
    for restart in restarts:
        _, stderr = restart.communicate(timeout=60)
        assert restart.returncode == 0, stderr
        assert "restored unsaved work" in stderr
    sessions = [load_session(path) for path in saved]
    w_q = sorted(float(s.matrix("W_Q")[1, 1]) for s in sessions)
    tokens = sorted(s.tokens for s in sessions)
    assert 0.625 in w_q            # the first window's edit came back ...
    assert ("the", "mole", "on", "her", "cheek") in tokens   # ... and the second's
    assert sessions[0] != sessions[1]
    assert copies(tmp_path) == []
