"""File › Export Worksheet…: the worksheet command's options, a preview of the first page, and
Export, which writes worksheet.pdf, answer-key.pdf and variant-NN.json into a folder.

The dialog works from the session it was opened on (the window's current one). A session too
large for paper is fitted to it (first 8 tokens, a smaller d_model and d_head: the variants
draw their own numbers anyway) unless "Fit to paper" is unticked. The preview is the same
painter as the PDF, on an image: variant 1's first page of the sheet or of the key. Options
that do not fit show one line in place of the preview and Export waits until they do.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.worksheets.catalogue import CATALOGUE, description
from core.worksheets.exercises import ASKED_ONLY, why_not
from core.worksheets.fit import (
    MAX_DECIMALS,
    MAX_VARIANTS,
    WorksheetError,
    check_fits,
    fitted_to_paper,
)
from core.worksheets.options import OptionError, WorksheetOptions, parse_options
from core.worksheets.sheet import build_worksheet
from gui.export.eliding_check_box import ElidingCheckBox
from gui.export.export_menu import busy
from gui.export.worksheet_files import WrittenWorksheet, write_worksheet
from gui.export.worksheet_pdf import PARTS, missing_sheet_font, plan_pages, preview_page
from gui.keyboard_focus import ButtonsShowFocus
from gui.screen_fit import screen_room

PREVIEW_WIDTH = 420   # pixels: the first page, scaled to fit beside the options
PAGE_RATIO = 842 / 595           # A4's height over its width
DIALOG_CHROME_PX = 110           # the dialog's rows around the preview, and its frame
DIALOG_SIDES_PX = 60             # the dialog's margins and spacing beside the preview


def preview_width(parent) -> int:
    """PREVIEW_WIDTH, or less so that the page's preview leaves the dialog within its screen."""
    room_h = screen_room(parent)[1]
    return max(160, min(PREVIEW_WIDTH, int((room_h - DIALOG_CHROME_PX) / PAGE_RATIO)))
MAX_SEED_SPIN = 2 ** 31 - 1
translate = QCoreApplication.translate


