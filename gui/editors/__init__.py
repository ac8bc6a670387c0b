"""Editors: where the learner changes numbers. Each edit becomes an undo command.

The token editor (sentence box and chips) and the matrix editor (X, W^Q, W^K, W^V, W^O). Editors
may import core, gui.document, gui.explain, gui.palette and gui.settings; never the window, the
views, export or classroom.
"""
