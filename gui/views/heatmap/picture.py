"""What a MatrixHeatmap shows, as data: the matrix as set, the frame drawn now, its labels,
axis titles, kind and colour range, whether it is transposed or dimmed, and the tooltip in
force. The heatmap (matrix_heatmap.py) owns one and changes it; the parts that fit the view
(view_fit.py) and read the picture back (inspection.py) are handed it and only read it.

Matrix coordinates are the caller's (row, col); "as drawn" is the transpose when transposed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gui.views.transposed_drawing import as_drawn, cell_as_drawn

Cell = tuple[int, int]


@dataclass
class HeatmapPicture:
    matrix: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))  # (rows, cols) as set
    frame: np.ndarray | None = None        # (rows, cols) the numbers shown now, matrix coords
    labels: tuple[list[str], list[str]] = ([], [])          # (rows, cols) as set
    titles: tuple[str, str] = ("", "")                      # (row title, column title) as set
    kind: str = "signed"
    levels: tuple[float, float] = (-1.0, 1.0)
    transposed: bool = False
    dimmed: bool = False
    tooltip_text: str = ""                 # the hover text of the cell under the pointer

    def __post_init__(self) -> None:
        if self.frame is None:
            self.frame = self.matrix

    def as_drawn(self, values: np.ndarray) -> np.ndarray:
        """``values`` (rows, cols) in matrix coordinates, laid out as drawn."""
        return as_drawn(values, self.transposed)

    def drawn_shape(self) -> tuple[int, int]:
        """(rows, cols) of the frame as drawn."""
        return self.as_drawn(self.frame).shape

    def to_matrix(self, row: int, col: int) -> Cell:
        """A drawn cell in matrix coordinates (a transpose is its own inverse: also the way
        back, matrix to drawn)."""
        return cell_as_drawn(row, col, self.transposed)

    def shown_labels(self) -> tuple[list[str], list[str]]:
        """(row labels, column labels) as drawn."""
        rows, cols = self.labels
        return (list(cols), list(rows)) if self.transposed else (list(rows), list(cols))

    def axis_titles(self) -> tuple[str, str]:
        """(row title, column title) as drawn."""
        return self.titles[::-1] if self.transposed else self.titles
