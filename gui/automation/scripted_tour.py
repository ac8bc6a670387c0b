"""The tour's steps of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session): walk a tour as a
learner who reveals each answer, and report where the Tour dock was drawn.

    {"op": "tour_step"}       the waiting answer revealed (the panel's Reveal), else Next ▶
    {"op": "tour_report", "tag": ...}   one JSON line: {"qkv_lab_tour": {...}}

The report: the step (0-based) and the step count, whether an answer waits, the dock's place
(its area, whether it is a tab, its rectangle in the window as drawn, whether any of it is in
sight), the window's size, and the texts drawn clipped in the dock (gui.automation.clipped_text).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt

from gui.automation.clipped_text import clipped_texts
from gui.automation.scripted_layout import settle

AREAS = {Qt.DockWidgetArea.LeftDockWidgetArea: "left",
         Qt.DockWidgetArea.RightDockWidgetArea: "right",
         Qt.DockWidgetArea.TopDockWidgetArea: "top",
         Qt.DockWidgetArea.BottomDockWidgetArea: "bottom"}


def tour_step(window, _step: dict) -> None:
    tours = window.features.named("TourFeatures")
    if tours.progress is not None and tours.progress.is_pending():
        tours.reveal()
    else:
        tours.next()
    settle(window)


def tour_report(window, step: dict) -> None:
    settle(window)
    tours, dock = window.features.named("TourFeatures"), window.features.named("TourFeatures").dock
    progress = tours.progress
    corner = dock.mapTo(window, QPoint(0, 0))
    report = {
        "index": None if progress is None else progress.index,
        "steps": None if progress is None else len(progress.steps),
        "pending": progress is not None and progress.is_pending(),
        "window": [window.width(), window.height()],
        "area": AREAS.get(window.dockWidgetArea(dock), "none"),
        "tabbed": bool(window.tabifiedDockWidgets(dock)),
        "dock_px": [corner.x(), corner.y(), dock.width(), dock.height()],
        "seen": dock.isVisible() and not dock.visibleRegion().isEmpty(),
        "clipped": clipped_texts(window, within=dock),
    }
    if "tag" in step:
        report["tag"] = step["tag"]
    print(json.dumps({"qkv_lab_tour": report}, ensure_ascii=False), flush=True)


TOUR_OPS = {"tour_step": tour_step, "tour_report": tour_report}
