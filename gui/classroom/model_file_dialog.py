"""File › Open Model File…: "Models on this computer" (the GGUF files Ollama, LM Studio, the
Hugging Face cache and llama.cpp keep, core.pretrained.gguf_catalog: name, architecture, size
and parameters from each header, nothing loaded) and Browse… for any .gguf. The file chosen is
checked from its header alone (core.pretrained.gguf_model.read_gguf_config): a refused one says
its one line here and on the status line and nothing changes; a supported one opens in File ›
Open Pretrained Head's dialog (gui.classroom.pretrained_dialog, ``model_file``), which loads it
off the UI thread and offers its layers and heads.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.i18n import whole_number
from gui.keyboard_focus import ButtonsShowFocus, add_focus_ring

translate = QCoreApplication.translate


def refusal(path: str | Path) -> str:
    """"" when the file's header is a decoder QKV Lab reads, else the loader's one line."""
    from core.pretrained.errors import PretrainedError
    from core.pretrained.gguf_model import read_gguf_config

    try:
        read_gguf_config(path)
    except (PretrainedError, ValueError) as error:
        return str(error)
    return ""


def size_words(size: int) -> str:
    if size >= 1_000_000:
        return translate("LocalModels", "{size} MB").format(size=whole_number(round(size / 1e6)))
    return translate("LocalModels", "{size} KB").format(size=whole_number(round(size / 1e3)))


def parameter_words(count: int) -> str:
    if count >= 1_000_000:
        return translate("LocalModels", "{count} M").format(count=whole_number(round(count / 1e6)))
    return whole_number(count)


class LocalModelsDialog(ButtonsShowFocus, QDialog):
    """The GGUF files on this computer; Open takes the chosen row, Browse… any file.
    ``chosen_path`` after accept."""

    def __init__(self, parent: QWidget | None = None, *, home: str | Path | None = None,
                 environment: Mapping[str, str] | None = None,
                 show_message: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        from core.pretrained.gguf_catalog import local_gguf_files

        self.setWindowTitle(translate("LocalModels", "Open Model File"))
        self._show_message = show_message or (lambda _text: None)
        self.chosen_path: Path | None = None
        self.models = local_gguf_files(home, None if environment is None else dict(environment))
        self.table = QTableWidget(len(self.models), 5)   # name, kind, size, parameters, where
        self.table.setHorizontalHeaderLabels([translate("LocalModels", "Name"),
                                              translate("LocalModels", "Architecture"),
                                              translate("LocalModels", "Size"),
                                              translate("LocalModels", "Parameters"),
                                              translate("LocalModels", "Found in")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        add_focus_ring(self.table)      # Tab stops here, with no rows nothing showed it
        self._fill()
        heading = QLabel(translate("LocalModels", "Models on this computer (GGUF files kept by "
                                                  "Ollama, LM Studio, the Hugging Face cache and "
                                                  "llama.cpp; nothing is loaded until you open "
                                                  "one):"))
        heading.setWordWrap(True)
        self.empty_note = QLabel(translate("LocalModels", "None found: Browse… opens any .gguf "
                                                          "file."))
        self.empty_note.setVisible(not self.models)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.open_button = QPushButton(translate("LocalModels", "Open"))
        self.browse_button = QPushButton(translate("LocalModels", "Browse…"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.browse_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._enter_button = self.open_button    # Enter opens the chosen row (no default
        # button: it would look focused all the time; ButtonsShowFocus)
        buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(self.open_chosen)
        self.browse_button.clicked.connect(self.browse)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda _row, _column: self.open_chosen())
        self._selection_changed()
        layout = QVBoxLayout(self)
        for widget in (heading, self.table, self.empty_note, self.error_label, buttons):
            layout.addWidget(widget)
        self.resize(720, 360)

    def _fill(self) -> None:
        for row, model in enumerate(self.models):
            cells = (model.name, model.architecture, size_words(model.size),
                     parameter_words(model.parameters) if model.parameters else "?",
                     model.source)
            tip = model.problem or (str(model.path) if model.supported else translate(
                "LocalModels", "{path}: the {architecture} architecture is not one QKV Lab "
                               "reads (llama, qwen2, gemma3)").format(
                path=model.path, architecture=model.architecture))
            for column, words in enumerate(cells):
                item = QTableWidgetItem(words)
                item.setToolTip(tip)
                if not model.supported:
                    item.setForeground(Qt.GlobalColor.gray)
                self.table.setItem(row, column, item)

    def _chosen_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _selection_changed(self) -> None:
        row = self._chosen_row()
        self.open_button.setEnabled(row is not None and self.models[row].supported)

    def open_chosen(self) -> bool:
        row = self._chosen_row()
        return row is not None and self.try_path(self.models[row].path)

    def browse(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(self, translate("LocalModels", "Open Model File"),
                                              str(Path.home()),
                                              translate("LocalModels", "GGUF models (*.gguf)"))
        return bool(path) and self.try_path(path)

    def try_path(self, path: str | Path) -> bool:
        """Accept with ``path`` when its header is usable; else its one line, here and on the
        status line, and the dialog stays."""
        problem = refusal(path)
        if problem:
            self.error_label.setText(problem)
            self._show_message(problem)
            return False
        self.chosen_path = Path(path)
        self.accept()
        return True


def run_model_file_dialog(parent: QWidget | None, show_message: Callable[[str], None]):
    """Models on this computer (or Browse…), then the pretrained dialog on the chosen file:
    the Session, or None (cancelled, refused)."""
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog

    files = LocalModelsDialog(parent, show_message=show_message)
    if files.exec() != QDialog.DialogCode.Accepted or files.chosen_path is None:
        return None
    dialog = PretrainedHeadDialog(parent, show_message=show_message,
                                  model_file=files.chosen_path)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.session() is None:
        return None
    session = dialog.session()
    show_message(translate("LocalModels", "opened {title} from {file}").format(
        title=session.title, file=files.chosen_path.name))
    return session
