"""What a tour drives: the parts of the window a tour step sets (session, stage, selection,
explanation, panels) and where its dock goes. The composition root (gui/window/features.py)
builds one ``TourParts``; the tour reads nothing else of the window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from core.tours.giveaway import VECTOR_DRAWINGS
from gui.classroom.description_banner import DescriptionBanner
from gui.classroom.presentation import PresentationMode
from gui.document.controller import SessionController
from gui.document.selection import SelectionModel
from gui.document.stepper import Stepper
from gui.explain.pinned_explanation import ExplanationLink
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel

PANEL_NAMES = ("scaling-lab", "mask-lab", "code", "heads", "heads-numbers", "flash",
               *(f"vectors-{name}" for name in VECTOR_DRAWINGS))   # a Vectors drawing veiled


@dataclass(frozen=True)
class TourParts:
    """``dock_host``: the QMainWindow the Tour dock docks in (and whose height and focus a
    step asks for); ``docks``: the window's docks by name (a narrow window tabs the tour
    beside "matrices"); ``panels``: a switch per name in PANEL_NAMES that shows (True) or
    hides (False) that panel, filled as the registry announces the features that own them
    (gui/window/features.py, Tours.available); ``lesson_banner``: held hidden in a tour."""

    dock_host: QMainWindow
    docks: Mapping[str, QDockWidget]
    lesson_menu: QMenu
    show_message: Callable[[str], None]
    controller: SessionController
    stepper: Stepper
    selection: SelectionModel
    stage_panel: StagePanel
    animation: StageAnimation
    explanation_link: ExplanationLink
    presentation: PresentationMode
    lesson_banner: DescriptionBanner | None
    panels: Mapping[str, Callable[[bool], None]]
