"""The automation that drives the whole window: the $QKV_LAB_TEST_SCRIPT driver
(scripted_session, scripted_layout) and the layout report (`main.py --layout-report`, the
layout tests). It alone, beside the composition root (gui/window/main_window.py and
gui/window/features.py), holds the main window and reads its parts: a script reaches any state
a user could. It imports no other gui room; only the window's start-up (gui/window/app.py)
imports it, and only when a script or a report is asked for.
"""
