"""A table model over one read-only matrix; edits are requests, never applied here.

``setData`` parses the text (core.limits.parse_number) and emits ``cell_edit_requested`` or
``cell_refused``; the panel turns a request into a controller edit, and the new session
comes back through ``set_matrix``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from core.limits import LimitError, parse_number
from core.number_text import format_cell_value
from gui.editors.matrix_editor.cell_colors import DIVERGING_LUT, TEXT_ON, color_indices

Index = QModelIndex | QPersistentModelIndex
_DISPLAY, _EDIT, _BACKGROUND, _FOREGROUND, _TOOLTIP, _ALIGN = (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_EDITABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable


class MatrixTableModel(QAbstractTableModel):
    cell_edit_requested = Signal(int, int, float)   # row, col, new value
    cell_refused = Signal(int, int, str)            # row, col, message

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._values = np.zeros((0, 0))
        self._colors = np.zeros((0, 0), dtype=np.int32)
        self._display_name = ""
        self._row_labels: Sequence[str] = ()
        self._col_labels: Sequence[str] = ()
        self._row_colors: Sequence[QColor] | None = None
        self.highlighted_row: int | None = None  # the linked selection's token (X only)

    # ----- filling from the session ---------------------------------------------------------
    def set_matrix(self, values: np.ndarray, *, display_name: str, row_labels: Sequence[str],
                   col_labels: Sequence[str], row_colors: Sequence[QColor] | None = None) -> None:
        """(rows, cols) values; same shape -> dataChanged, else a reset."""
        same_shape = values.shape == self._values.shape
        labels = (tuple(row_labels), tuple(col_labels), row_colors)
        same_labels = labels == (self._row_labels, self._col_labels, self._row_colors)
        if not same_shape:
            self.beginResetModel()
        self._values = values
        self._colors = color_indices(values)
        self._display_name = display_name
        self._row_labels, self._col_labels, self._row_colors = labels
        if same_shape:
            if values.size:
                self.dataChanged.emit(self.index(0, 0),
                                      self.index(values.shape[0] - 1, values.shape[1] - 1))
            if not same_labels:
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, values.shape[0] - 1)
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, values.shape[1] - 1)
        else:
            self.endResetModel()

    def set_highlighted_row(self, row: int | None) -> None:
        """Outline one row (the selected query token); None clears."""
        if row is not None and not 0 <= row < self._values.shape[0]:
            row = None
        if row != self.highlighted_row:
            self.highlighted_row = row
            if self._values.size:
                self.dataChanged.emit(self.index(0, 0), self.index(self._values.shape[0] - 1,
                                                                   self._values.shape[1] - 1))

    @property
    def values(self) -> np.ndarray:
        return self._values

    @property
    def display_name(self) -> str:
        return self._display_name

    # ----- Qt model API -------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._values.shape[0]

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._values.shape[1]

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _EDITABLE

    def data(self, index: Index, role: int = _DISPLAY):
        row, col = index.row(), index.column()
        if role == _DISPLAY:
            return format_cell_value(self._values[row, col])
        if role == _BACKGROUND:
            return DIVERGING_LUT[self._colors[row, col]]
        if role == _FOREGROUND:
            return TEXT_ON[self._colors[row, col]]
        if role == _EDIT:
            return f"{self._values[row, col]:.6g}"
        if role == _TOOLTIP:
            return (f"{self.cell_name(row, col)} = {self._values[row, col]:.6g}\n"
                    + QCoreApplication.translate(
                        "MatrixEditorPanel", "double-click or type to edit · Alt+Up/Down or "
                        "wheel: ±0.1 (Shift ±0.01) · drag sideways to scrub"))
        if role == _ALIGN:
            return _CENTER
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = _DISPLAY):
        labels = self._row_labels if orientation == Qt.Orientation.Vertical else self._col_labels
        if not 0 <= section < len(labels):
            return None
        if role == _DISPLAY:
            return labels[section]
        if role == _BACKGROUND and orientation == Qt.Orientation.Vertical and self._row_colors:
            return self._row_colors[section % len(self._row_colors)]
        return None

    def setData(self, index: Index, value, role: int = _EDIT) -> bool:
        if role != _EDIT or not index.isValid():
            return False
        row, col = index.row(), index.column()
        try:
            number = parse_number(str(value), self.cell_name(row, col))
        except LimitError as error:
            self.cell_refused.emit(row, col, str(error))
            return False
        self.cell_edit_requested.emit(row, col, number)
        return False  # the change arrives through set_matrix once the controller applied it

    # ----- cheap accessors for the delegate's paint ----------------------------------------
    def cell_look(self, row: int, col: int) -> tuple[QColor, QColor, str]:
        """(background, text colour, text) in one call."""
        shade = self._colors[row, col]
        return DIVERGING_LUT[shade], TEXT_ON[shade], \
            format_cell_value(float(self._values[row, col]))

    def cell_name(self, row: int, col: int) -> str:
        return f"{self._display_name}[{row},{col}]"
