"""The heatmap's image: one pixel per cell on screen, k×k pixels per cell in exports.

SVG viewers (and some exporters) smooth-scale embedded images, which would blur a 5×5
matrix into a gradient; painting each cell as a k×k block for an export keeps its edges
sharp, while the screen keeps drawing the small image (cheaper at every animation frame).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform

from gui.views.heatmap.levels import upsampled

_MAX_SCALED_PIXELS = 4_000_000   # larger on screen (a deep zoom): pyqtgraph scales it


class CellImageItem(pg.ImageItem):
    def __init__(self) -> None:
        super().__init__(axisOrder="row-major")
        self._indices = np.zeros((0, 0), dtype=np.uint8)   # (rows, cols) colour indices
        self._table = np.zeros((256, 4), dtype=np.uint8)   # (256, 4) RGBA lookup table
        self._scaled: QPixmap | None = None                # the image at its on-screen size
        self._scaled_key: tuple = ()

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
        """Blit the image pre-scaled to its on-screen size (nearest neighbour, made once per
        image and size): scaling a small indexed image over a large view at every paint cost
        ~6 ms a paint once the view got the room. False: let pyqtgraph paint it."""
        transform = p.transform()
        scale_only = transform.type().value <= QTransform.TransformationType.TxScale.value
        if self.image is None or not scale_only:
            return False
        if self._renderRequired:
            self.render()
        if self._unrenderable or self.qimage is None or self.paintMode is not None:
            return False
        rows, cols = self._indices.shape
        target = transform.mapRect(QRectF(0.0, 0.0, cols, rows))
        width, height = round(target.width()), round(target.height())
        if not (0 < width * height <= _MAX_SCALED_PIXELS):
            return False
        key = (self.qimage.cacheKey(), width, height, transform.m11() < 0, transform.m22() < 0)
        if key != self._scaled_key:
            image = _flipped(self.qimage, transform.m11() < 0, transform.m22() < 0)
            self._scaled = QPixmap.fromImage(image.scaled(
                width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.FastTransformation))
            self._scaled_key = key
        p.save()
        p.resetTransform()
        p.drawPixmap(QPointF(round(target.left()), round(target.top())), self._scaled)
        p.restore()
        return True


def _flipped(image: QImage, horizontally: bool, vertically: bool) -> QImage:
    """The image mirrored as a negative view scale draws it (itself when none)."""
    if not (horizontally or vertically):
        return image
    orientations = Qt.Orientation(0)
    if horizontally:
        orientations |= Qt.Orientation.Horizontal
    if vertically:
        orientations |= Qt.Orientation.Vertical
    return image.flipped(orientations)
