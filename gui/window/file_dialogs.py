"""The real questions and pickers behind SessionFiles (tests replace them with scripted ones)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from gui.document.session_files import CANCEL, DISCARD, SAVE
from gui.keyboard_focus import InputDialog, MessageBox

translate = QCoreApplication.translate

SESSION_FILTER = QT_TRANSLATE_NOOP("FileDialogs", "QKV Lab sessions (*.json)")
DEFAULT_NEW_TEXT = "The mole on his face"


UNSAVED_TITLE = QT_TRANSLATE_NOOP("FileDialogs", "Unsaved changes")
UNSAVED_TEXT = QT_TRANSLATE_NOOP("FileDialogs", "Save the changes to {name} before they are lost?")


def ask_save_discard_cancel(parent: QWidget, name: str) -> str:
    """SAVE, DISCARD or CANCEL for the unsaved changes to ``name`` (Escape: CANCEL)."""
    buttons = QMessageBox.StandardButton
    box = unsaved_question(parent, name)
    box.exec()
    clicked = box.clickedButton()
    answer = box.standardButton(clicked) if clicked is not None else buttons.Cancel
    box.deleteLater()
    return {buttons.Save: SAVE, buttons.Discard: DISCARD}.get(answer, CANCEL)


def unsaved_question(parent: QWidget, name: str) -> QMessageBox:
    """The question as a box not yet shown: Enter saves, yet Save is no default button (it
    would look focused all the time, gui.keyboard_focus.MessageBox)."""
    buttons = QMessageBox.StandardButton
    box = MessageBox(QMessageBox.Icon.Question, translate("FileDialogs", UNSAVED_TITLE),
                      translate("FileDialogs", UNSAVED_TEXT).format(name=name),
                      buttons.Save | buttons.Discard | buttons.Cancel, parent)
    box.setDefaultButton(buttons.Save)
    return box


def show_error(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning over ``parent``, opened without waiting (it stays until read; closed, it is
    deleted): a file the command line named shows it as the window comes up. OK is no default
    button (it would look focused all the time, gui.keyboard_focus.MessageBox)."""
    box = MessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def choose_open_path(parent: QWidget, current: Path | None) -> str | None:
    start = str(current.parent) if current is not None else ""
    chosen, _ = QFileDialog.getOpenFileName(parent, translate("FileDialogs", "Open session"), start,
                                              translate("FileDialogs", SESSION_FILTER))
    return chosen or None


def choose_save_path(parent: QWidget, suggested: str) -> str | None:
    chosen, _ = QFileDialog.getSaveFileName(parent, translate("FileDialogs", "Save session as"),
                                            suggested, translate("FileDialogs", SESSION_FILTER))
    return chosen or None


def sentence_dialog(parent: QWidget) -> QInputDialog:
    """File › New's question, not yet shown: the sentence to start from (the mole example's by
    default)."""
    dialog = InputDialog(parent)        # Enter: OK, which is no default button (keyboard_focus)
    dialog.setWindowTitle(translate("FileDialogs", "New session"))
    dialog.setLabelText(translate("FileDialogs", "A sentence to attend over:"))
    dialog.setTextValue(DEFAULT_NEW_TEXT)
    return dialog


def ask_sentence(parent: QWidget) -> str | None:
    """File › New: the sentence to start from, or None when cancelled."""
    dialog = sentence_dialog(parent)
    accepted = dialog.exec() == QInputDialog.DialogCode.Accepted
    text = dialog.textValue()
    dialog.deleteLater()
    return text if accepted else None
