"""Lesson › Tours ▸: Resume (the place remembered in the app settings), the built-in tours,
and Open a tour file…; and the remembered place itself."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from core.i18n import english_plural, quoted
from core.tours.library import TourFileError, list_tours, read_tour_document, tour_path
from core.tours.parse import parse_tour
from core.tours.translation import translate_tour
from gui.settings import app_settings

translate = QCoreApplication.translate

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


def place_title(place: tuple[str, int] | None, language: str | None = None) -> str | None:
    """The remembered tour's title (in ``language`` where translated), or None when there is
    none or it cannot be read now."""
    if place is None:
        return None
    try:
        path = tour_path(place[0])
        tour, _ = parse_tour(read_tour_document(path))
    except TourFileError:
        return None
    if tour is None or place[1] >= len(tour.steps):
        return None
    return translate_tour(tour, path, language)[0].title


def show_offer(panel, title: str, step: int) -> None:
    """The Tour panel as an offer: where the learner was, Resume ▶ and Not now."""
    where = html.escape(translate("ToursMenu", "You were at step {step} of {tour}. Resume there, "
                                               "or later from Lesson › Tours › Resume.")).format(
        step=step + 1, tour=f"<b>{html.escape(title)}</b>")
    panel.show_step("", translate("ToursMenu", "Resume the tour?"), f"<p>{where}</p>",
                    own_sentence=None, at_start=True, at_end=False)
    panel.show_question("", [], typed=False, waiting=False)
    panel.show_feedback("")
    panel.show_predictions([])
    panel.next_button.setText(translate("ToursMenu", "Resume ▶"))
    panel.leave_button.setText(translate("ToursMenu", "Not now"))


class TourWords(QObject):
    """Counted words (PySide 6.10's lupdate sees a plural's count only in self.tr)."""

    def steps(self, n: int) -> str:
        return english_plural(self.tr("%n step(s)", "", n), n)


class ToursMenu:
    """The submenu, rebuilt each time it opens; ``tours.open_tour`` opens what is chosen."""

    def __init__(self, tours, lesson_menu: QMenu) -> None:
        self.tours = tours
        self.menu = QMenu(translate("ToursMenu", "&Tours"), lesson_menu)
        self.words = TourWords(lesson_menu)
        self.menu.aboutToShow.connect(self.fill)
        lesson_menu.addMenu(self.menu)
        self.fill()

    def fill(self) -> None:
        menu, tours = self.menu, self.tours
        menu.clear()
        place = remembered_place()
        if place is not None and not tours.is_open():
            title = place_title(place, tours.language)    # the tour's title, not its file's
            resume = menu.addAction(translate("ToursMenu", "Resume {tour} at step {place}").format(
                tour=quoted(title) if title is not None else Path(place[0]).stem,
                place=place[1] + 1))
            resume.triggered.connect(lambda *_: tours.open_tour(place[0], step=place[1]))
            menu.addSeparator()
        for info in list_tours(language=tours.language):   # titles in the window's language
            action = menu.addAction(f"{info.title} ({self.words.steps(info.steps)})")
            action.setData(info.name)
            action.triggered.connect(lambda *_, name=info.name: tours.open_tour(name))
        menu.addSeparator()
        open_file = QAction(translate("ToursMenu", "Open a tour file…"), menu)
        open_file.triggered.connect(self.open_file)
        menu.addAction(open_file)

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.tours.window,
                                              translate("ToursMenu", "Open a tour"), "",
                                              translate("ToursMenu", "QKV Lab tours (*.json)"))
        if path:
            self.tours.open_tour(path)
