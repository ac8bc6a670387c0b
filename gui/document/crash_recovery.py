"""Start-up side of never losing work: offer the recovery copy back, then keep autosaving.

One running app owns the recovery folder (a QLockFile in it); a second window started while
the first runs neither offers the first one's unsaved work nor overwrites it. A lock left by a
killed app is stale and taken over.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QMessageBox

from gui.document.autosave import Autosaver, Recovered, RecoveryStore
from gui.document.session_files import SessionFiles

LOCK_NAME = "lock"


def ask_restore(parent) -> Callable[[Recovered], bool]:
    """The real question: a message box naming the file and when it was saved."""
    def ask(recovered: Recovered) -> bool:
        name = recovered.original_path.name if recovered.original_path else "an untitled session"
        when = f" (autosaved {_local_time(recovered.saved_at)})" if recovered.saved_at else ""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            parent, "Restore unsaved work?",
            f"QKV Lab did not close normally. Unsaved changes to {name}{when} were kept.\n\n"
            "Restore them? (No discards them.)", buttons.Yes | buttons.No, buttons.Yes)
        return answer == buttons.Yes
    return ask


def _local_time(iso: str) -> str:
    """'2026-11-30T01:42:08+00:00' -> '01:42 on 30 Nov 2026' in local time (as is if unparsable)."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%H:%M on %d %b %Y")
    except ValueError:
        return iso


def offer_recovery(files: SessionFiles, store: RecoveryStore,
                   ask: Callable[[Recovered], bool]) -> bool:
    """If a recovery copy exists, ask; yes opens it as a modified document, no removes it."""
    recovered = store.read()
    if recovered is None:
        return False
    if not ask(recovered):
        store.clear()
        return False
    files.restore(recovered.session, recovered.original_path)
    files.show_status("restored unsaved work from the last session; save it to keep it")
    return True


def attach_autosave(files: SessionFiles, controller, store: RecoveryStore,
                    delay_ms: int | None = None) -> Autosaver:
    """Autosave after edits; the copy goes after a Save and when the window closes cleanly."""
    options = {} if delay_ms is None else {"delay_ms": delay_ms}
    autosaver = Autosaver(controller, store, lambda: files.path, files.show_status,
                          parent=files, **options)
    files.saved.connect(autosaver.discard)
    files.closing.connect(autosaver.discard)
    return autosaver


def install_recovery(window, args: argparse.Namespace,
                     store: RecoveryStore | None = None) -> Autosaver | None:
    """run_window's hook: recovery question (unless --no-restore), then autosave.

    The hidden --restore-recovery flag answers the question with yes (tests, scripts).
    Returns None when another running QKV Lab holds the recovery folder.
    """
    store = store or RecoveryStore()
    try:
        store.folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        window.show_message(f"unsaved work cannot be autosaved: {error}")
        return None
    lock = QLockFile(str(store.folder / LOCK_NAME))
    if not lock.tryLock(0):
        window.show_message("another QKV Lab window is running: this one does not autosave")
        return None
    if not getattr(args, "no_restore", False):
        auto_yes = getattr(args, "restore_recovery", False)
        if offer_recovery(window.files, store, (lambda _: True) if auto_yes
                          else ask_restore(window)):
            print("qkv-lab: restored unsaved work from the recovery copy", file=sys.stderr)
    autosaver = attach_autosave(window.files, window.controller, store)
    autosaver.lock = lock  # the folder stays ours for as long as the window lives
    return autosaver
