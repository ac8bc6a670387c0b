"""File › Export…: which stages, which formats, LaTeX precision, PNG scale, GIF size/fps, folder,
and how the files are named and captioned for a handout.

The dialog only collects an ExportChoice and a folder; gui.export.export_menu writes the files
and tells the dialog (``prepare``) the stage in view, the session's file name stem and caption.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
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
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.attention.stages import STAGES, stage_caption
from core.export.handout import file_stem, handout_name
from gui.export import export_prompts
from gui.export.export_job import ExportChoice
from gui.export.image import SCALES
from gui.export.image.animation_file import DEFAULT_ANIMATION_SIZE
from gui.export.stage_images import ALL_FORMATS, MAX_PRECISION
from gui.keyboard_focus import ButtonsShowFocus

translate = QCoreApplication.translate

FORMAT_NOTES = {
    "csv": QT_TRANSLATE_NOOP("ExportDialog",
                              "CSV: one table per stage (and head), every digit"),
    "npy": QT_TRANSLATE_NOOP("ExportDialog",
                              "NPY: one NumPy array per stage"),
    "npz": QT_TRANSLATE_NOOP("ExportDialog",
                              "NPZ: all chosen stages in one NumPy file"),
    "json": QT_TRANSLATE_NOOP("ExportDialog",
                              "JSON: tokens, settings and every chosen stage"),
    "tex": QT_TRANSLATE_NOOP("ExportDialog",
                              "LaTeX: a labelled matrix per stage, for slides"),
    "png": QT_TRANSLATE_NOOP("ExportDialog",
                              "PNG: a picture of each stage"),
    "svg": QT_TRANSLATE_NOOP("ExportDialog",
                              "SVG: each stage as a drawing that scales"),
    "gif": QT_TRANSLATE_NOOP("ExportDialog",
                              "GIF: the whole step-through, animated"),
}
DEFAULT_FORMATS = ("csv", "tex", "png")
STAGE_COLUMNS = 5


class ExportDialog(ButtonsShowFocus, QDialog):
    """No default button (Export would look focused all the time): Enter presses Export or
    the focused button (gui.keyboard_focus.ButtonsShowFocus)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ExportDialog", "Export stages"))
        self.all_stages = QCheckBox(translate("ExportDialog", "All stages"))
        self.all_stages.setChecked(True)
        self.current_stage = STAGES[0]
        self.this_stage_only = QCheckBox(translate("ExportDialog", "This stage only"))
        self.this_stage_only.setToolTip(translate("ExportDialog", "export just the stage in view"))
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(translate("ExportDialog",
                                                    "no prefix: weights.csv, weights.png …"))
        self.name_edit.setToolTip(translate(
            "ExportDialog", "every file is named <this>_<stage>: exports of different sessions "
                            "into one folder never overwrite each other"))
        self.name_preview = QLabel()
        self.name_preview.setWordWrap(True)       # a long sentence's names wrap at ", "
        self.caption_box = QCheckBox(translate("ExportDialog", "Caption pictures (PNG, SVG, GIF)"))
        self.caption_box.setChecked(True)
        self.caption_preview = QLabel()
        self.caption_preview.setWordWrap(True)
        self.stage_boxes = {stage: QCheckBox(stage_caption(stage)) for stage in STAGES}
        self.format_boxes = {name: QCheckBox(translate("ExportDialog", FORMAT_NOTES[name]))
                             for name in ALL_FORMATS}
        self.precision = QSpinBox()
        self.precision.setRange(0, MAX_PRECISION)
        self.precision.setValue(3)
        self.precision.setSuffix(translate("ExportDialog", " decimals"))
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
        self.gif_fps.setSuffix(translate("ExportDialog", " frames/s"))
        self.folder_edit = QLineEdit(str(export_prompts.FolderMemory.start_folder()))
        self.choose_button = QPushButton(translate("ExportDialog", "Choose…"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(
            translate("ExportDialog", "Export"), QDialogButtonBox.ButtonRole.AcceptRole)
        self._layout()
        for name in DEFAULT_FORMATS:
            self.format_boxes[name].setChecked(True)
        self._sync_stage_boxes(True)
        self.all_stages.toggled.connect(self._sync_stage_boxes)
        self.this_stage_only.toggled.connect(self._this_stage_only)
        self.name_edit.textChanged.connect(self._update_name_preview)
        self.caption_box.toggled.connect(self.caption_preview.setEnabled)
        for box in (*self.stage_boxes.values(), *self.format_boxes.values()):
            box.toggled.connect(self._update_ready)
        self.folder_edit.textChanged.connect(self._update_ready)
        self.choose_button.clicked.connect(self._choose_folder)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._update_ready()

    def _layout(self) -> None:
        stages = QGroupBox(translate("ExportDialog", "Stages"))
        grid = QGridLayout(stages)
        grid.addWidget(self.all_stages, 0, 0, 1, 2)
        grid.addWidget(self.this_stage_only, 0, 2, 1, STAGE_COLUMNS - 2)
        for i, box in enumerate(self.stage_boxes.values()):
            grid.addWidget(box, 1 + i // STAGE_COLUMNS, i % STAGE_COLUMNS)
        formats = QGroupBox(translate("ExportDialog", "Formats"))
        format_grid = QGridLayout(formats)
        for i, box in enumerate(self.format_boxes.values()):
            format_grid.addWidget(box, i % 4, i // 4)
        options = QGroupBox(translate("ExportDialog", "Options"))
        form = QFormLayout(options)
        form.addRow(translate("ExportDialog", "LaTeX precision"), self.precision)
        form.addRow(translate("ExportDialog", "PNG scale"), self.png_scale)
        gif_size = QHBoxLayout()
        gif_size.addWidget(self.gif_width)
        gif_size.addWidget(self.gif_height)
        form.addRow(translate("ExportDialog", "GIF size (width, height)"), gif_size)
        form.addRow(translate("ExportDialog", "GIF speed"), self.gif_fps)
        folder = QHBoxLayout()
        folder.addWidget(self.folder_edit, 1)
        folder.addWidget(self.choose_button)
        form.addRow(translate("ExportDialog", "Folder"), folder)
        form.addRow(translate("ExportDialog", "File names"), self.name_edit)
        form.addRow("", self.name_preview)
        form.addRow("", self.caption_box)
        form.addRow("", self.caption_preview)
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
            gif_fps=self.gif_fps.value(), stem=self.stem(),
            captioned=self.caption_box.isChecked())

    def stem(self) -> str:
        """The file name prefix typed (made safe for every file system), or "" for none."""
        text = self.name_edit.text().strip()
        return file_stem(text) if text else ""

    def prepare(self, *, stage: str, stem: str, caption: str) -> None:
        """Before showing: the stage in view, the session's stem and its caption line."""
        self.current_stage = stage
        self.this_stage_only.setText(translate("ExportDialog", "This stage only ({index})").format(
            index=f"{STAGES.index(stage) + 1} {stage}"))
        if self.this_stage_only.isChecked():
            self._this_stage_only(True)
        self.name_edit.setText(stem)
        self.caption_preview.setText(caption)
        self._update_name_preview()

    # ----- setting (tests and the window) -------------------------------------------------
    def pick(self, *, stages: tuple[str, ...] | None = None,
             formats: tuple[str, ...] | None = None, folder: Path | None = None) -> None:
        """Tick exactly these stages (None: all) and formats; set the folder."""
        self.this_stage_only.setChecked(False)
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
        if all_on:
            self.this_stage_only.setChecked(False)
        for box in self.stage_boxes.values():
            if all_on:
                box.setChecked(True)
            box.setEnabled(not all_on)

    def _this_stage_only(self, on: bool) -> None:
        if on:
            self.all_stages.setChecked(False)
            for stage, box in self.stage_boxes.items():
                box.setChecked(stage == self.current_stage)
        for box in self.stage_boxes.values():
            box.setEnabled(not on)

    def _update_name_preview(self, *_args) -> None:
        stage, prefix = self.current_stage, translate("ExportDialog", "files: ")
        self.name_preview.setText(prefix + ", ".join(
            handout_name(self.stem(), f"{stage}.{suffix}") for suffix in ("csv", "png")) + " …")
        every = prefix + ", ".join(handout_name(self.stem(), f"{name}.{suffix}")   # the "…"
                                   for name in dict.fromkeys((stage, *self.chosen_stages()))
                                   for suffix in ("csv", "png"))
        self.name_preview.setToolTip(every)
        self.name_preview.setAccessibleName(every)

    def _update_ready(self, *_args) -> None:
        ready = bool(self.chosen_stages() and self.chosen_formats() and
                     self.folder_edit.text().strip())
        self.export_button.setEnabled(ready)
        self.export_button.setToolTip("" if ready else
                                      translate("ExportDialog", "choose at least one stage, "
                                                                "one format and a folder"))

    def _choose_folder(self) -> None:
        chosen = export_prompts.ask_folder(self, translate("ExportDialog", "Export into folder"),
                                           self.folder())
        if chosen is not None:
            self.folder_edit.setText(str(chosen))

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not self.export_button.isEnabled():
            return   # Enter must not accept a dialog with nothing to export
        super().keyPressEvent(event)
