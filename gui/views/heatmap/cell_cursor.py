"""The keyboard cell cursor of a heatmap (the WAI-ARIA grid pattern): one tab stop per view.

While the view has focus the arrow keys move a cursor cell, Home/End jump to the row's first
and last cell, Ctrl+Home/End to the matrix's first and last; Enter or Return activates the cell
(the view emits ``cell_clicked``, as a click does). The view claims only those keys (through
ShortcutOverride), so Space and Page Up/Down still step the lesson. The cursor is drawn as a
black ring inside a white halo (3:1 against every cell colour: tests/gui/views/test_contrast.py),
only while the view has focus. Coordinates are matrix coordinates, as the view's signals.
"""

from __future__ import annotations

import atexit
import weakref

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPen

from gui.palette import FOCUS_RING, FOCUS_RING_HALO
from gui.views.heatmap.accessible_table import announce_cursor

RING_PX = 3.0
HALO_PX = 7.0

_MOVES = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
          Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
_JUMPS = (Qt.Key.Key_Home, Qt.Key.Key_End)
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def moved(cell: tuple[int, int], key: int, ctrl: bool, shape: tuple[int, int]) -> tuple[int, int]:
    """The cursor cell after ``key`` in a (rows, cols) grid (clamped at the edges)."""
    rows, cols = shape
    row, col = cell
    if key in _MOVES:
        d_row, d_col = _MOVES[key]
        return min(max(row + d_row, 0), rows - 1), min(max(col + d_col, 0), cols - 1)
    if key == Qt.Key.Key_Home:
        return (0, 0) if ctrl else (row, 0)
    if key == Qt.Key.Key_End:
        return (rows - 1, cols - 1) if ctrl else (row, cols - 1)
    return cell


class CursorRingItem(pg.GraphicsObject):
    """The focus ring around one cell, display coordinates (drawn above the outlines)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect: QRectF | None = None
        self.setZValue(40)

    def set_cell(self, display_cell: tuple[int, int] | None) -> None:
        self.prepareGeometryChange()
        self._rect = None if display_cell is None else \
            QRectF(display_cell[1], display_cell[0], 1.0, 1.0)
        self.update()

    def ring_rect(self) -> QRectF | None:
        return None if self._rect is None else QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return QRectF() if self._rect is None else self._rect.adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(self, p: QPainter, *args) -> None:
        if self._rect is None:
            return
        p.setBrush(Qt.BrushStyle.NoBrush)
        for color, width in ((FOCUS_RING_HALO, HALO_PX), (FOCUS_RING, RING_PX)):
            pen = QPen(color, width)
            pen.setCosmetic(True)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            p.setPen(pen)
            p.drawRect(self._rect)


_LIVE: weakref.WeakSet = weakref.WeakSet()


@atexit.register
def _stop_filtering() -> None:
    """Before the interpreter goes: Qt hides the windows left at exit and would call a filter
    whose module is already torn down (the process crashed on exit)."""
    for cursor in list(_LIVE):
        if shiboken6.isValid(cursor) and shiboken6.isValid(cursor.parent()):
            cursor.stop()


class CellCursor(QObject):
    """The cursor of ``view`` (a MatrixHeatmap); ``moved(row, col)`` in matrix coordinates."""

    moved = Signal(int, int)

    def __init__(self, view) -> None:
        super().__init__(view)
        self._view = view
        self._cell = (0, 0)
        self.ring = CursorRingItem()
        view.plot_item.addItem(self.ring)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.graphics_view().setFocusProxy(view)   # a click on the cells focuses the view
        for widget in (view, view.graphics_view()):
            widget.installEventFilter(self)
        view.cell_clicked.connect(self._clicked)
        _LIVE.add(self)

    def stop(self) -> None:
        """Remove the event filters (at exit)."""
        for widget in (self._view, self._view.graphics_view()):
            widget.removeEventFilter(self)

    def cell(self) -> tuple[int, int]:
        """The cursor cell, matrix coordinates (clipped to the matrix shown now)."""
        rows, cols = self._view.matrix_shape()
        return min(self._cell[0], max(rows - 1, 0)), min(self._cell[1], max(cols - 1, 0))

    def set_cell(self, row: int, col: int) -> None:
        rows, cols = self._view.matrix_shape()
        if rows == 0 or cols == 0:
            return
        self._cell = (min(max(row, 0), rows - 1), min(max(col, 0), cols - 1))
        self.refresh()
        self._keep_in_sight()
        self.moved.emit(*self._cell)
        announce_cursor(self._view)

    def shown(self) -> bool:
        """True while the ring is drawn (the view has focus)."""
        return self.ring.ring_rect() is not None

    def refresh(self) -> None:
        """Draw the ring where the cursor is (after a new matrix, a transpose, a focus change)."""
        rows, cols = self._view.matrix_shape()
        focused = self._view.hasFocus() or self._view.graphics_view().hasFocus()
        if not focused or rows == 0 or cols == 0:
            self.ring.set_cell(None)
            return
        row, col = self.cell()
        self.ring.set_cell((col, row) if self._view.is_transposed() else (row, col))

    def _keep_in_sight(self) -> None:
        """A zoomed-in view pans so the cursor cell stays on screen (never scrolled away)."""
        rect = self.ring.ring_rect()
        if rect is None:
            return
        box = self._view.plot_item.getViewBox()
        (x0, x1), (y0, y1) = box.viewRange()
        dx = min(0.0, rect.left() - x0) or max(0.0, rect.right() - x1)
        dy = min(0.0, rect.top() - y0) or max(0.0, rect.bottom() - y1)
        if dx or dy:
            box.setRange(xRange=(x0 + dx, x1 + dx), yRange=(y0 + dy, y1 + dy), padding=0.0)

    def _clicked(self, row: int, col: int) -> None:
        if (row, col) != self._cell:
            self._cell = (row, col)
            self.refresh()
            self.moved.emit(row, col)

    def _handles(self, event: QKeyEvent) -> bool:
        return event.key() in _MOVES or event.key() in _JUMPS or event.key() in _ACTIVATE

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.refresh()
        elif kind == QEvent.Type.ShortcutOverride and self._handles(event):
            event.accept()        # the view takes these keys; window shortcuts do not fire
            return True
        elif kind == QEvent.Type.KeyPress and self._handles(event):
            self._key(event)
            return True
        return False

    def _key(self, event: QKeyEvent) -> None:
        rows, cols = self._view.matrix_shape()
        if rows == 0 or cols == 0:
            return
        if event.key() in _ACTIVATE:
            self._view.cell_clicked.emit(*self.cell())
            return
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        transposed = self._view.is_transposed()
        row, col = self.cell()
        shown = (col, row) if transposed else (row, col)     # keys move across the picture
        shown_shape = (cols, rows) if transposed else (rows, cols)
        new_row, new_col = moved(shown, event.key(), ctrl, shown_shape)
        self.set_cell(*((new_col, new_row) if transposed else (new_row, new_col)))
