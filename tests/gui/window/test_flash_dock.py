"""View › How the GPU Computes It in the window: hidden at start and idle then (no panel, no
pass); shown, a tab beside Matrices that follows edits and the head in focus."""

from __future__ import annotations

import numpy as np

from core.files.examples import load_example
from core.hardware.flash_pass import flash_pass
from gui.window.app import build_window
from gui.window.flash_dock import FlashDock


def test_the_tiles_dock_follows_the_trace_and_the_head_and_idles_hidden(qtbot):
    window = build_window(load_example("three-heads"), restore=False, size=(1280, 800),
                          stage="scores")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    flash = window.features.get(FlashDock)
    assert not flash.dock.isVisible() and flash.toggle_action in window.menu("View").actions()
    window.controller.edit("w", lambda s: s.with_cell("W_Q", 0, 0, 1, 0.9))
    assert flash._panel is None                                   # hidden: nothing made or run
    flash.toggle_action.trigger()
    qtbot.waitUntil(lambda: flash._panel is not None and flash.panel.walk is not None)
    assert window.docks["matrices"] in window.tabifiedDockWidgets(flash.dock)
    panel = flash.panel
    assert panel.walk.trace is window.controller.trace and panel.walk.head == 0
    window.stage_panel.set_head(2)
    assert panel.walk.head == 2
    want = flash_pass(window.controller.trace, 2, panel.walk.blocks).output
    np.testing.assert_array_equal(panel.walk.flash.output, want)
    window.controller.edit("w", lambda s: s.with_cell("W_V", 2, 1, 1, -1.5))
    assert panel.walk.trace is window.controller.trace
    assert np.abs(panel.walk.flash.output - window.controller.trace.head("z", 2)).max() <= 1e-6
    flash.dock.hide()
    walk = panel.walk
    window.controller.edit("w", lambda s: s.with_cell("W_V", 2, 1, 1, 0.5))
    assert panel.walk is walk                                     # hidden again: no pass


def test_the_gpu_tour_opens_the_tiles_dock_where_it_says_so_and_closes_it_where_not(qtbot):
    from core.tours.library import load_tour
    from gui.classroom.tour_features import TourFeatures

    window = build_window(load_example("mole-face"), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    flash, tours = window.features.get(FlashDock), window.features.get(TourFeatures)
    steps = load_tour("gpu-attention").tour.steps
    opening = [index for index, step in enumerate(steps) if "flash" in step.open]
    assert opening                                   # the tour names View › How the GPU…
    assert tours.open_tour("gpu-attention", step=opening[0], ask=False)
    qtbot.waitUntil(flash.dock.isVisible)
    assert flash.panel.walk is not None and flash.panel.walk.trace is window.controller.trace
    assert tours.open_tour("gpu-attention", step=len(steps) - 1, ask=False)   # "The end"
    assert "flash" not in steps[-1].open
    qtbot.waitUntil(lambda: not flash.dock.isVisible())
