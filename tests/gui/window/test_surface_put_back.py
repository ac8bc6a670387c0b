"""The surfaces sweep opens each declared surface and puts the window back after its check
(gui.automation.surface_list): the docks in sight are those that were, a dialog is closed, the
tour is left; so the next surface is checked on the window as a learner left it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from gui.automation.surface_list import put_back, shown_docks, surface, surface_names
from gui.classroom.tour_features import TourFeatures


def test_each_surface_is_put_back_as_it_was_found(module_window):
    window = module_window.fresh_start()
    names = set(surface_names(window))
    assert {"code", "vectors-turns", "about", "tour", "mask-side"} <= names
    for name in ("code", "vectors-turns", "about", "tour", "mask-side"):
        docks, item = shown_docks(window), surface(window, name)
        widget = item.open()
        QApplication.processEvents()
        assert widget.isVisible(), name
        put_back(window, item, widget, docks)
        QApplication.processEvents()
        assert shown_docks(window) == docks, name
        shown = isValid(widget) and widget.isVisible()     # a closed dialog may be deleted
        assert shown == (widget in docks or widget is window), name
    assert not window.features.get(TourFeatures).is_open()


def test_a_surface_no_feature_declares_is_named_with_those_there_are(module_window):
    with pytest.raises(KeyError, match="no-such-surface.*vectors-qk"):
        surface(module_window.fresh_start(), "no-such-surface")