class WorksheetDialog(ButtonsShowFocus, QDialog):
    """No default button (Export would look focused all the time): Enter presses Export or
    the focused button (gui.keyboard_focus.ButtonsShowFocus)."""

    def __init__(self, session, parent=None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("WorksheetDialog", "Export Worksheet"))
        self.original = session
        self.fitted = fitted_to_paper(session)
        self.fit_to_paper = QCheckBox(translate("WorksheetDialog", "Fit to paper"))
        self.fit_to_paper.setChecked(self.fitted is not session)
        self.fit_to_paper.setEnabled(self.fitted is not session)
        self.fit_to_paper.setToolTip(_fit_note(session, self.fitted))
        self.written: WrittenWorksheet | None = None
        self.folder = QLineEdit(str(folder or Path.home() / "qkv-lab-worksheet"))
        choose = QPushButton(translate("WorksheetDialog", "Choose…"))
        choose.clicked.connect(self._choose_folder)
        self.variants = _spin(1, MAX_VARIANTS, 1,
                              translate("WorksheetDialog", "one variant per student"))
        self.seed = _spin(0, MAX_SEED_SPIN, 0,
                          translate("WorksheetDialog", "the same seed gives the same worksheets"))
        self.decimals = _spin(1, MAX_DECIMALS, 2,
                              translate("WorksheetDialog", "decimals of the answers"))
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem(translate("WorksheetDialog", "Letter"), "letter")
        self.part = QComboBox()
        self.part.addItem(translate("WorksheetDialog", "Preview: worksheet"), "student")
        self.part.addItem(translate("WorksheetDialog", "Preview: answer key"), "key")
        self.exercises = self._exercise_boxes()
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(translate("WorksheetDialog", "Export"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.export)
        self.buttons.rejected.connect(self.reject)
        options = self._lay_out(choose)
        # smaller on a small screen: beside the options, within the screen's height and width
        room_w = screen_room(parent)[0] - options.sizeHint().width() - DIALOG_SIDES_PX
        self._preview_width = max(160, min(preview_width(parent), room_w))
        self.preview.setMinimumWidth(self._preview_width)
        self._timer = QTimer(self, singleShot=True, interval=120)
        self._timer.timeout.connect(self.refresh_preview)
        for spin in (self.variants, self.seed, self.decimals):
            spin.valueChanged.connect(self._timer.start)
        for combo in (self.paper, self.part):
            combo.currentIndexChanged.connect(self._timer.start)
        for box in (*self.exercises.values(), self.fit_to_paper):
            box.toggled.connect(self._timer.start)
        self.refresh_preview()
        # as wide as the whole exercise texts want, within the screen (Qt's own first size is
        # two thirds of it: the exercises were cut to "eine Query-Zeile …" at 1024 px)
        hint, room = self.sizeHint(), screen_room(parent)
        self.resize(min(hint.width(), room[0]), min(hint.height(), room[1]))

    @property
    def session(self):
        """The session the worksheet is made from: the window's, or its fitted copy."""
        return self.fitted if self.fit_to_paper.isChecked() else self.original

    def _exercise_boxes(self) -> dict[str, QCheckBox]:
        boxes = {}
        for name in CATALOGUE:
            meaning = description(name)      # the name is the command line's: its tooltip
            box = ElidingCheckBox(meaning)   # cut with "…" on a narrow screen, never wider
            reason = why_not(name, self.session, tuple(CATALOGUE))
            box.setChecked(reason is None and name not in ASKED_ONLY)   # online: when ticked
            box.setEnabled(reason is None)
            box.setToolTip(reason or translate("WorksheetDialog", "{meaning} (--exercises {name})")
                           .format(meaning=meaning, name=name))
            boxes[name] = box
        return boxes

    def _lay_out(self, choose: QPushButton) -> QVBoxLayout:
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(choose)
        form = QFormLayout()
        form.addRow(translate("WorksheetDialog", "Folder:"), folder_row)
        form.addRow(translate("WorksheetDialog", "Variants:"), self.variants)
        form.addRow(translate("WorksheetDialog", "Seed:"), self.seed)
        form.addRow(translate("WorksheetDialog", "Paper:"), self.paper)
        form.addRow(translate("WorksheetDialog", "Decimals:"), self.decimals)
        form.addRow("", self.fit_to_paper)
        checks = QWidget()
        grid = QVBoxLayout(checks)
        grid.setContentsMargins(0, 0, 0, 0)
        for box in self.exercises.values():
            grid.addWidget(box)
        form.addRow(translate("WorksheetDialog", "Exercises:"), checks)
        options = QVBoxLayout()
        options.addLayout(form)
        options.addWidget(self.message)
        options.addStretch(1)
        previews = QVBoxLayout()
        previews.addWidget(self.part)
        previews.addWidget(self.preview, 1)
        body = QGridLayout(self)
        body.addLayout(options, 0, 0)
        body.addLayout(previews, 0, 1)
        body.addWidget(self.buttons, 1, 0, 1, 2)
        body.setColumnStretch(0, 1)          # room beyond the preview's goes to the exercises
        return options

    # ----- what the widgets say -------------------------------------------------------------
    def chosen_exercises(self) -> str:
        return ",".join(name for name, box in self.exercises.items()
                        if box.isEnabled() and box.isChecked())

    def options(self) -> WorksheetOptions:
        """The widgets' values, checked like the command line's (OptionError names one)."""
        return parse_options(self.variants.value(), self.seed.value(), self.paper.currentData(),
                             self.decimals.value(), self.chosen_exercises())

    # ----- preview and export ---------------------------------------------------------------
    def refresh_preview(self) -> None:
        try:
            options = self.options()
            check_fits(self.session)
            sheet = build_worksheet(self.session, variants=1, seed=options.seed,
                                    exercises=options.exercises, decimals=options.decimals)
        except (OptionError, WorksheetError) as error:
            self._refuse(str(error))
            return
        problem = missing_sheet_font(sheet)
        if problem is not None:           # the preview would show boxes, the PDF nothing
            self._refuse(problem)
            return
        part = self.part.currentData()
        image = preview_page(sheet, part, options.paper, 0, zoom=self._preview_width / 595)
        self.preview.setPixmap(QPixmap.fromImage(image))
        self.preview_image = image
        counts = {p: _page_count(sheet, p, options.paper) for p in PARTS}
        fitted = f"{self.fit_to_paper.toolTip()} " if self.fit_to_paper.isChecked() else ""
        self.message.setText(fitted + translate(
            "WorksheetDialog", "exercises: {count} · pages of one variant: worksheet {counts}, "
                               "key {counts2}").format(
            count=len(sheet.exercise_names),
            counts=counts["student"],
            counts2=counts["key"]))
        self.export_button.setEnabled(True)

    def _refuse(self, text: str) -> None:
        self.preview.clear()
        self.preview.setText(translate("WorksheetDialog", "No preview"))
        self.preview_image = None
        self.message.setText(text)
        self.export_button.setEnabled(False)

    def export(self) -> WrittenWorksheet | None:
        """Write the files; on a refusal the message says why and the dialog stays open."""
        try:
            options = self.options()
            self.written = busy(lambda: write_worksheet(self.session,
                                                        self.folder.text().strip(), options))
        except OptionError as error:
            self.message.setText(translate("WorksheetDialog", "Nothing was written: {error}")
                                 .format(error=error))
            return None
        self.accept()
        return self.written

    def _choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, translate("WorksheetDialog",
                                                                "Folder for the worksheet"),
                                                  self.folder.text())
        if chosen:
            self.folder.setText(chosen)


def _fit_note(session, fitted) -> str:
    if fitted is session:
        return translate("WorksheetDialog", "this session fits on paper as it is")
    return translate("WorksheetDialog", "The window's session (n = {n}, d_model {d_model}, d_head "
                     "{d_head}, heads: {heads}) is too large for paper: the worksheet takes its "
                     "first tokens (n = {paper_n}) with d_model {paper_d_model}, d_head "
                     "{paper_d_head} and heads: {paper_heads}; every variant draws its own "
                     "numbers.").format(
        n=session.n_tokens, d_model=session.d_model, d_head=session.d_head,
        heads=session.n_heads, paper_n=fitted.n_tokens, paper_d_model=fitted.d_model,
        paper_d_head=fitted.d_head, paper_heads=fitted.n_heads)


def _spin(low: int, high: int, value: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    return spin


def _page_count(sheet, part: str, paper: str) -> int:
    from PySide6.QtGui import QImage

    from gui.export.worksheet_blocks import BlockPainter
    from gui.export.worksheet_pdf import POINTS_PER_METER, paper_size

    device = QImage(1, 1, QImage.Format.Format_RGB32)
    device.setDotsPerMeterX(round(POINTS_PER_METER))
    device.setDotsPerMeterY(round(POINTS_PER_METER))
    return len(plan_pages(BlockPainter(device), sheet, part, paper_size(paper)))
