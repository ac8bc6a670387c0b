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
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

import pyqtgraph as pg
import pyqtgraph.exporters as pg_exporters

from core.export import write_export_file

EMBEDDED_PNG = re.compile(r'(xlink:href|href)="data:image/png;base64,([A-Za-z0-9+/=\s]+)"')
VIEW_BOX = re.compile(r'<svg\b([^>]*?)viewBox\s*="0 0 ([\d.]+) ([\d.]+)"')
MIN_RASTER_SIDE = 512  # embedded images are enlarged until their long side reaches this
ROOT_TAG = re.compile(r"<svg\b[^>]*>")
CAPTION_LINE_PX = 20   # each caption line above the plot: its height, and 14 px type


def plot_svg_bytes(plot_item: pg.PlotItem, caption: Sequence[str] = ()) -> bytes:
    """The plot item (axes, labels, image, numbers) as SVG bytes, ready for any viewer, with
    the ``caption`` lines (if any) as real text above it."""
    exporter = pg_exporters.SVGExporter(plot_item)
    svg = exporter.export(toBytes=True)
    if not isinstance(svg, bytes | bytearray):
        raise ValueError("pyqtgraph's SVGExporter returned no SVG")
    svg = crisp_svg(bytes(svg).decode("utf-8"))
    return (captioned_svg(svg, caption) if caption else svg).encode("utf-8")


def captioned_svg(svg: str, lines: Sequence[str]) -> str:
    """The drawing moved down by one CAPTION_LINE_PX per line, the lines centred above it as
    text elements (searchable, selectable), on the same white as the plot."""
    root = ROOT_TAG.search(svg)
    size = VIEW_BOX.search(svg)
    if root is None or size is None:
        raise ValueError("the SVG has no root size to put a caption above")
    width, height = float(size.group(2)), float(size.group(3))
    extra = CAPTION_LINE_PX * len(lines) + 6
    total = height + extra
    tag = re.sub(r'\bheight="[\d.]+"', f'height="{total:g}"', root.group(0), count=1)
    tag = re.sub(r'viewBox="0 0 [\d.]+ [\d.]+"', f'viewBox="0 0 {width:g} {total:g}"', tag)
    texts = "".join(
        f'<text x="{width / 2:g}" y="{CAPTION_LINE_PX * (i + 1) - 4}" text-anchor="middle" '
        f'font-family="DejaVu Sans, sans-serif" font-size="14" fill="#000000">'
        f'{escape(line)}</text>\n' for i, line in enumerate(lines))
    head = (f'{tag}\n<rect width="{width:g}" height="{extra:g}" fill="#ffffff"/>\n{texts}'
            f'<g transform="translate(0 {extra:g})">')
    body = svg[root.end():]
    close = body.rfind("</svg>")
    return svg[:root.start()] + head + body[:close] + "</g>\n" + body[close:]


def crisp_svg(svg: str) -> str:
    """Embedded PNGs enlarged with nearest-neighbour; width/height taken from the viewBox."""
    svg = EMBEDDED_PNG.sub(_enlarge_match, svg)
    return VIEW_BOX.sub(lambda m: f'<svg{m.group(1)}width="{m.group(2)}" '
                                  f'height="{m.group(3)}" viewBox="0 0 {m.group(2)} '
                                  f'{m.group(3)}"', svg, count=1)


def export_svg(view, path: str | os.PathLike, caption: Sequence[str] = ()) -> Path:
    """Write a heatmap (anything with ``plot_item``) or a PlotItem as SVG, atomically, with
    the ``caption`` lines above it."""
    plot_item = view.plot_item if hasattr(view, "plot_item") else view
    return write_export_file(path, plot_svg_bytes(plot_item, caption))


def _enlarge_match(match: re.Match) -> str:
    raw = base64.b64decode("".join(match.group(2).split()))
    return f'{match.group(1)}="data:image/png;base64,{_enlarged_png(raw)}"'


def _enlarged_png(raw: bytes) -> str:
    from PIL import Image  # loads when an image is embedded, not with the window

    with Image.open(io.BytesIO(raw)) as image:
        factor = math.ceil(MIN_RASTER_SIDE / max(image.size))
        if factor <= 1:
            return base64.b64encode(raw).decode("ascii")
        size = (image.width * factor, image.height * factor)
        enlarged = image.convert("RGBA").resize(size, Image.Resampling.NEAREST)
    buffer = io.BytesIO()
    enlarged.save(buffer, "PNG", optimize=True)
    return base64.b64encode(buffer.getvalue()).decode("ascii")
