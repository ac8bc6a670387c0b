"""The tile's rows as a table model: for each query row of the tile in view, its m̃, m before,
m after, rescale factor e^(m_old − m_new), ℓ̃ and ℓ after, as core.number_text writes them.
One reset per step (setting 7 × B_r items one by one relaid the table out at each: 70 ms at
B_r = 32)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from core.number_text import number

translate = QCoreApplication.translate

HEADERS = (QT_TRANSLATE_NOOP("FlashPanel", "row"), "m̃", QT_TRANSLATE_NOOP("FlashPanel", "m old"),
           QT_TRANSLATE_NOOP("FlashPanel", "m new"), "e^(m old − m new)", "ℓ̃",
           QT_TRANSLATE_NOOP("FlashPanel", "ℓ new"))
WORDED = {HEADERS[0], HEADERS[2], HEADERS[3], HEADERS[6]}     # the others are formulas


class StepRowsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, ...]] = []

    def show_step(self, detail) -> None:
        """The rows of a core.hardware.flash_step.StepDetail."""
        u = detail.update
        self.beginResetModel()
        self._rows = [(str(row + 1),) + tuple(number(float(values[r])) for values in (
            u.block_max, u.max_before, u.max_after, u.old_factor, u.block_sum, u.sum_after))
            for r, row in enumerate(detail.rows)]
        self.endResetModel()

    def text(self, row: int, column: int) -> str:
        return self._rows[row][column]

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 - Qt's names
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008 - Qt's names
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self._rows[index.row()][index.column()]
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        name = HEADERS[section]
        return translate("FlashPanel", name) if name in WORDED else name
