"""The heatmap's title: elided to the width the plot gives it, so it never widens the plot.

pyqtgraph sizes its title label to the whole text (its minimum width is the text's width), so a
long title used to push the plot wider than its widget and the matrix came out clipped. Here the
label asks for no width at all and shows as much of the title as fits, ending in "…".
"""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

_TEXT_MARGIN_PX = 12.0   # QGraphicsTextItem's document margin (4 px a side) and a little air
_MIN_ROW_PX = 30         # pyqtgraph's own title row height


class FittedTitle:
    """Drives a PlotItem's title label: it spans the plot's columns and shows the elided text.

    Call it after every item of the plot's layout is added (it spans the columns there are).
    ``titleLabel.text`` stays the whole title (pyqtgraph's attribute); only the picture is cut.
    """

    def __init__(self, plot: pg.PlotItem) -> None:
        self._plot = plot
        self._label: pg.LabelItem = plot.titleLabel
        self._text = ""
        self._color = "#000000"
        self._size_px = 15
        self._shown = ""
        self._label.updateMin = self._update_min      # pyqtgraph's version sizes to the text
        # Span every column (axis, cells, colour bar), not only the cells': more of it fits.
        plot.layout.removeItem(self._label)
        plot.layout.addItem(self._label, 0, 0, 1, plot.layout.columnCount())
        self._label.geometryChanged.connect(self._refit)
        plot.geometryChanged.connect(self._refit)
        self._update_min()

    def set_text(self, text: str, *, color: str, size_px: int) -> None:
        """Show ``text`` ('' hides the title row) in ``color`` at ``size_px`` pixels."""
        self._text, self._color, self._size_px = text, color, int(size_px)
        layout, label = self._plot.layout, self._label
        if not text:
            self._shown = ""
            label.setVisible(False)
            layout.setRowFixedHeight(0, 0)
            label.setMaximumHeight(0)
            return
        row_height = max(_MIN_ROW_PX, round(QFontMetricsF(self._font()).height() + 8))
        label.setMaximumHeight(row_height)
        layout.setRowFixedHeight(0, row_height)
        label.setVisible(True)
        self._shown = ""   # force a redraw: colour or size may have changed
        self._refit()

    def text(self) -> str:
        """The whole title."""
        return self._text

    def shown_text(self) -> str:
        """The title as drawn: the whole text, or its start and "…" when the plot is narrow."""
        return self._shown

    # internals -------------------------------------------------------------------------------

    def _font(self) -> QFont:
        font = QFont(self._label.item.font())
        font.setPixelSize(self._size_px)
        return font

    def _available_px(self) -> float:
        """The plot's whole width: the label spans only the columns inside the margins that
        keep cells square, and a narrow matrix (concat, 13 × 4) cut its title with room to
        spare either side. The text is centred, so it may overhang the label into them."""
        width = max(self._label.geometry().width(), self._plot.geometry().width())
        return max(0.0, width - _TEXT_MARGIN_PX)

    def _refit(self) -> None:
        if not self._text:
            return
        metrics = QFontMetricsF(self._font())
        shown = metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, self._available_px())
        if shown == self._shown:
            return
        self._shown = shown
        self._label.setText(html.escape(shown), color=self._color, size=f"{self._size_px}px")
        self._label.text = self._text    # the label's text is the title; the picture is elided
        # cut: the whole title on hover and to a screen reader, its spaces as drawn (HTML
        # collapses the runs of spaces the title's parts are set apart with)
        whole = " ".join(self._text.split()) if shown != self._text else ""
        self._label.item.setToolTip(whole)
        view = self._label.getViewWidget()
        if view is not None:
            view.setAccessibleName(whole)

    def _update_min(self) -> None:
        """No minimum width (the text is elided instead); the height of one line of text."""
        height = self._label.itemRect().height()
        self._label.setMinimumWidth(0.0)
        self._label.setMinimumHeight(height)
        self._label._sizeHint = {
            Qt.SizeHint.MinimumSize: (0.0, height),
            Qt.SizeHint.PreferredSize: (0.0, height),
            Qt.SizeHint.MaximumSize: (-1, -1),
            Qt.SizeHint.MinimumDescent: (0, 0),
        }
        self._label.updateGeometry()
