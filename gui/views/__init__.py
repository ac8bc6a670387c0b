"""Views: what the learner looks at. They render the controller's trace and never compute.

The heatmap (a sub-package), the stage panel with its tiles and thumbnails, stage labels and
titles, the formula bar, the animations (animation_frames: frames replayed from a trace;
frame_player plays them on a heatmap; large_view_animation plays the current stage) and how a
transposed view is drawn (transpose.py; the toggle itself is a window action). Views may import
core, gui.document, gui.explain, gui.palette and gui.settings; never the window, the editors,
the code view, export or classroom.
"""
