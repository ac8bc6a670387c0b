"""The classroom: presentation mode and its theme, lessons and their banner, labs, tours.

Presentation mode, the classroom theme, the lesson description banner, the examples menu,
the pretrained-head dialog, the √d_k lab, "Watch it learn" (training_window, its driver and
views) and guided tours (tour_features: running a tour, its menu and keys; tour_dock: the
dock and its place; tour_panel: the panel; tour_stage: a step and its reveal in the window).
It may import core, gui.views, gui.editors, gui.explain, gui.document, gui.palette and
gui.settings; never export or the window.
"""
