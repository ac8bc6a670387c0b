"""An axis whose ticks are the matrix's row or column labels, drawn as coloured token chips.

Cell i spans [i, i+1] in view coordinates, so its label sits at i + 0.5. How the labels fit
(upright or turned, font size, every k-th) is decided in label_fit.py whenever the zoom or the
axis length changes, never while painting; hovering a label shows the whole token.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap, QTransform

from gui.palette import FOREGROUND
from gui.views.heatmap.axis_drawing import draw_chip, index_at, label_positions
from gui.views.heatmap.label_fit import (
    CHIP_EDGE_PX,
    CHIP_PADDING_PX,
    LABEL_GAP_PX,
    LabelFit,
    choose_fit,
    fitted_side_title,
    hidden_note,
    shortened,
    shown_indices,
)
from gui.views.heatmap.numbers_note import with_note


class TokenAxis(pg.AxisItem):
    """A left/top axis labelling cells with strings, optionally colour-chipped."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation, pen=pg.mkPen(FOREGROUND), textPen=pg.mkPen(FOREGROUND))
        self._labels: list[str] = []
        self._short: list[str] = []                 # the labels as drawn (shortened)
        self._colors: list[QColor] | None = None
        self._color_source: tuple | None = None       # the colours as given, to spot no change
        self._fit = LabelFit(13.0, False, 1)
        self._hidden = 0                             # labels of visible cells not drawn
        self._title: tuple[str, dict] = ("", {})
        self._note = ""                              # said after the title (numbers_note.py)
        self._shown_title = None
        self._drawn: tuple[list[str], float, bool] = ([], 0.0, False)  # measured at drawing
        self._pixmap: QPixmap | None = None        # the drawn axis, for repaints that change
        self._pixmap_key: tuple = ()               # nothing in it (an edit's numbers only)
        self.setStyle(tickLength=0, tickTextOffset=int(LABEL_GAP_PX), autoExpandTextSpace=True,
                      hideOverlappingLabels=True)
        self.setAcceptHoverEvents(True)

    @property
    def _along(self) -> str:
        return "y" if self.orientation in ("left", "right") else "x"

    def set_labels(self, labels: Sequence[str], colors: Sequence[QColor] | None = None) -> None:
        """One label per cell; ``colors`` (same length) turns them into coloured chips."""
        if colors is not None and len(colors) != len(labels):
            raise ValueError(f"{len(colors)} label colours for {len(labels)} labels")
        new_labels = [str(label) for label in labels]
        source = None if colors is None else tuple(colors)
        if new_labels == self._labels and source == self._color_source:
            return    # unchanged: keep the drawn picture (it is costly with thousands of labels)
        # (the tuple compare is by identity first: the cached token colours cost nothing)
        if new_labels != self._labels:
            self._labels, self._short = new_labels, [shortened(s) for s in new_labels]
        self._color_source = source
        self._colors = None if colors is None else [QColor(color) for color in colors]
        self._refit(force=True)

    def set_title(self, text: str, **style) -> None:
        """The axis title ("key j (column)"); a note is added when labels are hidden."""
        self._title = (text, style)
        self._show_title()

    def set_note(self, note: str) -> None:
        """A note after the title ("hover for numbers"); '' none."""
        if note != self._note:
            self._note = note
            self._show_title()

    def shown_title(self) -> str:
        """The title as drawn, its notes included."""
        return self._shown_title[0] if self._shown_title else ""

    def labels(self) -> list[str]:
        return list(self._labels)

    def label_colors(self) -> list[QColor] | None:
        return None if self._colors is None else list(self._colors)

    def fit(self) -> LabelFit:
        """How the labels fit now (font, turned, every k-th)."""
        return self._fit

    def hidden_count(self) -> int:
        """Labels of the visible cells that are not drawn (0 when every one is)."""
        return self._hidden

    def drawn_labels(self) -> list[str]:
        """The label texts the last drawing of the axis put on screen, in order."""
        return list(self._drawn[0])

    def drawn_font_px(self) -> float:
        """The pixel size of the font the last drawing used (0 before any)."""
        return self._drawn[1]

    def drawn_turned(self) -> bool:
        return self._drawn[2]

    # pyqtgraph hooks -------------------------------------------------------------------------

    def tickValues(self, minVal: float, maxVal: float, size: float):
        return []     # the labels are laid out by _label_positions, not as pyqtgraph ticks

    def linkedViewChanged(self, view, newRange=None) -> None:
        super().linkedViewChanged(view, newRange)
        self._refit()

    def resizeEvent(self, ev=None) -> None:
        super().resizeEvent(ev)
        if self.label is not None and hasattr(self, "_fit"):
            self._refit()
            self._show_title()      # another length: the side title fitted to it (cached)

    def setTickFont(self, font: QFont | None) -> None:
        super().setTickFont(font)
        if hasattr(self, "_fit"):       # (pyqtgraph's constructor may call this first)
            self._refit(force=True)

    def generateDrawSpecs(self, p: QPainter):
        specs = super().generateDrawSpecs(p)       # the axis line (no ticks: length 0)
        if specs is None:
            return None
        axis_spec, tick_specs, _ = specs
        return axis_spec, tick_specs, self._label_positions()

    def paint(self, p: QPainter, opt, widget) -> None:
        """Screen paints blit a cached pixmap of the axis (its chips cost ~0.4 ms to replay at
        every edit); exports, and any transform beyond a shift, draw the vector picture."""
        shift_only = p.transform().type().value <= QTransform.TransformationType.TxTranslate.value
        if self._exportOpts or not shift_only:
            super().paint(p, opt, widget)
            return
        bounds = self.boundingRect()
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        key = (self.picture, bounds, ratio)
        if self.picture is None or self._pixmap_key != key:
            pixmap = QPixmap(max(1, math.ceil(bounds.width() * ratio)),
                             max(1, math.ceil(bounds.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.translate(-bounds.topLeft())
            super().paint(painter, opt, widget)    # makes self.picture if needed, plays it
            painter.end()
            self._pixmap, self._pixmap_key = pixmap, (self.picture, bounds, ratio)
        p.drawPixmap(bounds.topLeft(), self._pixmap)

    def drawPicture(self, p: QPainter, axisSpec, tickSpecs, textSpecs):
        pen, start, stop = axisSpec
        p.setPen(pen)
        p.drawLine(start, stop)
        font = QFont(self.style["tickFont"] or QFont())
        font.setPixelSize(max(1, round(self._fit.font_px)))
        p.setFont(font)
        metrics = QFontMetricsF(font)
        p.setClipRect(self.boundingRect().toAlignedRect())
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        bounds = self.mapRectFromParent(self.geometry())
        offset = LABEL_GAP_PX
        drawn = []
        for position, index in textSpecs:
            text = self._short[index]
            width = metrics.horizontalAdvance(text) + 2 * CHIP_PADDING_PX
            height = metrics.height() + 2 * CHIP_EDGE_PX
            p.save()
            if self._along == "y":          # right-aligned against the cells
                chip = QRectF(bounds.right() - offset - width, position - height / 2,
                              width, height)
            elif self._fit.turned:          # reads upwards from the cells
                p.translate(position, bounds.bottom() - offset)
                p.rotate(-90.0)
                chip = QRectF(0.0, -height / 2, width, height)
            else:
                chip = QRectF(position - width / 2, bounds.bottom() - offset - height,
                              width, height)
            self._draw_chip(p, chip, text, self._color(index))
            p.restore()
            drawn.append(text)
        self._drawn = (drawn, float(font.pixelSize()), self._fit.turned)

    def hoverEvent(self, ev) -> None:
        """The whole token under the pointer as the axis tooltip (labels may be shortened)."""
        if ev.isExit():
            self.setToolTip("")
            return
        pos = ev.pos()
        index = self._index_at(pos.y() if self._along == "y" else pos.x())
        self.setToolTip(self._labels[index] if 0 <= index < len(self._labels) else "")

    def _updateMaxTextSize(self, x: int) -> None:
        # pyqtgraph sizes the axis to the text it measured; ours is sized by _reserve_px.
        reserve = int(math.ceil(self._reserve_px()))
        if self._along == "y" and reserve != self.textWidth:
            self.textWidth = reserve
            self._updateWidth()
        elif self._along == "x" and reserve != self.textHeight:
            self.textHeight = reserve
            self._updateHeight()

    # helpers ---------------------------------------------------------------------------------

    def _base_font(self) -> QFont:
        return self.style["tickFont"] or QFont()

    def _base_px(self) -> float:
        font = self._base_font()
        return float(font.pixelSize() if font.pixelSize() > 0 else
                     QFontMetricsF(font).height() * 0.8)

    def _reserve_px(self) -> float:
        """The axis's thickness for labels: the widest label at the base font (turned or on a
        left axis), or one line (upright on top). Independent of the shrunk font, so a fit
        never changes the room it was decided in (no back-and-forth)."""
        metrics = QFontMetricsF(self._base_font())
        if self._along == "x" and not self._fit.turned:
            return metrics.height() + 2 * CHIP_EDGE_PX
        widest = max((metrics.horizontalAdvance(s) for s in self._short), default=0.0)
        return widest + 2 * CHIP_PADDING_PX + 1.0

    def reserved_px(self) -> float:
        """The thickness it reserves for labels now (the part of it that depends on them)."""
        return float(self.textWidth if self._along == "y" else self.textHeight)

    def widest_label_px(self) -> float:
        """The widest of its labels as drawn (shortened), at the base font."""
        metrics = QFontMetricsF(self._base_font())
        return max((metrics.horizontalAdvance(s) for s in self._short), default=0.0)

    def reserve_for(self, widest: float, cell_px: float) -> float:
        """The thickness a top axis would reserve for labels ``widest`` px wide (at the base
        font; 0: short ones) on cells ``cell_px`` wide (choose_fit's first question: upright
        if they fit, else turned). Measured from the text, without painting."""
        if widest + 2 * CHIP_PADDING_PX + LABEL_GAP_PX <= cell_px:
            height = QFontMetricsF(self._base_font()).height()
            return float(math.ceil(height + 2 * CHIP_EDGE_PX))
        return float(math.ceil(widest + 2 * CHIP_PADDING_PX + 1.0))   # (as _updateMaxTextSize)

    def _pixels_per_cell(self) -> float:
        bounds = self.mapRectFromParent(self.geometry())
        length = bounds.height() if self._along == "y" else bounds.width()
        low, high = self.range
        return length / abs(high - low) if high != low else 0.0

    def _refit(self, force: bool = False) -> None:
        """Decide how the labels fit at the current zoom; re-lay out only when it changed."""
        font = self._base_font()

        def line_height(px: float) -> float:
            sized = QFont(font)
            sized.setPixelSize(max(1, round(px)))
            return QFontMetricsF(sized).height()

        def widest(px: float) -> float:
            sized = QFont(font)
            sized.setPixelSize(max(1, round(px)))
            metrics = QFontMetricsF(sized)
            return max((metrics.horizontalAdvance(s) for s in self._short), default=0.0)

        ppc = self._pixels_per_cell()
        fit = choose_fit(ppc, self._base_px(), self._along, line_height, widest) if ppc > 0 \
            else self._fit
        low, high = sorted(self.range)
        visible = len(shown_indices(len(self._labels), low, high, 1))
        hidden = visible - len(shown_indices(len(self._labels), low, high, fit.step))
        if fit == self._fit and hidden == self._hidden and not force:
            return
        turned_changed = fit.turned != self._fit.turned
        self._fit, self._hidden = fit, hidden
        if turned_changed or force:
            self._updateMaxTextSize(0)
        self._show_title()
        self.picture = None
        self.update()

    def _show_title(self) -> None:
        text, style = self._title
        shown = hidden_note(text, self._hidden, len(self._labels), short=self._along == "y")
        if self._along == "y" and text:     # it runs up the cells: no longer than they are
            shown = fitted_side_title(text, self._hidden, len(self._labels),
                                      length_px=self.geometry().height(),
                                      font=self.label.font(), style=style)
        shown = with_note(shown, self._note, length_px=self.geometry().width(),
                          font=self.label.font(), style=style)
        if (shown, style) != self._shown_title:
            self._shown_title = (shown, style)
            self.setLabel(shown, **style)
            self.resizeEvent()   # pyqtgraph centres a label on resize only: a new text of
            # another width kept the old one's place ("key j (column)" cut at the view's edge)

    def _label_positions(self) -> list[tuple[float, int]]:
        """[(position along the axis in local pixels, label index)] of the labels to draw."""
        return label_positions(self.mapRectFromParent(self.geometry()), self.range, self._along,
                               len(self._labels), self._fit.step)

    def _color(self, index: int) -> QColor | None:
        if self._colors is None or not 0 <= index < len(self._colors):
            return None
        return self._colors[index]

    def _draw_chip(self, p: QPainter, chip: QRectF, text: str, color: QColor | None) -> None:
        draw_chip(p, chip, text, color, self.textPen())

    def _index_at(self, local: float) -> int:
        """Cell index at a local coordinate along the axis (inverts the label positions)."""
        return index_at(self.mapRectFromParent(self.geometry()), self.range, self._along, local)
