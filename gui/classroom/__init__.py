"""The classroom: presentation mode and its theme, lessons and their banner, labs.

Presentation mode, the classroom theme, the lesson description banner, the examples menu,
the pretrained-head dialog, the √d_k lab and "Watch it learn" (training_window, its driver and
views). It may import core, gui.views, gui.editors, gui.explain,
gui.document, gui.palette and gui.settings; never export or the window.
"""
