"""Export: images and files of the stages, the export dialog, and the pictures the command
line's `export` writes (gui/headless runs it).

Image export (PNG, SVG, animations), the export dialog, job, menu and prompts, and the stage
views' context menu. It may import core, gui.views, gui.editors, gui.explain, gui.document,
gui.palette and gui.settings; never classroom or the window.
"""
