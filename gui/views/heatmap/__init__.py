"""The matrix heatmap view: MatrixHeatmap and the items it draws with."""

from core.number_text import format_cell_value
from gui.views.heatmap.matrix_heatmap import MatrixHeatmap

__all__ = ["MatrixHeatmap", "format_cell_value"]
