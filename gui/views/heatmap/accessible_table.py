"""A heatmap as assistive technology hears it: a table (role Table) of named cells.

PySide6's QAccessibleInterface has no tableInterface(), so a client sees the table through
``role() == Table``, ``childCount()`` (rows × cols, laid out as drawn) and each child's
``text(Name)``: "weights, row 2 ‘mole’, column 5 ‘face’: 0.42" (1-based; a masked cell reads
"hidden, minus infinity"). The view's accessible name is the stage ("weights"); its cursor cell
is the focused child, and each cursor move is sent to the client as a Focus event. A stage
tile's picture is the same table, read-only (ThumbnailTable).
Plain text only: screen readers read no HTML.
"""

from __future__ import annotations

import atexit
import math

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from core.number_text import MINUS, format_cell_value

_factory = None


translate = QCoreApplication.translate


def value_text(value: float) -> str:
    """A cell's number for a screen reader: 0.42, -1.20 (ASCII minus), 'hidden, minus
    infinity' for a masked cell, 'blank' for a cell an animation frame has not filled yet."""
    if math.isnan(value):
        return translate("AccessibleTable", "blank")
    if math.isinf(value) and value < 0:
        return translate("AccessibleTable", "hidden, minus infinity")
    return format_cell_value(value).replace(MINUS, "-")


def cell_name(matrix: str, row: int, col: int, row_label: str, col_label: str,
              value: float) -> str:
    """'weights, row 2 ‘mole’, column 5 ‘face’: 0.42' for 0-based (row, col)."""
    row_text = translate("AccessibleTable", "row {number} ‘{label}’").format(number=row + 1,
                                                                             label=row_label)
    col_text = translate("AccessibleTable", "column {number} ‘{label}’").format(number=col + 1,
                                                                                label=col_label)
    return f"{matrix}, {row_text}, {col_text}: {value_text(value)}"


class HeatmapCell(QAccessibleInterface):
    """One cell (display coordinates: the index is row * cols + col as drawn)."""

    def __init__(self, table: HeatmapTable, index: int) -> None:
        super().__init__()
        self._table, self._index = table, index

    def isValid(self) -> bool:
        return self._table.isValid() and self._index < self._table.childCount()

    def object(self):
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self._table.focused_index() == self._index
        return state

    def rect(self) -> QRect:
        return self._table.cell_rect(self._index)

    def text(self, kind: QAccessible.Text) -> str:
        if kind in (QAccessible.Text.Name, QAccessible.Text.Value):
            return self._table.cell_text(self._index)
        return ""

    def setText(self, kind, text) -> None:
        pass

    def parent(self):
        return self._table

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def childAt(self, x: int, y: int):
        return None


