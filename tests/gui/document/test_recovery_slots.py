"""Which recovery folders belong to no running window, told without taking their locks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from gui.document.recovery_slots import LOCK_NAME, claim, is_orphan, new_slot


def _left_by_a_crash(folder: Path) -> None:
    """A lock file whose process is gone, as SIGKILL leaves it."""
    folder.mkdir(parents=True, exist_ok=True)
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); os._exit(0)")
    subprocess.run([sys.executable, "-c", code, str(folder / LOCK_NAME)], check=True)


def test_a_crashed_windows_folder_is_an_orphan_and_is_left_unlocked(tmp_path):
    folder = tmp_path / "instance-1-a"
    _left_by_a_crash(folder)
    before = (folder / LOCK_NAME).read_bytes()
    assert is_orphan(folder)
    assert (folder / LOCK_NAME).read_bytes() == before   # looked at, never taken
    slot = claim(folder)                                  # so a window starting now gets it
    assert slot is not None
    slot.release(delete=False)


def test_a_running_windows_folder_is_no_orphan(tmp_path):
    slot = new_slot(tmp_path)
    try:
        assert not is_orphan(slot.folder)
        assert claim(slot.folder) is None
    finally:
        slot.release(delete=True)
    assert is_orphan(tmp_path / "never-made")
