"""An offscreen picture of one stage: a caption line above a MatrixHeatmap, as in the window.

Used by the headless export and the animation export: nothing appears on screen, but the
widget is laid out and painted at the size asked for. The caption is a QLabel rather than the
plot's own title: a long plot title forces pyqtgraph's layout wider than a narrow widget
(the picture then comes out blank), while a label simply wraps.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from core.attention.stages import SQUARE_STAGES
from core.attention.trace import Trace
from gui.palette import BACKGROUND, FOREGROUND, token_qcolors
from gui.views.heatmap import MatrixHeatmap
from gui.views.stage_labels import stage_axes

DEFAULT_SIZE = (900, 720)  # pixels at 1×: a slide-sized picture with room for labels
CAPTION_PX = 17
CELL_PX = (16, 64)         # a content-sized picture's cells: square, this many pixels a side
FIT_PX = (1400, 1100)      # ...as large as fits in this (width, height) of cells
AROUND_PX = (300, 240)     # room for labels, titles, caption and colour bar (width, height)


def content_size(shape: tuple[int, int]) -> tuple[int, int]:
    """A picture's size for a (rows, cols) matrix: square cells plus room for the labels, so
    the file's shape follows the matrix (not the shape of a widget on screen)."""
    rows, cols = max(1, shape[0]), max(1, shape[1])
    cell = max(CELL_PX[0], min(CELL_PX[1], FIT_PX[0] / cols, FIT_PX[1] / rows))
    return (round(cols * cell + AROUND_PX[0]), round(rows * cell + AROUND_PX[1]))


class StagePicture(QWidget):
    """A caption and a heatmap on a plain background: what an exported stage image shows."""

    def __init__(self, parent: QWidget | None = None, *, fit_content: bool = False) -> None:
        super().__init__(parent)
        self.fit_content = fit_content      # resize to each stage's content_size
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"background: {BACKGROUND.name()};")
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet(f"color: {FOREGROUND.name()}; font-size: {CAPTION_PX}px; "
                                   "padding: 6px;")
        self.heatmap = MatrixHeatmap()
        self.caption_lines: tuple[str, ...] = ()   # what the caption says, line by line
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.heatmap, 1)

    def show_stage(self, trace: Trace, tokens: Sequence[str], stage: str, head: int = 0,
                   caption: str | None = None, highlight: dict | None = None,
                   note: str | None = None) -> None:
        """One stage (one head) with the window's labels and token colours.

        ``caption`` replaces the stage's own title line (formula and shape); ``note`` is a
        second line under it (core.export.handout's: sentence, stage, head, lesson);
        ``highlight`` (set_highlight's rows/cols/cells) outlines a selection, none by default.
        """
        tokens = tuple(tokens)
        if self.fit_content:
            self.resize(*content_size(trace.head_shape(stage)))
        axes = stage_axes(stage, trace, tokens, head)
        colors = token_qcolors(len(tokens))
        self.caption_lines = (axes.title if caption is None else caption,
                              *((note,) if note else ()))
        self.caption.setText("\n".join(self.caption_lines))
        self.heatmap.set_matrix(trace.head(stage, head), row_labels=axes.row_labels,
                                col_labels=axes.col_labels, row_title=axes.row_title,
                                col_title=axes.col_title, kind=axes.kind, title="",
                                label_colors=colors,
                                col_label_colors=colors if stage in SQUARE_STAGES else None)
        self.heatmap.set_highlight(**(highlight or {}))
        self.settle()

    def settle(self) -> None:
        """Let Qt lay out and fit the view before the picture is painted into a file."""
        QApplication.processEvents()
        self.heatmap.fit_view()
        QApplication.processEvents()


def offscreen_picture(size: tuple[int, int] | None = None) -> StagePicture:
    """A laid-out stage picture that never appears on screen; sized by each stage's content
    (content_size) unless ``size`` is given."""
    picture = StagePicture(fit_content=size is None)
    picture.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    picture.resize(*(size or DEFAULT_SIZE))
    picture.show()
    return picture


def stage_picture(trace: Trace, tokens: Sequence[str], stage: str, head: int = 0, *,
                  size: tuple[int, int] | None = None, caption: str | None = None,
                  highlight: dict | None = None, note: str | None = None) -> StagePicture:
    """One stage offscreen, sized by its content unless ``size`` is given; no selection
    outline unless ``highlight`` asks for one; ``note`` a second caption line."""
    picture = offscreen_picture(size)
    picture.show_stage(trace, tokens, stage, head, caption, highlight, note)
    return picture
