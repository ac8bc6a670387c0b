"""The real app, killed with SIGKILL after edits, gives the edits back on its next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from core.session_io import load_session
from gui.document.autosave import RecoveryStore

ROOT = Path(__file__).resolve().parents[2]
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


def test_sigkill_after_edits_then_restart_restores_them(tmp_path):
    store = RecoveryStore(tmp_path / "data" / "recovery")
    first = _start(tmp_path, EDITS, "--no-restore")
    try:
        deadline = time.monotonic() + 20
        while not store.exists() and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        assert store.exists(), first.stderr.read() if first.poll() is not None else "timeout"
        time.sleep(0.2)   # the sidecar follows the session file
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    assert first.returncode == -signal.SIGKILL
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
