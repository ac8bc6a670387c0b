"""Imported once by tests/forked_app.py's fork server: what every app imports before its
window, in the app's own order (gui/window/app.py run_window): Qt, PySide's import hook made
free (gui/window/pyside_feature_hook.py), then torch, numpy and pyqtgraph, and torch._dynamo,
which torch's optimizers import when the training window opens. Nothing that reads the
language, the settings or a screen: no QApplication, none of QKV Lab's own modules but the
hook's, no thread left running (a fork copies only the thread that forks)."""

from __future__ import annotations

import gc
import importlib

from PySide6 import QtCore, QtGui, QtTest, QtWidgets  # noqa: F401  (loaded for the apps)

from gui.window.pyside_feature_hook import skip_feature_source_scan

skip_feature_source_scan()
for _name in ("numpy", "torch", "pyqtgraph", "torch._dynamo", "tests.forked_app"):
    importlib.import_module(_name)
# What the server imported lives as long as each app forked from it: frozen, an app's full
# collections do not walk it (nor touch its pages, which the fork shares until written)
gc.collect()
gc.freeze()
