"""The heatmap's image: one pixel per cell on screen, k×k pixels per cell in exports.

SVG viewers (and some exporters) smooth-scale embedded images, which would blur a 5×5
matrix into a gradient; painting each cell as a k×k block for an export keeps its edges
sharp, while the screen keeps drawing the small image (cheaper at every animation frame).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from gui.views.heatmap.levels import upsampled

# Above this many cells the picture is left to pyqtgraph's own paint: converting a 2,048²
# picture once per edit (9 ms) cost more than it saved on the few paints that followed.
CONVERTED_ONCE_MAX_CELLS = 512 * 512


class CellImageItem(pg.ImageItem):
    def __init__(self) -> None:
        super().__init__(axisOrder="row-major")
        self._indices = np.zeros((0, 0), dtype=np.uint8)   # (rows, cols) colour indices
        self._table = np.zeros((256, 4), dtype=np.uint8)   # (256, 4) RGBA lookup table
        self._scaled: QImage | None = None      # the image in the painter's own pixel format
        self._scaled_key: object = None

    def set_table(self, table: np.ndarray) -> None:
        """(256, 4) uint8 RGBA: colour of each index."""
        self._table = np.ascontiguousarray(table, dtype=np.uint8)
        self.setLookupTable(self._table)

    def set_indices(self, indices: np.ndarray) -> None:
        """(rows, cols) uint8 indices into the table; cell (r, c) spans [c, c+1]×[r, r+1]."""
        self._indices = indices
        self.setImage(indices, autoLevels=False)

    def indices(self) -> np.ndarray:
        return self._indices

    def export_image(self) -> QImage:
        """The picture as an exporter draws it: each cell a block of k×k pixels."""
        rgba = np.ascontiguousarray(self._table[upsampled(self._indices)])   # (R, C, 4)
        height, width = rgba.shape[:2]
        return QImage(rgba.data, width, height, 4 * width,
                      QImage.Format.Format_RGBA8888).copy()

    def paint(self, p: QPainter, *args) -> None:
        if not self._exportOpts:
            if not self._paint_scaled(p):
                super().paint(p, *args)
            return
        rows, cols = self._indices.shape
        if rows and cols:
            p.drawImage(QRectF(0.0, 0.0, cols, rows), self.export_image())

    def _paint_scaled(self, p: QPainter) -> bool:
        """Draw the image converted once (per image) to the raster engine's own format:
        pyqtgraph's indexed image was converted again at every paint (0.65 ms for a 64×64
        matrix over a 500×380 view, 0.18 ms so). False: let pyqtgraph paint it."""
        if self.image is None:
            return False
        if self._renderRequired:
            self.render()
        if self._unrenderable or self.qimage is None or self.paintMode is not None:
            return False
        if self._indices.size > CONVERTED_ONCE_MAX_CELLS:
            return False  # a huge matrix changes at every edit: converting it all costs more
        key = self.qimage.cacheKey()
        if key != self._scaled_key:
            self._scaled = self.qimage.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
            self._scaled_key = key
        rows, cols = self._indices.shape
        p.drawImage(QRectF(0.0, 0.0, cols, rows), self._scaled)
        return True


