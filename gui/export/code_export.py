"""File › Export as Code › Python Script… / Jupyter Notebook…: the code view's program as a file.

The files are core.codegen's (the script is the text the code view shows), written atomically;
a failure is one message box and no file written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from core.codegen import file_stem, write_code_file
from core.export import ExportError
from gui.document.controller import SessionController
from gui.export import export_prompts

translate = QCoreApplication.translate

CODE_KINDS = {  # suffix -> (menu text, file dialog filter)
    "py": (QT_TRANSLATE_NOOP("CodeExport", "As &Python Script…"), "Python script (*.py)"),
    "ipynb": (QT_TRANSLATE_NOOP("CodeExport", "As Jupyter &Notebook…"),
              "Jupyter notebook (*.ipynb)"),
}


class CodeExports(QObject):
    """The controller's session as a .py or .ipynb file; ``parent`` owns the file dialogs."""

    def __init__(self, parent: QWidget, controller: SessionController,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._controller = controller
        self._show_message = show_message
        self.actions = {}
        for suffix, (text, _) in CODE_KINDS.items():
            action = QAction(translate("CodeExport", text), parent)
            action.setToolTip(translate("CodeExport", "the whole forward pass, with this "
                                        "session's numbers, as a standalone PyTorch script")
                              if suffix == "py" else translate(
                                  "CodeExport", "the whole forward pass, with this session's "
                                  "numbers, as a notebook: one cell per stage"))
            action.triggered.connect(lambda _checked=False, s=suffix: self.export(s))
            self.actions[suffix] = action

    def default_name(self, suffix: str) -> str:
        """``mole-face.py`` after the session file, else after the session's title."""
        controller = self._controller
        stem = controller.path.stem if controller.path is not None else \
            controller.session.title
        return f"{file_stem(stem)}.{suffix}"

    def export(self, suffix: str) -> Path | None:
        window = self._parent
        caption = translate("CodeExport", "Export as Python script") if suffix == "py" \
            else translate("CodeExport", "Export as notebook")
        path = export_prompts.ask_save_path(window, caption, self.default_name(suffix),
                                            CODE_KINDS[suffix][1])
        if path is None:
            return None
        if path.suffix.lower() != f".{suffix}":
            path = path.with_name(path.name + f".{suffix}")
        try:
            written = write_code_file(self._controller.session, path)
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(window, translate("CodeExport", "Export failed"),
                                      str(error))
            return None
        self._show_message(translate("CodeExport", "wrote {written}").format(written=written))
        return written


def install_code_export(parent: QWidget, controller: SessionController,
                        show_message: Callable[[str], None], file_menu: QMenu,
                        quit_action: QAction | None) -> CodeExports:
    """A File › Export as Code submenu, above Quit (or at the end when there is no Quit)."""
    exports = CodeExports(parent, controller, show_message)
    submenu = file_menu.addMenu(translate("CodeExport", "Export as &Code"))
    submenu.addActions(list(exports.actions.values()))
    actions = file_menu.actions()
    if quit_action in actions:  # with the other exports, before their separator above Quit
        before = actions[actions.index(quit_action) - 1]
        anchor = before if before.isSeparator() else quit_action
        file_menu.removeAction(submenu.menuAction())
        file_menu.insertMenu(anchor, submenu)
    exports.submenu = submenu
    return exports
