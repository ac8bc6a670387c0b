"""Start-up side of never losing work: offer recovery copies back, then keep autosaving.

Every running window autosaves into its own locked folder (gui/document/recovery_slots), so
two windows never overwrite each other's copy. At start the copies no running window holds
(left by crashes) are offered, newest first: the first one accepted is restored and its folder
becomes this window's; a declined one is deleted; any after an accepted one stay for the next
start. ``--no-restore`` neither offers nor deletes them.

This module asks through the ``ask`` callable it is handed and reports through ``show_message``;
the real question (a message box) is the window's (gui/window/recovery_prompt.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gui.document.autosave import Autosaver, Recovered, RecoveryStore
from gui.document.recovery_slots import (
    RecoverySlot,
    claim,
    is_orphan,
    new_slot,
    orphan_candidates,
    recovery_root,
)
from gui.document.session_files import SessionFiles

translate = QCoreApplication.translate


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
    files.show_status(translate("CrashRecovery", "restored unsaved work from the last session; "
                                             "save it to keep it"))
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


def start_recovery(files: SessionFiles, controller, show_message: Callable[[str], None],
                   args: argparse.Namespace, ask: Callable[[Recovered], bool],
                   root: Path | None = None) -> Autosaver | None:
    """Offer orphaned copies (unless --no-restore) through ``ask``, then autosave.

    The hidden --restore-recovery flag answers the question with yes (tests, scripts).
    Returns None (and says so through ``show_message``) when no recovery folder can be made.
    """
    root = recovery_root() if root is None else root
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        show_message(translate("CrashRecovery", "unsaved work cannot be autosaved: {error}").format(
            error=error))
        return None
    slot = None
    if not getattr(args, "no_restore", False):
        auto_yes = getattr(args, "restore_recovery", False)
        slot = restore_an_orphan(files, show_message, orphan_candidates(root),
                                 (lambda _: True) if auto_yes else ask)
    try:
        slot = slot or new_slot(root)
    except OSError as error:
        show_message(translate("CrashRecovery", "unsaved work cannot be autosaved: {error}").format(
            error=error))
        return None
    autosaver = attach_autosave(files, controller, slot.store)
    autosaver.lock = slot.lock  # the folder stays ours for as long as the window lives
    files.closing.connect(lambda: slot.release(delete=True))
    return autosaver


def restore_an_orphan(files: SessionFiles, show_message: Callable[[str], None],
                      candidates: list[Path],
                      ask: Callable[[Recovered], bool]) -> RecoverySlot | None:
    """Offer each orphan in turn, newest first, holding only the one being offered; the
    accepted one's slot (still locked), or None."""
    for index, folder in enumerate(candidates):
        orphan = claim(folder)
        if orphan is None:
            continue            # a running window's, or taken by a window starting too
        if not orphan.store.exists():
            orphan.release(delete=False)
            continue
        if offer_recovery(files, orphan.store, ask):
            print("qkv-lab: restored unsaved work from the recovery copy", file=sys.stderr)
            later = [other for other in candidates[index + 1:] if is_orphan(other)]
            if later:           # offered again at the next start
                show_message(
                    f"restored unsaved work; {len(later)} more unsaved session"
                    f"{'s are' if len(later) > 1 else ' is'} kept and offered at the next start")
            return orphan
        orphan.release(delete=True)
    return None
