"""A heatmap's plot as SVG that stays crisp in every viewer.

pyqtgraph's SVGExporter embeds each ImageItem as a PNG with one pixel per cell and asks for
``image-rendering: pixelated``; viewers that ignore that (many slide programs) blur a 5 × 5
matrix into a smear. So every embedded raster is enlarged here with nearest-neighbour (same
place and size in the drawing, more pixels), and the root gets explicit width and height.
Needs Qt < 6.11 with pyqtgraph 0.14.0 (pyqtgraph issue #3495); the project pins 6.10.
"""

from __future__ import annotations

import base64
import io
import math
import os
import re
from pathlib import Path

import pyqtgraph as pg
import pyqtgraph.exporters as pg_exporters
from PIL import Image

from core.export import write_export_file

EMBEDDED_PNG = re.compile(r'(xlink:href|href)="data:image/png;base64,([A-Za-z0-9+/=\s]+)"')
VIEW_BOX = re.compile(r'<svg\b([^>]*?)viewBox\s*="0 0 ([\d.]+) ([\d.]+)"')
MIN_RASTER_SIDE = 512  # embedded images are enlarged until their long side reaches this


def plot_svg_bytes(plot_item: pg.PlotItem) -> bytes:
    """The plot item (axes, labels, image, numbers) as SVG bytes, ready for any viewer."""
    exporter = pg_exporters.SVGExporter(plot_item)
    svg = exporter.export(toBytes=True)
    if not isinstance(svg, bytes | bytearray):
        raise ValueError("pyqtgraph's SVGExporter returned no SVG")
    return crisp_svg(bytes(svg).decode("utf-8")).encode("utf-8")


def crisp_svg(svg: str) -> str:
    """Embedded PNGs enlarged with nearest-neighbour; width/height taken from the viewBox."""
    svg = EMBEDDED_PNG.sub(_enlarge_match, svg)
    return VIEW_BOX.sub(lambda m: f'<svg{m.group(1)}width="{m.group(2)}" '
                                  f'height="{m.group(3)}" viewBox="0 0 {m.group(2)} '
                                  f'{m.group(3)}"', svg, count=1)


def export_svg(view, path: str | os.PathLike) -> Path:
    """Write a heatmap (anything with ``plot_item``) or a PlotItem as SVG, atomically."""
    plot_item = view.plot_item if hasattr(view, "plot_item") else view
    return write_export_file(path, plot_svg_bytes(plot_item))


def _enlarge_match(match: re.Match) -> str:
    raw = base64.b64decode("".join(match.group(2).split()))
    return f'{match.group(1)}="data:image/png;base64,{_enlarged_png(raw)}"'


def _enlarged_png(raw: bytes) -> str:
    with Image.open(io.BytesIO(raw)) as image:
        factor = math.ceil(MIN_RASTER_SIDE / max(image.size))
        if factor <= 1:
            return base64.b64encode(raw).decode("ascii")
        size = (image.width * factor, image.height * factor)
        enlarged = image.convert("RGBA").resize(size, Image.Resampling.NEAREST)
    buffer = io.BytesIO()
    enlarged.save(buffer, "PNG", optimize=True)
    return base64.b64encode(buffer.getvalue()).decode("ascii")
