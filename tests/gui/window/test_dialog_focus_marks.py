"""Every Tab stop of a dialog shows the keyboard's focus (issue 42): a default button is drawn
highlighted with or without the focus, so the dialogs the surfaces sweep found (About, a file
error, the unsaved question, File › New, a mask preset's size, Open Model File's table, the
export and worksheet dialogs' Export; the start's "Restore unsaved work?", export's "Files
already there" and the training window's "Start a new run?", plain QMessageBoxes before they
were declared surfaces) have no
default button once shown (gui.keyboard_focus.ButtonsShowFocus) and Enter still presses the
button it pressed. And Qt's dock tab bar that it moves out of the window (one dock of its tab
group shown) takes no Tab, while a bar in sight does (gui/window/dock_focus.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from core.session.value import Session
from gui.automation.surface_checks import hidden_where, tab_stops, unseen_focus_stops
from gui.classroom.model_file_dialog import LocalModelsDialog
from gui.classroom.run_keeping import discard_question
from gui.document.autosave import Recovered
from gui.editors.mask_preset_dialog import MaskPresetDialog
from gui.export.export_dialog import ExportDialog
from gui.export.export_prompts import existing_question
from gui.export.worksheet_dialog import WorksheetDialog
from gui.screen_fit import install_dialog_fit
from gui.window.dock_focus import dock_tab_bars
from gui.window.file_dialogs import sentence_dialog, show_error, unsaved_question
from gui.window.help_texts import show_about
from gui.window.recovery_prompt import restore_question
from gui.window.vectors_dock import VectorsDock


def opened(qtbot, dialog: QDialog) -> QDialog:
    """``dialog`` open and active, fitted to its screen as the app fits every dialog (on a
    small screen its contents go into a scroll area, and Qt shows its button box again)."""
    install_dialog_fit()
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    for _ in range(3):
        QApplication.processEvents()
    return dialog


@pytest.fixture
def owner(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def dialogs(owner, tmp_path):
    return {
        "about": lambda: show_about(owner),
        "file error": lambda: show_error(owner, "Cannot open session", "x.json: no such file"),
        "unsaved": lambda: unsaved_question(owner, "x.json"),
        "new session": lambda: sentence_dialog(owner),
        "mask preset": lambda: MaskPresetDialog("sliding_window", 6, owner),
        "local models": lambda: LocalModelsDialog(owner, home=tmp_path, environment={}),
        "export": lambda: ExportDialog(owner),
        "worksheet": lambda: WorksheetDialog(Session.from_text("the mole on his face"), owner,
                                             folder=tmp_path),
        "restore": lambda: restore_question(owner, Recovered(
            Session.from_text("a b"), tmp_path / "x.json", "2026-11-30T01:42:08+00:00")),
        "existing files": lambda: existing_question(owner, ["a.png", "b.png"])[0],
        "discard run": lambda: discard_question(owner, 1200),
    }


@pytest.mark.parametrize("name", ["about", "file error", "unsaved", "new session",
                                  "mask preset", "local models", "export", "worksheet",
                                  "restore", "existing files", "discard run"])
def test_each_tab_stop_of_the_dialog_shows_the_focus(qtbot, owner, tmp_path, name):
    dialog = opened(qtbot, dialogs(owner, tmp_path)[name]())
    stops = tab_stops(dialog)
    assert stops
    assert unseen_focus_stops(dialog) == []
    fields = [stop for stop in stops if not isinstance(stop, QPushButton)]
    for button in [stop for stop in stops if isinstance(stop, QPushButton)]:
        if fields:              # Tab comes to each button from a field (no button focused)
            fields[0].setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.processEvents()
        assert unseen_focus_stops(button) == [], button.text()


def test_enter_presses_the_button_that_was_the_default(qtbot, owner):
    box = opened(qtbot, unsaved_question(owner, "x.json"))
    QTest.keyClick(box.focusWidget(), Qt.Key.Key_Return)
    assert box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Save
    box = opened(qtbot, unsaved_question(owner, "x.json"))
    discard = box.button(QMessageBox.StandardButton.Discard)
    discard.setFocus(Qt.FocusReason.TabFocusReason)         # Tab to Discard, then Enter
    QTest.keyClick(discard, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert box.clickedButton() is discard
    asked = opened(qtbot, sentence_dialog(owner))
    edit = asked.findChild(QLineEdit)
    edit.setFocus()
    QTest.keyClicks(edit, " again")
    QTest.keyClick(edit, Qt.Key.Key_Return)                 # Enter in the field: OK
    assert asked.result() == QDialog.DialogCode.Accepted
    assert asked.textValue().endswith(" again")
    preset = opened(qtbot, MaskPresetDialog("sliding_window", 6, owner))
    field = preset.fields["window"]
    field.setValue(2)
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert preset.result() == QDialog.DialogCode.Accepted and preset.mask is not None


def test_a_dock_tab_bar_out_of_the_window_takes_no_tab(window):
    """Vectors and the tiles dock share Matrices' tab group, hidden: Qt keeps the group's bar
    at (-600, -530). Tab must never land there; shown beside Matrices, the bar is in sight and
    takes Tab."""
    def out_of_sight_stops():
        return [stop for stop in tab_stops(window) if hidden_where(stop, window)]

    def settle():
        for _ in range(4):
            QApplication.processEvents()

    settle()
    bars = dock_tab_bars(window)
    assert any(not window.rect().intersects(bar.geometry()) for bar in bars)   # one parked
    assert out_of_sight_stops() == []
    vectors = window.features.get(VectorsDock)
    vectors.show()
    settle()
    shown = [bar for bar in dock_tab_bars(window) if window.rect().intersects(bar.geometry())]
    assert shown and all(bar in tab_stops(window) for bar in shown)
    assert out_of_sight_stops() == []
    vectors.dock.hide()
    settle()
    assert out_of_sight_stops() == []
