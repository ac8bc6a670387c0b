"""One recovery folder per running window, so every instance's unsaved work survives a crash.

Layout under ``<data dir>/recovery``::

    instance-<pid>-<hex time>/    one per window that ever autosaved
        lock                      a QLockFile, held for as long as that window lives
        session.json, info.json   its recovery copy (gui/document/autosave.RecoveryStore)

A folder whose lock can be taken belongs to no running window: it is an orphan, left by a
crash. The next start offers orphans back (newest first); declining deletes one, a clean exit
deletes a window's own folder. The folder itself (``recovery/session.json``), where earlier
versions kept the one copy, is treated as one more orphan.
"""

from __future__ import annotations

import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from gui.document.autosave import RecoveryStore, data_dir

LOCK_NAME = "lock"
SLOT_PREFIX = "instance-"


@dataclass
class RecoverySlot:
    """A recovery folder and the lock that makes it this process's."""

    store: RecoveryStore
    lock: QLockFile

    @property
    def folder(self) -> Path:
        return self.store.folder

    def saved_at(self) -> float:
        """When the copy was last written (for newest-first order); 0 when there is none."""
        try:
            return self.store.session_path.stat().st_mtime
        except OSError:
            return 0.0

    def release(self, *, delete: bool) -> None:
        """Unlock; with ``delete`` also remove the copy (and the folder, unless it is the root)."""
        if delete:
            self.store.clear()
        self.lock.unlock()
        if delete and self.folder.name.startswith(SLOT_PREFIX):
            shutil.rmtree(self.folder, ignore_errors=True)


def recovery_root() -> Path:
    return data_dir() / "recovery"


def orphan_candidates(root: Path) -> list[Path]:
    """The folders that hold a recovery copy, newest first (a running window's among them:
    ``claim`` tells, its lock is held). Nothing is locked here: two windows restarted together
    each claim a different copy, where locking every orphan to sort them left the second
    window none while the first one was still reading its own. Folders with no copy and no
    running window are removed on the way (a window that exited without its cleanup)."""
    folders = []
    for folder in [root, *_slot_folders(root)]:
        if RecoveryStore(folder).exists():
            folders.append(folder)
        elif folder != root:
            slot = claim(folder)            # an empty orphan: gone (None: a window's, kept)
            if slot is not None:
                slot.release(delete=True)
    return sorted(folders, key=_copy_time, reverse=True)


def claim(folder: Path) -> RecoverySlot | None:
    """``folder`` locked for this process, stale .part files of interrupted writes removed;
    None when a running window (or another starting one) holds it."""
    lock = _lock_for(folder)
    if not lock.tryLock(0):
        return None
    slot = RecoverySlot(RecoveryStore(folder), lock)
    slot.store.remove_stale_parts()
    return slot


def is_orphan(folder: Path) -> bool:
    """No running window holds ``folder`` now, read from its lock file without taking it:
    taking the lock, even for a moment, made a second window starting at the same time find
    this folder held and restore nothing (the two-windows crash test, 1 run in about 50)."""
    pid, _host, _app = _lock_for(folder).getLockInfo()
    if pid <= 0:
        return True                     # no lock file, or an unreadable one: nobody's
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False                    # someone else's live process
    return False


def _copy_time(folder: Path) -> float:
    try:
        return RecoveryStore(folder).session_path.stat().st_mtime
    except OSError:
        return 0.0


def new_slot(root: Path) -> RecoverySlot:
    """A fresh folder for this window, locked; OSError when it cannot be made."""
    folder = root / f"{SLOT_PREFIX}{os.getpid()}-{time.time_ns():x}"
    folder.mkdir(parents=True)
    lock = _lock_for(folder)
    if not lock.tryLock(0):
        raise OSError(f"cannot lock {folder}")
    return RecoverySlot(RecoveryStore(folder), lock)


def _slot_folders(root: Path) -> list[Path]:
    try:
        return sorted(path for path in root.iterdir()
                      if path.name.startswith(SLOT_PREFIX) and path.is_dir())
    except OSError:
        return []


def _lock_for(folder: Path) -> QLockFile:
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never for its age alone
    return lock
