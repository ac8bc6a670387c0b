"""What a tour drives, in three groups the composition root (gui/window/features.py) builds:
where the tour lives in the window (``TourHome``), what a step sets (``TourDocument``: the
session, the stage, the view state, the explanation) and what a waiting question veils
(``TourVeil``: the stage panel's views and the other features' panels). The tour reads nothing
else of the window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from core.session.view_state import ViewState
from core.tours.giveaway import VECTOR_DRAWINGS
from gui.classroom.description_banner import DescriptionBanner
from gui.classroom.presentation import PresentationMode
from gui.document.controller import SessionController
from gui.document.stepper import Stepper
from gui.explain.pinned_explanation import ExplanationLink
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel

PANEL_NAMES = ("scaling-lab", "mask-lab", "code", "heads", "heads-numbers", "flash",
               *(f"vectors-{name}" for name in VECTOR_DRAWINGS))   # a Vectors drawing veiled


@dataclass(frozen=True)
class TourHome:
    """Where the tour lives: ``host``, the QMainWindow the Tour dock docks in (and whose
    height and focus a step asks for); ``docks``, the window's docks by name (a narrow window
    tabs the tour beside "matrices"; a reveal opens "explanation"); ``lesson_menu``, where
    Lesson › Tours ▸ goes; ``lesson_banner``, held hidden while a tour speaks."""

    host: QMainWindow
    docks: Mapping[str, QDockWidget]
    lesson_menu: QMenu
    show_message: Callable[[str], None]
    lesson_banner: DescriptionBanner | None


@dataclass(frozen=True)
class TourDocument:
    """What a step sets: the session (one undo step) and its trace, the stage (later ones
    dimmed), the head in focus and the linked selection (followed: another head keeps a
    waiting answer hidden), the explained cell."""

    controller: SessionController
    stepper: Stepper
    view_state: ViewState
    explanation_link: ExplanationLink


@dataclass(frozen=True)
class TourVeil:
    """What a waiting question hides and a reveal shows again: the stage panel's widgets (its
    tiles and large view blanked, a column clicked as a prediction), the animation (stopped),
    and ``panels``, a switch per name in PANEL_NAMES that shows (True) or hides (False) that
    panel, filled as the registry announces the features that own them (gui/window/
    features.py, Tours.available)."""

    stage_panel: StagePanel
    animation: StageAnimation
    panels: Mapping[str, Callable[[bool], None]]


@dataclass(frozen=True)
class TourParts:
    """``presentation``: large type, and the dock shown while the other docks hide."""

    home: TourHome
    document: TourDocument
    veil: TourVeil
    presentation: PresentationMode
