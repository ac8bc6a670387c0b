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


def claim_orphans(root: Path) -> list[RecoverySlot]:
    """Every recovery copy no running window holds, locked for this process, newest first.

    Empty orphan folders (a window that exited without a lock cleanup) are removed; stale
    .part files of interrupted writes are removed from every claimed folder.
    """
    orphans = []
    for folder in [root, *_slot_folders(root)]:
        lock = _lock_for(folder)
        if not lock.tryLock(0):
            continue  # a running window's
        slot = RecoverySlot(RecoveryStore(folder), lock)
        slot.store.remove_stale_parts()
        if slot.store.exists():
            orphans.append(slot)
        else:
            slot.release(delete=folder != root)
    return sorted(orphans, key=RecoverySlot.saved_at, reverse=True)


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
