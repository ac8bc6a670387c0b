"""The matrix table view: arrows move between cells; Alt+Up/Down or the wheel nudge a cell,
a sideways drag scrubs it.

Every gesture becomes ``value_requested(row, col, value, gesture)``: one gesture id per
scrub and per wheel/key burst on one cell, so each becomes one undo step.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QTableView,
    QToolTip,
)

from gui.document.commands import new_gesture_id
from gui.editors.matrix_editor.delegate import MatrixCellDelegate

NUDGE_STEP = 0.1
FINE_NUDGE_STEP = 0.01
SCRUB_PER_PIXEL = 0.01
FINE_SCRUB_PER_PIXEL = 0.001
SCRUB_START_PIXELS = 4
BURST_GAP_S = 0.8  # nudges on one cell closer than this are one undo step
FLASH_MS = 900
_NAV_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down}


def rounded(value: float) -> float:
    """Nudged/scrubbed values keep 4 decimals so 0.1 + 0.2 reads 0.3."""
    return round(value, 4)


class MatrixTableView(QTableView):
    value_requested = Signal(int, int, float, int)   # row, col, value, gesture id
    row_clicked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cell_delegate = MatrixCellDelegate(self)
        self.cell_delegate.set_font_metrics(self.fontMetrics())
        self.setItemDelegate(self.cell_delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setHighlightSections(True)
        self.verticalHeader().setDefaultSectionSize(24)
        self.horizontalHeader().setDefaultSectionSize(52)
        self.horizontalHeader().setMinimumSectionSize(20)
        self._burst: tuple[tuple[int, int], int, float] | None = None  # cell, gesture, time
        self._scrub: dict | None = None
        self._flash_timer = QTimer(self, singleShot=True, interval=FLASH_MS)
        self._flash_timer.timeout.connect(self._end_flash)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.cell_delegate.set_font_metrics(self.fontMetrics())
        super().changeEvent(event)

    # ----- refusing -----------------------------------------------------------------------
    def flash_refused(self, row: int, col: int, message: str) -> None:
        """Red cell and a tooltip with the reason; the value stays as it was."""
        self.cell_delegate.flash_cell = (row, col)
        index = self.model().index(row, col)
        self.viewport().update(self.visualRect(index))
        rect = self.visualRect(index)
        QToolTip.showText(self.viewport().mapToGlobal(rect.bottomLeft()), message, self)
        self._flash_timer.start()

    def _end_flash(self) -> None:
        self.cell_delegate.flash_cell = None
        self.viewport().update()

    # ----- typing ------------------------------------------------------------------------
    def take_typed(self) -> tuple[int, int, str] | None:
        """(row, col, text) of the open cell editor the learner typed in, that editor closed
        without a commit; None, and any editor left open, when nothing was typed."""
        cell = self.cell_delegate.edited_cell
        editor = None if cell is None else self.indexWidget(self.model().index(*cell))
        if cell is None or not isinstance(editor, QLineEdit) or not editor.isModified():
            return None
        text = editor.text()
        self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        return cell[0], cell[1], text

    # ----- nudging ------------------------------------------------------------------------
    def nudge(self, row: int, col: int, steps: float, *, fine: bool) -> None:
        value = self.model().values[row, col]
        step = FINE_NUDGE_STEP if fine else NUDGE_STEP
        self.value_requested.emit(row, col, rounded(value + steps * step), self._burst_id(row, col))

    def _burst_id(self, row: int, col: int) -> int:
        now = time.monotonic()
        burst = self._burst
        if burst is None or burst[0] != (row, col) or now - burst[2] > BURST_GAP_S:
            self._burst = ((row, col), new_gesture_id(), now)
        else:
            self._burst = (self._burst[0], self._burst[1], now)
        return self._burst[1]

    def event(self, event: QEvent) -> bool:
        # Keep arrow keys here (cell navigation and nudging) rather than the window's
        # stage shortcuts.
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in _NAV_KEYS:
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event) -> None:
        """Arriving by keyboard, a cell is the current one (ringed) before any arrow."""
        model = self.model()
        if not self.currentIndex().isValid() and model is not None and model.rowCount() and \
                model.columnCount():
            self.selectionModel().setCurrentIndex(
                model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        key, mods = event.key(), event.modifiers()
        nudging = bool(mods & Qt.KeyboardModifier.AltModifier)  # plain arrows only move
        if index.isValid() and key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and nudging \
                and self.state() != QAbstractItemView.State.EditingState:
            steps = 1 if key == Qt.Key.Key_Up else -1
            self.nudge(index.row(), index.column(), steps,
                       fine=bool(mods & Qt.KeyboardModifier.ShiftModifier))
            return
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier) \
                and key in _NAV_KEYS:
            event = QKeyEvent(event.type(), key, Qt.KeyboardModifier.NoModifier, event.text())
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if not index.isValid() or index != self.currentIndex():
            super().wheelEvent(event)  # scroll; the wheel nudges only the current cell
            return
        delta = event.angleDelta().y()
        if delta:
            self.nudge(index.row(), index.column(), delta / 120,
                       fine=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        event.accept()

    # ----- scrubbing ----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        index = self.indexAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index.isValid():
            self._scrub = {"index": index, "x": event.position().x(),
                           "start": float(self.model().values[index.row(), index.column()]),
                           "gesture": None}
            self.row_clicked.emit(index.row())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scrub = self._scrub
        if scrub is None or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        dx = event.position().x() - scrub["x"]
        if scrub["gesture"] is None:
            if abs(dx) < SCRUB_START_PIXELS:
                return
            scrub["gesture"] = new_gesture_id()
            self.setCursor(Qt.CursorShape.SizeHorCursor)
        fine = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        per_pixel = FINE_SCRUB_PER_PIXEL if fine else SCRUB_PER_PIXEL
        index: QModelIndex = scrub["index"]
        self.value_requested.emit(index.row(), index.column(),
                                  rounded(scrub["start"] + dx * per_pixel), scrub["gesture"])

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._scrub is not None and self._scrub["gesture"] is not None:
            self.unsetCursor()
        self._scrub = None
        super().mouseReleaseEvent(event)

    def cell_center(self, row: int, col: int) -> QPoint:
        return self.visualRect(self.model().index(row, col)).center()
