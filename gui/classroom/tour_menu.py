"""Lesson › Tours ▸: Resume (the place remembered in the app settings), the built-in tours,
and Open a tour file…; and the remembered place itself."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from core.tours.library import list_tours
from gui.settings import app_settings

PLACE_KEY, STEP_KEY = "tour/place", "tour/step"


def remembered_place() -> tuple[str, int] | None:
    """(the tour's name or file, 0-based step) where the learner was, if anywhere."""
    settings = app_settings()
    place, step = settings.value(PLACE_KEY), settings.value(STEP_KEY)
    try:
        return (str(place), int(step)) if place else None
    except (TypeError, ValueError):
        return None


def remember_place(name: str, index: int) -> None:
    settings = app_settings()
    settings.setValue(PLACE_KEY, name)
    settings.setValue(STEP_KEY, index)


def forget_place() -> None:
    settings = app_settings()
    settings.remove(PLACE_KEY)
    settings.remove(STEP_KEY)


class ToursMenu:
    """The submenu, rebuilt each time it opens; ``tours.open_tour`` opens what is chosen."""

    def __init__(self, tours, lesson_menu: QMenu) -> None:
        self.tours = tours
        self.menu = QMenu("&Tours", lesson_menu)
        self.menu.aboutToShow.connect(self.fill)
        lesson_menu.addMenu(self.menu)
        self.fill()

    def fill(self) -> None:
        menu, tours = self.menu, self.tours
        menu.clear()
        place = remembered_place()
        if place is not None and not tours.is_open():
            resume = menu.addAction(f"Resume {Path(place[0]).stem} at step {place[1] + 1}")
            resume.triggered.connect(lambda *_: tours.open_tour(place[0], step=place[1]))
            menu.addSeparator()
        for info in list_tours():
            action = menu.addAction(f"{info.title} ({info.steps} steps)")
            action.setData(info.name)
            action.triggered.connect(lambda *_, name=info.name: tours.open_tour(name))
        menu.addSeparator()
        open_file = QAction("Open a tour file…", menu)
        open_file.triggered.connect(self.open_file)
        menu.addAction(open_file)

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.tours.window, "Open a tour", "",
                                              "QKV Lab tours (*.json)")
        if path:
            self.tours.open_tour(path)
