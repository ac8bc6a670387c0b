"""File › Export…: which stages, which formats, LaTeX precision, PNG scale, GIF size/fps, folder.

The dialog only collects an ExportChoice and a folder; gui.export.export_menu writes the files.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.attention.stages import SHORT_LABELS, STAGES
from gui.export import export_prompts
from gui.export.export_job import ExportChoice
from gui.export.image import SCALES
from gui.export.image.animation_file import DEFAULT_ANIMATION_SIZE
from gui.export.stage_images import ALL_FORMATS, MAX_PRECISION

FORMAT_NOTES = {
    "csv": "CSV: one table per stage (and head), every digit",
    "npy": "NPY: one NumPy array per stage",
    "npz": "NPZ: all chosen stages in one NumPy file",
    "json": "JSON: tokens, settings and every chosen stage",
    "tex": "LaTeX: a labelled matrix per stage, for slides",
    "png": "PNG: a picture of each stage",
    "svg": "SVG: each stage as a drawing that scales",
    "gif": "GIF: the whole step-through, animated",
}
DEFAULT_FORMATS = ("csv", "tex", "png")
STAGE_COLUMNS = 5


class ExportDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Export stages")
        self.all_stages = QCheckBox("All stages")
        self.all_stages.setChecked(True)
        self.stage_boxes = {stage: QCheckBox(f"{i + 1} {stage} · {SHORT_LABELS[stage]}")
                            for i, stage in enumerate(STAGES)}
        self.format_boxes = {name: QCheckBox(FORMAT_NOTES[name]) for name in ALL_FORMATS}
        self.precision = QSpinBox()
        self.precision.setRange(0, MAX_PRECISION)
        self.precision.setValue(3)
        self.precision.setSuffix(" decimals")
        self.png_scale = QComboBox()
        self.png_scale.addItems([f"{scale}×" for scale in SCALES])
        self.png_scale.setCurrentIndex(SCALES.index(2))
        self.gif_width, self.gif_height = QSpinBox(), QSpinBox()
        for box, value in zip((self.gif_width, self.gif_height), DEFAULT_ANIMATION_SIZE,
                              strict=True):
            box.setRange(240, 1920)
            box.setSingleStep(40)
            box.setValue(value)
            box.setSuffix(" px")
        self.gif_fps = QDoubleSpinBox()
        self.gif_fps.setRange(0.5, 30.0)
        self.gif_fps.setValue(4.0)
        self.gif_fps.setSuffix(" frames/s")
        self.folder_edit = QLineEdit(str(export_prompts.FolderMemory.start_folder()))
        self.choose_button = QPushButton("Choose…")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(
            "Export", QDialogButtonBox.ButtonRole.AcceptRole)
        self._layout()
        for name in DEFAULT_FORMATS:
            self.format_boxes[name].setChecked(True)
        self._sync_stage_boxes(True)
        self.all_stages.toggled.connect(self._sync_stage_boxes)
        for box in (*self.stage_boxes.values(), *self.format_boxes.values()):
            box.toggled.connect(self._update_ready)
        self.folder_edit.textChanged.connect(self._update_ready)
        self.choose_button.clicked.connect(self._choose_folder)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._update_ready()

    def _layout(self) -> None:
        stages = QGroupBox("Stages")
        grid = QGridLayout(stages)
        grid.addWidget(self.all_stages, 0, 0, 1, STAGE_COLUMNS)
        for i, box in enumerate(self.stage_boxes.values()):
            grid.addWidget(box, 1 + i // STAGE_COLUMNS, i % STAGE_COLUMNS)
        formats = QGroupBox("Formats")
        format_grid = QGridLayout(formats)
        for i, box in enumerate(self.format_boxes.values()):
            format_grid.addWidget(box, i % 4, i // 4)
        options = QGroupBox("Options")
        form = QFormLayout(options)
        form.addRow("LaTeX precision", self.precision)
        form.addRow("PNG scale", self.png_scale)
        gif_size = QHBoxLayout()
        gif_size.addWidget(self.gif_width)
        gif_size.addWidget(self.gif_height)
        form.addRow("GIF size (width, height)", gif_size)
        form.addRow("GIF speed", self.gif_fps)
        folder = QHBoxLayout()
        folder.addWidget(self.folder_edit, 1)
        folder.addWidget(self.choose_button)
        form.addRow("Folder", folder)
        layout = QVBoxLayout(self)
        for part in (stages, formats, options):
            layout.addWidget(part)
        layout.addWidget(self.buttons)

    # ----- reading ------------------------------------------------------------------------
    def chosen_stages(self) -> tuple[str, ...]:
        return tuple(s for s in STAGES if self.stage_boxes[s].isChecked())

    def chosen_formats(self) -> tuple[str, ...]:
        return tuple(f for f in ALL_FORMATS if self.format_boxes[f].isChecked())

    def folder(self) -> Path:
        return Path(self.folder_edit.text().strip()).expanduser()

    def choice(self) -> ExportChoice:
        """What is chosen now; ValueError when no stage or no format is."""
        return ExportChoice(
            stages=self.chosen_stages(), formats=self.chosen_formats(),
            precision=self.precision.value(), png_scale=SCALES[self.png_scale.currentIndex()],
            gif_size=(self.gif_width.value(), self.gif_height.value()),
            gif_fps=self.gif_fps.value())

    # ----- setting (tests and the window) -------------------------------------------------
    def pick(self, *, stages: tuple[str, ...] | None = None,
             formats: tuple[str, ...] | None = None, folder: Path | None = None) -> None:
        """Tick exactly these stages (None: all) and formats; set the folder."""
        self.all_stages.setChecked(stages is None)
        for stage, box in self.stage_boxes.items():
            box.setChecked(stages is None or stage in stages)
        if formats is not None:
            for name, box in self.format_boxes.items():
                box.setChecked(name in formats)
        if folder is not None:
            self.folder_edit.setText(str(folder))

    # ----- slots --------------------------------------------------------------------------
    def _sync_stage_boxes(self, all_on: bool) -> None:
        for box in self.stage_boxes.values():
            if all_on:
                box.setChecked(True)
            box.setEnabled(not all_on)

    def _update_ready(self, *_args) -> None:
        ready = bool(self.chosen_stages() and self.chosen_formats() and
                     self.folder_edit.text().strip())
        self.export_button.setEnabled(ready)
        self.export_button.setToolTip("" if ready else
                                      "choose at least one stage, one format and a folder")

    def _choose_folder(self) -> None:
        chosen = export_prompts.ask_folder(self, "Export into folder", self.folder())
        if chosen is not None:
            self.folder_edit.setText(str(chosen))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not self.export_button.isEnabled():
            return   # Enter must not accept a dialog with nothing to export
        super().keyPressEvent(event)
