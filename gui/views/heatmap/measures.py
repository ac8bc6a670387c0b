"""What a heatmap put on screen at its last paint, measured from its items (not its inputs).

The layout report (gui/automation/layout_report.py) and the layout tests read these: the labels
the axes drew, the numbers the text item drew and at what size, the widget's and the cells'
size in pixels.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from core.number_text import MASKED_SIGN

from .cell_text import HIDDEN_MARK

POINTS_PER_INCH = 72.0


@dataclass(frozen=True)
class HeatmapMeasures:
    heatmap_px: tuple[int, int]          # the heatmap widget's size
    cells_px: tuple[int, int]            # the drawn matrix of cells (within the visible range)
    cell_px: tuple[float, float]         # one cell (width, height)
    row_labels_shown: int                # labels the left axis drew
    col_labels_shown: int                # labels the top axis drew
    row_labels_hidden: int               # labels of visible rows the axis left out (and said)
    col_labels_hidden: int
    col_labels_turned: bool              # the top labels read upwards
    label_font_pt: float                 # the smaller of the two axes' drawn label fonts
    cell_numbers_drawn: int              # numbers the text item drew
    cell_numbers_shown: bool             # every visible non-blank cell has its number
    cell_font_pt: float                  # their font size (0 when none)
    masked_signs_drawn: int              # "−∞" texts drawn
    hidden_marks_drawn: int              # "(0)" texts drawn (a weight the mask made 0)

    def as_dict(self) -> dict:
        return asdict(self)


def measure(view, *, axes, text_item, view_box, values: np.ndarray, dimmed: bool,
            dpi: float) -> HeatmapMeasures:
    """Measure a heatmap: ``values`` is the (rows, cols) matrix as drawn."""
    left, top = axes["left"], axes["top"]
    box = view_box.sceneBoundingRect()
    low_x, high_x = view_box.viewRange()[0]
    low_y, high_y = view_box.viewRange()[1]
    rows, cols = values.shape
    cell_w = box.width() / (high_x - low_x) if high_x > low_x else 0.0
    cell_h = box.height() / (high_y - low_y) if high_y > low_y else 0.0
    shown_cols = max(0.0, min(cols, high_x) - max(0.0, low_x))
    shown_rows = max(0.0, min(rows, high_y) - max(0.0, low_y))
    font_px, drawn = (0.0, []) if dimmed or not text_item.isVisible() else text_item.drawn()
    row_range = range(max(0, math.floor(low_y)), min(rows, math.ceil(high_y)))
    col_range = range(max(0, math.floor(low_x)), min(cols, math.ceil(high_x)))
    block = values[row_range.start:row_range.stop, col_range.start:col_range.stop]
    wanted = int(np.count_nonzero(~np.isnan(block))) if block.size else 0
    label_px = min((px for px in (left.drawn_font_px(), top.drawn_font_px()) if px > 0),
                   default=0.0)

    def points(px: float) -> float:
        return round(px * POINTS_PER_INCH / dpi, 2)

    return HeatmapMeasures(
        heatmap_px=(view.width(), view.height()),
        cells_px=(round(shown_cols * cell_w), round(shown_rows * cell_h)),
        cell_px=(round(cell_w, 1), round(cell_h, 1)),
        row_labels_shown=len(left.drawn_labels()),
        col_labels_shown=len(top.drawn_labels()),
        row_labels_hidden=left.hidden_count(),
        col_labels_hidden=top.hidden_count(),
        col_labels_turned=top.drawn_turned(),
        label_font_pt=points(label_px),
        cell_numbers_drawn=len(drawn),
        cell_numbers_shown=bool(drawn) and len(drawn) >= wanted,
        cell_font_pt=points(font_px) if drawn else 0.0,
        masked_signs_drawn=sum(1 for *_, text in drawn if text == MASKED_SIGN),
        hidden_marks_drawn=sum(1 for *_, text in drawn if text == HIDDEN_MARK),
    )
