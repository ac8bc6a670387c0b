"""Export: images and files of the stages, the export dialog, and the pictures the command
line's `export` writes (gui/headless runs it).

Image export (PNG, SVG, animations), the export dialog, job, menu and prompts, the stage
views' context menu, and worksheets on paper (worksheet_pdf paints core.worksheets' pages;
worksheet_files writes them; worksheet_dialog and worksheet_menu are File › Export Worksheet…).
It may import core, gui.views, gui.editors, gui.explain, gui.document,
gui.palette and gui.settings; never classroom or the window.
"""
