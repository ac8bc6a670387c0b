"""The window's part of crash recovery: the "Restore unsaved work?" message box, and
``install_recovery(window, args)``, run_window's hook that hands the window's SessionFiles,
controller and status bar to gui/document/crash_recovery.start_recovery.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from gui.document.autosave import Autosaver, Recovered
from gui.document.crash_recovery import start_recovery


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


def install_recovery(window, args: argparse.Namespace,
                     root: Path | None = None) -> Autosaver | None:
    """Offer orphaned copies (unless --no-restore) with the message box, then autosave."""
    return start_recovery(window.files, window.controller, window.show_message, args,
                          ask_restore(window), root)
