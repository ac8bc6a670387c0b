"""The questions and answers around an export: where to save, which scale, what happened.

Each function is one small dialog, so tests replace them (monkeypatch) and the menus, the
context menus and the export dialog share them. Messages open window-modal and return at once
(``QMessageBox.open``), so a long classroom session is never stuck behind a modal loop.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QPushButton, QWidget

from gui.export.image import SCALES
from gui.keyboard_focus import InputDialog, MessageBox
from gui.settings import app_settings

translate = QCoreApplication.translate


class FolderMemory:
    """The folder of the last export (the next dialog starts there), kept in the app's
    QSettings so the next start of QKV Lab remembers it too."""

    folder: Path | None = None
    KEY = "export/last_folder"

    @classmethod
    def start_folder(cls) -> Path:
        if cls.folder is not None and cls.folder.is_dir():
            return cls.folder
        kept = app_settings().value(cls.KEY)
        if isinstance(kept, str) and kept and Path(kept).is_dir():
            cls.folder = Path(kept)
            return cls.folder
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(documents) if documents and Path(documents).is_dir() else Path.home()

    @classmethod
    def remember(cls, path: Path) -> None:
        cls.folder = path if path.is_dir() else path.parent
        settings = app_settings()
        settings.setValue(cls.KEY, str(cls.folder))
        settings.sync()


def ask_save_path(parent: QWidget, caption: str, default_name: str,
                  filters: str) -> Path | None:
    """A file name from a save dialog (None when cancelled); the default suffix is added."""
    start = FolderMemory.start_folder() / default_name
    chosen, _ = QFileDialog.getSaveFileName(parent, caption, str(start), filters)
    if not chosen:
        return None
    path = Path(chosen)
    if not path.suffix:
        path = path.with_suffix(Path(default_name).suffix)
    FolderMemory.remember(path)
    return path


def ask_folder(parent: QWidget, caption: str, start: Path | None = None) -> Path | None:
    """A folder from a folder dialog (None when cancelled)."""
    chosen = QFileDialog.getExistingDirectory(parent, caption,
                                              str(start or FolderMemory.start_folder()))
    if not chosen:
        return None
    FolderMemory.remember(Path(chosen))
    return Path(chosen)


def ask_scale(parent: QWidget, default: int = 2) -> int | None:
    """A PNG scale factor, 1, 2 or 4 (None when cancelled)."""
    dialog = scale_question(parent, default)
    ok = dialog.exec() == QInputDialog.DialogCode.Accepted
    choice = dialog.textValue()
    dialog.deleteLater()
    items = scale_items()
    return SCALES[items.index(choice)] if ok and choice in items else None


def scale_items() -> list[str]:
    return [f"{scale}×" for scale in SCALES]


def scale_question(parent: QWidget | None, default: int = 2) -> QInputDialog:
    """"Image scale": the PNG scale, 1×, 2× or 4× (``default`` chosen), not yet shown; its
    buttons show the keyboard's focus (gui.keyboard_focus)."""
    dialog = InputDialog(parent)
    dialog.setWindowTitle(translate("ExportPrompts", "Image scale"))
    dialog.setLabelText(translate("ExportPrompts", "PNG scale (pixels per point):"))
    dialog.setComboBoxItems(scale_items())
    dialog.setComboBoxEditable(False)
    dialog.setTextValue(scale_items()[SCALES.index(default)])
    return dialog


def _open_box(parent: QWidget, icon: QMessageBox.Icon, title: str, text: str,
              details: str = "") -> QMessageBox:
    box = MessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def show_error(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A clear, window-modal error message (returns at once)."""
    return _open_box(parent, QMessageBox.Icon.Warning, title, text)


def show_summary(parent: QWidget, title: str, text: str, details: str = "") -> QMessageBox:
    """What was written, with the full file list under "Show Details…"."""
    return _open_box(parent, QMessageBox.Icon.Information, title, text, details)


def ask_existing(parent: QWidget, names: list[str]) -> str | None:
    """Files of these names are in the folder: "replace", "keep both" or None (cancel)."""
    box, replace, keep = existing_question(parent, names)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return "replace" if clicked is replace else "keep both" if clicked is keep else None


def existing_question(parent: QWidget | None,
                      names: list[str]) -> tuple[QMessageBox, QPushButton, QPushButton]:
    """"Files already there" naming ``names`` (eight, then how many more), not yet shown, with
    its Replace and Keep both buttons (Keep both: the one Enter presses); its buttons show the
    keyboard's focus (gui.keyboard_focus)."""
    more = len(names) - 8
    shown = "\n".join(names[:8]) + ("\n" + translate("ExportPrompts", "… and {count} more").format(
        count=more) if more > 0 else "")
    text = translate("ExportPrompts", "1 file of this name is already in the folder:") \
        if len(names) == 1 else translate(
            "ExportPrompts", "{count} files of these names are already in the folder:").format(
            count=len(names))
    box = MessageBox(QMessageBox.Icon.Question,
                     translate("ExportPrompts", "Files already there"), f"{text}\n\n{shown}",
                     QMessageBox.StandardButton.Cancel, parent)
    replace = box.addButton(translate("ExportPrompts", "Replace"),
                            QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(translate("ExportPrompts", "Keep both"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(keep)
    return box, replace, keep
