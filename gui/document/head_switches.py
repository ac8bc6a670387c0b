"""Switching heads on and off: undoable edits of the session's ``heads_off``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.session.heads_off import toggled
from gui.document.controller import SessionController

translate = QCoreApplication.translate


def set_head_on(controller: SessionController, head: int, on: bool) -> bool:
    """One undo step: head (0-based) on or off; False when it already was (nothing pushed)."""
    if (head not in controller.session.heads_off) == on:
        return False
    label = translate("HeadSwitches", "head {head} on") if on else \
        translate("HeadSwitches", "head {head} off")
    return controller.edit(label.format(head=head + 1),
                           lambda s: s.with_settings(heads_off=toggled(s.heads_off, head)))


def all_heads_on(controller: SessionController) -> bool:
    """One undo step: every head back on."""
    return controller.edit(translate("HeadSwitches", "every head on"),
                           lambda s: s.with_settings(heads_off=()))
