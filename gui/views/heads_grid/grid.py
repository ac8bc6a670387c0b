"""HeadsGrid: one small multiple per head for a per-head stage, on one shared colour scale.

Each tile is labelled "head 1" … "head h" (1-based, as everywhere in the window), has an on/off
switch, and shows exactly ``trace.head(stage, h)``. Token labels sit on the outer edges of the
grid (rows on the left column, columns on the top row), as small multiples usually do.
Clicking a tile asks for that head to become the big view; a switch asks for a toggle. The grid
only renders what it is given.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QVBoxLayout, QWidget

from core.attention.stages import SQUARE_STAGES
from core.attention.trace import Trace
from gui.explain.stage_tooltips import cell_tooltip
from gui.views.heads_grid.head_view import HeadView
from gui.views.heatmap.levels import level_range

translate = QCoreApplication.translate


def grid_shape(n_heads: int, width: int, height: int) -> tuple[int, int]:
    """(rows, columns) for n_heads tiles that keeps the tiles as square and large as it can."""
    best, best_side = (1, n_heads), 0.0
    for cols in range(1, n_heads + 1):
        rows = math.ceil(n_heads / cols)
        side = min(width / cols, height / rows)
        if side > best_side + 1e-9:
            best, best_side = (rows, cols), side
    return best


def shared_levels(matrices: list[np.ndarray], kind: str) -> tuple[float, float]:
    """One colour scale for every head: the widest of their ranges (0..1 for weights)."""
    if kind == "probability":
        return (0.0, 1.0)
    bound = max((level_range(m, kind)[1] for m in matrices), default=1.0)
    return (-bound, bound)


class HeadTile(QWidget):
    """A head's small multiple with its on/off switch underneath."""

    def __init__(self, head: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.head = head
        self.view = HeadView()
        self.view.set_caption_drawn(False)          # the switch above names the head
        self.switch = QCheckBox(translate("HeadsGrid", "head {head}").format(head=head + 1))
        self.switch.setChecked(True)
        self.switch.setToolTip(translate("HeadsGrid", "head {head} on: untick to leave its z "
                                                      "out of "
                                         "concat (undoable); click the picture to show this "
                                         "head large").format(head=head + 1))
        font = self.switch.font()
        font.setBold(True)
        self.switch.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(1, 1, 1, 1)
        layout.setSpacing(0)
        layout.addWidget(self.switch, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.view, 1)


class HeadsGrid(QWidget):
    head_clicked = Signal(int)             # make this head the big view
    head_toggled = Signal(int, bool)       # head, on
    cell_clicked = Signal(int, int, int)   # head, row, col

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[HeadTile] = []
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._layout.setSpacing(4)
        self._shape = (0, 0)
        self._stage = "weights"

    # ----- rendering --------------------------------------------------------------------
    def show_stage(self, trace: Trace, tokens: tuple[str, ...], stage: str,
                   numbers: Sequence[int] | None = None,
                   key_values: Sequence[int] | None = None) -> None:
        """Every head's matrix of ``stage`` on one scale; tiles made or dropped to match h.
        ``numbers``: each head's name (a model's head held alone keeps its own), else 1…h;
        ``key_values``: the key/value head each reads, from 1, when heads share them."""
        numbers = list(numbers) if numbers is not None else list(range(1, trace.n_heads + 1))
        self._stage = stage
        self._ensure_tiles(trace.n_heads)
        matrices = [trace.head(stage, h, native=True) for h in range(trace.n_heads)]
        kind = "probability" if stage == "weights" else "signed"
        levels = shared_levels(matrices, kind)
        cols = tokens if stage in SQUARE_STAGES else tuple(
            str(t) for t in range(matrices[0].shape[1]))
        rows_of_grid, cols_of_grid = self._shape
        off = set(trace.heads_off)
        for h, (tile, values) in enumerate(zip(self.tiles, matrices, strict=True)):
            row, col = divmod(h, cols_of_grid)
            title = translate("HeadsGrid", "head {head}").format(head=numbers[h]) \
                if key_values is None else \
                translate("HeadsGrid", "head {head} · K/V {kv}").format(head=numbers[h],
                                                                       kv=key_values[h])
            tile.switch.setText(title)
            tile.view.set_matrix(values, kind=kind, levels=levels, title=title,
                                 row_labels=tokens, col_labels=cols, label_rows=col == 0,
                                 label_cols=row == 0)
            tile.view.set_off(h in off)
            note = "\n" + translate("HeadsGrid", "head {h} is switched off: its z is left out of "
                                     "concat").format(h=numbers[h]) if h in off else ""
            tile.view.set_tooltip_provider(
                lambda row, col, h=h, note=note: cell_tooltip(trace, stage, h, tokens, row,
                                                              col) + note)
            if tile.switch.isChecked() == (h in off):
                tile.switch.blockSignals(True)
                tile.switch.setChecked(h not in off)
                tile.switch.blockSignals(False)

    def set_focused_head(self, head: int) -> None:
        for tile in self.tiles:
            tile.view.set_focused(tile.head == head)

    def set_highlight(self, highlight: dict) -> None:
        """The linked selection, the same in every head."""
        for tile in self.tiles:
            tile.view.set_highlight(**highlight)

    def views(self) -> list[HeadView]:
        return [tile.view for tile in self.tiles]

    # ----- layout -----------------------------------------------------------------------
    def _ensure_tiles(self, n_heads: int) -> None:
        while len(self.tiles) < n_heads:
            tile = HeadTile(len(self.tiles))
            head = tile.head
            tile.view.clicked.connect(lambda head=head: self.head_clicked.emit(head))
            tile.view.cell_clicked.connect(
                lambda row, col, head=head: self.cell_clicked.emit(head, row, col))
            tile.switch.toggled.connect(lambda on, head=head: self.head_toggled.emit(head, on))
            self.tiles.append(tile)
        while len(self.tiles) > n_heads:
            tile = self.tiles.pop()
            self._layout.removeWidget(tile)
            tile.deleteLater()
        self._arrange()

    def _arrange(self) -> None:
        shape = grid_shape(len(self.tiles), max(1, self.width()), max(1, self.height()))
        if shape == self._shape and all(self._layout.indexOf(t) >= 0 for t in self.tiles):
            return
        self._shape = shape
        for tile in self.tiles:
            self._layout.removeWidget(tile)
        for h, tile in enumerate(self.tiles):
            self._layout.addWidget(tile, *divmod(h, shape[1]))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        before = self._shape
        self._arrange()
        if self._shape != before:   # outer-edge labels move with the arrangement
            for h, tile in enumerate(self.tiles):
                row, col = divmod(h, self._shape[1])
                tile.view.set_label_sides(col == 0, row == 0)
