"""The next token's distribution before and after each sampling filter, drawn and listed.

One row per token (the ten likeliest before any filter, likeliest first, and the drawn token
when it is not among them); per row one bar per stage: softmax of the logits, after the
temperature, after top-k, after top-p (core.pretrained.sampling_filters computes them; this
view only draws). The drawn token's row is outlined and marked ▶ in the list.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsRectItem,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.pretrained.sampling_filters import FilteredToken, FilterStage
from gui.keyboard_focus import add_focus_ring
from gui.palette import BACKGROUND, FOREGROUND
from gui.views.heatmap.axes import TokenAxis

translate = QCoreApplication.translate
STAGE_COLORS = ("#999999", "#0072B2", "#E69F00", "#009E73")   # Okabe-Ito, grey first
CHOSEN_PEN = QColor("#d62728")
BAR_SHARE = 0.8           # of a row's height, shared by its four bars
CHOSEN_MARK = "▶ "
PLOT_MIN_PX = 150
ROW_PADDING_PX = 6
LIST_ROWS_AT_LEAST = 4    # the list scrolls below this many rows


def stage_names(stages: Sequence[FilterStage], temperature: float, top_k: int | None,
                top_p: float | None) -> list[str]:
    """What each stage is called in the legend ("top-k = 5", "top-p (off)")."""
    off = translate("TokenDistribution", "{filter} (off)")
    names = [translate("TokenDistribution", "softmax"),
             translate("TokenDistribution", "÷ T = {value}").format(value=f"{temperature:g}"),
             translate("TokenDistribution", "top-k = {value}").format(value=top_k)
             if top_k else "top-k",
             translate("TokenDistribution", "top-p = {value}").format(value=f"{top_p:g}")
             if top_p else "top-p"]
    return [name if stage.applied or index == 0 else off.format(filter=name)
            for index, (name, stage) in enumerate(zip(names, stages, strict=True))]


def column_names() -> list[str]:
    """The list's headers, short (the legend says each filter's setting)."""
    return [translate("TokenDistribution", "token"), translate("TokenDistribution", "softmax"),
            "÷T", "top-k", "top-p"]


class TokenDistributionView(QWidget):
    """The list (``table``) above the bars (``plot``), a legend between them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 5)
        add_focus_ring(self.table)       # empty until a step, it drew nothing when Tab came
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        row_px = self.table.fontMetrics().lineSpacing() + ROW_PADDING_PX
        self.table.verticalHeader().setDefaultSectionSize(row_px)
        self.table.setMinimumHeight(row_px * (LIST_ROWS_AT_LEAST + 1) + 2 * self.table.frameWidth())
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.token_axis = TokenAxis("left")
        self.plot = pg.PlotWidget(background=BACKGROUND, axisItems={"left": self.token_axis})
        self.plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)            # no keys: Tab passes on
        self.plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (it stopped here, unseen)
        self.plot.setMinimumHeight(PLOT_MIN_PX)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.invertY(True)
        self.plot.setXRange(0, 1, padding=0.02)
        bottom = self.plot.getAxis("bottom")
        bottom.setPen(FOREGROUND)
        bottom.setTextPen(FOREGROUND)
        self.plot.setLabel("bottom", translate("TokenDistribution", "probability"),
                           color=FOREGROUND.name())
        self.bars: list[pg.BarGraphItem] = []
        self.chosen_outline = QGraphicsRectItem()
        pen = QPen(CHOSEN_PEN)
        pen.setCosmetic(True)
        pen.setWidth(2)
        self.chosen_outline.setPen(pen)
        self.chosen_outline.setVisible(False)
        self.plot.addItem(self.chosen_outline)
        self._rows: tuple[FilteredToken, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.legend)
        layout.addWidget(self.plot, 3)
        self.clear()

    def clear(self) -> None:
        self._rows = ()
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderLabels(column_names())
        self.legend.clear()
        for bar in self.bars:
            self.plot.removeItem(bar)
        self.bars = []
        self.token_axis.set_labels([])
        self.chosen_outline.setVisible(False)

    def show_tokens(self, rows: Sequence[FilteredToken], texts: Sequence[str],
                    names: Sequence[str]) -> None:
        """``rows`` (likeliest first) with their ``texts``; ``names``: the four stages."""
        self.clear()
        self._rows = tuple(rows)
        for column, name in enumerate(names, start=1):
            self.table.horizontalHeaderItem(column).setToolTip(name)
        self.table.setRowCount(len(rows))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for index, (row, text) in enumerate(zip(rows, texts, strict=True)):
            cells = [(CHOSEN_MARK if row.chosen else "") + text] + \
                [f"{p:.1%}" for p in row.probabilities]
            for column, cell in enumerate(cells):
                item = QTableWidgetItem(cell)
                if row.chosen:
                    item.setFont(bold)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight |
                                          Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(index, column, item)
        self.legend.setText("  ".join(
            f'<span style="color:{color}">■</span> {_escape(name)}'
            for color, name in zip(STAGE_COLORS, names, strict=True)))
        thickness = BAR_SHARE / len(STAGE_COLORS)
        for stage, color in enumerate(STAGE_COLORS):
            centres = [i + (1 - BAR_SHARE) / 2 + thickness * (stage + 0.5)
                       for i in range(len(rows))]
            bar = pg.BarGraphItem(x0=0, y=centres, height=thickness,
                                  width=[row.probabilities[stage] for row in rows],
                                  brush=QColor(color), pen=pg.mkPen(None))
            self.plot.addItem(bar)
            self.bars.append(bar)
        self.token_axis.set_labels([(CHOSEN_MARK if row.chosen else "") + text
                                    for row, text in zip(rows, texts, strict=True)])
        chosen = [i for i, row in enumerate(rows) if row.chosen]
        if chosen:
            self.table.scrollToItem(self.table.item(chosen[0], 0))     # the drawn row in sight
            self.chosen_outline.setRect(QRectF(0, chosen[0], 1, 1))
            self.chosen_outline.setVisible(True)
        self.plot.setYRange(0, max(len(rows), 1), padding=0)
        self.plot.setXRange(0, 1, padding=0.02)

    def drawn(self) -> list[list[float]]:
        """[stage][row]: the bars' lengths as drawn (the probabilities)."""
        return [[float(w) for w in bar.opts["width"]] for bar in self.bars]

    def chosen_row(self) -> int | None:
        """The outlined row (the drawn token), or None."""
        if not self.chosen_outline.isVisible():
            return None
        return round(self.chosen_outline.rect().top())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
