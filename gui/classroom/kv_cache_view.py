"""The KV cache drawn: one head's causal weights over every token run so far, newest row outlined.

Row i is token i's query against keys 0…i (the masked cells above the diagonal are grey). Each
Generate ▶ runs the new token alone: it adds one row (its query against every cached key) and
one column (its key); the rows above are copied unchanged, because the causal mask never let
them see a later key. The numbers are core's (``Decoder.pattern``, (L, h, N, N)); this view
only colours one layer and head of them, both chosen in spin boxes counted from 1.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QFormLayout,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gui.classroom.checked_spin_box import CheckedSpinBox
from gui.palette import BACKGROUND, FOREGROUND
from gui.views.heatmap.axes import TokenAxis
from gui.views.heatmap.viewbox import MatrixViewBox

translate = QCoreApplication.translate
MASKED = 255                       # colour index of a hidden (later) key
NEWEST_PEN = QColor("#d62728")
MAP_MIN_PX = 200                   # the map keeps at least this much room, labels aside


def _table() -> np.ndarray:
    """(256, 4) uint8: white (weight 0) to dark blue (weight 1), grey for masked cells."""
    shades = np.linspace(0.0, 1.0, MASKED)[:, None]                        # (255, 1)
    white, blue = np.array([255, 255, 255]), np.array([8, 48, 107])
    rgb = (white + (blue - white) * shades).round()
    table = np.full((256, 4), 255, dtype=np.uint8)
    table[:MASKED, :3] = rgb
    table[MASKED, :3] = (200, 200, 200)
    return table


def color_indices(weights: np.ndarray) -> np.ndarray:
    """(N, N) causal weights in [0, 1] -> (N, N) uint8 indices, MASKED above the diagonal."""
    indices = np.clip(np.rint(weights * (MASKED - 1)), 0, MASKED - 1).astype(np.uint8)
    indices[np.triu_indices(weights.shape[0], k=1)] = MASKED
    return indices


class KVCacheView(QWidget):
    """Layer and head spin boxes, the heatmap, the cache's size and a caption."""

    def __init__(self, n_layers: int, n_heads: int, group: int = 1,
                 parent: QWidget | None = None) -> None:
        """``group``: query heads per key/value head (3 in SmolLM2: heads 1–3 read one)."""
        super().__init__(parent)
        self._group = group
        self._pattern: np.ndarray | None = None      # (L, h, N, N)
        self._tokens: list[str] = []                  # (N,) the tokens' visible texts
        self.layer_box = CheckedSpinBox(translate("KVCacheView", "Layer"))
        self.layer_box.setRange(1, n_layers)
        self.head_box = CheckedSpinBox(translate("KVCacheView", "Head"))
        self.head_box.setRange(1, n_heads)
        for box in (self.layer_box, self.head_box):
            box.valueChanged.connect(lambda _value: self._draw())
        view_box = MatrixViewBox()                   # Ctrl+wheel zooms, a double click fits
        self.rows_axis, self.keys_axis = TokenAxis("left"), TokenAxis("top")
        self.plot = pg.PlotWidget(background=BACKGROUND, viewBox=view_box,
                                  axisItems={"left": self.rows_axis, "top": self.keys_axis})
        self.plot.setMinimumSize(MAP_MIN_PX, MAP_MIN_PX)
        self.plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)            # no keys: Tab passes on
        self.plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (it stopped here, unseen)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.hideAxis("bottom")
        self.plot.showAxis("top")
        view_box.setAspectLocked(True)
        view_box.fit_requested.connect(self._fit)
        self.rows_axis.set_title(translate("KVCacheView", "query (token)"),
                                 color=FOREGROUND.name())
        self.keys_axis.set_title(translate("KVCacheView", "key (cached token)"),
                                 color=FOREGROUND.name())
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setLookupTable(_table())
        self.plot.addItem(self.image)
        self.newest = QGraphicsRectItem()
        pen = QPen(NEWEST_PEN)
        pen.setCosmetic(True)
        pen.setWidth(3)
        self.newest.setPen(pen)
        self.plot.addItem(self.newest)
        self.count_label = QLabel()
        self.count_label.setWordWrap(True)
        choose = QFormLayout()
        choose.addRow(translate("KVCacheView", "Layer:"), self.layer_box)
        choose.addRow(translate("KVCacheView", "Head:"), self.head_box)
        top = QHBoxLayout()
        top.addLayout(choose)
        top.addWidget(self.count_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.plot, 1)

    def show_pattern(self, pattern: np.ndarray | None, tokens: list[str] | None = None) -> None:
        """pattern (L, h, N, N): every layer's causal weights so far, or None to clear;
        ``tokens`` (N,): the texts that label rows (queries) and columns (keys)."""
        self._pattern = pattern
        self._tokens = list(tokens or [])
        self._draw()

    def show_too_long(self, limit: int, cached: int) -> None:
        """Past ``limit`` tokens core keeps no weights to draw: say so, and the cache's size."""
        self.show_pattern(None)
        self.count_label.setText(translate(
            "KVCacheView", "cache: {cached} keys, {cached} values per layer (the drawing stops "
                           "at {limit} "
            "tokens)").format(cached=cached, limit=limit))

    def token_labels(self) -> list[str]:
        """The row labels, top to bottom (the columns carry the same; the axes draw those
        that fit, every k-th when the rows are too thin for each)."""
        return self.rows_axis.labels()

    def shown(self) -> np.ndarray | None:
        """(N, N): the chosen layer and head's weights as drawn."""
        if self._pattern is None:
            return None
        return self._pattern[self.layer_box.value() - 1, self.head_box.value() - 1]

    def _draw(self) -> None:
        weights = self.shown()
        if weights is None:
            self.image.clear()
            self.newest.setVisible(False)
            self.count_label.clear()
            for axis in (self.rows_axis, self.keys_axis):
                axis.set_labels([])                  # "Start again": the old text's labels go
            return
        n = weights.shape[0]
        for axis in (self.rows_axis, self.keys_axis):
            axis.set_labels(self._tokens[:n])
        self.image.setImage(color_indices(weights), autoLevels=False, levels=(0, 255))
        self.image.setRect(QRectF(0, 0, n, n))
        self.newest.setRect(QRectF(0, n - 1, n, 1))
        self._fit()
        self.newest.setVisible(True)
        self.count_label.setText(translate("KVCacheView", "cache: {n} keys, {n} values per "
                                                          "layer").format(
            n=n) + self._sharing())

    def _sharing(self) -> str:
        """" · head 5 reads key/value head 2, with heads 4–6" (grouped-query attention)."""
        if self._group <= 1:
            return ""
        head = self.head_box.value()
        kv = (head - 1) // self._group
        return " · " + translate("KVCacheView", "head {head} reads key/value head {kv}, as do "
                                                "heads {first}–{last}").format(
            head=head, kv=kv + 1, first=kv * self._group + 1, last=(kv + 1) * self._group)

    def _fit(self) -> None:
        n = 0 if self.shown() is None else self.shown().shape[0]
        if n:
            self.plot.getViewBox().setRange(QRectF(0, 0, n, n), padding=0.02)


def caption() -> str:
    """What the map shows, for the dialog's explanation beside it."""
    return translate(
        "KVCacheView", "The outlined row is the query of the last token read against every "
        "cached key: it chose the token just written, which gets its own row at the next "
        "press. Each Generate ▶ adds one row and one column (one key and one value per "
        "layer); the rows above stay exactly as they were, since the causal mask never let "
        "them see a later token.")
