"""The "How the GPU computes it" panel: FlashAttention's Algorithm 1 stepped through on the head
in focus. Block sizes by hand (B_r, B_c) or from an on-chip memory M; Previous / Next; the
blocks drawn (tile_grid); what is on chip and what goes back; each row's m̃, m, rescale
factor, ℓ̃ and ℓ in a table and the chosen row's numbers in words; the final O beside the
lesson's z; the memory counts for the session's n and a plot of both passes against n.

core.hardware.flash_walk computes every number and core.hardware.step_text words it; this
widget only lays them out. While inactive (its dock hidden) it keeps the trace and computes
nothing; it catches up when shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.hardware.block_sizes import BlockSizeError
from core.hardware.flash_walk import DEFAULT_ON_CHIP, BlockChoice, FlashWalk
from core.hardware.predictions import prediction_for
from core.hardware.step_text import (
    memory_lines,
    on_chip_line,
    row_lines,
    skipped_text,
    step_title,
    sub,
    traffic_lines,
)
from core.number_text import number
from gui.views.flash.panel_parts import WholeNumberSpinBox
from gui.views.flash.panel_parts import label as _label
from gui.views.flash.panel_parts import scrolled as _scrolled
from gui.views.flash.panel_parts import steady as _steady
from gui.views.flash.question_box import QuestionBox
from gui.views.flash.rows_model import StepRowsModel
from gui.views.flash.tile_grid import TileGrid
from gui.views.flash.traffic_plot import TrafficPlot

translate = QCoreApplication.translate

MAX_BLOCK = 4096


class FlashPanel(QTabWidget):
    """Two tabs: the tiles, stepped through, and the memory counts with their plot (a tab of its
    own: a step changes no number there, and a plot beside the step labels was moved and
    redrawn by every relayout, 20 ms of a step)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(self._build_choice())
        layout.addLayout(self._build_steps())
        self.asking = QuestionBox()
        self.question, self.verdict = self.asking.question, self.asking.verdict
        layout.addWidget(self.asking)
        self.title = _steady("flashStepTitle")
        layout.addWidget(self.title.row)
        self.grid = TileGrid()
        layout.addWidget(self.grid, 1)
        self.on_chip = _steady("flashOnChip")
        self.written = _steady("flashWritten")
        self.skipped = _steady("flashSkipped")
        for widget in (self.on_chip, self.written, self.skipped):
            layout.addWidget(widget.row)
        self.rows_model = StepRowsModel(self)
        self.table = QTableView()
        self.table.setModel(self.rows_model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setMinimumHeight(90)
        self.table.horizontalHeader().setSectionResizeMode(      # sized once per pass (at
            QHeaderView.ResizeMode.Interactive)                   # each step: 5 ms of 16)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._row_chosen())
        layout.addWidget(self.table)
        self.row_text = _steady("flashRowText")
        layout.addWidget(self.row_text.row)
        self.result = _steady("flashResult")
        layout.addWidget(self.result.row)
        layout.addStretch(1)
        self.addTab(_scrolled(body), translate("FlashPanel", "Tiles"))
        memory = QWidget()
        memory_layout = QVBoxLayout(memory)
        self.traffic = _label()
        memory_layout.addWidget(self.traffic)
        self.plot = TrafficPlot()
        memory_layout.addWidget(self.plot, 1)
        self.addTab(_scrolled(memory), translate("FlashPanel", "Memory"))
        self.walk: FlashWalk | None = None
        self._trace, self._head, self._row, self._tokens = None, 0, 0, ()
        self.pending = None          # the question waiting for an answer (core.hardware)
        self._active, self._stale = False, False

    # ----- building ----------------------------------------------------------------------
    def _build_choice(self) -> QGridLayout:
        grid = QGridLayout()
        self.block_q, self.block_k = QSpinBox(), QSpinBox()
        for spin, name in ((self.block_q, translate("FlashPanel", "Query rows per block B_r")),
                           (self.block_k, translate("FlashPanel", "Keys per block B_c"))):
            spin.setRange(1, MAX_BLOCK)
            spin.setValue(2)
            spin.setAccessibleName(name)
            spin.valueChanged.connect(lambda _value: self._choice_changed())
        self.from_chip = QCheckBox(translate("FlashPanel", "From on-chip memory M"))
        self.on_chip_size = WholeNumberSpinBox()   # 49,152 in English, 49152 in German
        self.on_chip_size.setRange(1, 2 ** 31 - 1)
        self.on_chip_size.setValue(DEFAULT_ON_CHIP)
        self.on_chip_size.setEnabled(True)      # M also sizes the memory tab's counts
        self.on_chip_size.setAccessibleName(translate("FlashPanel", "On-chip memory M"))
        self.on_chip_size.setToolTip(translate("FlashPanel", "M in elements: B_c = ⌈M / 4d⌉, "
                                                             "B_r = min(⌈M / 4d⌉, d)"))
        self.from_chip.toggled.connect(lambda _on: self._choice_changed())
        self.on_chip_size.valueChanged.connect(lambda _value: self._choice_changed())
        grid.addWidget(QLabel("B_r"), 0, 0)
        grid.addWidget(self.block_q, 0, 1)
        grid.addWidget(QLabel("B_c"), 0, 2)
        grid.addWidget(self.block_k, 0, 3)
        grid.addWidget(self.from_chip, 1, 0, 1, 4)
        grid.addWidget(self.on_chip_size, 2, 1, 1, 3)
        self.refusal = _label()         # shown only when the blocks are refused
        self.refusal.hide()
        grid.addWidget(self.refusal, 3, 0, 1, 4)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        return grid

    def _build_steps(self) -> QVBoxLayout:
        row = QHBoxLayout()
        self.previous_button = QPushButton(translate("FlashPanel", "◀ Previous"))
        self.next_button = QPushButton(translate("FlashPanel", "Next ▶"))
        self.predict = QCheckBox(translate("FlashPanel", "Predict first"))
        self.predict.setToolTip(translate("FlashPanel", "Next asks a question about the coming "
                                                        "tile before it shows it"))
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(self._next_clicked)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addStretch(1)
        steps = QVBoxLayout()
        steps.addLayout(row)
        steps.addWidget(self.predict)
        return steps

    # ----- what the dock hands in --------------------------------------------------------
    def show_trace(self, trace, head: int, tokens=None) -> None:
        """The session's trace, the head in focus (0-based) and the tokens (for questions);
        computed only when active."""
        self._trace, self._head = trace, min(head, trace.n_heads - 1)
        self._tokens = tuple(tokens) if tokens is not None else tuple(
            str(i + 1) for i in range(trace.n_tokens))
        self._stale = True
        if self._active:
            self._rebuild()

    def set_active(self, active: bool) -> None:
        self._active = active
        if active and self._stale:
            self._rebuild()

    def step(self, delta: int) -> None:
        if self.walk is not None:
            self._clear_question()
            self.walk.go(self.walk.index + delta)
            self._show_step()

    # ----- predictions ------------------------------------------------------------------
    def _next_clicked(self) -> None:
        walk = self.walk
        if walk is None or not self.predict.isChecked() or walk.at_end or self.pending:
            self.step(1)
            return
        self.pending = prediction_for(walk.peek(walk.index + 1), self._tokens, walk.index)
        if self.pending is None:
            self.step(1)
            return
        self.asking.ask(self.pending.text, self.pending.options, self.answer)

    def answer(self, chosen: int) -> None:
        """The learner's answer to the question in view: say whether it was right, reveal."""
        if not self.pending:
            return
        verdict = self.pending.verdict(chosen)
        self.step(1)
        self.asking.say(verdict)

    def _clear_question(self) -> None:
        self.pending = None
        self.asking.clear()

    # ----- drawing ----------------------------------------------------------------------
    def _choice(self) -> BlockChoice:
        return BlockChoice(self.block_q.value(), self.block_k.value(),
                           self.on_chip_size.value() if self.from_chip.isChecked() else None)

    def _choice_changed(self) -> None:
        self.block_q.setEnabled(not self.from_chip.isChecked())
        self.block_k.setEnabled(not self.from_chip.isChecked())
        self._stale = True
        if self._active and self._trace is not None:
            self._rebuild()

    def _rebuild(self) -> None:
        if self._trace is None:
            return
        index = 0 if self.walk is None else self.walk.index
        try:
            walk = FlashWalk(self._trace, self._head, self._choice())
        except BlockSizeError as error:
            self.refusal.setText(str(error))
            self.refusal.show()
            return
        self.refusal.setText("")
        self.refusal.hide()
        self._clear_question()
        self.walk, self._stale = walk, False
        if self._choice().on_chip is not None:
            for spin, value in ((self.block_q, walk.blocks.block_q),
                                (self.block_k, walk.blocks.block_k)):
                with QSignalBlocker(spin):
                    spin.setValue(min(value, MAX_BLOCK))
        walk.go(index)
        self._show_traffic()
        self._show_step()
        self.table.resizeColumnsToContents()

    def _show_step(self) -> None:
        walk = self.walk
        detail = walk.detail
        flash = walk.flash
        self.title.setText(step_title(flash, detail))
        self.previous_button.setEnabled(walk.index > 0)
        self.next_button.setEnabled(not walk.at_end)
        self.grid.show_state(flash.n, walk.blocks, flash.visited, walk.done_tiles(),
                             (detail.i, detail.j), detail.allowed)
        lines = memory_lines(detail)
        self.on_chip.setText(lines[0] + ("\n" + lines[2] if len(lines) > 2 else ""))
        self.written.setText(lines[1])
        self.skipped.setText(skipped_text(flash))
        with QSignalBlocker(self.table.selectionModel()):
            self.rows_model.show_step(detail)
        self._row = min(self._row, len(detail.rows) - 1)
        with QSignalBlocker(self.table.selectionModel()):
            self.table.selectRow(self._row)
        self._show_row()

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows and self.walk is not None:
            self._row = rows[0].row()
            self._show_row()

    def _show_row(self) -> None:
        detail, walk = self.walk.detail, self.walk
        self.row_text.setText("\n".join(row_lines(detail, self._row)))
        row = detail.rows.start + self._row
        output = ", ".join(number(float(x)) for x in walk.flash.output[row])
        z = ", ".join(number(float(x)) for x in walk.z[row])
        self.result.setText(translate(
            "FlashPanel", "After the last step: O{sub} = [{output}], the lesson's z{sub} = [{z}]; "
                          "largest difference over every row: {difference}").format(
            sub=sub(row + 1), output=output, z=z, difference=number(walk.largest_difference)))

    def _show_traffic(self) -> None:
        walk, on_chip = self.walk, self.on_chip_size.value()
        here = walk.traffic(on_chip=on_chip)             # the paper's blocks for this M
        self.traffic.setText("\n".join([on_chip_line(on_chip, here), *traffic_lines(here)]))
        sizes, standard, tiled = walk.traffic_curve(on_chip)
        self.plot.show_curve(sizes, standard, tiled, max(1, here.n),
                             (float(here.standard.total), float(here.tiled.total)))

    @property
    def shown_row(self) -> int:
        """The row (0-based within the tile) whose numbers are written out."""
        return self._row
