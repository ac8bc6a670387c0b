"""Any widget (a MatrixHeatmap, the whole window) as a PNG, rendered at 1×, 2× or 4×.

The widget is painted into a pixmap ``scale`` times its size with that device pixel ratio,
so text, lines and cell edges are drawn at the higher resolution rather than enlarged.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QWidget

from core.export import write_export_file

SCALES = (1, 2, 4)


def render_widget(widget: QWidget, scale: int = 1) -> QImage:
    """The widget painted at ``scale``: an image of (width × scale, height × scale) pixels."""
    if scale not in SCALES:
        raise ValueError(f"scale must be one of {', '.join(map(str, SCALES))}, got {scale}")
    size = widget.size()
    pixmap = QPixmap(size.width() * scale, size.height() * scale)
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.white)
    widget.render(pixmap)
    image = pixmap.toImage()
    image.setDevicePixelRatio(1.0)  # the file is measured in pixels, not in the screen's points
    return image


def image_png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ValueError("Qt could not encode the image as PNG")
    buffer.close()
    return bytes(data.data())


def widget_png_bytes(widget: QWidget, scale: int = 1) -> bytes:
    return image_png_bytes(render_widget(widget, scale))


def export_png(widget: QWidget, path: str | os.PathLike, scale: int = 2) -> Path:
    """Write the widget as a PNG atomically; ExportError (an OSError) when that fails."""
    return write_export_file(path, widget_png_bytes(widget, scale))
