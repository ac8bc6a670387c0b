"""How the GPU computes it: FlashAttention's Algorithm 1 stepped through on the head in focus
(core.hardware.flash_walk computes every number; these widgets draw them). ``flash_panel`` is
the dock's content, ``tile_grid`` draws the blocks of Q, K and V and the tile in view,
``traffic_plot`` plots both passes' memory traffic against n, ``bench`` times a step's repaint.
Imports core, gui.palette and pyqtgraph; never the window.
"""
