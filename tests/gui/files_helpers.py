"""Helpers for the File-menu, autosave and recovery tests: a window whose questions are scripted."""

from __future__ import annotations

from dataclasses import dataclass, field

from core.session.value import Session
from gui.document.session_files import SessionFiles
from gui.window.app import build_window

TEXT = "the mole on his face"


@dataclass
class Dialogs:
    """Scripted answers and a record of what the window asked or reported."""
    discard_answer: str = "cancel"
    save_path: str | None = None
    open_path: str | None = None
    new_text: str | None = "a new sentence"
    pretrained: Session | None = None
    asked: list[str] = field(default_factory=list)
    errors: list[tuple[str, str]] = field(default_factory=list)


def open_files_window(qtbot, monkeypatch, tmp_path, session: Session | None = None):
    """A shown window with settings and recovery under ``tmp_path``; returns (window, dialogs)."""
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    window = build_window(session or Session.from_text(TEXT), restore=False, size=(1000, 700))
    qtbot.addWidget(window)
    dialogs = Dialogs()
    files = window.features.get(SessionFiles)

    def confirm(name: str) -> str:
        dialogs.asked.append(name)
        return dialogs.discard_answer

    files.confirm_discard = confirm
    files.show_error = lambda title, text: dialogs.errors.append((title, text))
    files.choose_save_path = lambda suggested: dialogs.save_path
    files.choose_open_path = lambda: dialogs.open_path
    files.ask_new_text = lambda: dialogs.new_text
    files.run_pretrained_dialog = lambda: dialogs.pretrained
    window.show()
    qtbot.waitExposed(window)
    return window, dialogs


def edit_cell(window, value: float = 0.625, row: int = 1, col: int = 2) -> None:
    """One undoable edit of W_Q[row, col] through the controller, as the matrix editor does."""
    window.controller.edit("edit W_Q", lambda s: s.with_cell("W_Q", 0, row, col, value))