class HeatmapTable(QAccessibleWidget):
    """The accessible face of a MatrixHeatmap."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Role.Table, view.accessibleName())
        self._view = view
        self._cells: dict[int, HeatmapCell] = {}

    def _shape(self) -> tuple[int, int]:
        values = self._view.shown_values()
        return values.shape if values.ndim == 2 else (0, 0)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Table

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._view.accessibleName() or self._view.shown_title()
        if kind == QAccessible.Text.Description:
            return self._view.accessibleDescription()
        return super().text(kind)

    def childCount(self) -> int:
        rows, cols = self._shape()
        return rows * cols

    def child(self, index: int):
        if not 0 <= index < self.childCount():
            return None
        if index not in self._cells:
            self._cells[index] = HeatmapCell(self, index)
            _keep(self._view, self._cells[index])
        return self._cells[index]

    def indexOfChild(self, child) -> int:
        for index, cell in self._cells.items():
            if cell is child:
                return index
        return -1

    def focusChild(self):
        index = self.focused_index()
        return self.child(index) if index >= 0 else None

    def childAt(self, x: int, y: int):
        return None

    def focused_index(self) -> int:
        """The cursor cell's child index while the view has focus, else -1."""
        if not self._view.cursor.shown():
            return -1
        row, col = self._view.cursor.cell()
        if self._view.is_transposed():
            row, col = col, row
        return row * self._shape()[1] + col

    def cell_text(self, index: int) -> str:
        values = self._view.shown_values()                       # (rows, cols) as drawn
        rows, cols = self._shape()
        if not 0 <= index < rows * cols:
            return ""
        row, col = divmod(index, cols)
        row_labels, col_labels = self._view.shown_labels()
        matrix = self._view.accessibleName() or self._view.shown_title()
        return cell_name(matrix, row, col, row_labels[row], col_labels[col],
                         float(values[row, col]))

    def cell_rect(self, index: int) -> QRect:
        rows, cols = self._shape()
        if not 0 <= index < rows * cols:
            return QRect()
        row, col = divmod(index, cols)
        if self._view.is_transposed():
            row, col = col, row
        viewport = self._view.graphics_view().viewport()
        center = self._view.cell_center_in_viewport(row, col)
        corner = self._view.cell_center_in_viewport(0, 0)
        other = self._view.cell_center_in_viewport(min(1, rows - 1), min(1, cols - 1))
        size = max(abs(other.x() - corner.x()), abs(other.y() - corner.y()), 8)
        top_left = viewport.mapToGlobal(center - QPoint(size // 2, size // 2))
        return QRect(top_left.x(), top_left.y(), size, size)


class ThumbnailTable(HeatmapTable):
    """A stage tile's picture (gui.views.stage_thumbnail) heard as the same table of named
    cells, read-only (no cursor); a stage the tour has not revealed yet has no cells to read."""

    def childCount(self) -> int:
        return 0 if self._view.is_dimmed() else super().childCount()

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and self._view.is_dimmed():
            return translate("AccessibleTable", "{accessiblename}, not reached yet").format(
                accessiblename=self._view.accessibleName())
        return super().text(kind)

    def focused_index(self) -> int:
        return -1

    def cell_text(self, index: int) -> str:
        return "" if self._view.is_dimmed() else super().cell_text(index)

    def cell_rect(self, index: int) -> QRect:
        rows, cols = self._shape()
        if not 0 <= index < rows * cols:
            return QRect()
        row, col = divmod(index, cols)
        box = self._view.picture_rect()                    # the cells as painted, in the tile
        width, height = box.width() / cols, box.height() / rows
        corner = self._view.mapToGlobal(QPoint(round(box.x() + col * width),
                                               round(box.y() + row * height)))
        return QRect(corner.x(), corner.y(), max(1, round(width)), max(1, round(height)))


def announce_cursor(view) -> None:
    """Tell a screen reader that the focused cell of ``view`` changed."""
    if not QAccessible.isActive():
        return
    interface = QAccessible.queryAccessibleInterface(view)
    if not isinstance(interface, HeatmapTable):
        return
    index = interface.focused_index()
    if index < 0:
        return
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(index)
    QAccessible.updateAccessibility(event)


class _Factory:
    """Answers Qt's question "which interface for this object?" for heatmaps only.

    Ownership: PySide6 keeps the interfaces this returns owned by Python while Qt's cache holds
    them too (and deletes them with their widget). So every interface made here stays referenced
    in ``alive`` while its view lives, and is invalidated (never deleted by Python) once the view
    is gone or the interpreter stops; after atexit the factory answers None.
    """

    def __init__(self) -> None:
        self.tables: dict[type, type[HeatmapTable]] = {}   # view class: its interface class
        self.open = True
        self.alive: dict[int, tuple[object, list[QAccessibleInterface]]] = {}
        atexit.register(self.close)

    def keep(self, view, interface: QAccessibleInterface) -> None:
        self._prune()
        self.alive.setdefault(id(view), (view, []))[1].append(interface)

    def _prune(self) -> None:
        """Forget the interfaces of views gone since (Qt's cache deleted them with the view).
        No slot on ``destroyed``: Qt destroys the last views after Python has stopped."""
        for key, (view, _interfaces) in list(self.alive.items()):
            if not shiboken6.isValid(view):
                self.release(key)

    def release(self, key: int) -> None:
        for interface in self.alive.pop(key, (None, ()))[1]:
            shiboken6.invalidate(interface)

    def close(self) -> None:
        """At exit, while Python still runs: the interfaces of live views leave Qt's cache and
        are deleted now (deleted later, in QApplication's destructor, they crashed the exit)."""
        self.open = False
        for key, (view, interfaces) in list(self.alive.items()):
            if shiboken6.isValid(view):
                for interface in reversed(interfaces):   # cells, then their table
                    if shiboken6.isValid(interface):
                        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))
            self.release(key)

    def __call__(self, key: str, obj):
        if not self.open:
            return None
        for view_class, table_class in self.tables.items():
            if isinstance(obj, view_class):
                table = table_class(obj)
                self.keep(obj, table)
                return table
        return None


def _keep(view, interface: QAccessibleInterface) -> None:
    if _factory is not None and _factory.open:
        _factory.keep(view, interface)


def install_accessible_table(view_class, table_class: type[HeatmapTable] = HeatmapTable) -> None:
    """Every ``view_class`` is heard as a ``table_class`` (the factory registered once per
    process)."""
    global _factory
    if _factory is None:
        _factory = _Factory()
        QAccessible.installFactory(_factory)
    _factory.tables.setdefault(view_class, table_class)
