"""``--formats vectors``: vectors.json (core.vectors, no Qt) beside PNG and SVG of the Vectors
view's "q and k" tab, rendered offscreen (one head: vectors.png/.svg; several: vectors_h0.png …),
and of its "x → output" tab (vectors_moves.png/.svg: where each word starts and where attention
moves it).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.attention.trace import Trace
from core.export import ExportError
from core.vectors import write_vectors_json
from gui.document.selection import Selection
from gui.export.image import export_png, export_svg
from gui.views.vectors_panel import VectorsPanel

PICTURE_SIZE = (640, 600)


def export_vectors(trace: Trace, tokens: tuple[str, ...], folder: Path, *, scale: int = 2,
                   title: str = "") -> list[Path]:
    """vectors.json, then each head's picture as PNG and SVG; ExportError when unwritable."""
    try:
        written = [write_vectors_json(trace, folder, tokens)]
    except OSError as error:
        raise ExportError(f"cannot write vectors.json in {folder}: {error}") from None
    panel = VectorsPanel()
    panel.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    panel.resize(*PICTURE_SIZE)
    panel.show()
    try:
        for head in range(trace.n_heads):
            panel.show_trace(trace, tokens, title, head, Selection())
            QApplication.sendPostedEvents()     # the wrapped header's height reaches the layout
            panel.qk.layout().activate()
            stem = "vectors" if trace.n_heads == 1 else f"vectors_h{head}"
            written.append(export_png(panel.qk, folder / f"{stem}.png", scale))
            written.append(export_svg(panel.qk.plot_item, folder / f"{stem}.svg"))
        panel.setCurrentWidget(panel.moves)                       # draws the moves tab
        panel.show_trace(trace, tokens, title, 0, Selection())
        QApplication.sendPostedEvents()
        panel.moves.layout().activate()
        written.append(export_png(panel.moves, folder / "vectors_moves.png", scale))
        written.append(export_svg(panel.moves.plot_item, folder / "vectors_moves.svg"))
    finally:
        panel.close()
        panel.deleteLater()
    return written
