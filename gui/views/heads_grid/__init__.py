"""Every head at once: small multiples per head, the concat blocks, the output and its
difference from every head on (issue 12)."""

from gui.views.heads_grid.grid import HeadsGrid, grid_shape, shared_levels
from gui.views.heads_grid.head_view import HeadView
from gui.views.heads_grid.heads_panel import HeadsPanel

__all__ = ["HeadView", "HeadsGrid", "HeadsPanel", "grid_shape", "shared_levels"]
