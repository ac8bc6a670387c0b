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

from core.stages import SQUARE_STAGES
from core.trace import Trace
from gui.palette import BACKGROUND, FOREGROUND, token_qcolors
from gui.views.heatmap import MatrixHeatmap
from gui.views.stage_labels import stage_axes

DEFAULT_SIZE = (900, 720)  # pixels at 1×: a slide-sized picture with room for labels
CAPTION_PX = 17


class StagePicture(QWidget):
    """A caption and a heatmap on a plain background: what an exported stage image shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"background: {BACKGROUND.name()};")
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet(f"color: {FOREGROUND.name()}; font-size: {CAPTION_PX}px; "
                                   "padding: 6px;")
        self.heatmap = MatrixHeatmap()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.heatmap, 1)

    def show_stage(self, trace: Trace, tokens: Sequence[str], stage: str, head: int = 0,
                   caption: str | None = None) -> None:
        """One stage (one head) with the window's labels and token colours.

        ``caption`` replaces the stage's own title line (formula and shape).
        """
        tokens = tuple(tokens)
        axes = stage_axes(stage, trace, tokens, head)
        colors = token_qcolors(len(tokens))
        self.caption.setText(axes.title if caption is None else caption)
        self.heatmap.set_matrix(trace.head(stage, head), row_labels=axes.row_labels,
                                col_labels=axes.col_labels, row_title=axes.row_title,
                                col_title=axes.col_title, kind=axes.kind, title="",
                                label_colors=colors,
                                col_label_colors=colors if stage in SQUARE_STAGES else None)
        self.settle()

    def settle(self) -> None:
        """Let Qt lay out and fit the view before the picture is painted into a file."""
        QApplication.processEvents()
        self.heatmap.fit_view()
        QApplication.processEvents()


def offscreen_picture(size: tuple[int, int] = DEFAULT_SIZE) -> StagePicture:
    """A laid-out stage picture that never appears on screen."""
    picture = StagePicture()
    picture.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    picture.resize(*size)
    picture.show()
    return picture


def stage_picture(trace: Trace, tokens: Sequence[str], stage: str, head: int = 0, *,
                  size: tuple[int, int] = DEFAULT_SIZE,
                  caption: str | None = None) -> StagePicture:
    picture = offscreen_picture(size)
    picture.show_stage(trace, tokens, stage, head, caption)
    return picture
