"""Views: what the learner looks at. They render the controller's trace and never compute.

The heatmap (a sub-package), the stage panel with its tiles and thumbnails, stage labels and
titles, the formula bar, the animations (frames replayed from a trace) and the transpose toggle.
Views may import core, gui.document, gui.explain, gui.palette and gui.settings; never the window,
the editors, export or classroom.
"""
