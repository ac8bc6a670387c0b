"""An offscreen MatrixHeatmap showing one stage of a trace, as the window shows it.

Used by the headless export and the animation export: nothing appears on screen, but the
widget is laid out and painted at the size asked for.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.stages import SQUARE_STAGES
from core.trace import Trace
from gui.heatmap import MatrixHeatmap
from gui.stage_labels import stage_axes
from gui.token_colors import token_qcolors

DEFAULT_SIZE = (900, 720)  # pixels at 1×: a 4:3-ish slide picture with room for labels


def offscreen_heatmap(size: tuple[int, int] = DEFAULT_SIZE) -> MatrixHeatmap:
    """A laid-out heatmap that never appears on screen."""
    heatmap = MatrixHeatmap()
    heatmap.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    heatmap.resize(*size)
    heatmap.show()
    return heatmap


def show_stage(heatmap: MatrixHeatmap, trace: Trace, tokens: Sequence[str], stage: str,
               head: int = 0, title: str | None = None) -> None:
    """Put one stage (one head) on the heatmap with the window's labels and token colours."""
    tokens = tuple(tokens)
    axes = stage_axes(stage, trace, tokens, head)
    colors = token_qcolors(len(tokens))
    heatmap.set_matrix(trace.head(stage, head), row_labels=axes.row_labels,
                       col_labels=axes.col_labels, row_title=axes.row_title,
                       col_title=axes.col_title, kind=axes.kind,
                       title=axes.title if title is None else title, label_colors=colors,
                       col_label_colors=colors if stage in SQUARE_STAGES else None)
    settle(heatmap)


def stage_heatmap(trace: Trace, tokens: Sequence[str], stage: str, head: int = 0, *,
                  size: tuple[int, int] = DEFAULT_SIZE) -> MatrixHeatmap:
    heatmap = offscreen_heatmap(size)
    show_stage(heatmap, trace, tokens, stage, head)
    return heatmap


def settle(heatmap: MatrixHeatmap) -> None:
    """Let Qt lay out and fit the view before it is painted into a file."""
    QApplication.processEvents()
    heatmap.fit_view()
    QApplication.processEvents()
