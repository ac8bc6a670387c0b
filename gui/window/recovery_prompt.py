"""The window's part of crash recovery: the "Restore unsaved work?" message box
(``restore_question``, a declared surface of the window), and
``install_recovery(files, controller, show_message, parent, args)``, run_window's hook that
hands the SessionFiles, controller and status bar to gui/document/crash_recovery.start_recovery.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from gui.document.autosave import Autosaver, Recovered
from gui.document.controller import SessionController
from gui.document.crash_recovery import start_recovery
from gui.document.session_files import SessionFiles
from gui.keyboard_focus import MessageBox
from gui.window.language import current_language

translate = QCoreApplication.translate


def ask_restore(parent) -> Callable[[Recovered], bool]:
    """The real question: a message box naming the file and when it was saved."""
    def ask(recovered: Recovered) -> bool:
        box = restore_question(parent, recovered)
        box.exec()
        restore = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
        box.deleteLater()
        return restore
    return ask


def restore_question(parent: QWidget | None, recovered: Recovered) -> QMessageBox:
    """"Restore unsaved work?" for ``recovered``, not yet shown: Yes restores (the button
    Enter presses), No discards; its buttons show the keyboard's focus (gui.keyboard_focus)."""
    name = recovered.original_path.name if recovered.original_path else \
        translate("RecoveryPrompt", "an untitled session")
    when = translate("RecoveryPrompt", " (autosaved {local_time})").format(
        local_time=_local_time(recovered.saved_at)) if recovered.saved_at else ""
    text = translate("RecoveryPrompt", "QKV Lab did not close normally. Unsaved changes to "
                                       "{name}{when} were kept.\n\nRestore them? (No "
                                       "discards them.)")
    buttons = QMessageBox.StandardButton
    box = MessageBox(QMessageBox.Icon.Question,
                     translate("RecoveryPrompt", "Restore unsaved work?"),
                     text.format(name=name, when=when), buttons.Yes | buttons.No, parent)
    box.setDefaultButton(buttons.Yes)
    return box


def _local_time(iso: str) -> str:
    """'2026-11-30T01:42:08+00:00' -> '01:42 on 30 Nov 2026' in local time, in the window's
    language ('30. November 2026 um 01:42' in German); as is if unparsable."""
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    pattern = translate("RecoveryPrompt", "dd MMM yyyy")     # a QLocale date pattern
    day = QLocale(current_language()).toString(QDate(moment.year, moment.month, moment.day),
                                                pattern)
    return translate("RecoveryPrompt", "{strftime} on {day}").format(
        strftime=moment.strftime("%H:%M"),
        day=day)


def install_recovery(files: SessionFiles, controller: SessionController,
                     show_message: Callable[[str], None], parent: QWidget,
                     args: argparse.Namespace, root: Path | None = None) -> Autosaver | None:
    """Offer orphaned copies (unless --no-restore) with the message box (over ``parent``),
    then autosave."""
    return start_recovery(files, controller, show_message, args, ask_restore(parent), root)
