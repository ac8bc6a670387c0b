"""NumberGrid: labelled rows of coloured cells with their numbers drawn in them.

Long rows wrap into bands of columns that fit the width (each band repeats the row labels), so
the grid reads at a dock's 380 px and at presentation font sizes alike. Colours come from the
diverging map, scaled per ``scale_group`` so rows that should be compared share one scale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.explanations import number
from gui.explain.panel.colors import DIM_TEXT, FOCUS, FOCUS_FILL, RULE, diverging, faded
from gui.palette import text_color_for


@dataclass(frozen=True)
class GridRow:
    label: str
    values: tuple[float, ...]
    scale_group: str = "default"
    strength: float = 1.0             # 1 = full colour; smaller fades the cells (a weight)
    rule_above: bool = False          # a summing line above this row
    label_color: QColor | None = None  # a token's identity colour, as a chip by the label
    note: str = ""                    # drawn between the label and the cells, e.g. "×0.35"


def _chip_space(fm: QFontMetricsF) -> float:
    """Room a token's colour chip takes left of a label."""
    return fm.height() * 0.4 + 10


class NumberGrid(QWidget):
    """Rows of numbers as coloured cells; ``cell_texts()`` says exactly what is drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._columns: tuple[str, ...] = ()
        self._rows: tuple[GridRow, ...] = ()
        self._focus_column: int | None = None
        self._measured: tuple[tuple, tuple[float, float, float]] | None = None
        self._texts: tuple[tuple[str, ...], ...] = ()
        self._limits: dict[str, float] = {}
        self._longest_texts: tuple[str, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # ----- content ------------------------------------------------------------------------
    def set_content(self, columns: Sequence[str], rows: Sequence[GridRow],
                    focus_column: int | None = None) -> None:
        self._columns, self._rows = tuple(columns), tuple(rows)
        self._focus_column = focus_column
        self._texts = tuple(tuple(number(v) for v in row.values) for row in self._rows)
        lengths = sorted({t for texts in self._texts for t in texts}, key=len, reverse=True)
        self._longest_texts = tuple(lengths[:24])  # the widest text is among the longest
        self._limits = self._scale_limits()
        self._measured = None
        self._fit_height()
        self.update()

    def rows(self) -> tuple[GridRow, ...]:
        return self._rows

    def columns(self) -> tuple[str, ...]:
        return self._columns

    def focus_column(self) -> int | None:
        return self._focus_column

    def cell_texts(self) -> dict[str, tuple[str, ...]]:
        """Row label -> the text drawn in each of its cells."""
        return {row.label: texts for row, texts in zip(self._rows, self._texts, strict=True)}

    # ----- geometry -----------------------------------------------------------------------
    def _note_width(self) -> float:
        fm = QFontMetricsF(self.font())
        notes = [fm.horizontalAdvance(r.note) for r in self._rows if r.note]
        return math.ceil(max(notes) + fm.height() * 0.3) if notes else 0

    def _metrics(self) -> tuple[float, float, float]:
        """(label + note width, cell width, row height); measured once per font and width."""
        key = (self.font().key(), self.width())
        if self._measured is None or self._measured[0] != key:
            self._measured = (key, self._measure())
        return self._measured[1]

    def _measure(self) -> tuple[float, float, float]:
        fm = QFontMetricsF(self.font())
        widest = max(fm.horizontalAdvance(t) for t in (*self._longest_texts, "−0.00"))
        cell = math.ceil(widest + fm.height() * 0.5)
        labels = [fm.horizontalAdvance(r.label) + (_chip_space(fm) if r.label_color else 0)
                  for r in self._rows] or [0.0]
        # labels get 30 % of the width, or all that the cells leave when every column fits in
        # one band (two columns of a head's products leave room for "head 2, W^O rows 2–3: …")
        n_columns = max((len(r.values) for r in self._rows), default=0)
        beside_cells = self.width() - 2 - cell * n_columns - self._note_width()
        # and never less than each label's symbol with "…" ("q₃ …"): the token may be cut,
        # what the row is may not
        symbols = [fm.horizontalAdvance(r.label.split(" ")[0] + " …") +
                   (_chip_space(fm) if r.label_color else 0) for r in self._rows] or [0.0]
        label = min(max(labels) + 4 + fm.height() * 0.3,
                    max(self.width() * 0.3, beside_cells, 40.0, max(symbols) + 8))
        return math.ceil(label) + self._note_width(), cell, math.ceil(fm.height() * 1.7)

    def _columns_per_band(self) -> int:
        label, cell, _ = self._metrics()
        return max(1, int((self.width() - label - 2) // cell))

    def bands(self) -> list[tuple[int, int]]:
        """The column bands as drawn, top to bottom: (start, stop) each. When the columns do not
        fit side by side, the band holding the focus column comes first, so the pinned cell's
        column is in view without scrolling past every row of the others."""
        if not self._rows:
            return []
        n_columns = max(len(r.values) for r in self._rows)
        per_band = self._columns_per_band()
        bands = [(start, min(start + per_band, n_columns))
                 for start in range(0, n_columns, per_band)]
        focus = self._focus_column
        if focus is not None and 0 <= focus < n_columns:
            bands.sort(key=lambda band: not band[0] <= focus < band[1])   # stable: the rest keep
        return bands                                                      # their order

    def _band_height(self) -> float:
        _, _, row_height = self._metrics()
        return row_height * (len(self._rows) + 1) + row_height * 0.35

    def needed_height(self) -> int:
        if not self._rows:
            return 0
        width = max(1, max(len(r.values) for r in self._rows))
        bands = math.ceil(width / self._columns_per_band())
        return math.ceil(bands * self._band_height())

    def _fit_height(self) -> None:
        height = self.needed_height()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    def sizeHint(self) -> QSize:
        return QSize(360, self.needed_height())

    # ----- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._rows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_w, cell_w, row_h = self._metrics()
        limits = self._limits
        exposed = event.rect()
        note_w = self._note_width()
        for band, (start, stop) in enumerate(self.bands()):
            top = band * self._band_height()
            if top > exposed.bottom() or top + self._band_height() < exposed.top():
                continue  # long vectors make many bands: paint only the visible ones
            self._paint_header(painter, start, stop, label_w, cell_w, row_h, top)
            for r, row in enumerate(self._rows):
                y = top + row_h * (r + 1)
                if y > exposed.bottom() or y + row_h < exposed.top():
                    continue
                self._paint_label(painter, row, QRectF(0, y, label_w - note_w, row_h))
                if row.note:
                    painter.setPen(DIM_TEXT)
                    painter.drawText(QRectF(label_w - note_w, y, note_w - 4, row_h),
                                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                     row.note)
                for c in range(start, min(stop, len(row.values))):
                    rect = QRectF(label_w + (c - start) * cell_w, y, cell_w, row_h)
                    self._paint_cell(painter, r, c, rect, limits[row.scale_group])
                if row.rule_above:
                    painter.setPen(QPen(RULE, 1.5))
                    right = label_w + (min(stop, len(row.values)) - start) * cell_w
                    painter.drawLine(0, int(y) - 1, int(right), int(y) - 1)
        painter.end()

    def _scale_limits(self) -> dict[str, float]:
        limits: dict[str, float] = {}
        for row in self._rows:
            finite = [abs(v) for v in row.values if math.isfinite(v)]
            limits[row.scale_group] = max([limits.get(row.scale_group, 0.0), *finite])
        return limits

    def _paint_header(self, painter: QPainter, start: int, stop: int, label_w: float,
                      cell_w: float, row_h: float, top: float) -> None:
        painter.setPen(DIM_TEXT)
        for c in range(start, stop):
            rect = QRectF(label_w + (c - start) * cell_w, top, cell_w, row_h)
            if c == self._focus_column:
                painter.fillRect(rect, FOCUS_FILL)
            text = self._columns[c] if c < len(self._columns) else str(c)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_label(self, painter: QPainter, row: GridRow, rect: QRectF) -> None:
        if row.label_color is not None:
            fm = QFontMetricsF(self.font())
            chip = fm.height() * 0.4
            painter.fillRect(QRectF(rect.left() + 2, rect.center().y() - chip / 2, chip, chip),
                             row.label_color)
            rect = rect.adjusted(_chip_space(fm), 0, 0, 0)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(rect.adjusted(0, 0, -4, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self._elided(row, rect.width()))

    def drawn_labels(self) -> tuple[str, ...]:
        """Each row's label as drawn (its end elided when its column is too narrow)."""
        label_w = self._metrics()[0] - self._note_width()
        fm = QFontMetricsF(self.font())
        return tuple(self._elided(row, label_w - (_chip_space(fm) if row.label_color else 0))
                     for row in self._rows)

    def _elided(self, row: GridRow, width: float) -> str:
        # the symbol first ("q₃ fisherman" -> "q₃ fish…"): cut in the middle, it read "q…n"
        return QFontMetricsF(self.font()).elidedText(row.label, Qt.TextElideMode.ElideRight,
                                                     width - 4)

    def _paint_cell(self, painter: QPainter, row_index: int, c: int, rect: QRectF,
                    limit: float) -> None:
        row = self._rows[row_index]
        value = row.values[c]
        fill = faded(diverging(value, limit), row.strength)
        inner = rect.adjusted(1, 1, -1, -1)
        painter.fillRect(inner, fill)
        if c == self._focus_column:
            painter.setPen(QPen(FOCUS, 2))
            painter.drawRect(inner.adjusted(1, 1, -1, -1))
        painter.setPen(text_color_for(fill))
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, self._texts[row_index][c])
