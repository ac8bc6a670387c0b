"""The classroom: presentation mode and its theme, lessons and their banner, labs.

Presentation mode, the classroom theme, the lesson description banner, the examples menu and
the pretrained-head dialog. It may import core, gui.views, gui.editors, gui.explain,
gui.document, gui.palette and gui.settings; never export or the window.
"""
